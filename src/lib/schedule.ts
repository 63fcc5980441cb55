/**
 * Scheduled publishing: an article (blog post, case study, guide, legal page) whose
 * `datePublished` is after the build's date is left out of everything the build writes until a
 * build on or after that date. This module holds the two rules every layer shares: what "today"
 * is for a build ({@link buildDate}) and whether an article is out yet ({@link isPublished}).
 * Pure: the environment and the clock are passed in.
 */

/** The environment variable that makes a build run "as of" a date: `SITE_BUILD_DATE=2027-01-05`. */
export const BUILD_DATE_VARIABLE = "SITE_BUILD_DATE";

/** True for a real calendar date written `YYYY-MM-DD` (2027-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * The build's date, `YYYY-MM-DD`: {@link BUILD_DATE_VARIABLE} from `env` when it is set (and not
 * blank), else `now`'s date in UTC. Every step of a build asks this function, so one build sees
 * one date. Takes the environment (`process.env` in the build; none in the browser) and the
 * clock; throws an Error when the variable is set to something that is not a calendar date.
 */
export function buildDate(
  env: Readonly<Record<string, string | undefined>> = {},
  now: Date = new Date(),
): string {
  const set = env[BUILD_DATE_VARIABLE]?.trim();
  if (!set) return now.toISOString().slice(0, 10);
  if (!isIsoDate(set))
    throw new Error(`${BUILD_DATE_VARIABLE} must be a date like 2027-01-05, got "${set}"`);
  return set;
}

/**
 * Whether an article is on the site as of `today` (both ISO dates): it is from its
 * `datePublished` on, that day included, and absent before it. Takes anything with a
 * `datePublished`; returns true when it is published.
 */
export function isPublished(article: { datePublished: string }, today: string): boolean {
  return article.datePublished <= today;
}
