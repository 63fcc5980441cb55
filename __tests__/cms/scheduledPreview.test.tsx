/**
 * The CMS shows a scheduled article as scheduled: its preview opens with a notice naming the
 * date it goes live, on the editor's clock (fixed here), and the date field's hint says what a
 * future date does. Preview data and fields are generated from data/ as the build generates them.
 */
import { render, screen, cleanup } from "@testing-library/react";
import { z } from "zod";
import { shippedContent } from "../../jest/shippedContent";
import { cmsConfigFor, previewDataFor } from "../../src/build/cmsAdmin";
import { renderPreview, scheduledDate } from "../../src/cms/preview";
import { ARTICLE_TYPES } from "../../src/content/collections";
import { formatDate } from "../../src/lib/format";

// The admin build step bundles with esbuild, which cannot load under jsdom; only its pure
// functions (config and preview data) are used here.
jest.mock("esbuild", () => ({ build: jest.fn() }));

const content = shippedContent();
const config = cmsConfigFor(content, {});
const data = previewDataFor(content);
const blog = config.collections.find((c) => c.folder === "data/blog")!;
const collection = { fields: blog.fields ?? [], label: blog.label_singular ?? blog.label };

/** The editor's clock: 10:00 UTC on this day. */
const TODAY = "2027-01-04";

/** Decap's entry for the first shipped post, dated `date`. */
const entryOn = (date: string) => {
  const item = { ...content.blog[0], datePublished: date, dateModified: date };
  return { get: () => ({ toJS: () => item, get: () => undefined }), toJS: () => ({}) };
};

beforeEach(() => jest.useFakeTimers({ now: new Date(`${TODAY}T10:00:00Z`) }));
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

describe("scheduledDate", () => {
  it("is the entry's date when it is after today, else null", () => {
    expect(scheduledDate({ datePublished: "2027-01-05" }, TODAY)).toBe("2027-01-05");
    expect(scheduledDate({ datePublished: TODAY }, TODAY)).toBeNull();
    expect(scheduledDate({ datePublished: "2026-12-01" }, TODAY)).toBeNull();
  });

  it("is null while the date is blank or not a date yet", () => {
    expect(scheduledDate({}, TODAY)).toBeNull();
    expect(scheduledDate({ datePublished: "" }, TODAY)).toBeNull();
    expect(scheduledDate({ datePublished: "2027-13-01" }, TODAY)).toBeNull();
  });

  it("reads today from the clock when not given one", () => {
    expect(scheduledDate({ datePublished: "2027-01-05" })).toBe("2027-01-05");
    expect(scheduledDate({ datePublished: TODAY })).toBeNull();
  });
});

describe("the article preview", () => {
  it("opens with the scheduled notice for a post dated tomorrow", () => {
    render(renderPreview("blog", entryOn("2027-01-05"), data, collection));
    const note = screen.getByText(/^Scheduled for/).closest("[role=note]")!;
    expect(note).toHaveTextContent(
      `Scheduled for ${formatDate("2027-01-05")}: not on the site until then.`,
    );
    expect(note.querySelector("time")).toHaveAttribute("datetime", "2027-01-05");
    // The article itself still renders below it.
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(content.blog[0].title);
  });

  it("has no notice for a post dated today", () => {
    render(renderPreview("blog", entryOn(TODAY), data, collection));
    expect(screen.queryByText(/^Scheduled for/)).toBeNull();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(content.blog[0].title);
  });
});

describe("the date field's hint", () => {
  it("is the schema's hint on every article collection's datePublished, and names future dates", () => {
    for (const type of ARTICLE_TYPES) {
      const hint = z.globalRegistry.get(type.schema.shape.datePublished)?.hint;
      const field = config.collections
        .find((c) => c.folder === type.folder)
        ?.fields?.find((f) => f.name === "datePublished");
      expect([type.folder, field?.hint]).toEqual([type.folder, hint]);
      expect(hint).toMatch(/future date/i);
    }
  });
});
