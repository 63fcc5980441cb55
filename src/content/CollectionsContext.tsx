import { createContext, useContext } from "react";
import type { BlogPost, CaseStudy } from "./schema";
import type { ListedTemplate } from "./templatePages";
import type { TemplateFilter } from "../lib/templateLibrary";

/** A blog post as the listing shows it (no body): reading time in minutes, ISO date. */
export type ListedPost = Pick<
  BlogPost,
  "slug" | "title" | "description" | "author" | "category" | "datePublished"
> & { path: string; readingMinutes: number };

/**
 * A case study as the listing shows it: its facts (no narrative body), its path, its publication
 * date (ISO; the full list is newest first) and its `order` when it is featured.
 */
export type ListedCaseStudy = CaseStudy & {
  slug: string;
  title: string;
  path: string;
  datePublished: string;
  order?: number;
};

/** Which listing page this is: page `page` (1-based) of `count`, each linked from the others. */
export type ListingPages = { page: number; count: number; basePath: string };

/**
 * The template library of a page that lists it: every template, the filter this page applies
 * (null on the unfiltered page), where the library lives (`/templates`, the base of its filter
 * pages), the booking page its Customize links lead to and the templates featured above it.
 */
export type TemplateLibraryData = {
  templates: ListedTemplate[];
  filter: TemplateFilter | null;
  basePath: string;
  bookingPath: string;
  /** The slugs the page already shows in a featured row; the unfiltered library leaves them out. */
  featured?: readonly string[];
};

/** The content collections a page's query loaded (only pages that list them load them). */
export type Collections = {
  blog: ListedPost[];
  /** The resource guides (data/resources/), newest first, listed like posts (absent: none). */
  guides?: ListedPost[];
  caseStudies: ListedCaseStudy[];
  blogPages: ListingPages;
  templateLibrary?: TemplateLibraryData;
};

/** Provided by the page template from its GraphQL query. */
export const CollectionsContext = createContext<Collections>({
  blog: [],
  caseStudies: [],
  blogPages: { page: 1, count: 1, basePath: "/blog" },
});

/** The collections loaded for this page. */
export function useCollections(): Collections {
  return useContext(CollectionsContext);
}
