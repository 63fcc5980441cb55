import { useContext } from "react";
import type { SectionProps } from "../types";
import { SectionShell, sectionHeadingId } from "../SectionShell";
import { SWIPE_MIN_ITEMS, swipeRowProps } from "../../components/swipeRow";
import { ActionButton } from "../../components/ActionButton";
import { useLabels } from "../../content/SiteContentContext";
import { CheckList } from "../../components/CheckAndTagLists";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { balancedGrid } from "../../styles/grid";
import { PagePathContext } from "../../content/PagePathContext";
import { packageHref } from "../../lib/packageChoice";

/**
 * Pricing tiers: name, price, duration, description, features and a call to action; the popular
 * tier shows the "Most Popular" badge and a highlighted ring. A call to action that leads to a
 * site page (the booking page) carries the package and the page it sits on in its query string
 * (src/lib/packageChoice.ts), so the booking page can name the choice.
 */
export function Packages({ section, index }: SectionProps<"packages">): JSX.Element {
  const labels = useLabels();
  const pagePath = useContext(PagePathContext);
  return (
    <SectionShell isStatic section={section} index={index} tone="alternate">
      <div
        {...(section.packages.length >= SWIPE_MIN_ITEMS
          ? swipeRowProps(sectionHeadingId(section, index))
          : {})}
        css={{
          ...balancedGrid(section.packages.length, { base: 1, lg: 4 }, space.lg),
          alignItems: "stretch",
          paddingTop: space.sm,
        }}
      >
        {section.packages.map((p) => (
          <article
            key={p.name}
            data-popular={p.popular ? "true" : undefined}
            css={{
              position: "relative",
              display: "flex",
              flexDirection: "column",
              gap: space.md,
              padding: space.lg,
              paddingTop: p.popular ? space.xl : space.lg,
              background: colors.white,
              borderRadius: radii.lg,
              border: p.popular ? `2px solid ${colors.primary}` : `1px solid ${colors.borderSoft}`,
              boxShadow: p.popular
                ? `0 0 0 4px ${colors.primaryBorder}, 0 20px 40px rgba(30, 64, 175, 0.14)`
                : "0 1px 2px rgba(15,23,42,0.05)",
            }}
          >
            {p.popular && (
              <p
                css={{
                  position: "absolute",
                  top: -14,
                  left: "50%",
                  transform: "translateX(-50%)",
                  padding: "4px 14px",
                  borderRadius: radii.pill,
                  background: colors.primary,
                  color: colors.white,
                  fontSize: fontSizes.xs,
                  fontWeight: 700,
                  whiteSpace: "nowrap",
                }}
              >
                {labels.mostPopular}
              </p>
            )}
            <h3 css={{ fontSize: fontSizes.xl }}>{p.name}</h3>
            <p css={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: 8 }}>
              <span css={{ fontSize: "2.25rem", fontWeight: 800, letterSpacing: "-0.02em" }}>
                {p.price}
              </span>
              <span css={{ color: colors.muted, fontWeight: 600 }}>{p.duration}</span>
            </p>
            <p css={{ color: colors.muted }}>{p.description}</p>
            <CheckList items={p.features} />
            <div css={{ marginTop: "auto", paddingTop: space.sm }}>
              <ActionButton
                action={{ ...p.action, href: packageHref(p.action.href, pagePath, p.name) }}
                tone={p.popular ? "primary" : "secondary"}
                css={{ width: "100%" }}
              />
            </div>
          </article>
        ))}
      </div>
    </SectionShell>
  );
}
