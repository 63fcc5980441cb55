import { createContext, useContext } from "react";
import type { ListedCaseStudy } from "./CollectionsContext";
import type { FilterOption } from "../lib/caseStudyFilters";
import type { ActiveCaseStudyFilter } from "./caseStudyPages";

/**
 * The case studies a page needs beyond its own file, set at build time (gatsby-node.ts) and by
 * the CMS preview:
 * - `bySlug`: the studies its `caseStudies` sections name (every study in the preview), so a
 *   section refers to a study by slug and its card shows what the study's file says;
 * - `filters` and `active`: on a case-study listing, the filter options (industries, services)
 *   and the filter of this page (null on the unfiltered listing).
 */
export type CaseStudyData = {
  bySlug: Readonly<Record<string, ListedCaseStudy>>;
  filters: readonly FilterOption[];
  active: ActiveCaseStudyFilter | null;
};

/** No case-study data (a page that names no study and lists none). */
export const NO_CASE_STUDY_DATA: CaseStudyData = { bySlug: {}, filters: [], active: null };

/** Provided by the page template from its page context (and by the CMS preview). */
export const CaseStudyContext = createContext<CaseStudyData>(NO_CASE_STUDY_DATA);

/** The case-study data of this page. */
export function useCaseStudyData(): CaseStudyData {
  return useContext(CaseStudyContext);
}
