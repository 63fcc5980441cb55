import { Link } from "gatsby";
import type { CaseStudy } from "../../content/schema";
import type { CaseStudyDetails } from "../../content/caseStudyPages";
import type { BeforeAfter } from "../../lib/beforeAfter";
import { fill, useLabels, useSiteContent } from "../../content/SiteContentContext";
import { Container } from "../Container";
import { ActionButton } from "../ActionButton";
import { Icon } from "../Icon";
import { ToolMark } from "../ToolMark";

/** A study without details (the CMS preview of an entry whose fields are still being filled). */
const NO_DETAILS: CaseStudyDetails = { services: [], stack: [], figures: [] };

/**
 * One result drawn before and after (src/lib/beforeAfter.ts): its words as the caption, then two
 * rows, each a label, a bar whose length is the figure's share of the longer one (decorative:
 * the figure is written beside it) and the figure; a relative change shows the baseline's label
 * and the change (`−52%`). Plain HTML and static CSS (`.ba…`), drawn at build time.
 */
function BeforeAfterFigure({ figure }: { figure: BeforeAfter }): JSX.Element {
  const copy = useSiteContent().site.caseStudies;
  const rows = [
    ["before", copy.before, figure.before.text || copy.baseline, figure.before.share],
    ["after", copy.after, figure.after.text, figure.after.share],
  ] as const;
  return (
    <figure className={`ba ba--${figure.direction}`}>
      <figcaption className="ba__caption">{figure.result}</figcaption>
      <dl className="ba__rows">
        {rows.map(([key, label, value, share]) => (
          <div key={key} className={`ba__row ba__row--${key}`}>
            <dt className="ba__label">{label}</dt>
            <dd className="ba__value">
              <span className="ba__track" aria-hidden="true">
                <span className="ba__bar" style={{ width: `${Math.max(share * 100, 1.5)}%` }} />
              </span>
              <span className="ba__figure">{value}</span>
            </dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}

/**
 * A client's description as it reads after a comma ("Finance Director, a wholesale food
 * distributor"): a leading "A", "An" or "The" in lower case; anything else as written.
 */
function inSentence(client: string): string {
  return client.replace(/^(A|An|The) /, (article) => article.toLowerCase());
}

/**
 * The facts of a case study at the top of its page, under the article header: the client, its
 * industry and size; the key figures (improvement, timeline, satisfaction); the challenge and the
 * solution; every result, drawn before and after where its words give both figures; the stack,
 * with each tool's mark where the site has one; the client's words with the speaker's role; the
 * service pages the project belongs to; and the booking panel (ask for a reference call). Words
 * come from data/site.json (`labels`, `articles`, `caseStudies`). Static markup only.
 */
export function CaseStudyOverview({
  study,
  details = NO_DETAILS,
}: {
  study: CaseStudy;
  details?: CaseStudyDetails;
}): JSX.Element {
  const labels = useLabels();
  const { articles, caseStudies: copy } = useSiteContent().site;
  const figures = new Map(details.figures.map((f) => [f.result, f]));
  const facts: [string, string][] = [
    [articles.client, study.company],
    [articles.industry, study.industry],
    ...(study.size ? [[articles.companySize, study.size] as [string, string]] : []),
  ];
  return (
    <section aria-labelledby="at-a-glance" className="cs-overview">
      <Container>
        {/* In the article's frame, so its left edge is the header's and the body's. */}
        <div className="cs-overview__frame">
          <h2 id="at-a-glance" className="cs-overview__heading">
            {articles.atAGlance}
          </h2>
          <div className="cs-panel">
            <dl className="cs-facts">
              {facts.map(([label, value]) => (
                <div key={label} className="cs-facts__item">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            {study.metrics && (
              <dl className="cs-figures">
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
                      lead ? "cs-figures__item cs-figures__item--lead" : "cs-figures__item"
                    }
                  >
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
          <div className="cs-story">
            <div>
              <h3 className="cs-overview__subheading">{labels.challenge}</h3>
              <p>{study.challenge}</p>
            </div>
            <div>
              <h3 className="cs-overview__subheading">{labels.solution}</h3>
              <p>{study.solution}</p>
            </div>
          </div>
          <div className="cs-block">
            <h3 className="cs-overview__subheading">{copy.results}</h3>
            <ul className="cs-results">
              {study.results.map((result) => {
                const figure = figures.get(result);
                return (
                  <li key={result} className={figure ? "cs-result" : "cs-result cs-result--plain"}>
                    {figure ? (
                      <BeforeAfterFigure figure={figure} />
                    ) : (
                      <p className="cs-result__text">
                        <Icon name="check" size={18} className="check-list__icon" />
                        {result}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
          {(details.stack.length > 0 || details.quote) && (
            <div className={details.quote ? "cs-pair" : "cs-block"}>
              {details.stack.length > 0 && (
                <div>
                  <h3 className="cs-overview__subheading">{copy.stack}</h3>
                  <ul className="cs-stack">
                    {details.stack.map((tool) => (
                      <li key={tool.name} className="cs-stack__item">
                        {tool.mark && <ToolMark slug={tool.mark} />}
                        {tool.name}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {details.quote && (
                <figure className="cs-quote">
                  <blockquote className="cs-quote__text">
                    <p>{details.quote.text}</p>
                  </blockquote>
                  <figcaption className="cs-quote__by">
                    {fill(copy.quoteBy, {
                      role: details.quote.role,
                      client: inSentence(study.company),
                    })}
                  </figcaption>
                </figure>
              )}
            </div>
          )}
          <div className="cs-pair cs-pair--end">
            {details.services.length > 0 && (
              <div>
                <h3 className="cs-overview__subheading">{copy.services}</h3>
                <ul className="cs-services">
                  {details.services.map((service) => (
                    <li key={service.path} className="cs-service">
                      <p className="cs-service__title">{service.title}</p>
                      <p className="cs-service__text">{service.description}</p>
                      <Link to={service.path} className="case-study__more-link">
                        {copy.serviceLink}
                        <span className="visually-hidden"> {service.title}</span>
                        <Icon name="arrow-right" size={18} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <div className="cs-reference">
              <h3 className="cs-reference__heading">{copy.reference.heading}</h3>
              <p className="cs-reference__text">{copy.reference.text}</p>
              <ActionButton action={copy.reference.action} onDark />
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
