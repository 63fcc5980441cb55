/**
 * Workflow templates a visitor can ask about on the booking page. A template card's Customize
 * action links to `<booking page>?template=<slug>`; the card's title is the template's name. So
 * the cards themselves are the list: adding a card with such a link adds a template, and the
 * booking page needs no list of its own.
 */
import type { Page } from "./schema";

/** The query parameter naming the chosen template. */
export const TEMPLATE_PARAM = "template";

/** True when `record` itself (not its prototype) has `key`, so `__proto__` or `constructor` never match. */
const own = (record: Record<string, string>, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(record, key);

/** A template slug: lowercase words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The path of the page that holds the booking widget, or null when no page has one. */
export function bookingPagePath(pages: Page[]): string | null {
  return pages.find((p) => p.sections.some((s) => s.type === "bookingWidget"))?.path ?? null;
}

/**
 * The template slug an href asks about: `/book-session?template=lead-qualification` gives
 * `lead-qualification` when `/book-session` is `bookingPath`. Returns null for any other link,
 * and for a value that is not a slug.
 */
export function templateSlugOf(href: string, bookingPath: string): string | null {
  const [beforeHash] = href.split("#");
  const q = beforeHash.indexOf("?");
  if (q < 0 || beforeHash.slice(0, q) !== bookingPath) return null;
  const value = new URLSearchParams(beforeHash.slice(q + 1)).get(TEMPLATE_PARAM);
  return value !== null && SLUG.test(value) ? value : null;
}

/**
 * Every template the booking page can name, as `{ slug: title }`: each workflow template entry
 * (data/templates, `entries`) by its slug, then each card (on any page) with an action linking to
 * the booking page with `?template=<slug>`, the slug mapping to the card's title. When two use
 * one slug the first wins; content validation reports a card that clashes.
 */
export function bookingTemplates(
  pages: Page[],
  entries: readonly { slug: string; title: string }[] = [],
): Record<string, string> {
  const bookingPath = bookingPagePath(pages);
  const templates: Record<string, string> = {};
  if (!bookingPath) return templates;
  for (const entry of entries) if (!own(templates, entry.slug)) templates[entry.slug] = entry.title;
  for (const page of pages)
    for (const section of page.sections) {
      if (section.type !== "cards") continue;
      for (const card of section.cards)
        for (const action of card.actions ?? []) {
          const slug = templateSlugOf(action.href, bookingPath);
          if (slug && !own(templates, slug)) templates[slug] = card.title;
        }
    }
  return templates;
}

/**
 * The title of the template a visitor chose, read from the booking page's query string (`search`
 * as in `location.search`). Returns null when there is no `template` value, or when it is not one
 * of `templates`' own slugs: an unknown, malformed or hostile value is ignored, never shown.
 */
export function chosenTemplate(search: string, templates: Record<string, string>): string | null {
  const value = new URLSearchParams(search).get(TEMPLATE_PARAM);
  return value === null ? null : templateTitle(value, templates);
}

/**
 * The title of the template `slug` names in `templates`, or null when it names none (not a slug,
 * or not one of `templates`' own keys, so `__proto__` or `toString` never match).
 */
export function templateTitle(slug: string, templates: Record<string, string>): string | null {
  return SLUG.test(slug) && own(templates, slug) ? templates[slug] : null;
}
