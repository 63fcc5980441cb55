/**
 * Campaign attribution for the visit, kept in memory only: the `utm_*` parameters of the URL the
 * visitor landed on, read once when the site starts in the browser (gatsby-browser.tsx). Gatsby's
 * client-side navigation keeps this module loaded, so every later page of the visit sees them;
 * a full reload or a new tab starts again from its own URL. Nothing is written to cookies or
 * storage. Values are plain text, cleaned and length-limited here; they only ever reach the page
 * as React text, form field values and the scheduler's `utm` option, never as markup.
 */

/** The campaign parameters kept, in the order forms send them. */
export const CAMPAIGN_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
] as const;

/** One of {@link CAMPAIGN_PARAMS}. */
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];

/** The campaign parameters present on the landing URL (absent ones are left out). */
export type Campaign = Partial<Record<CampaignParam, string>>;

/** The longest value kept, in characters; anything longer is cut. */
export const CAMPAIGN_VALUE_MAX_LENGTH = 100;

/** The scheduler's `utm` option (Calendly's `initInlineWidget`). */
export type SchedulerUtm = {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmContent?: string;
  utmTerm?: string;
};

/**
 * A value as kept: control characters removed, surrounding space trimmed, cut to
 * {@link CAMPAIGN_VALUE_MAX_LENGTH} characters (whole code points). "" means "not kept".
 */
export function cleanCampaignValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  const text = value.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
  return Array.from(text).slice(0, CAMPAIGN_VALUE_MAX_LENGTH).join("").trim();
}

/**
 * The campaign parameters of a query string (`?utm_source=x&…`, with or without `?`): the first
 * value of each, cleaned; empty values and every other parameter are left out.
 */
export function campaignFromSearch(search: string): Campaign {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const key of CAMPAIGN_PARAMS) {
    const value = cleanCampaignValue(params.get(key) ?? "");
    if (value) campaign[key] = value;
  }
  return campaign;
}

/** The visit's campaign; the same object until the page is reloaded. */
let remembered: Campaign = {};
let captured = false;

/**
 * Keeps the campaign of the landing URL's query string for the rest of the visit. Only the first
 * call counts (the landing page); later calls, after client-side navigation, change nothing.
 */
export function rememberCampaign(search: string): void {
  if (captured) return;
  captured = true;
  remembered = campaignFromSearch(search);
}

/** The visit's campaign (`{}` when the landing URL had none, or before the site started). */
export function visitCampaign(): Campaign {
  return remembered;
}

/** The campaign as the scheduler's `utm` option, or undefined when there is none. */
export function schedulerUtm(campaign: Campaign): SchedulerUtm | undefined {
  const utm: SchedulerUtm = {
    utmSource: campaign.utm_source,
    utmMedium: campaign.utm_medium,
    utmCampaign: campaign.utm_campaign,
    utmContent: campaign.utm_content,
    utmTerm: campaign.utm_term,
  };
  const present = Object.entries(utm).filter(([, v]) => v !== undefined);
  return present.length ? (Object.fromEntries(present) as SchedulerUtm) : undefined;
}
