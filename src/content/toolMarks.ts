/**
 * The tool marks content may name (`"mark": "hubspot"` on a badge): slugs of the `simple-icons`
 * package, one per tool the pages list. The schema accepts only these, so a typo fails the build
 * with the file and the JSON path; `scripts/tool-mark-sprite.ts` draws exactly these into
 * `static/tool-marks.svg`. Some well-known tools have no mark here because simple-icons does not
 * carry them (their owners asked for removal: OpenAI, Salesforce, Slack, Microsoft's products);
 * those tiles keep their label and icon.
 *
 * The marks are their owners' trademarks, shown only to name the tool beside its text label:
 * monochrome in the text colour, at text size, never in brand colours or as our own logo.
 */
export const TOOL_MARKS = [
  "adyen",
  "aftership",
  "airtable",
  "anthropic",
  "apachekafka",
  "asana",
  "bigcommerce",
  "calendly",
  "claude",
  "crewai",
  "docker",
  "ebay",
  "elasticsearch",
  "etsy",
  "fastapi",
  "github",
  "githubactions",
  "gmail",
  "googleads",
  "googleanalytics",
  "googlebigquery",
  "googlesheets",
  "helpscout",
  "hubspot",
  "huggingface",
  "intercom",
  "jira",
  "kubernetes",
  "langchain",
  "langgraph",
  "linear",
  "mailchimp",
  "make",
  "meta",
  "milvus",
  "mixpanel",
  "n8n",
  "nextdotjs",
  "nodedotjs",
  "notion",
  "paypal",
  "postgresql",
  "python",
  "qdrant",
  "quickbooks",
  "rabbitmq",
  "react",
  "redis",
  "sap",
  "semrush",
  "shopify",
  "snowflake",
  "square",
  "stripe",
  "tailwindcss",
  "terraform",
  "tiktok",
  "trello",
  "typescript",
  "woocommerce",
  "xero",
  "zapier",
  "zendesk",
  "zoho",
] as const;

/** A tool mark's simple-icons slug, e.g. `"n8n"`. */
export type ToolMark = (typeof TOOL_MARKS)[number];

/** Tool names that do not spell their mark's slug (normalised as in {@link toolMarkOf}). */
const TOOL_MARK_ALIASES: Record<string, ToolMark> = {
  anthropicclaude: "claude",
  claudeapi: "claude",
  googleanalytics4: "googleanalytics",
  ga4: "googleanalytics",
  metaads: "meta",
  zendeskapi: "zendesk",
  shopifyapi: "shopify",
  hubspotapi: "hubspot",
  stripeapi: "stripe",
};

/**
 * The mark of a tool named in free text (a case study's tag, e.g. "Next.js", "Zendesk API"), or
 * undefined when the site has none for it. The name is lowercased, "." read as "dot" and other
 * characters dropped ("Next.js" → `nextdotjs`, "Node.js" → `nodedotjs`, "eBay" → `ebay`); a few
 * names that do not spell their slug are listed in `TOOL_MARK_ALIASES`. Never guesses beyond that.
 */
export function toolMarkOf(name: string): ToolMark | undefined {
  const key = name
    .toLowerCase()
    .replace(/\./g, "dot")
    .replace(/[^a-z0-9]/g, "");
  if ((TOOL_MARKS as readonly string[]).includes(key)) return key as ToolMark;
  return TOOL_MARK_ALIASES[key];
}
