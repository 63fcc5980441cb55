/**
 * @jest-environment node
 *
 * Every package on the real site can be named on the booking page: its Get Started link, as the
 * packages section makes it, reads back to that very package (so no two packages of a page share
 * a slug and no name slugs to nothing), and the booking page's words for it fill every
 * placeholder.
 */
import { bookingPackages } from "../../src/content/bookingPackages";
import { shippedContent } from "../../jest/shippedContent";
import { chosenPackage, describePackage, packageHref } from "../../src/lib/packageChoice";
import type { SectionOf } from "../../src/content/schema";

const content = shippedContent();
const pages = content.pages.map((p) => p.page);
const known = bookingPackages(pages, (p) => p.seo.title);
const widget = pages
  .flatMap((p) => p.sections)
  .find((s): s is SectionOf<"bookingWidget"> => s.type === "bookingWidget");

const offers = pages.flatMap((page) =>
  page.sections.flatMap((s) =>
    s.type === "packages" ? s.packages.map((p) => ({ page, package: p })) : [],
  ),
);

describe("the site's packages on the booking page", () => {
  it("has packages and a booking widget to name them", () => {
    expect(offers.length).toBeGreaterThan(0);
    expect(widget).toBeDefined();
  });

  it.each(offers.map((o) => [`${o.page.path}: ${o.package.name}`, o] as const))(
    "%s: its Get Started names it on the booking page",
    (_, { page, package: p }) => {
      const href = packageHref(p.action.href, page.path, p.name);
      expect(href.startsWith(`${p.action.href}?`)).toBe(true);
      const choice = chosenPackage(href.slice(href.indexOf("?")), known);
      expect(choice).toMatchObject({ name: p.name, price: p.price, duration: p.duration });
      for (const text of [widget!.packageNotice.subject, widget!.packageNotice.answer])
        expect(describePackage(text, choice!)).not.toMatch(/\{\w+\}/);
    },
  );
});
