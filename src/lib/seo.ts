/**
 * SEO rules (spec 01 §1, §3 "Page-metadata inputs", §9; DESIGN.md "Head and SEO").
 * Pure functions, no React: the `Seo` component renders what these return.
 */

/** Default site origin when neither data/site.json nor the environment gives one. */
export const DEFAULT_SITE_URL = "https://www.loomwork.ai";

/** Robots directive for every public page (spec 01 §9: index, follow, with large previews). */
export const ROBOTS = "index, follow, max-image-preview:large";

/**
 * The site's origin: `SITE_URL`, else Netlify's `URL`, else the value from data/site.json,
 * else {@link DEFAULT_SITE_URL}. Takes the environment and the configured URL; returns an
 * origin without a trailing slash. Throws if the chosen value is not an http(s) URL.
 */
export function resolveSiteUrl(
  env: { SITE_URL?: string; URL?: string },
  configured: string | undefined,
): string {
  const raw = [env.SITE_URL, env.URL, configured, DEFAULT_SITE_URL]
    .find((v) => v && v.trim())!
    .trim();
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `Site URL "${raw}" is not a valid URL (set SITE_URL like https://www.example.com)`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`Site URL "${raw}" must start with https:// or http://`);
  }
  return url.origin;
}

/**
 * The document title (spec 01 §9): `"{title} | {brand}"`, unless the title already contains
 * the brand (case-insensitive), in which case it is returned unchanged.
 */
export function pageTitle(title: string, brand: string): string {
  const t = title.trim();
  return t.toLowerCase().includes(brand.toLowerCase()) ? t : `${t} | ${brand}`;
}

/**
 * An absolute URL on the site: origin + path. `"/"` gives `"https://host/"`; other paths keep
 * no trailing slash, matching the routes the site serves (`/automation/zapier`).
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  if (!path || path === "/") return `${origin}/`;
  return `${origin}${path.startsWith("/") ? "" : "/"}${path.replace(/\/+$/, "")}`;
}

/**
 * The canonical URL of a page: its `canonicalPath` when set (spec 01 §2.1: the calculator,
 * templates, blog and case-studies pages declare `/resources/...`), else its own path.
 * Aliases pass the registered page's values, so they share its canonical.
 */
export function canonicalUrl(
  siteUrl: string,
  page: { path: string; canonicalPath?: string },
): string {
  return absoluteUrl(siteUrl, page.canonicalPath ?? page.path);
}

/** A JSON-LD object (schema.org). */
export type JsonLd = Record<string, unknown>;

/** Organization JSON-LD (spec 01 §9: founding year 2020). `@id` is `{siteUrl}/#organization`. */
export function organizationJsonLd(input: {
  siteUrl: string;
  brand: string;
  legalName: string;
  foundingDate: string;
  email: string;
  logoPath: string;
  sameAs: string[];
  description: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${absoluteUrl(input.siteUrl, "/")}#organization`,
    name: input.brand,
    legalName: input.legalName,
    url: absoluteUrl(input.siteUrl, "/"),
    logo: absoluteUrl(input.siteUrl, input.logoPath),
    email: input.email,
    foundingDate: input.foundingDate,
    description: input.description,
    sameAs: input.sameAs,
  };
}

/** WebPage JSON-LD for a page at `url`, published by the organization. */
export function webPageJsonLd(input: {
  siteUrl: string;
  url: string;
  title: string;
  description: string;
  language: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": `${input.url}#webpage`,
    url: input.url,
    name: input.title,
    description: input.description,
    inLanguage: input.language,
    isPartOf: { "@type": "WebSite", url: absoluteUrl(input.siteUrl, "/") },
    publisher: { "@id": `${absoluteUrl(input.siteUrl, "/")}#organization` },
  };
}

/** Service JSON-LD for service and hire pages (spec 01 §7: structured service metadata). */
export function serviceJsonLd(input: {
  siteUrl: string;
  url: string;
  name: string;
  description: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${input.url}#service`,
    name: input.name,
    description: input.description,
    url: input.url,
    serviceType: input.name,
    areaServed: "Worldwide",
    provider: { "@id": `${absoluteUrl(input.siteUrl, "/")}#organization` },
  };
}
