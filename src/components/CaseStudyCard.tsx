import { Link } from "gatsby";
import type { CaseStudy } from "../content/schema";
import { fill, useLabels, useSiteContent } from "../content/SiteContentContext";
import { CheckList, TagList } from "./CheckAndTagLists";
import { Icon } from "./Icon";
import { KeepHyphenated } from "./KeepHyphenated";

/**
 * The link a story card ends with: "Read the case study" (data/site.json
 * `caseStudies.readStudy`) to the study's page, with screen-reader text naming the client, so
 * the links of several cards tell apart. Takes the study's path and its client (`company`).
 */
export function ReadStudyLink({ href, client }: { href: string; client: string }): JSX.Element {
  const copy = useSiteContent().site.caseStudies;
  return (
    <p className="case-study__more">
      <Link to={href} className="case-study__more-link">
        {copy.readStudy}
        <span className="visually-hidden"> {fill(copy.readStudyFor, { client })}</span>
        <Icon name="arrow-right" size={18} />
      </Link>
    </p>
  );
}

/**
 * One case study: company, industry, challenge, solution, results, metrics, technology tags.
 * With `href` (its article's path), the card opens with the study's cover and the title links
 * to the full study; with `readMore` (the same path), the card ends with a "Read the case
 * study" link to it ({@link ReadStudyLink}); the card itself is never one big link.
 * The metrics are figures at one size, each above its label: the improvement (a result, in
 * green) across the panel, then timeline and satisfaction side by side. Styles are static CSS
 * (`.case-study…` in src/styles/shellCss.ts).
 */
export function CaseStudyCard({
  study,
  title,
  href,
  readMore,
  headingLevel = 3,
}: {
  study: CaseStudy;
  title?: string;
  href?: string;
  readMore?: string;
  /** The level of the card's title (3, or 4 under a sub-heading); its labels are one below. */
  headingLevel?: 3 | 4;
}): JSX.Element {
  const labels = useLabels();
  const Title = headingLevel === 4 ? "h4" : "h3";
  const Label = headingLevel === 4 ? "h5" : "h4";
  return (
    <article className="case-study">
      {/* Its cover, drawn at build time (src/build/covers.ts): decorative, its box reserved. */}
      {href && (
        <img
          className="card-cover card-cover--dark"
          src={`/covers${href}.svg`}
          width={1200}
          height={600}
          alt=""
          loading="lazy"
          decoding="async"
        />
      )}
      <div>
        <p className="case-study__eyebrow">
          {study.industry}
          {study.size ? ` · ${study.size}` : ""}
        </p>
        <Title className="case-study__title">
          {href ? (
            <Link to={href}>
              <KeepHyphenated text={title ?? study.company} />
            </Link>
          ) : (
            <KeepHyphenated text={title ?? study.company} />
          )}
        </Title>
        {title && <p className="case-study__text">{study.company}</p>}
      </div>
      <div>
        <Label className="case-study__label">{labels.challenge}</Label>
        <p className="case-study__text">{study.challenge}</p>
      </div>
      <div>
        <Label className="case-study__label">{labels.solution}</Label>
        <p className="case-study__text">{study.solution}</p>
      </div>
      <div>
        <Label className="case-study__label case-study__label--list">{labels.results}</Label>
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
      {readMore && <ReadStudyLink href={readMore} client={study.company} />}
    </article>
  );
}
