/**
 * What is derived from an article's own fields, written once for every reader: the GraphQL
 * resolvers (gatsby-node.ts), the listings' and the feed's queries, the CMS preview data
 * (src/build/cmsAdmin.ts) and the CMS preview of an entry being edited (src/cms/preview.tsx).
 * A case study's facts are picked by the keys of its schema, so a field added to
 * `CaseStudySchema` reaches every reader without being named here.
 */
import { articlePath, type ArticleKind } from "../lib/articles";
import { CaseStudySchema, type CaseStudy } from "./schema";
import type { ListedCaseStudy, ListedPost } from "./CollectionsContext";
import { renderMarkdown } from "./markdown";

/** The fields of a case study's facts (company, industry, challenge…), from its schema. */
const CASE_STUDY_KEYS = Object.keys(CaseStudySchema.shape) as (keyof CaseStudy)[];

/**
 * A case study's facts (the fields of `CaseStudySchema`) picked from its entry, or from a GraphQL
 * node with the same fields; keys the entry lacks (or holds as null) are left out. Takes the
 * entry; returns the facts object the case-study card shows.
 */
export function caseStudyFacts(entry: object): CaseStudy {
  const record = entry as Record<string, unknown>;
  return Object.fromEntries(
    CASE_STUDY_KEYS.flatMap((k) => (record[k] == null ? [] : [[k, record[k]]])),
  ) as CaseStudy;
}

/**
 * An article's category, the word listings, related articles and the page's metadata group it
 * by: a case study's is its industry; every other kind has its own `category` field. Takes the
 * kind and the entry (or its GraphQL node); returns "" when the field is missing.
 */
export function articleCategory(kind: ArticleKind, entry: object): string {
  const record = entry as Record<string, unknown>;
  const value = kind === "caseStudies" ? record.industry : record.category;
  return typeof value === "string" ? value : "";
}

/** The fields every article has that a listing reads (the shared part of each schema). */
type ArticleEntry = {
  slug: string;
  title: string;
  description: string;
  author: string;
  datePublished: string;
  body: string;
};

/**
 * An article as a listing card or a feed item shows it: a case study as its facts with its slug,
 * title, path, date and `order` (when featured); any other kind with its byline, category, date, path and reading time in
 * minutes (from its Markdown body, src/content/markdown.ts). Takes the kind and the validated
 * entry (or its GraphQL node, which has the same fields).
 */
export function articleListing(kind: "caseStudies", entry: ArticleEntry): ListedCaseStudy;
export function articleListing(
  kind: Exclude<ArticleKind, "caseStudies">,
  entry: ArticleEntry,
): ListedPost;
export function articleListing(
  kind: ArticleKind,
  entry: ArticleEntry,
): ListedPost | ListedCaseStudy;
export function articleListing(
  kind: ArticleKind,
  entry: ArticleEntry,
): ListedPost | ListedCaseStudy {
  const path = articlePath(kind, entry.slug);
  if (kind === "caseStudies") {
    const { order } = entry as { order?: number | null };
    return {
      ...caseStudyFacts(entry),
      slug: entry.slug,
      title: entry.title,
      path,
      datePublished: entry.datePublished,
      ...(typeof order === "number" ? { order } : {}),
    };
  }
  return {
    slug: entry.slug,
    title: entry.title,
    description: entry.description,
    author: entry.author,
    category: articleCategory(kind, entry),
    datePublished: entry.datePublished,
    path,
    readingMinutes: renderMarkdown(entry.body).readingMinutes,
  };
}
