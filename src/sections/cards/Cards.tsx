import { Link } from "gatsby";
import type { Card } from "../../content/schema";
import type { SectionProps } from "../types";
import { SectionShell, sectionHeadingId } from "../SectionShell";
import { ActionButton, ActionRow } from "../../components/ActionButton";
import { Icon } from "../../components/Icon";
import { CheckList, TagList } from "../../components/CheckAndTagLists";
import { space } from "../../styles/theme";
import { balancedGrid } from "../../styles/grid";
import { bentoClassName } from "./bento";
import { SWIPE_MIN_ITEMS, swipeRowProps } from "../../components/swipeRow";
import { KeepHyphenated } from "../../components/KeepHyphenated";

type Variant = "default" | "problem" | "compact";

/** A card's title: plain text, or a link whose hit area covers the whole card. */
function CardTitle({ card }: { card: Card }): JSX.Element {
  const title = <KeepHyphenated text={card.title} />;
  if (!card.href) return title;
  return card.href.startsWith("/") ? (
    <Link to={card.href} className="card__title-link">
      {title}
    </Link>
  ) : (
    <a href={card.href} className="card__title-link">
      {title}
    </a>
  );
}

/**
 * One card: icon and badge, eyebrow, title (linked when the card has an `href`), description,
 * labelled figures, lists and actions. Styled by the static `.card` classes (src/styles/cardCss.ts),
 * with a modifier class per variant.
 */
function CardItem({ card, variant }: { card: Card; variant: Variant }): JSX.Element {
  const className = [
    "card",
    variant !== "default" && `card--${variant}`,
    card.href && "card--linked",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <article className={className}>
      {(card.icon || card.badge) && (
        <div className="card__top">
          {card.icon && (
            <span className="card__icon">
              <Icon name={card.icon} size={variant === "compact" ? 20 : 24} />
            </span>
          )}
          {card.badge && <span className="card__badge">{card.badge}</span>}
        </div>
      )}
      <div>
        {card.eyebrow && <p className="card__eyebrow">{card.eyebrow}</p>}
        <h3 className="card__title">
          <CardTitle card={card} />
        </h3>
      </div>
      {card.description && <p className="card__description">{card.description}</p>}
      {card.meta && card.meta.length > 0 && (
        <dl className="card__meta">
          {card.meta.map((m) => (
            <div key={m.label}>
              <dt>
                {m.label}
                <span className="card__meta-colon">:</span>
              </dt>
              <dd>{m.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {card.lists?.map((list, i) => (
        <div key={list.title ?? i}>
          {list.title && <h4 className="card__list-title">{list.title}</h4>}
          {list.style === "tags" ? (
            <TagList items={list.items} />
          ) : (
            <CheckList items={list.items} />
          )}
        </div>
      ))}
      {card.actions && card.actions.length > 0 && (
        <div className="card__actions">
          {card.actions.map((a) => (
            <ActionButton key={a.label} action={a} />
          ))}
        </div>
      )}
    </article>
  );
}

/**
 * Cards in a responsive grid without orphans (src/styles/grid.ts): one column on phones, up to two
 * from `sm`, up to `columns` (default 4) from `lg`; `compact` cards up to three from `md` and
 * four from `lg`. `layout: "bento"` gives the first card a larger cell from `lg`
 * (static classes from ./bento.ts and ./bentoCss.ts; counts without a plan keep the grid). Given
 * `labelledBy` (the id of the heading that names the cards) and three cards or more, the grid is
 * a swipe row below 640 px (src/components/swipeRow.ts).
 */
export function CardGrid({
  cards,
  variant = "default",
  columns,
  layout = "grid",
  labelledBy,
}: {
  cards: Card[];
  variant?: Variant;
  columns?: 2 | 3 | 4;
  layout?: "grid" | "bento";
  labelledBy?: string;
}): JSX.Element {
  const caps =
    variant === "compact"
      ? { base: 1, sm: 2, md: 3, lg: columns ?? 4 }
      : { base: 1, sm: 2, lg: columns ?? 4 };
  const bento = layout === "bento" ? bentoClassName(cards.length) : undefined;
  // A bento keeps the balanced grid below `lg` (one column, two from `sm`); its classes take over there.
  const grid = balancedGrid(cards.length, bento ? { base: 1, sm: 2 } : caps, space.lg);
  const swipe =
    labelledBy && cards.length >= SWIPE_MIN_ITEMS ? swipeRowProps(labelledBy) : undefined;
  return (
    <div
      css={grid}
      {...swipe}
      className={[bento, swipe?.className].filter(Boolean).join(" ") || undefined}
    >
      {cards.map((card) => (
        <CardItem key={card.title} card={card} variant={variant} />
      ))}
    </div>
  );
}

/** A grid of cards (benefits, problems, solutions, use cases, roles, templates, link tiles). */
export function Cards({ section, index }: SectionProps<"cards">): JSX.Element {
  return (
    <SectionShell isStatic section={section} index={index} tone="alternate">
      <CardGrid
        cards={section.cards}
        variant={section.variant}
        columns={section.columns}
        layout={section.layout}
        labelledBy={sectionHeadingId(section, index)}
      />
      {section.actions && section.actions.length > 0 && (
        <div className="cards__actions">
          <ActionRow actions={section.actions} />
        </div>
      )}
    </SectionShell>
  );
}
