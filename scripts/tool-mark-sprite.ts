/**
 * The tool-mark sprite (keeps the marks' drawings out of the JavaScript budget): every mark content
 * may name (`src/content/toolMarks.ts`) as a `<symbol>` in `static/tool-marks.svg`, drawn from the
 * `simple-icons` package at the version in package.json (its SVG data is CC0; the marks remain
 * their owners' trademarks). The `ToolMark` component only references a symbol
 * (`<use href="/tool-marks.svg#n8n">`), so no drawing is in the site's JavaScript and the sprite
 * is one cacheable file, fetched only by pages that show a mark.
 *
 * CLI: `npm run icons` (`tsx scripts/tool-mark-sprite.ts`, after the icon sprite) rewrites
 * static/tool-marks.svg. A unit test (__tests__/lib/toolMarkSprite.test.ts) fails when the file is
 * not what this script would write, e.g. after adding a slug to TOOL_MARKS or upgrading
 * simple-icons.
 */
import fs from "node:fs";
import path from "node:path";
import {
  siAdyen,
  siAftership,
  siAirtable,
  siAnthropic,
  siApachekafka,
  siAsana,
  siBigcommerce,
  siCalendly,
  siClaude,
  siCrewai,
  siDocker,
  siEbay,
  siElasticsearch,
  siEtsy,
  siFastapi,
  siGithub,
  siGithubactions,
  siGmail,
  siGoogleads,
  siGoogleanalytics,
  siGooglebigquery,
  siGooglesheets,
  siHelpscout,
  siHubspot,
  siHuggingface,
  siIntercom,
  siJira,
  siKubernetes,
  siLangchain,
  siLanggraph,
  siLinear,
  siMailchimp,
  siMake,
  siMeta,
  siMilvus,
  siMixpanel,
  siN8n,
  siNextdotjs,
  siNodedotjs,
  siNotion,
  siPaypal,
  siPostgresql,
  siPython,
  siQdrant,
  siQuickbooks,
  siRabbitmq,
  siReact,
  siRedis,
  siSap,
  siSemrush,
  siShopify,
  siSnowflake,
  siSquare,
  siStripe,
  siTailwindcss,
  siTerraform,
  siTiktok,
  siTrello,
  siTypescript,
  siWoocommerce,
  siXero,
  siZapier,
  siZendesk,
  siZoho,
  type SimpleIcon,
} from "simple-icons";
import { TOOL_MARKS, type ToolMark } from "../src/content/toolMarks";

/** The simple-icons drawing of each mark: one explicit map, so TypeScript fails on a slug without one. */
export const TOOL_MARK_ICONS: Record<ToolMark, SimpleIcon> = {
  adyen: siAdyen,
  aftership: siAftership,
  airtable: siAirtable,
  anthropic: siAnthropic,
  apachekafka: siApachekafka,
  asana: siAsana,
  bigcommerce: siBigcommerce,
  calendly: siCalendly,
  claude: siClaude,
  crewai: siCrewai,
  docker: siDocker,
  ebay: siEbay,
  elasticsearch: siElasticsearch,
  etsy: siEtsy,
  fastapi: siFastapi,
  github: siGithub,
  githubactions: siGithubactions,
  gmail: siGmail,
  googleads: siGoogleads,
  googleanalytics: siGoogleanalytics,
  googlebigquery: siGooglebigquery,
  googlesheets: siGooglesheets,
  helpscout: siHelpscout,
  hubspot: siHubspot,
  huggingface: siHuggingface,
  intercom: siIntercom,
  jira: siJira,
  kubernetes: siKubernetes,
  langchain: siLangchain,
  langgraph: siLanggraph,
  linear: siLinear,
  mailchimp: siMailchimp,
  make: siMake,
  meta: siMeta,
  milvus: siMilvus,
  mixpanel: siMixpanel,
  n8n: siN8n,
  nextdotjs: siNextdotjs,
  nodedotjs: siNodedotjs,
  notion: siNotion,
  paypal: siPaypal,
  postgresql: siPostgresql,
  python: siPython,
  qdrant: siQdrant,
  quickbooks: siQuickbooks,
  rabbitmq: siRabbitmq,
  react: siReact,
  redis: siRedis,
  sap: siSap,
  semrush: siSemrush,
  shopify: siShopify,
  snowflake: siSnowflake,
  square: siSquare,
  stripe: siStripe,
  tailwindcss: siTailwindcss,
  terraform: siTerraform,
  tiktok: siTiktok,
  trello: siTrello,
  typescript: siTypescript,
  woocommerce: siWoocommerce,
  xero: siXero,
  zapier: siZapier,
  zendesk: siZendesk,
  zoho: siZoho,
};

/** Where the sprite is written (served at TOOL_MARK_SPRITE, src/components/ToolMark.tsx). */
export const TOOL_MARK_SPRITE_FILE = path.join(__dirname, "..", "static", "tool-marks.svg");

/**
 * Returns the sprite's text: one `<symbol id="slug" viewBox="0 0 24 24">` per mark holding the
 * mark's single path without a fill, so it takes the referencing `<svg>`'s `currentColor`
 * (monochrome in the text colour; simple-icons' brand colours are deliberately not used).
 * Throws when a mark's slug in simple-icons is not the one content names (a renamed icon).
 */
export function buildToolMarkSprite(): string {
  const symbols = TOOL_MARKS.map((slug) => {
    const icon = TOOL_MARK_ICONS[slug];
    if (icon.slug !== slug)
      throw new Error(`Tool mark "${slug}" is drawn from simple-icons' "${icon.slug}"; rename it`);
    return `<symbol id="${slug}" viewBox="0 0 24 24"><path d="${icon.path}"/></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (require.main === module) {
  fs.writeFileSync(TOOL_MARK_SPRITE_FILE, buildToolMarkSprite());
  console.log(
    `Wrote ${path.relative(process.cwd(), TOOL_MARK_SPRITE_FILE)} (${TOOL_MARKS.length} marks, ${fs.statSync(TOOL_MARK_SPRITE_FILE).size} bytes)`,
  );
}
