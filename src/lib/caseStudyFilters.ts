/**
 * The filters of a case-study listing: by industry and by service. Each filter is a page of its
 * own (`/case-studies/industry/<slug>`, `/case-studies/service/<slug>`, created by gatsby-node),
 * so the filters are plain links that work without JavaScript. Pure: no React, no file access.
 *
 * Industries are written by hand on each study and not always alike ("Real Estate" and "Real
 * estate"): studies are grouped by a normalised key (case, spacing, `&` and punctuation ignored),
 * and a group is named by its most common spelling. Services are the paths of the service pages a
 * study belongs to (its `services`).
 */

import type { Page } from "../content/schema";

/** What the filters read of a study. */
export type FilterableStudy = { slug: string; industry: string; services?: readonly string[] };

/** The two kinds of filter, as they appear in a filter page's path. */
export const FILTER_KINDS = ["industry", "service"] as const;

/** A kind of filter: `industry` or `service`. */
export type FilterKind = (typeof FILTER_KINDS)[number];

/** One choice of a filter: what its link shows and where it leads, and the studies it keeps. */
export type FilterOption = {
  kind: FilterKind;
  /** The option's part of its page path: `real-estate`, `automation-sales`. */
  slug: string;
  /** What the link shows: the industry's most common spelling, or the service page's name. */
  name: string;
  /** The slugs of the studies it keeps, in the order they were given. */
  studies: string[];
};

/**
 * The key two spellings of one industry share: lowercase, `&` read as "and", every run of other
 * characters a single space (`"Real Estate"`, `"real-estate"` and `" real estate "` all give
 * `"real estate"`). Takes the industry as written.
 */
export function industryKey(industry: string): string {
  return industry
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The slug of a key or a path: its words joined by hyphens (`real estate` → `real-estate`). */
function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A service page's path as a filter slug: `/automation/sales` → `automation-sales`. */
export function serviceSlug(path: string): string {
  return slugOf(path);
}

/**
 * The spelling most studies use; on a tie, the one that comes first in alphabetical order (so
 * the name does not depend on the order files are read in). Takes a non-empty list.
 */
function mostCommon(spellings: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const s of spellings) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
}

/** Options sorted for display: most studies first, then by name. */
function byCountThenName(a: FilterOption, b: FilterOption): number {
  return b.studies.length - a.studies.length || a.name.localeCompare(b.name);
}

/**
 * The industry filter's options: one per industry key ({@link industryKey}), named by its most
 * common spelling, with the studies in it; most studies first, then by name. A study whose
 * industry has no letters or digits is left out.
 */
export function industryOptions(studies: readonly FilterableStudy[]): FilterOption[] {
  const groups = new Map<string, { spellings: string[]; studies: string[] }>();
  for (const s of studies) {
    const key = industryKey(s.industry);
    if (!key) continue;
    const group = groups.get(key) ?? { spellings: [], studies: [] };
    group.spellings.push(s.industry.trim());
    group.studies.push(s.slug);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .map(([key, g]): FilterOption => ({
      kind: "industry",
      slug: slugOf(key),
      name: mostCommon(g.spellings),
      studies: g.studies,
    }))
    .sort(byCountThenName);
}

/**
 * The service filter's options: one per service page the studies name, named by `nameOf(path)`
 * (the page's short name), with the studies that name it; most studies first, then by name.
 * Paths `nameOf` does not know (undefined) are left out.
 */
export function serviceOptions(
  studies: readonly FilterableStudy[],
  nameOf: (path: string) => string | undefined,
): FilterOption[] {
  const groups = new Map<string, string[]>();
  for (const s of studies)
    for (const path of new Set(s.services ?? []))
      groups.set(path, [...(groups.get(path) ?? []), s.slug]);
  return [...groups.entries()]
    .flatMap(([path, slugs]): FilterOption[] => {
      const name = nameOf(path);
      return name ? [{ kind: "service", slug: serviceSlug(path), name, studies: slugs }] : [];
    })
    .sort(byCountThenName);
}

/** A filter page's path under its listing: `/case-studies/industry/legal`. */
export function filterPath(listingPath: string, kind: FilterKind, slug: string): string {
  return `${listingPath}/${kind}/${slug}`;
}

/** The studies an option keeps, in the listing's order. Takes the studies and the option. */
export function filterStudies<T extends { slug: string }>(
  studies: readonly T[],
  option: Pick<FilterOption, "studies">,
): T[] {
  const kept = new Set(option.studies);
  return studies.filter((s) => kept.has(s.slug));
}

/**
 * Pages under this path are industry pages; the industry filter already groups studies by
 * industry, so the service filter leaves them out (a study page still links to them).
 */
export const INDUSTRY_PAGES_PREFIX = "/industries/";

/**
 * The listing's filter options: industries (grouped by spelling, {@link industryOptions}), then the service pages the studies name, industry pages aside ({@link INDUSTRY_PAGES_PREFIX}),
 * each named by `nameOf(path)` (the page's short name; undefined leaves a path out). Takes the
 * studies and the naming function.
 */
export function caseStudyFilterOptions(
  studies: readonly FilterableStudy[],
  nameOf: (path: string) => string | undefined,
): FilterOption[] {
  return [
    ...industryOptions(studies),
    ...serviceOptions(studies, (p) =>
      p.startsWith(INDUSTRY_PAGES_PREFIX) ? undefined : nameOf(p),
    ),
  ];
}

/**
 * The sitemap entries of the case-study listings' filter pages: for each page that lists the
 * case studies, one entry per filter option, dated by its studies' latest `dateModified`. Takes
 * the pages and the published studies; the options are the listing's own
 * (src/content/caseStudyPages.ts), since validation lets a study name only pages that exist.
 */
export function caseStudyFilterSitemap(
  pages: readonly Pick<Page, "path" | "sections">[],
  studies: readonly (FilterableStudy & { dateModified: string })[],
): { path: string; lastmod: string }[] {
  const paths = new Set(pages.map((p) => p.path));
  const options = caseStudyFilterOptions(studies, (p) => (paths.has(p) ? p : undefined));
  const modified = new Map(studies.map((s) => [s.slug, s.dateModified]));
  return pages
    .filter((p) =>
      p.sections.some((s) => s.type === "collectionList" && s.collection === "caseStudies"),
    )
    .flatMap((listing) =>
      options.map((o) => ({
        path: filterPath(listing.path, o.kind, o.slug),
        lastmod: o.studies.reduce((latest, slug) => {
          const d = modified.get(slug) ?? "";
          return d > latest ? d : latest;
        }, ""),
      })),
    );
}
