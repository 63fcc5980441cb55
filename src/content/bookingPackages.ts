/**
 * The packages the booking page can name (src/lib/packageChoice.ts reads them back from
 * `?package=<slug>&service=<key>`). Built at build time from the pages' `packages` sections:
 * each page that has one is a service, named by its short name (the last step of its breadcrumb
 * trail, e.g. "RAG Solutions"), with its packages by slug. So adding a package or a page of
 * packages needs no list of its own.
 */
import type { Page } from "./schema";
import { packageSlug, serviceKey, type BookingPackages } from "../lib/packageChoice";

/**
 * Every package of every page's packages sections, as `{ "<page path without slash>": { service,
 * packages: { <slug>: { name, price, duration } } } }`. `serviceName(page)` names a page (the
 * caller passes its breadcrumb name). An alias of a page names the same packages. When two
 * packages of one page share a slug the first wins.
 */
export function bookingPackages(
  pages: readonly Page[],
  serviceName: (page: Page) => string,
): BookingPackages {
  const known: BookingPackages = {};
  for (const page of pages) {
    const sections = page.sections.flatMap((s) => (s.type === "packages" ? [s] : []));
    if (sections.length === 0) continue;
    const packages: BookingPackages[string]["packages"] = {};
    for (const section of sections)
      for (const p of section.packages) {
        const slug = packageSlug(p.name);
        if (!slug || Object.prototype.hasOwnProperty.call(packages, slug)) continue;
        packages[slug] = { name: p.name, price: p.price, duration: p.duration };
      }
    const entry = { service: serviceName(page), packages };
    for (const path of [page.path, ...(page.aliases ?? [])]) {
      const key = serviceKey(path);
      if (!Object.prototype.hasOwnProperty.call(known, key)) known[key] = entry;
    }
  }
  return known;
}
