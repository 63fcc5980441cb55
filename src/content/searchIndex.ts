import type { SearchEntry } from "../lib/search";
import { PageSchema, type Page } from "./schema";
import { collectReferences } from "./walk";

/**
 * The site search's index: one entry per page (the not-found page excluded) with its title,
 * description and the searchable text the schema marks (section headings, card titles, badge
 * names), found by the generic content walk. Takes the validated pages; returns the entries in
 * page order.
 */
export function searchIndexOf(pages: Page[]): SearchEntry[] {
  return pages
    .filter((p) => p.path !== "/404")
    .map((p) => ({
      path: p.path,
      title: p.seo.title,
      description: p.seo.description,
      headings: collectReferences(PageSchema, p).searchText,
    }));
}
