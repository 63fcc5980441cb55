import { Link } from "gatsby";
import type { CaseStudy } from "../content/schema";
import { useLabels } from "../content/SiteContentContext";
import { CheckList, TagList } from "./CheckAndTagLists";
import { cardSurface, colors, eyebrowText, fontSizes, radii, space } from "../styles/theme";

/**
 * One case study: company, industry, challenge, solution, results, metrics, technology tags.
 * With `href` (its article's path), the title links to the full study.
 * The metrics are rows (label, then value on the right, wrapping onto the next line when they
 * do not fit), so no metric forces the card wider than its column at any screen width.
 */
export function CaseStudyCard({
  study,
  title,
  href,
}: {
  study: CaseStudy;
  title?: string;
  href?: string;
}): JSX.Element {
  const labels = useLabels();
  return (
    <article
      css={{
        display: "flex",
        flexDirection: "column",
        gap: space.md,
        padding: space.lg,
        ...cardSurface,
      }}
    >
      <div>
        <p
          css={{
            ...eyebrowText,
          }}
        >
          {study.industry}
          {study.size ? ` · ${study.size}` : ""}
        </p>
        <h3 css={{ fontSize: fontSizes.lg, marginTop: 4 }}>
          {href ? <Link to={href}>{title ?? study.company}</Link> : (title ?? study.company)}
        </h3>
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
            gap: space.sm,
            margin: 0,
            padding: space.md,
            background: colors.surface,
            borderRadius: radii.md,
          }}
        >
          {(
            [
              [labels.improvement, study.metrics.improvement],
              [labels.timeline, study.metrics.timeline],
              [labels.satisfaction, study.metrics.satisfaction],
            ] as const
          ).map(([label, value]) => (
            <div
              key={label}
              css={{
                display: "flex",
                flexWrap: "wrap",
                alignItems: "baseline",
                justifyContent: "space-between",
                gap: `0 ${space.sm}px`,
              }}
            >
              <dt css={{ fontSize: fontSizes.xs, color: colors.muted }}>{label}</dt>
              <dd
                css={{
                  margin: 0,
                  marginLeft: "auto",
                  textAlign: "right",
                  fontWeight: 800,
                  color: colors.primary,
                  overflowWrap: "anywhere",
                }}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {study.tags && <TagList items={study.tags} />}
    </article>
  );
}
