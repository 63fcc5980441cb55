/**
 * Counts of the site's own content quoted in page copy. A page's text may say
 * "{count:templates} production-tested workflows"; every build replaces the token with the
 * number of entries the collection holds (published ones only), so the claim can never go stale.
 * Pure: the caller supplies the counts.
 */

import { industryOptions } from "./caseStudyFilters";

/** The collections page copy may count, by their content key (src/content/collections.ts). */
export const COUNTED_COLLECTIONS = ["templates", "caseStudies", "blog", "guides"] as const;

/**
 * Figures computed from the published case studies that page copy may quote the same way
 * (`{count:caseStudyIndustries}`): how many industries they cover (spellings grouped as the
 * listing's filters group them), the median build time in weeks (of the studies whose timeline
 * reads "N weeks") and the average client satisfaction out of 5, to one decimal (of those whose
 * satisfaction reads "4.9/5"). A figure no study supports is 0.
 */
export const CASE_STUDY_FIGURES = [
  "caseStudyIndustries",
  "caseStudyMedianWeeks",
  "caseStudyRating",
] as const;

/** One collection page copy may count. */
export type CountedCollection = (typeof COUNTED_COLLECTIONS)[number];

/** One figure computed from the case studies. */
export type CaseStudyFigure = (typeof CASE_STUDY_FIGURES)[number];

/** How many entries each counted collection holds, and the case studies' figures. */
export type ContentCounts = Record<CountedCollection, number> & Record<CaseStudyFigure, string>;

/** What the figures read of a case study. */
export type StudyForFigures = {
  slug: string;
  industry: string;
  metrics?: { timeline: string; satisfaction: string };
};

/** The median of a non-empty list of numbers; 0 for an empty one. */
function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The case studies' figures ({@link CASE_STUDY_FIGURES}) as the text page copy shows. */
export function caseStudyFigures(
  studies: readonly StudyForFigures[],
): Record<CaseStudyFigure, string> {
  const weeks = studies.flatMap((s) => {
    const m = /^(\d+) weeks?$/.exec(s.metrics?.timeline.trim() ?? "");
    return m ? [Number(m[1])] : [];
  });
  const ratings = studies.flatMap((s) => {
    const m = /^(\d(?:\.\d+)?)\/5$/.exec(s.metrics?.satisfaction.trim() ?? "");
    return m ? [Number(m[1])] : [];
  });
  const average = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0;
  return {
    caseStudyIndustries: String(industryOptions(studies).length),
    caseStudyMedianWeeks: String(Math.round(median(weeks))),
    caseStudyRating: average.toFixed(1),
  };
}

/** A count token in text: `{count:<collection>}`. */
const TOKEN = /\{count:([A-Za-z]+)\}/g;

/** True when `key` names a counted collection or a case-study figure. */
function isCounted(key: string): key is CountedCollection | CaseStudyFigure {
  return (COUNTED_COLLECTIONS as readonly string[]).concat(CASE_STUDY_FIGURES).includes(key);
}

/**
 * The counts of the given collections' entries (each a list) and the case studies' figures
 * ({@link caseStudyFigures}).
 */
export function contentCounts(
  collections: Record<CountedCollection, readonly unknown[]> & {
    caseStudies: readonly StudyForFigures[];
  },
): ContentCounts {
  const counts = Object.fromEntries(
    COUNTED_COLLECTIONS.map((key) => [key, collections[key].length]),
  ) as Record<CountedCollection, number>;
  return { ...counts, ...caseStudyFigures(collections.caseStudies) };
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
