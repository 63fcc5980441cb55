/**
 * Internal links the spec sends to pages that deliberately do not exist (spec 01 §2.1 notes,
 * §2.2 legal links, §2.5 popular links). They render the not-found page with status 404.
 * Content validation and the link check accept these and nothing else that is missing.
 */
export const KNOWN_MISSING_LINKS: readonly string[] = [
  // Footer legal links (spec 01 §2.2): no registered page.
  "/privacy",
  "/terms",
  "/cookies",
  // Not-found page's popular links (spec 01 §2.5): area roots have no page of their own.
  "/ai-agents",
  "/automation",
  "/tech-stack",
  // Resources hub guides (spec 01 §2.1 notes, spec 02 "Resources hub"): unbuilt.
  "/resources/ai-implementation-guide",
  "/resources/techcorp-case-study",
  "/resources/getting-started",
  "/resources/checklist",
  "/resources/use-cases",
  "/resources/integrations",
  "/resources/best-practices",
];
