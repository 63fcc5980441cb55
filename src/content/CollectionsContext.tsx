import { createContext, useContext } from "react";
import type { BlogPost, CaseStudyEntry } from "./schema";

/** The content collections a page's query loaded (only pages that list them load them). */
export type Collections = { blog: BlogPost[]; caseStudies: CaseStudyEntry[] };

/** Provided by the page template from its GraphQL query. */
export const CollectionsContext = createContext<Collections>({ blog: [], caseStudies: [] });

/** The collections loaded for this page. */
export function useCollections(): Collections {
  return useContext(CollectionsContext);
}
