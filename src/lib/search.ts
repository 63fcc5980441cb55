/**
 * Site search over the page index built at build time (`/search-index.json`, written by
 * gatsby-node from data/pages). Pure functions, no React.
 */

/** One searchable page: its path and the words a visitor sees on it. */
export type SearchEntry = { path: string; title: string; description: string; headings: string[] };

/** A match with its score (higher is better). */
export type SearchResult = SearchEntry & { score: number };

/** Public path of the index file. */
export const SEARCH_INDEX_PATH = "/search-index.json";

const normalise = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");

/** Splits a query into lowercase words of 2+ characters. */
export function queryWords(query: string): string[] {
  return normalise(query)
    .split(/[^a-z0-9+#.]+/)
    .map((w) => w.replace(/^\.+|\.+$/g, ""))
    .filter((w) => w.length >= 2);
}

/**
 * Finds the pages that contain every word of `query` (prefix match on words) in their title,
 * headings or description. Title matches weigh 5, headings 2, description 1. Returns at most
 * `limit` results, best first; an empty or too-short query returns [].
 */
export function searchPages(index: SearchEntry[], query: string, limit = 8): SearchResult[] {
  const words = queryWords(query);
  if (!words.length) return [];
  const results: SearchResult[] = [];
  for (const entry of index) {
    const fields: [string, number][] = [
      [normalise(entry.title), 5],
      [normalise(entry.headings.join(" \n ")), 2],
      [normalise(entry.description), 1],
    ];
    let score = 0;
    let all = true;
    for (const w of words) {
      const re = new RegExp(`(^|[^a-z0-9])${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
      const s = fields.reduce((acc, [text, weight]) => acc + (re.test(text) ? weight : 0), 0);
      if (!s) {
        all = false;
        break;
      }
      score += s;
    }
    if (all) results.push({ ...entry, score });
  }
  return results
    .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title))
    .slice(0, limit);
}
