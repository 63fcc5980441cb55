/**
 * Internal links to pages the site does not have yet: the footer's legal links, the not-found
 * page's links to area roots, and the resources hub's guides. They render the not-found page with
 * status 404. Content validation and the link check accept these and nothing else that is missing.
 */
export const KNOWN_MISSING_LINKS: readonly string[] = [
  // The not-found page's popular links: area roots have no hub page yet.
  "/ai-agents",
  "/automation",
  "/tech-stack",
];
