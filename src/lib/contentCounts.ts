/**
 * Counts of the site's own content quoted in page copy. A page's text may say
 * "{count:templates} production-tested workflows"; every build replaces the token with the
 * number of entries the collection holds (published ones only), so the claim can never go stale.
 * Pure: the caller supplies the counts.
 */

/** The collections page copy may count, by their content key (src/content/collections.ts). */
export const COUNTED_COLLECTIONS = ["templates", "caseStudies", "blog", "guides"] as const;

/** One collection page copy may count. */
export type CountedCollection = (typeof COUNTED_COLLECTIONS)[number];

/** How many entries each counted collection holds. */
export type ContentCounts = Record<CountedCollection, number>;

/** A count token in text: `{count:<collection>}`. */
const TOKEN = /\{count:([A-Za-z]+)\}/g;

/** True when `key` names a counted collection. */
function isCounted(key: string): key is CountedCollection {
  return (COUNTED_COLLECTIONS as readonly string[]).includes(key);
}

/** The counts of the given collections' entries (each a list). */
export function contentCounts(
  collections: Record<CountedCollection, readonly unknown[]>,
): ContentCounts {
  return Object.fromEntries(
    COUNTED_COLLECTIONS.map((key) => [key, collections[key].length]),
  ) as ContentCounts;
}

/** `text` with every known count token replaced by its count; unknown tokens are left as written. */
export function fillCountsInText(text: string, counts: ContentCounts): string {
  return text.replace(TOKEN, (token, key: string) =>
    isCounted(key) ? String(counts[key]) : token,
  );
}

/**
 * A copy of `value` (any JSON: a page, a section) with the count tokens in every string filled
 * ({@link fillCountsInText}). Values without a token are returned as they are.
 */
export function fillCounts<T>(value: T, counts: ContentCounts): T {
  if (typeof value === "string") return fillCountsInText(value, counts) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => fillCounts(v, counts)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fillCounts(v, counts)]),
    ) as T;
  return value;
}

/**
 * Where `value` holds a count token that names no counted collection: the JSON path of each
 * such string (keys and indexes from the root) with the unknown name, in document order.
 */
export function unknownCountTokens(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; name: string }[] {
  if (typeof value === "string")
    return [...value.matchAll(TOKEN)].flatMap((m) =>
      isCounted(m[1]) ? [] : [{ path, name: m[1] }],
    );
  if (Array.isArray(value)) return value.flatMap((v, i) => unknownCountTokens(v, [...path, i]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => unknownCountTokens(v, [...path, k]));
  return [];
}
