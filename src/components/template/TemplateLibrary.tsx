import { Link } from "gatsby";
import type { SectionOf } from "../../content/schema";
import { useCollections } from "../../content/CollectionsContext";
import { fill, useSiteContent } from "../../content/SiteContentContext";
import { templateActions, type ListedTemplate } from "../../content/templatePages";
import {
  facetValues,
  filterPath,
  matchesFilter,
  TEMPLATE_FACETS,
  type TemplateFacet,
  type TemplateFilter,
} from "../../lib/templateLibrary";
import { SectionShell } from "../../sections/SectionShell";
import { ActionButton } from "../ActionButton";
import { Icon } from "../Icon";
import { TagList } from "../CheckAndTagLists";
import { balancedGrid } from "../../styles/grid";
import { space } from "../../styles/theme";

/**
 * One filter link: a pill with the value's name and how many templates it has; the current one
 * (`aria-current="page"`) is filled blue (`.template-filter`, ./styles.ts).
 */
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
    <Link to={to} aria-current={current ? "page" : undefined} className="template-filter">
      {/* The space keeps the name and the number apart for screen readers ("Sales 4", not "Sales4"). */}
      {name} <span className="template-filter__count">{count}</span>
    </Link>
  );
}

/**
 * The library's filters: for each facet (team, platform) a labelled row of links, "All" first
 * (the unfiltered library), then each value with its count. Each link is a page of its own
 * (`/templates/category/sales#library`), so filtering needs no JavaScript; the active one carries
 * `aria-current="page"` (both "All" links on the unfiltered page).
 */
function Filters({
  templates,
  filter,
  basePath,
  anchor,
}: {
  templates: ListedTemplate[];
  filter: TemplateFilter | null;
  basePath: string;
  anchor: string;
}): JSX.Element {
  const copy = useSiteContent().site.templates.library;
  const groupLabel: Record<TemplateFacet, string> = {
    category: copy.category,
    platform: copy.platform,
  };
  return (
    <nav aria-label={copy.filtersLabel} className="template-filters">
      {TEMPLATE_FACETS.map((facet) => (
        <div key={facet} className="template-filters__row">
          <p id={`${anchor}-${facet}`} className="template-filters__label">
            {groupLabel[facet]}
          </p>
          <ul aria-labelledby={`${anchor}-${facet}`} className="template-filters__list">
            <li>
              <FilterLink
                to={`${basePath}#${anchor}`}
                name={copy.all}
                count={templates.length}
                current={filter === null}
              />
            </li>
            {facetValues(templates, facet).map((value) => (
              <li key={value.slug}>
                <FilterLink
                  to={`${filterPath(basePath, { facet, slug: value.slug })}#${anchor}`}
                  name={value.name}
                  count={value.count}
                  current={filter?.facet === facet && filter.slug === value.slug}
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
 * One template's card: a thumbnail of its workflow (drawn from its n8n file at build time:
 * src/build/workflowThumbnails.ts), its icon and category, its title linking to its page (the
 * link's hit area covers the card), its description, then at its foot the platforms it runs
 * on, and Download and Customize. Styled by the static `.card` classes (src/styles/cardCss.ts)
 * and its own `.template-card__…` (./styles.ts).
 */
function TemplateCard({
  template,
  bookingPath,
}: {
  template: ListedTemplate;
  bookingPath: string;
}): JSX.Element {
  const copy = useSiteContent().site.templates;
  const { download, customize } = templateActions(template, copy, bookingPath);
  return (
    <article className="card card--linked">
      {/* Its workflow's thumbnail, drawn at build time (src/build/covers.ts): decorative. */}
      <img
        className="card-cover card-cover--thumb"
        src={`/covers${template.path}.svg`}
        width={640}
        height={300}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <div className="template-card__meta">
        <span className="card__icon template-card__icon">
          <Icon name={template.icon} size={20} />
        </span>
        <p className="card__eyebrow template-card__eyebrow">{template.category}</p>
      </div>
      <h3 className="card__title">
        <Link to={template.path} className="card__title-link">
          {template.title}
        </Link>
      </h3>
      <p className="card__description template-card__description">{template.description}</p>
      <div className="template-card__foot">
        <div>
          <p className="card__list-title template-card__list-title">{copy.platforms}</p>
          <TagList items={template.platforms} />
        </div>
        <div className="card__actions">
          <ActionButton action={download} />
          <ActionButton action={customize} />
        </div>
      </div>
    </article>
  );
}

/**
 * The workflow-template library on /templates and its filter pages: the filters, a line saying
 * how many templates are shown, then a card per template that passes this page's filter. On
 * the unfiltered page the templates the page's featured row already shows are left out (each
 * template is met once on a page) and the line says so (`showingOthers`: how many here, how
 * many featured above, how many in all); a filter page lists its templates in full (it leaves
 * out the featured row instead). The filters' counts are the whole library's. Server-rendered
 * from the page's query (src/templates/SectionsPage.tsx); a static part, so it costs no
 * JavaScript. Words from data/site.json `templates`.
 */
export function TemplateLibrary({
  section,
  index,
}: {
  section: SectionOf<"collectionList">;
  index: number;
}): JSX.Element {
  const library = useCollections().templateLibrary;
  const copy = useSiteContent().site.templates.library;
  const templates = library?.templates ?? [];
  const filter = library?.filter ?? null;
  // On the unfiltered page, the templates the featured row above already shows.
  const featured = filter
    ? []
    : (library?.featured ?? []).filter((slug) => templates.some((t) => t.slug === slug));
  const shown = templates.filter((t) => matchesFilter(t, filter) && !featured.includes(t.slug));
  const anchor = section.id ?? `section-${index}`;
  const filterName = filter
    ? facetValues(templates, filter.facet).find((v) => v.slug === filter.slug)?.name
    : undefined;
  return (
    <SectionShell isStatic section={section} index={index} tone="tinted">
      <Filters
        templates={templates}
        filter={filter}
        basePath={library?.basePath ?? "/"}
        anchor={anchor}
      />
      <p className="template-library__showing">
        {filterName
          ? fill(copy.showingFiltered, {
              count: shown.length,
              total: templates.length,
              name: filterName,
            })
          : featured.length > 0
            ? fill(copy.showingOthers, {
                count: shown.length,
                featured: featured.length,
                total: templates.length,
              })
            : fill(copy.showing, { count: templates.length })}
      </p>
      <div css={balancedGrid(shown.length, { base: 1, md: 2, lg: 3 }, space.lg)}>
        {shown.map((t) => (
          <TemplateCard key={t.slug} template={t} bookingPath={library?.bookingPath ?? "/"} />
        ))}
      </div>
    </SectionShell>
  );
}
