import { useContext } from "react";
import type { SectionProps } from "../types";
import { SectionShell, sectionHeadingId } from "../SectionShell";
import { SWIPE_MIN_ITEMS, swipeRowProps } from "../../components/swipeRow";
import { ActionButton } from "../../components/ActionButton";
import { useLabels } from "../../content/SiteContentContext";
import { CheckList } from "../../components/CheckAndTagLists";
import { space } from "../../styles/theme";
import { balancedGrid } from "../../styles/grid";
import { PagePathContext } from "../../content/PagePathContext";
import { packageHref } from "../../lib/packageChoice";

/**
 * Pricing tiers: name, price, duration, description, features and a call to action; the popular
 * tier shows the "Most Popular" badge and a highlighted ring. A call to action that leads to a
 * site page (the booking page) carries the package and the page it sits on in its query string
 * (src/lib/packageChoice.ts), so the booking page can name the choice. Its looks are static
 * class rules (`.packages`, `.package…`, src/sections/packages/styles.ts; the popular tier by its
 * `data-popular`); only the grid's columns, which follow the number of tiers, are an Emotion prop.
 */
export function Packages({ section, index }: SectionProps<"packages">): JSX.Element {
  const labels = useLabels();
  const pagePath = useContext(PagePathContext);
  const swipe =
    section.packages.length >= SWIPE_MIN_ITEMS
      ? swipeRowProps(sectionHeadingId(section, index))
      : undefined;
  return (
    <SectionShell isStatic section={section} index={index} tone="alternate">
      <div
        {...swipe}
        className={swipe ? `packages ${swipe.className}` : "packages"}
        css={balancedGrid(section.packages.length, { base: 1, lg: 4 }, space.lg)}
      >
        {section.packages.map((p) => (
          <article key={p.name} data-popular={p.popular ? "true" : undefined} className="package">
            {p.popular && <p className="package__badge">{labels.mostPopular}</p>}
            <h3 className="package__name">{p.name}</h3>
            <p className="package__price">
              <span className="package__amount">{p.price}</span>
              <span className="package__duration">{p.duration}</span>
            </p>
            <p className="package__description">{p.description}</p>
            <CheckList items={p.features} />
            <div className="package__action">
              <ActionButton
                action={{ ...p.action, href: packageHref(p.action.href, pagePath, p.name) }}
                tone={p.popular ? "primary" : "secondary"}
                className="package__button"
              />
            </div>
          </article>
        ))}
      </div>
    </SectionShell>
  );
}
