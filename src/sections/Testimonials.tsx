import type { Testimonial } from "../content/schema";
import type { SectionProps } from "./types";
import { SectionShell } from "./SectionShell";
import { fill, useLabels } from "../content/SiteContentContext";
import { Icon } from "../components/Icon";
import { StatList } from "../components/StatList";
import { CheckList, TagList } from "../components/CheckAndTagLists";
import { cardSurface, colors, fontSizes, radii, space } from "../styles/theme";
import { balancedGrid } from "../styles/grid";

/** Avatar initials from a name: "Dr. Elena Ruiz" → "ER". */
export function initials(name: string): string {
  const words = name
    .replace(/^(Dr|Mr|Mrs|Ms|Prof)\.?\s+/i, "")
    .split(/\s+/)
    .filter(Boolean);
  return (
    (words[0]?.[0] ?? "") + (words.length > 1 ? words[words.length - 1][0] : "")
  ).toUpperCase();
}

function Quote({ t }: { t: Testimonial }): JSX.Element {
  const labels = useLabels();
  return (
    <figure
      css={{
        margin: 0,
        display: "flex",
        flexDirection: "column",
        gap: space.md,
        padding: space.lg,
        ...cardSurface,
      }}
    >
      {t.rating && (
        <p css={{ display: "flex", gap: 2, color: colors.star }}>
          {Array.from({ length: t.rating }, (_, i) => (
            <Icon key={i} name="star" size={18} css={{ fill: "currentColor" }} />
          ))}
          <span className="visually-hidden">{fill(labels.rating, { rating: t.rating })}</span>
        </p>
      )}
      <blockquote css={{ margin: 0, fontSize: fontSizes.md }}>
        <p>“{t.quote}”</p>
      </blockquote>
      {t.results && <CheckList items={t.results} />}
      <figcaption css={{ display: "flex", alignItems: "center", gap: 12, marginTop: "auto" }}>
        <span
          aria-hidden="true"
          css={{
            display: "inline-flex",
            alignItems: "center",
            justifyContent: "center",
            width: 44,
            height: 44,
            borderRadius: radii.pill,
            background: colors.primary,
            color: colors.white,
            fontWeight: 700,
          }}
        >
          {initials(t.name)}
        </span>
        <span>
          <span css={{ display: "block", fontWeight: 700 }}>{t.name}</span>
          <span css={{ display: "block", fontSize: fontSizes.sm, color: colors.muted }}>
            {[t.role, t.company].filter(Boolean).join(", ")}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Client testimonials with optional headline stats and industry tags. */
export function Testimonials({ section, index }: SectionProps<"testimonials">): JSX.Element {
  return (
    <SectionShell isStatic section={section} index={index} tone="alternate">
      <div css={balancedGrid(section.items.length, { base: 1, md: 2, lg: 3 }, space.lg)}>
        {section.items.map((t) => (
          <Quote key={t.name} t={t} />
        ))}
      </div>
      {section.stats && (
        <div css={{ marginTop: space.xxl }}>
          <StatList stats={section.stats} center />
        </div>
      )}
      {section.tags && (
        <div css={{ marginTop: space.xl, display: "flex", justifyContent: "center" }}>
          <TagList items={section.tags} />
        </div>
      )}
    </SectionShell>
  );
}
