import type { CaseStudy } from "../content/schema";
import { useLabels } from "../content/SiteContentContext";
import { CheckList, TagList } from "./CheckAndTagLists";
import { colors, fontSizes, radii, space } from "../styles/theme";

/** One case study: company, industry, challenge, solution, results, metrics, technology tags. */
export function CaseStudyCard({ study, title }: { study: CaseStudy; title?: string }): JSX.Element {
  const labels = useLabels();
  return (
    <article
      css={{
        display: "flex",
        flexDirection: "column",
        gap: space.md,
        padding: space.lg,
        background: colors.white,
        border: `1px solid ${colors.borderSoft}`,
        borderRadius: radii.lg,
      }}
    >
      <div>
        <p
          css={{
            color: colors.primary,
            fontSize: fontSizes.xs,
            fontWeight: 700,
            textTransform: "uppercase",
            letterSpacing: "0.06em",
          }}
        >
          {study.industry}
          {study.size ? ` · ${study.size}` : ""}
        </p>
        <h3 css={{ fontSize: fontSizes.lg, marginTop: 4 }}>{title ?? study.company}</h3>
        {title && <p css={{ color: colors.muted, fontSize: fontSizes.sm }}>{study.company}</p>}
      </div>
      <div>
        <h4 css={{ fontSize: fontSizes.sm }}>{labels.challenge}</h4>
        <p css={{ color: colors.muted, fontSize: fontSizes.sm }}>{study.challenge}</p>
      </div>
      <div>
        <h4 css={{ fontSize: fontSizes.sm }}>{labels.solution}</h4>
        <p css={{ color: colors.muted, fontSize: fontSizes.sm }}>{study.solution}</p>
      </div>
      <div>
        <h4 css={{ fontSize: fontSizes.sm, marginBottom: 6 }}>{labels.results}</h4>
        <CheckList items={study.results} />
      </div>
      {study.metrics && (
        <dl
          css={{
            display: "grid",
            gridTemplateColumns: "repeat(3, 1fr)",
            gap: 8,
            margin: 0,
            padding: space.md,
            background: colors.surface,
            borderRadius: radii.md,
            textAlign: "center",
          }}
        >
          {(
            [
              [labels.improvement, study.metrics.improvement],
              [labels.timeline, study.metrics.timeline],
              [labels.satisfaction, study.metrics.satisfaction],
            ] as const
          ).map(([label, value]) => (
            <div key={label} css={{ display: "flex", flexDirection: "column-reverse" }}>
              <dt css={{ fontSize: fontSizes.xs, color: colors.muted }}>{label}</dt>
              <dd css={{ margin: 0, fontWeight: 800, color: colors.primary }}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {study.tags && <TagList items={study.tags} />}
    </article>
  );
}
