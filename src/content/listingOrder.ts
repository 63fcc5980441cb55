/**
 * The order articles are listed in, written once: newest first (`datePublished` descending),
 * and articles published the same day by slug, A to Z. The blog and its later pages, the
 * resource guides, the case-study library, the RSS feed, related articles, the CMS preview's
 * listings and the tests that check them all take it from here; a GraphQL query's `sort:`
 * argument is built from the same steps ({@link graphqlSort}).
 */

/** The fields an article is ordered by. */
export type ListingField = "datePublished" | "slug";

/** One step of an order: a field and its direction, as GraphQL's sort input names them. */
export type SortStep = { field: ListingField; order: "ASC" | "DESC" };

/** Newest first; the same day by slug, A to Z. */
export const NEWEST_FIRST: readonly SortStep[] = [
  { field: "datePublished", order: "DESC" },
  { field: "slug", order: "ASC" },
];

/** What the order reads of an article. */
export type Listable = Record<ListingField, string>;

/**
 * A comparator for `Array.prototype.sort` that applies `steps` in turn (default
 * {@link NEWEST_FIRST}): negative when `a` is listed before `b`. Dates are ISO `YYYY-MM-DD`
 * strings, so comparing them as text compares them as dates.
 */
export function compareListing(
  steps: readonly SortStep[] = NEWEST_FIRST,
): (a: Listable, b: Listable) => number {
  return (a, b) => {
    for (const { field, order } of steps) {
      const diff = a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0;
      if (diff) return order === "ASC" ? diff : -diff;
    }
    return 0;
  };
}

/** A copy of `articles` in listing order ({@link NEWEST_FIRST}); the input is left as it is. */
export function inListingOrder<T extends Listable>(articles: readonly T[]): T[] {
  return [...articles].sort(compareListing());
}

/**
 * The order as a GraphQL `sort:` argument, for a query written as a string (the RSS feed's):
 * `[{ datePublished: DESC }, { slug: ASC }]`.
 */
export function graphqlSort(steps: readonly SortStep[] = NEWEST_FIRST): string {
  return `[${steps.map((s) => `{ ${s.field}: ${s.order} }`).join(", ")}]`;
}
