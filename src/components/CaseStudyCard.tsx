import { Link } from "gatsby";
import type { CaseStudy } from "../content/schema";
import { useLabels } from "../content/SiteContentContext";
import { CheckList, TagList } from "./CheckAndTagLists";
import { cardSurface, colors, eyebrowText, fontSizes, space } from "../styles/theme";

/**
 * One case study: company, industry, challenge, solution, results, metrics, technology tags.
 * With `href` (its article's path), the title links to the full study.
 * The metrics are figures at one size, each above its label: the improvement (a result, in
 * green) across the panel, then timeline and satisfaction side by side.
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
            gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
            gap: `${space.md}px ${space.sm}px`,
            margin: 0,
            // A plain block under a hairline, not a tinted box inside the card.
            paddingTop: space.md,
            borderTop: `1px solid ${colors.borderSoft}`,
          }}
        >
          {(
            [
              [labels.improvement, study.metrics.improvement, true],
              [labels.timeline, study.metrics.timeline, false],
              [labels.satisfaction, study.metrics.satisfaction, false],
            ] as const
          ).map(([label, value, lead]) => (
            <div
              key={label}
              css={{
                display: "flex",
                flexDirection: "column-reverse",
                justifyContent: "flex-end",
                gap: 2,
                gridColumn: lead ? "1 / -1" : undefined,
              }}
            >
              <dt css={{ fontSize: fontSizes.xs, color: colors.muted }}>{label}</dt>
              <dd
                css={{
                  margin: 0,
                  fontSize: fontSizes.lg,
                  lineHeight: 1.3,
                  fontWeight: 750,
                  letterSpacing: "-0.01em",
                  color: lead ? colors.success : colors.text,
                  whiteSpace: lead ? "normal" : "nowrap",
                  textWrap: "balance",
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
