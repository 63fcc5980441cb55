/**
 * The breadcrumb trail of a page: where it sits in the site, from the home page to itself.
 * Pure functions; gatsby-node.ts computes each page's trail at build time and passes it in the
 * page context, the templates render it (src/components/Breadcrumbs.tsx) and the page head
 * turns it into BreadcrumbList JSON-LD (src/lib/jsonLd.ts).
 */
import type { Navigation, Page } from "../content/schema";

/** One step of a trail: a short name and the registered path it links to. */
export type Crumb = {
  name: string;
  path: string;
  /** Where search engines should index the page when that is elsewhere (`seo.canonicalPath`). */
  canonicalPath?: string;
};

/** What the trail rule reads of the site: its pages, navigation and breadcrumb labels. */
export type TrailSite = {
  pages: Page[];
  navigation: Navigation;
  /** `labels.breadcrumbs` in data/site.json: the home page's name and short page names. */
  labels: { home: string; names: { path: string; name: string }[] };
};

/** Paths that have no trail: the home page and the not-found page. */
const NO_TRAIL = new Set(["/", "/404"]);

/**
 * The short name of the page at `path`, else `fallback`: a name given in
 * `labels.breadcrumbs.names`, else (for an area hub, a page with a `menuCards` section) its
 * header menu's label, else the title of the header menu item or call to action linking to it.
 */
function shortName(
  path: string,
  page: Page | undefined,
  site: TrailSite,
  fallback: string,
): string {
  const named = site.labels.names.find((n) => n.path === path);
  if (named) return named.name;
  const { header } = site.navigation;
  const menuId = page?.sections.find((s) => s.type === "menuCards")?.menu;
  const hubMenu = header.menus.find((m) => m.id === menuId);
  if (hubMenu) return hubMenu.label;
  const item = header.menus.flatMap((m) => m.items).find((i) => i.href === path);
  if (item) return item.title;
  if (header.cta.href === path) return header.cta.label;
  return fallback;
}

/** A section page's own title: its hero's heading, else its SEO title. */
function pageHeading(page: Page): string {
  const hero = page.sections.find((s) => s.type === "hero");
  return hero?.heading ?? page.seo.title;
}

/**
 * The breadcrumb trail of the page at `page.path` titled `page.title` (a section page's hero
 * heading, an article's title): `[{ name, path }]` from Home to the page itself, last.
 * Between them come the pages at the leading parts of its path (`/blog` for `/blog/<slug>`,
 * `/hire` for `/hire/<role>`), each only if it is a page (a path or an alias in data/pages);
 * a top-level page (`/privacy`) gets Home › page. Names are short: see {@link shortName}.
 * Crumbs follow registered paths (what a visitor follows); a page with `seo.canonicalPath`
 * carries it as `canonicalPath`, so the JSON-LD names the URL its head declares canonical.
 * An alias passes its registered page, so it shares that page's trail. The home page and the
 * not-found page have none (`[]`). Never throws.
 */
export function breadcrumbTrail(
  page: { path: string; title: string; canonicalPath?: string },
  site: TrailSite,
): Crumb[] {
  if (NO_TRAIL.has(page.path)) return [];
  const byPath = new Map<string, Page>();
  for (const p of site.pages)
    for (const at of [p.path, ...(p.aliases ?? [])]) if (!byPath.has(at)) byPath.set(at, p);
  const crumb = (path: string, own: Page | undefined, title: string): Crumb => ({
    name: shortName(path, own, site, title),
    path,
    ...(own?.seo.canonicalPath ? { canonicalPath: own.seo.canonicalPath } : {}),
  });
  const parts = page.path.split("/").filter(Boolean);
  const parents = parts.slice(0, -1).flatMap((_, i) => {
    const parent = byPath.get(`/${parts.slice(0, i + 1).join("/")}`);
    return parent ? [crumb(parent.path, parent, pageHeading(parent))] : [];
  });
  const self = byPath.get(page.path);
  return [
    { name: site.labels.home, path: "/" },
    ...parents,
    {
      ...crumb(page.path, self, page.title),
      ...(page.canonicalPath ? { canonicalPath: page.canonicalPath } : {}),
    },
  ];
}

/**
 * The trail of a later page of a listing (`/blog/page/2`): the listing's trail followed by the
 * later page itself at `path`, named by `titleTemplate` (`articles.pagination.pageTitle` in
 * data/site.json, e.g. "{title} (page {page})") with the listing's short name and the page number.
 */
export function listingPageTrail(
  listing: Crumb[],
  later: { path: string; page: number; titleTemplate: string },
): Crumb[] {
  const last = listing[listing.length - 1];
  if (!last) return [];
  const name = later.titleTemplate
    .replace(/\{title\}/g, last.name)
    .replace(/\{page\}/g, String(later.page));
  return [...listing, { name, path: later.path }];
}
