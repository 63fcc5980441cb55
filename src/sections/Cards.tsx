import { Link } from "gatsby";
import type { Card } from "../content/schema";
import type { SectionProps } from "./types";
import { SectionShell } from "./SectionShell";
import { ActionButton, ActionRow } from "../components/ActionButton";
import { Icon } from "../components/Icon";
import { CheckList, TagList } from "../components/CheckAndTagLists";
import { colors, eyebrowText, focusRing, fontSizes, radii, space } from "../styles/theme";
import { balancedGrid } from "../styles/grid";
import { bentoGrid } from "../styles/bento";

type Variant = "default" | "problem" | "compact";

function CardTitle({ card }: { card: Card }): JSX.Element {
  if (!card.href) return <>{card.title}</>;
  const linkCss = {
    color: "inherit",
    textDecoration: "none",
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: radii.lg },
    "&:hover": { textDecoration: "underline" },
  } as const;
  return card.href.startsWith("/") ? (
    <Link to={card.href} css={linkCss}>
      {card.title}
    </Link>
  ) : (
    <a href={card.href} css={linkCss}>
      {card.title}
    </a>
  );
}

function CardItem({ card, variant }: { card: Card; variant: Variant }): JSX.Element {
  const problem = variant === "problem";
  const compact = variant === "compact";
  return (
    <article
      css={{
        position: "relative",
        display: "flex",
        flexDirection: "column",
        gap: compact ? space.sm : space.md,
        padding: compact ? space.md : space.lg,
        background: problem ? colors.problemSoft : colors.white,
        border: `1px solid ${problem ? colors.problemBorder : colors.borderSoft}`,
        borderRadius: radii.lg,
        boxShadow: "0 1px 2px rgba(15, 23, 42, 0.05)",
        "&:focus-within": card.href ? focusRing : {},
      }}
    >
      {(card.icon || card.badge) && (
        <div
          css={{
            display: "flex",
            alignItems: "flex-start",
            justifyContent: "space-between",
            gap: space.sm,
          }}
        >
          {card.icon && (
            <span
              css={{
                display: "inline-flex",
                padding: compact ? 8 : 10,
                borderRadius: radii.md,
                background: problem ? colors.problemIconBackground : colors.primarySoft,
                color: problem ? colors.problem : colors.primary,
              }}
            >
              <Icon name={card.icon} size={compact ? 20 : 24} />
            </span>
          )}
          {card.badge && (
            <span
              css={{
                marginLeft: "auto",
                padding: "3px 10px",
                borderRadius: radii.pill,
                background: colors.primarySoft,
                color: colors.primaryDark,
                fontSize: fontSizes.xs,
                fontWeight: 700,
                whiteSpace: "nowrap",
              }}
            >
              {card.badge}
            </span>
          )}
        </div>
      )}
      <div>
        {card.eyebrow && (
          <p
            css={{
              ...eyebrowText,
              marginBottom: 4,
            }}
          >
            {card.eyebrow}
          </p>
        )}
        <h3 css={{ fontSize: compact ? fontSizes.md : fontSizes.lg }}>
          <CardTitle card={card} />
        </h3>
      </div>
      {card.description && (
        <p css={{ color: colors.muted, fontSize: compact ? fontSizes.sm : fontSizes.md }}>
          {card.description}
        </p>
      )}
      {card.meta && card.meta.length > 0 && (
        <dl css={{ display: "grid", gap: 6, margin: 0, fontSize: fontSizes.sm }}>
          {card.meta.map((m) => (
            <div key={m.label} css={{ display: "flex", flexWrap: "wrap", gap: "0 8px" }}>
              <dt css={{ color: colors.muted }}>{m.label}:</dt>
              <dd
                css={{
                  margin: 0,
                  fontWeight: 700,
                  color: problem ? colors.problem : colors.success,
                }}
              >
                {m.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {card.lists?.map((list, i) => (
        <div key={list.title ?? i}>
          {list.title && <h4 css={{ fontSize: fontSizes.sm, marginBottom: 6 }}>{list.title}</h4>}
          {list.style === "tags" ? (
            <TagList items={list.items} />
          ) : (
            <CheckList items={list.items} />
          )}
        </div>
      ))}
      {card.actions && card.actions.length > 0 && (
        <div
          css={{
            marginTop: "auto",
            display: "flex",
            flexWrap: "wrap",
            gap: 8,
            position: "relative",
            zIndex: 1,
          }}
        >
          {card.actions.map((a) => (
            <ActionButton
              key={a.label}
              action={a}
              css={{ minHeight: 44, padding: "8px 16px", fontSize: fontSizes.sm }}
            />
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
 * (src/styles/bento.ts).
 */
export function CardGrid({
  cards,
  variant = "default",
  columns,
  layout = "grid",
}: {
  cards: Card[];
  variant?: Variant;
  columns?: 2 | 3 | 4;
  layout?: "grid" | "bento";
}): JSX.Element {
  const caps =
    variant === "compact"
      ? { base: 1, sm: 2, md: 3, lg: columns ?? 4 }
      : { base: 1, sm: 2, lg: columns ?? 4 };
  const grid =
    layout === "bento"
      ? bentoGrid(cards.length, space.lg, columns)
      : balancedGrid(cards.length, caps, space.lg);
  return (
    <div css={grid}>
      {cards.map((card) => (
        <CardItem key={card.title} card={card} variant={variant} />
      ))}
    </div>
  );
}

/** A grid of cards (benefits, problems, solutions, use cases, roles, templates, link tiles). */
export function Cards({ section, index }: SectionProps<"cards">): JSX.Element {
  return (
    <SectionShell section={section} index={index} tone="alternate">
      <CardGrid
        cards={section.cards}
        variant={section.variant}
        columns={section.columns}
        layout={section.layout}
      />
      {section.actions && section.actions.length > 0 && (
        <div css={{ marginTop: space.xl }}>
          <ActionRow actions={section.actions} />
        </div>
      )}
    </SectionShell>
  );
}
