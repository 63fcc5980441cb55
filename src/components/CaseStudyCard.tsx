import { Link } from "gatsby";
import type { CaseStudy } from "../content/schema";
import { useLabels } from "../content/SiteContentContext";
import { CheckList, TagList } from "./CheckAndTagLists";

/**
 * One case study: company, industry, challenge, solution, results, metrics, technology tags.
 * With `href` (its article's path), the title links to the full study.
 * The metrics are figures at one size, each above its label: the improvement (a result, in
 * green) across the panel, then timeline and satisfaction side by side. Styles are static CSS
 * (`.case-study…` in src/styles/shellCss.ts).
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
    <article className="case-study">
      <div>
        <p className="case-study__eyebrow">
          {study.industry}
          {study.size ? ` · ${study.size}` : ""}
        </p>
        <h3 className="case-study__title">
          {href ? <Link to={href}>{title ?? study.company}</Link> : (title ?? study.company)}
        </h3>
        {title && <p className="case-study__text">{study.company}</p>}
      </div>
      <div>
        <h4 className="case-study__label">{labels.challenge}</h4>
        <p className="case-study__text">{study.challenge}</p>
      </div>
      <div>
        <h4 className="case-study__label">{labels.solution}</h4>
        <p className="case-study__text">{study.solution}</p>
      </div>
      <div>
        <h4 className="case-study__label case-study__label--list">{labels.results}</h4>
        <CheckList items={study.results} />
      </div>
      {study.metrics && (
        <dl className="case-study__metrics">
          {(
            [
              [labels.improvement, study.metrics.improvement, true],
              [labels.timeline, study.metrics.timeline, false],
              [labels.satisfaction, study.metrics.satisfaction, false],
            ] as const
          ).map(([label, value, lead]) => (
            <div
              key={label}
              className={
                lead ? "case-study__metric case-study__metric--lead" : "case-study__metric"
              }
            >
              <dt className="case-study__metric-label">{label}</dt>
              <dd className="case-study__metric-value">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {study.tags && <TagList items={study.tags} />}
    </article>
  );
}
