/**
 * The workflow-template library's rules, shared by every layer: the file name a template's
 * download is saved under, its Customize link, and the filters of the library on /templates
 * (by category and by platform), each of which is a page of its own so that it works without
 * JavaScript. Pure: no file access, no Gatsby.
 */

/** The ways the library can be filtered; each is a path segment: `/templates/category/sales`. */
export const TEMPLATE_FACETS = ["category", "platform"] as const;

/** One way of filtering the library. */
export type TemplateFacet = (typeof TEMPLATE_FACETS)[number];

/** What the library rules read of a template entry. */
export type FacetedTemplate = {
  slug: string;
  category: string;
  platforms: readonly string[];
};

/** The file name a template's workflow is saved under: `loomwork-<slug>.n8n.json`. */
export function templateDownloadName(slug: string): string {
  return `loomwork-${slug}.n8n.json`;
}

/**
 * A template's Customize link: the booking page at `bookingPath` naming the template,
 * `/book-session?template=<slug>` (the booking page reads `template`, src/content/bookingTemplates.ts).
 */
export function templateCustomizeHref(bookingPath: string, slug: string): string {
  return `${bookingPath}?template=${slug}`;
}

/**
 * The slug of a category or platform name as written in the entries: lowercase, every run of
 * other characters a hyphen, none at either end ("Customer Success" → `customer-success`,
 * "E-commerce" → `e-commerce`, "n8n" → `n8n`). Returns "" for a name with no letter or digit.
 */
export function facetSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The values a template has for a facet: its category, or its platforms. */
function valuesOf(template: FacetedTemplate, facet: TemplateFacet): readonly string[] {
  return facet === "category" ? [template.category] : template.platforms;
}

/** One value of a facet: its slug, its name as most entries write it, and how many templates have it. */
export type FacetValue = { slug: string; name: string; count: number };

/**
 * The values of `facet` across `templates`: one per slug (so "E-commerce" and "E-Commerce" are
 * one value, named as most entries write it; a tie goes to the spelling met first), the most
 * common first, then by name. Values whose slug is empty are left out.
 */
export function facetValues(
  templates: readonly FacetedTemplate[],
  facet: TemplateFacet,
): FacetValue[] {
  const bySlug = new Map<string, { count: number; spellings: Map<string, number> }>();
  for (const t of templates) {
    const counted = new Set<string>();
    for (const name of valuesOf(t, facet)) {
      const slug = facetSlug(name);
      if (!slug || counted.has(slug)) continue;
      counted.add(slug);
      const entry = bySlug.get(slug) ?? { count: 0, spellings: new Map<string, number>() };
      entry.count += 1;
      entry.spellings.set(name, (entry.spellings.get(name) ?? 0) + 1);
      bySlug.set(slug, entry);
    }
  }
  return [...bySlug]
    .map(([slug, { count, spellings }]) => ({
      slug,
      count,
      name: [...spellings].reduce((best, s) => (s[1] > best[1] ? s : best))[0],
    }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** An active filter of the library: which facet, and the slug of its value. */
export type TemplateFilter = { facet: TemplateFacet; slug: string };

/** True when `template` has the filter's value (every template passes no filter). */
export function matchesFilter(
  template: FacetedTemplate,
  filter: TemplateFilter | null | undefined,
): boolean {
  return !filter || valuesOf(template, filter.facet).some((v) => facetSlug(v) === filter.slug);
}

/** The path of a filter page of the library at `basePath`: `/templates/category/sales`. */
export function filterPath(basePath: string, filter: TemplateFilter): string {
  return `${basePath}/${filter.facet}/${filter.slug}`;
}

/** One filter page of the library: its filter, value name, path, how many templates it lists and their latest change. */
export type FilterPage = TemplateFilter & {
  name: string;
  path: string;
  count: number;
  /** The latest `dateModified` of the templates it lists (ISO), its sitemap date. */
  dateModified: string;
};

/**
 * Every filter page of the library at `basePath`: one per category, then one per platform, in
 * {@link facetValues} order. Takes the templates with their `dateModified` (ISO); returns the pages.
 */
export function filterPages(
  basePath: string,
  templates: readonly (FacetedTemplate & { dateModified: string })[],
): FilterPage[] {
  return TEMPLATE_FACETS.flatMap((facet) =>
    facetValues(templates, facet).map(({ slug, name, count }) => {
      const filter = { facet, slug };
      return {
        ...filter,
        name,
        count,
        path: filterPath(basePath, filter),
        dateModified: templates
          .filter((t) => matchesFilter(t, filter))
          .reduce((latest, t) => (t.dateModified > latest ? t.dateModified : latest), ""),
      };
    }),
  );
}

/** What {@link featuredTemplates} reads of a page's section: its type and its cards' links. */
export type SectionWithCards = { type: string; cards?: readonly { href?: string }[] };

/**
 * The templates a page already shows in a featured row, so its library lists each template once:
 * a `cards` section whose every card links to a template page (`<basePath>/<slug>`, a slug in
 * `slugs`) is a featured row. Takes the page's sections, the library's base path and the known
 * template slugs; returns the featured slugs (in card order) and the indexes of those sections
 * (a filter page leaves them out, as its library lists the filter's templates in full).
 */
export function featuredTemplates(
  sections: readonly SectionWithCards[],
  basePath: string,
  slugs: readonly string[],
): { slugs: string[]; sections: number[] } {
  const known = new Set(slugs);
  const slugOf = (href: string | undefined): string | null => {
    const rest = href?.startsWith(`${basePath}/`) ? href.slice(basePath.length + 1) : "";
    return known.has(rest) ? rest : null;
  };
  const found = { slugs: [] as string[], sections: [] as number[] };
  sections.forEach((section, index) => {
    const cards = section.type === "cards" ? (section.cards ?? []) : [];
    const featured = cards.map((c) => slugOf(c.href));
    if (featured.length === 0 || featured.some((s) => s === null)) return;
    found.sections.push(index);
    for (const s of featured) if (s && !found.slugs.includes(s)) found.slugs.push(s);
  });
  return found;
}
