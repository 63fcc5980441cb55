import { Link } from "gatsby";
import type { ListedCaseStudy } from "../content/CollectionsContext";
import { useCaseStudyData } from "../content/CaseStudyContext";
import { fill, useLabels, useSiteContent } from "../content/SiteContentContext";
import { CaseStudyCard } from "./CaseStudyCard";
import {
  FILTER_KINDS,
  filterPath,
  filterStudies,
  type FilterKind,
  type FilterOption,
} from "../lib/caseStudyFilters";
import { balancedGrid } from "../styles/grid";
import { space } from "../styles/theme";

/** The featured studies (those with an `order`), by order. */
function featuredOf(studies: readonly ListedCaseStudy[]): ListedCaseStudy[] {
  return studies
    .filter((s) => typeof s.order === "number")
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.slug.localeCompare(b.slug));
}

/** Every study, newest first (then by slug, so the order never depends on file order). */
function newestFirst(studies: readonly ListedCaseStudy[]): ListedCaseStudy[] {
  return [...studies].sort(
    (a, b) => b.datePublished.localeCompare(a.datePublished) || a.slug.localeCompare(b.slug),
  );
}

/** One filter link: a pill with the option's name and its number of studies (`.cs-filter`). */
function FilterLink({
  to,
  name,
  count,
  current,
}: {
  to: string;
  name: string;
  count: number;
  current: boolean;
}): JSX.Element {
  return (
    <Link to={to} className="cs-filter" aria-current={current ? "page" : undefined}>
      {/* The space keeps the name and the number apart for screen readers ("All 30", not "All30"). */}
      {name} <span className="cs-filter__count">{count}</span>
    </Link>
  );
}

/**
 * The listing's filters: for each kind (industry, service) a labelled row of links, "All" first
 * (the unfiltered listing), then each option with its count. Each link is a page of its own
 * (`/case-studies/industry/legal#studies`), so filtering needs no JavaScript; the active one
 * carries `aria-current="page"` (both "All" links on the unfiltered listing).
 */
function Filters({
  options,
  total,
  basePath,
  anchor,
}: {
  options: readonly FilterOption[];
  total: number;
  basePath: string;
  anchor: string;
}): JSX.Element {
  const copy = useSiteContent().site.caseStudies.library;
  const { active } = useCaseStudyData();
  const label: Record<FilterKind, string> = { industry: copy.industry, service: copy.service };
  return (
    <nav aria-label={copy.filtersLabel} className="cs-filters">
      {FILTER_KINDS.map((kind) => (
        <div key={kind} className="cs-filters__group">
          <p id={`${anchor}-${kind}`} className="cs-filters__label">
            {label[kind]}
          </p>
          <ul aria-labelledby={`${anchor}-${kind}`} className="cs-filters__list">
            <li className="cs-filters__all">
              <FilterLink
                to={`${basePath}#${anchor}`}
                name={copy.allFilter}
                count={total}
                current={active === null}
              />
            </li>
            {options
              .filter((o) => o.kind === kind)
              .map((o) => (
                <li key={o.slug}>
                  <FilterLink
                    to={`${filterPath(basePath, kind, o.slug)}#${anchor}`}
                    name={o.name}
                    count={o.studies.length}
                    current={active?.kind === kind && active.slug === o.slug}
                  />
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/**
 * One study in the full list: its cover (src/build/covers.ts), industry and size, its title
 * linking to its page, the client, and its key figures (improvement, timeline, satisfaction). Styled by `.cs-item`.
 */
function StudyItem({ study }: { study: ListedCaseStudy }): JSX.Element {
  const labels = useLabels();
  return (
    <article className="cs-item">
      {/* Its cover, drawn at build time (src/build/covers.ts): decorative, its box reserved. */}
      <img
        className="card-cover card-cover--dark"
        src={`/covers${study.path}.svg`}
        width={1200}
        height={600}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <p className="case-study__eyebrow">
        {study.industry}
        {study.size ? ` · ${study.size}` : ""}
      </p>
      <h4 className="cs-item__title">
        <Link to={study.path} className="cs-item__link">
          {study.title}
        </Link>
      </h4>
      <p className="cs-item__client">{study.company}</p>
      {study.metrics && (
        <dl className="cs-item__metrics">
          <div className="cs-item__metric cs-item__metric--lead">
            <dt>{labels.improvement}</dt>
            <dd>{study.metrics.improvement}</dd>
          </div>
          <div className="cs-item__metric">
            <dt>{labels.timeline}</dt>
            <dd>{study.metrics.timeline}</dd>
          </div>
          <div className="cs-item__metric">
            <dt>{labels.satisfaction}</dt>
            <dd>{study.metrics.satisfaction}</dd>
          </div>
        </dl>
      )}
    </article>
  );
}

/**
 * The case-study listing (a `collectionList` of case studies) and its filter pages: on the
 * unfiltered listing, the featured studies (those with an `order`) as full cards; then the
 * filters, a line saying how many studies are shown, and every study that passes this page's
 * filter (newest first) as a compact card. On the unfiltered listing the featured studies are not
 * listed a second time (the line says so); a filter page lists all of its studies. Server-rendered from the page's query and context;
 * it holds only links, so it costs no JavaScript. Words from data/site.json `caseStudies.library`.
 * Takes the studies, the listing's path (the base of its filter pages) and the section's anchor.
 */
export function CaseStudyLibrary({
  studies,
  basePath,
  anchor,
}: {
  studies: readonly ListedCaseStudy[];
  basePath: string;
  anchor: string;
}): JSX.Element {
  const copy = useSiteContent().site.caseStudies.library;
  const { filters, active } = useCaseStudyData();
  const featured = active ? [] : featuredOf(studies);
  const option = active && filters.find((o) => o.kind === active.kind && o.slug === active.slug);
  const all = newestFirst(studies);
  // A study met in the featured row is not listed again below it.
  const featuredSlugs = new Set(featured.map((s) => s.slug));
  const shown = option ? filterStudies(all, option) : all.filter((s) => !featuredSlugs.has(s.slug));
  return (
    <div className="cs-library">
      {featured.length > 0 && (
        <div className="cs-library__block">
          <h3 className="cs-library__heading">{copy.featured}</h3>
          <div css={balancedGrid(featured.length, { base: 1, md: 2, lg: 3 }, space.lg)}>
            {featured.map((study) => (
              <CaseStudyCard
                key={study.slug}
                study={study}
                title={study.title}
                href={study.path}
                readMore={study.path}
                headingLevel={4}
              />
            ))}
          </div>
        </div>
      )}
      <div className="cs-library__block">
        <h3 className="cs-library__heading">{copy.all}</h3>
        <Filters options={filters} total={studies.length} basePath={basePath} anchor={anchor} />
        <p className="cs-library__status">
          {option
            ? fill(copy.showingFiltered, {
                count: shown.length,
                total: studies.length,
                name: option.name,
              })
            : featured.length > 0
              ? fill(copy.showingOthers, {
                  count: shown.length,
                  featured: featured.length,
                  total: studies.length,
                })
              : fill(copy.showing, { count: studies.length })}
        </p>
        <ul
          className="cs-library__list"
          css={balancedGrid(shown.length, { base: 1, md: 2, lg: 3 }, space.lg)}
        >
          {shown.map((study) => (
            <li key={study.slug}>
              <StudyItem study={study} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
