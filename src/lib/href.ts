/**
 * The parts of a site link: `/book-session?template=x#faq` → path `/book-session`, query
 * `?template=x` and anchor `#faq`. Pure.
 */

/** A site link split at its first `#` (the anchor) and the first `?` before it (the query). */
export type HrefParts = {
  /** Everything before the query and the anchor (empty for an in-page `#anchor`). */
  path: string;
  /** The query with its `?`, or empty when there is none. */
  query: string;
  /** The anchor with its `#`, or empty when there is none. */
  hash: string;
};

/** Splits a link into {@link HrefParts}. Takes any href; never throws. */
export function splitHref(href: string): HrefParts {
  const hashAt = href.indexOf("#");
  const hash = hashAt < 0 ? "" : href.slice(hashAt);
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  return {
    path: queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt),
    query: queryAt < 0 ? "" : beforeHash.slice(queryAt),
    hash,
  };
}
