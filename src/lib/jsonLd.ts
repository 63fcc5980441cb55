/**
 * JSON-LD (schema.org structured data) for the page head: the organization on every page, the
 * web page itself, and a service on service and hire pages. Pure functions returning plain
 * JSON objects; every node links to the organization by its `@id`, `{siteUrl}/#organization`.
 */
import { absoluteUrl } from "./siteUrl";
import { canonicalUrl } from "./pageMeta";
import { telHref } from "./format";

/** A JSON-LD object (schema.org). */
export type JsonLd = Record<string, unknown>;

/**
 * Organization JSON-LD for the site's publisher, from data/site.json (brand, legal name,
 * founding date, contact email and phone, logo path, profiles). `@id` is
 * `{siteUrl}/#organization`. The email and phone also form its `contactPoint` for sales
 * inquiries, with the contact page as its URL; the phone as `+` and digits (`+14155550142`),
 * left out of both when the site has none (empty or absent).
 */
export function organizationJsonLd(input: {
  siteUrl: string;
  brand: string;
  legalName: string;
  foundingDate: string;
  email: string;
  /** As shown, with its country code: `+1 (415) 555-0142`; empty or absent for none. */
  phone?: string;
  /** The contact page's site path, e.g. `/contact`. */
  contactPath: string;
  logoPath: string;
  sameAs: string[];
  description: string;
}): JsonLd {
  const phone = input.phone ? { telephone: telHref(input.phone).slice("tel:".length) } : {};
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${absoluteUrl(input.siteUrl, "/")}#organization`,
    name: input.brand,
    legalName: input.legalName,
    url: absoluteUrl(input.siteUrl, "/"),
    logo: absoluteUrl(input.siteUrl, input.logoPath),
    email: input.email,
    ...phone,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: input.email,
      ...phone,
      url: absoluteUrl(input.siteUrl, input.contactPath),
      availableLanguage: "English",
    },
    foundingDate: input.foundingDate,
    description: input.description,
    sameAs: input.sameAs,
  };
}

/** WebPage JSON-LD for a page at `url` (its canonical URL), published by the organization. */
export function webPageJsonLd(input: {
  siteUrl: string;
  /** The site's name (the brand), for the WebSite the page is part of. */
  siteName: string;
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
    isPartOf: { "@type": "WebSite", url: absoluteUrl(input.siteUrl, "/"), name: input.siteName },
    publisher: { "@id": `${absoluteUrl(input.siteUrl, "/")}#organization` },
  };
}

/**
 * Service JSON-LD for a service or hire page at `url`, provided by the organization: the page
 * asks for it in its content (`seo.structuredData` includes "service").
 */
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

/**
 * `BlogPosting`, `Article` or `CreativeWork` (a workflow template) JSON-LD for an article at `url` (its canonical URL): headline,
 * description, ISO dates, the author as a Person, the organization as publisher (by `@id`), the
 * social image (absolute URL) and the page as `mainEntityOfPage` (the WebPage node's `@id`).
 * Its category is `articleSection` on articles; a `CreativeWork` (which has no sections) gets
 * it as `genre`, its title also as `name`, and its downloadable file (`download`: absolute URL
 * and file name) as a free `encoding` (a JSON `MediaObject`).
 */
export function articleJsonLd(input: {
  type: "BlogPosting" | "Article" | "CreativeWork";
  siteUrl: string;
  url: string;
  headline: string;
  description: string;
  author: string;
  /** The author's role (`jobTitle`) and short bio (`description`), when data/authors.json lists them. */
  authorRole?: string;
  authorBio?: string;
  /** ISO dates, e.g. 2025-03-14. */
  datePublished: string;
  dateModified: string;
  /** Absolute image URL. */
  image: string;
  section: string;
  language: string;
  /** A workflow template's file: its absolute URL and the name it is saved under. */
  download?: { url: string; name: string };
}): JsonLd {
  const work = input.type === "CreativeWork";
  return {
    "@context": "https://schema.org",
    "@type": input.type,
    "@id": `${input.url}#article`,
    headline: input.headline,
    ...(work ? { name: input.headline } : {}),
    description: input.description,
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: {
      "@type": "Person",
      name: input.author,
      ...(input.authorRole ? { jobTitle: input.authorRole } : {}),
      ...(input.authorBio ? { description: input.authorBio } : {}),
    },
    publisher: { "@id": `${absoluteUrl(input.siteUrl, "/")}#organization` },
    image: input.image,
    ...(work ? { genre: input.section } : { articleSection: input.section }),
    inLanguage: input.language,
    url: input.url,
    mainEntityOfPage: { "@id": `${input.url}#webpage` },
    ...(input.download
      ? {
          isAccessibleForFree: true,
          encoding: {
            "@type": "MediaObject",
            contentUrl: input.download.url,
            name: input.download.name,
            encodingFormat: "application/json",
          },
        }
      : {}),
  };
}

/**
 * BreadcrumbList JSON-LD of a page's trail (src/lib/breadcrumbs.ts), Home first: each item's
 * position (from 1), name and absolute canonical URL (`canonicalPath` when the crumb has one).
 * The last item is the page itself at `url`, its canonical URL, so the list ends where the
 * page's canonical link points.
 */
export function breadcrumbListJsonLd(input: {
  siteUrl: string;
  url: string;
  crumbs: { name: string; path: string; canonicalPath?: string }[];
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    "@id": `${input.url}#breadcrumb`,
    itemListElement: input.crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: i === input.crumbs.length - 1 ? input.url : canonicalUrl(input.siteUrl, c),
    })),
  };
}
