/**
 * Which package a visitor chose, carried from a packages section's "Get Started" to the booking
 * page in the query string: `?package=<package slug>&service=<page path without its slash>`, e.g.
 * `/book-session?package=professional&service=ai-agents/rag`. The link is made from the content
 * (the package's name and the page it sits on), so no package carries a hand-written query.
 * The booking page reads it back against the packages it knows (built from the content), so it
 * only ever shows the content's own words: an unknown, malformed or hostile value counts as no
 * choice at all. Pure: no DOM, no React.
 */

/** The query parameters of a package choice. */
export const PACKAGE_PARAM = "package";
export const SERVICE_PARAM = "service";

/** One package the booking page can name: its words as its packages section shows them. */
export type KnownPackage = { name: string; price: string; duration: string };

/** A service page's packages: the page's short name and its packages by slug. */
export type ServicePackages = { service: string; packages: Record<string, KnownPackage> };

/** Every package the booking page can name: by service (page path without its slash). */
export type BookingPackages = Record<string, ServicePackages>;

/** A resolved choice: the package's words, its service's name and the two query values. */
export type ChosenPackage = KnownPackage & { service: string; serviceKey: string; slug: string };

/** A package slug: lowercase words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A service key: a page path without its leading slash (`ai-agents/rag`). */
const SERVICE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** True when `record` itself (not its prototype) has `key`, so `__proto__` never matches. */
const own = (record: object, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(record, key);

/**
 * A package's slug from its name: lowercase letters and digits, every other run of characters
 * one hyphen ("Enterprise Integration" → `enterprise-integration`, "MVP" → `mvp`).
 */
export function packageSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The service key of a page path: `/ai-agents/rag` → `ai-agents/rag` (trailing slash dropped). */
export function serviceKey(path: string): string {
  return path.replace(/^\/+|\/+$/g, "");
}

/**
 * The href a package's action gets: `href` with `?package=<slug>&service=<key>` added when it
 * is a site path with no query or anchor of its own (the booking page, as the content links it),
 * else `href` unchanged (an external link, an in-page anchor, a link that already asks something).
 * `pagePath` is the path of the page the package sits on.
 */
export function packageHref(href: string, pagePath: string, name: string): string {
  const slug = packageSlug(name);
  const key = serviceKey(pagePath);
  if (!href.startsWith("/") || href.startsWith("//") || /[?#]/.test(href)) return href;
  if (!SLUG.test(slug) || !SERVICE.test(key)) return href;
  return `${href}?${PACKAGE_PARAM}=${slug}&${SERVICE_PARAM}=${key}`;
}

/**
 * The package a visitor chose, read from the booking page's query string (`search` as in
 * `location.search`) against `known`, or null when it names none: no or malformed values, a
 * service or package that is not one of `known`'s own keys. Never throws.
 */
export function chosenPackage(search: string, known: BookingPackages): ChosenPackage | null {
  const params = new URLSearchParams(search);
  const slug = params.get(PACKAGE_PARAM);
  const key = params.get(SERVICE_PARAM);
  if (slug === null || key === null || !SLUG.test(slug) || !SERVICE.test(key)) return null;
  if (!own(known, key)) return null;
  const { service, packages } = known[key];
  if (!own(packages, slug)) return null;
  return { ...packages[slug], service, serviceKey: key, slug };
}

/**
 * `template` with `{package}`, `{service}`, `{price}` and `{duration}` replaced by the choice's
 * words (content text, e.g. "{package} package for {service}"); other braces stay as written.
 */
export function describePackage(template: string, choice: ChosenPackage): string {
  const values: Record<string, string> = {
    package: choice.name,
    service: choice.service,
    price: choice.price,
    duration: choice.duration,
  };
  return template.replace(/\{(\w+)\}/g, (m, name: string) =>
    own(values, name) ? values[name] : m,
  );
}
