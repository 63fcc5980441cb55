/**
 * A page's head metadata rules: its document title, its canonical URL and its robots
 * directive. Pure functions, no React: src/components/PageHeadTags.tsx renders what they return.
 */
import { absoluteUrl } from "./siteUrl";

/**
 * The robots directive of every public page: indexed, links followed, large image previews
 * allowed. A page overrides it only to keep out of the index (the not-found page sends
 * "noindex, follow").
 */
export const DEFAULT_ROBOTS = "index, follow, max-image-preview:large";

/**
 * The document title: `"{title} | {brand}"`, unless the title already contains the whole brand
 * (compared without regard to case), in which case it is returned unchanged. The title is
 * trimmed. Never throws.
 */
export function pageTitle(title: string, brand: string): string {
  const t = title.trim();
  return t.toLowerCase().includes(brand.toLowerCase()) ? t : `${t} | ${brand}`;
}

/**
 * The canonical URL of a page: its `canonicalPath` when set (a page reachable at two addresses,
 * such as the calculator at `/roi-calculator` and `/resources/roi-calculator`, names the one
 * search engines should index), else its own path. Aliases pass the registered page's values,
 * so they share its canonical. Never throws.
 */
export function canonicalUrl(
  siteUrl: string,
  page: { path: string; canonicalPath?: string },
): string {
  return absoluteUrl(siteUrl, page.canonicalPath ?? page.path);
}

/**
 * The Open Graph locale of a BCP 47 language tag: `en-US` → `en_US` (language, underscore,
 * region, as `og:locale` expects). A tag without a region is returned as it is (`en`).
 */
export function ogLocale(language: string): string {
  return language.replace("-", "_");
}

/**
 * Longest meta description, in characters, before it is shortened: the limit page files are
 * validated against, so only longer texts (an article's listing excerpt) are cut.
 */
export const META_DESCRIPTION_MAX = 170;

/**
 * A page's meta description: `text` as is when it fits in {@link META_DESCRIPTION_MAX}
 * characters, else cut at the last word boundary that leaves room for an ellipsis ("…").
 */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}
