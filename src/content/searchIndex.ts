import type { SearchEntry } from "../lib/search";
import { PageSchema, type ArticleContent, type CaseStudyEntry, type Page } from "./schema";
import { collectReferences } from "./walk";
import { renderMarkdown } from "./markdown";
import { ARTICLE_KINDS, articlePath, type ArticleKind } from "../lib/articles";

/**
 * The site search's index: one entry per page (the not-found page and pages marked
 * `seo.noindex`, such as a form's thank-you page, excluded) with its title,
 * description and the searchable text the schema marks (section headings, card titles, badge
 * names), found by the generic content walk. Takes the validated pages; returns the entries in
 * page order.
 */
export function searchIndexOf(pages: Page[]): SearchEntry[] {
  return pages
    .filter((p) => p.path !== "/404" && !p.seo.noindex)
    .map((p) => ({
      path: p.path,
      title: p.seo.title,
      description: p.seo.description,
      headings: collectReferences(PageSchema, p).searchText,
    }));
}

/** What a case study is also found by: its client, industry and tags. */
function caseStudyTerms(study: CaseStudyEntry): string[] {
  return [study.company, study.industry, ...(study.tags ?? [])];
}

/**
 * Search entries for articles: one per article with its title, description and the headings of
 * its body (a case study's client, industry and tags too), at its own path. Takes the validated
 * articles by kind; returns them kind by kind.
 */
export function articleSearchEntries(
  articles: Record<ArticleKind, readonly ArticleContent[]>,
): SearchEntry[] {
  return ARTICLE_KINDS.flatMap((kind) =>
    articles[kind].map((a) => ({
      path: articlePath(kind, a.slug),
      title: a.title,
      description: a.description,
      headings: [
        ...renderMarkdown(a.body).headings.map((h) => h.text),
        // A case study is also found by its client, industry and stack.
        ...(kind === "caseStudies" ? caseStudyTerms(a as CaseStudyEntry) : []),
      ],
    })),
  );
}
