/**
 * @jest-environment node
 */
import {
  bookingPagePath,
  bookingTemplates,
  chosenTemplate,
  templateSlugOf,
} from "../../src/content/bookingTemplates";
import { shippedContent } from "../../jest/shippedContent";

const content = shippedContent();
const pages = content.pages.map((p) => p.page);
const templates = bookingTemplates(pages);

/** The template cards of the real site: cards with a Customize link to the booking page. */
const templateCards = pages
  .flatMap((p) => p.sections)
  .flatMap((s) => (s.type === "cards" ? s.cards : []))
  .filter((c) => c.actions?.some((a) => a.href.includes("?template=")));

describe("bookingTemplates", () => {
  it("finds the booking page and every template card's slug and title", () => {
    expect(bookingPagePath(pages)).toBe("/book-session");
    expect(templateCards.length).toBeGreaterThan(0);
    expect(Object.values(templates).sort()).toEqual(templateCards.map((c) => c.title).sort());
  });

  it("reads the slug only from a booking-page link with a well-formed value", () => {
    expect(templateSlugOf("/book-session?template=lead-qualification", "/book-session")).toBe(
      "lead-qualification",
    );
    expect(templateSlugOf("/book-session?template=a-b#booking", "/book-session")).toBe("a-b");
    expect(templateSlugOf("/book-session", "/book-session")).toBeNull();
    expect(templateSlugOf("/templates?template=a", "/book-session")).toBeNull();
    expect(templateSlugOf("/book-session?template=Bad_Slug", "/book-session")).toBeNull();
    expect(templateSlugOf("/book-session?template=", "/book-session")).toBeNull();
  });
});

describe("chosenTemplate", () => {
  const [slug, title] = Object.entries(templates)[0];

  it("names the template of a known slug", () => {
    expect(chosenTemplate(`?template=${slug}`, templates)).toBe(title);
    expect(chosenTemplate(`?utm_source=mail&template=${slug}`, templates)).toBe(title);
  });

  it("ignores a missing, unknown, malformed or hostile value", () => {
    for (const search of [
      "",
      "?template=",
      "?template=no-such-template",
      `?template=${encodeURIComponent("<script>alert(1)</script>")}`,
      "?template=__proto__",
      "?template=constructor",
      "?template=toString",
      `?template=${slug}%00`,
      `?template=${slug.toUpperCase()}`,
    ])
      expect(chosenTemplate(search, templates)).toBeNull();
  });
});
