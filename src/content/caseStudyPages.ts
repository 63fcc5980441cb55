/**
 * What the case-study pages show that is derived from the entries, the pages and the site's copy
 * (data/site.json `caseStudies`): a study's related services, its stack with tool marks and its
 * before/after figures (the study page), the listing's filter options and each filter page's
 * path, title and description (the listing and its filter pages). Computed once at build time in
 * gatsby-node.ts (and for the CMS preview in src/build/cmsAdmin.ts), so the browser gets the
 * result, not the rules. Pure: no file access.
 */
import type { CaseStudyEntry, Navigation, Page, Site } from "./schema";
import type { ListedCaseStudy } from "./CollectionsContext";
import { articleListing } from "./articleListing";
import { referencedStudySlugs } from "./caseStudyRefs";
import { fill } from "./SiteContentContext";
import { toolMarkOf, type ToolMark } from "./toolMarks";
import { breadcrumbTrail } from "../lib/breadcrumbs";
import { beforeAfterFigures, type BeforeAfter } from "../lib/beforeAfter";
import type { SearchEntry } from "../lib/search";
import {
  caseStudyFilterOptions,
  filterPath,
  type FilterKind,
  type FilterOption,
} from "../lib/caseStudyFilters";

/** The copy of case-study pages and the listing (data/site.json `caseStudies`). */
export type CaseStudyCopy = Site["caseStudies"];

/** A service page a study belongs to, as the study page and the service filter name it. */
export type ServicePage = {
  path: string;
  /** Its short name, as the breadcrumbs and header menus call it ("RAG Solutions"). */
  name: string;
  /** Its SEO title ("RAG Solutions: Retrieval-Augmented Generation"). */
  title: string;
  /** Its SEO description: what the service is, in one or two sentences. */
  description: string;
};

/** One tool of a study's stack: its name as tagged and its mark, when the site has one. */
export type StackItem = { name: string; mark?: ToolMark };

/** What a study page shows beyond the entry's facts: quote, services, stack and figures. */
export type CaseStudyDetails = {
  quote?: { text: string; role: string };
  services: ServicePage[];
  stack: StackItem[];
  figures: BeforeAfter[];
};

/** A section page's heading: its hero's heading, else its SEO title. */
function heading(page: Page): string {
  return page.sections.find((s) => s.type === "hero")?.heading ?? page.seo.title;
}

/**
 * Every section page (the not-found page aside) as a study may name it, by path: its short name
 * (the last crumb of its breadcrumb trail: a header menu's name for it, else its hero heading),
 * SEO title and description. Takes the pages, the navigation and the breadcrumb labels.
 */
export function servicePages(
  pages: readonly Page[],
  navigation: Navigation,
  labels: Site["labels"]["breadcrumbs"],
): Record<string, ServicePage> {
  const trailSite = { pages: [...pages], navigation, labels };
  return Object.fromEntries(
    pages
      .filter((p) => p.path !== "/404")
      .map((p) => {
        const trail = breadcrumbTrail({ path: p.path, title: heading(p) }, trailSite);
        const name = trail[trail.length - 1]?.name ?? heading(p);
        return [p.path, { path: p.path, name, title: p.seo.title, description: p.seo.description }];
      }),
  );
}

/**
 * A study page's details: the client's words, the service pages it names (those that exist, in
 * its order), its tags as a stack with the tool marks the site has ({@link toolMarkOf}), and its
 * results drawn before/after where their words allow (src/lib/beforeAfter.ts). Takes the entry
 * (or the CMS's entry being edited) and the service pages by path.
 */
export function caseStudyDetails(
  entry: Pick<CaseStudyEntry, "results"> &
    Partial<Pick<CaseStudyEntry, "quote" | "services" | "tags">>,
  services: Readonly<Record<string, ServicePage>>,
): CaseStudyDetails {
  return {
    ...(entry.quote ? { quote: entry.quote } : {}),
    services: (entry.services ?? []).flatMap((p) => (services[p] ? [services[p]] : [])),
    stack: (entry.tags ?? []).map((name) => {
      const mark = toolMarkOf(name);
      return mark ? { name, mark } : { name };
    }),
    figures: beforeAfterFigures(entry.results),
  };
}

/** The active filter of a filter page: its option, and the page's own title and description. */
export type ActiveCaseStudyFilter = {
  kind: FilterKind;
  slug: string;
  name: string;
  title: string;
  description: string;
};

/** A filter page of a case-study listing: its path, filter, SEO and its studies' latest change. */
export type CaseStudyFilterPage = ActiveCaseStudyFilter & {
  path: string;
  /** The latest `dateModified` of the studies it lists (ISO): its sitemap date. */
  dateModified: string;
};

/**
 * Every filter page of the listing at `listingPath`: one per option, its path
 * (`/case-studies/industry/legal`), title and description from the copy's templates with
 * `{name}` and `{count}` filled, and its studies' latest change. Takes the listing's path, the
 * options, the studies (for their dates) and the copy.
 */
export function caseStudyFilterPages(
  listingPath: string,
  options: readonly FilterOption[],
  studies: readonly Pick<CaseStudyEntry, "slug" | "dateModified">[],
  copy: CaseStudyCopy,
): CaseStudyFilterPage[] {
  const modified = new Map(studies.map((s) => [s.slug, s.dateModified]));
  const { library } = copy;
  return options.map((o) => {
    const values = { name: o.name, count: o.studies.length };
    const industry = o.kind === "industry";
    return {
      kind: o.kind,
      slug: o.slug,
      name: o.name,
      path: filterPath(listingPath, o.kind, o.slug),
      title: fill(industry ? library.industryTitle : library.serviceTitle, values),
      description: fill(
        industry ? library.industryDescription : library.serviceDescription,
        values,
      ),
      dateModified: o.studies.reduce((latest, s) => {
        const d = modified.get(s) ?? "";
        return d > latest ? d : latest;
      }, ""),
    };
  });
}

/** The case-study data every page of a build draws from, computed once per build. */
export type CaseStudySiteData = {
  /** Every published study as a card shows it, by slug. */
  listings: Record<string, ListedCaseStudy>;
  /** Every section page as a study's services name it, by path. */
  services: Record<string, ServicePage>;
  /** The listing's filter options ({@link caseStudyFilterOptions}). */
  filters: FilterOption[];
};

/**
 * The case-study data of the validated content: the studies' cards, the service pages and the
 * listing's filter options. Takes the content's pages, navigation, site settings and the
 * published case studies.
 */
export function caseStudySiteData(content: {
  pages: readonly { page: Page }[];
  navigation: Navigation;
  site: Site;
  caseStudies: readonly CaseStudyEntry[];
}): CaseStudySiteData {
  const services = servicePages(
    content.pages.map((p) => p.page),
    content.navigation,
    content.site.labels.breadcrumbs,
  );
  return {
    listings: Object.fromEntries(
      content.caseStudies.map((s) => [s.slug, articleListing("caseStudies", s)]),
    ),
    services,
    filters: caseStudyFilterOptions(content.caseStudies, (p) => services[p]?.name),
  };
}

/**
 * The part of a section page's context about case studies: the studies its `caseStudies`
 * sections name, by slug, and on a page that lists the case studies, the filter options. Empty
 * for a page that does neither. Takes the page and the build's {@link CaseStudySiteData}.
 */
export function caseStudyPageContext(
  page: Pick<Page, "sections">,
  data: CaseStudySiteData,
): { caseStudies?: Record<string, ListedCaseStudy>; caseStudyFilters?: FilterOption[] } {
  const slugs = referencedStudySlugs(page);
  const lists = page.sections.some(
    (s) => s.type === "collectionList" && s.collection === "caseStudies",
  );
  return {
    ...(slugs.length
      ? {
          caseStudies: Object.fromEntries(
            slugs.flatMap((slug) => (data.listings[slug] ? [[slug, data.listings[slug]]] : [])),
          ),
        }
      : {}),
    ...(lists ? { caseStudyFilters: data.filters } : {}),
  };
}

/**
 * The site search's entries for the case-study listings' filter pages: each with its title and
 * description, and its studies' titles as its headings. Takes the validated content (pages,
 * navigation, site settings, published studies).
 */
export function caseStudyFilterSearchEntries(
  content: Parameters<typeof caseStudySiteData>[0],
): SearchEntry[] {
  const data = caseStudySiteData(content);
  const titles = new Map(content.caseStudies.map((s) => [s.slug, s.title]));
  return content.pages
    .filter(({ page }) =>
      page.sections.some((s) => s.type === "collectionList" && s.collection === "caseStudies"),
    )
    .flatMap(({ page }) =>
      caseStudyFilterPages(
        page.path,
        data.filters,
        content.caseStudies,
        content.site.caseStudies,
      ).map((f) => ({
        path: f.path,
        title: f.title,
        description: f.description,
        headings: (
          data.filters.find((o) => o.kind === f.kind && o.slug === f.slug)?.studies ?? []
        ).flatMap((slug) => titles.get(slug) ?? []),
      })),
    );
}
