/**
 * @jest-environment node
 */
import { linkChecker, siteLinkIndex, type SiteLinkIndex } from "../../src/content/linkRules";
import { bodyValidity, entryAnchors, linkValidity } from "../../src/cms/linkChecks";
import { slugFromTitle, withSlugFromTitle, type EntryData } from "../../src/cms/slug";
import { pageFormFields, type CmsField } from "../../src/cms/config";
import { cmsConfigFor, linkIndexFor } from "../../src/build/cmsAdmin";
import { shippedContent } from "../../jest/shippedContent";
import path from "path";

const ROOT = path.resolve(__dirname, "../..");
const content = shippedContent();

/** A tiny stand-in for Decap's Immutable entry: `getIn(["data", key])`. */
function entry(data: Record<string, unknown>) {
  return { getIn: (p: string[]) => (p[0] === "data" ? data[p[1]] : undefined) };
}

const index: SiteLinkIndex = siteLinkIndex(
  {
    pages: [{ page: { path: "/" } }, { page: { path: "/book-session" } }],
    articlePaths: ["/blog/first-post"],
    scheduled: [{ path: "/blog/later", file: "data/blog/later.json", datePublished: "2030-01-05" }],
    bookingPath: "/book-session",
    templates: { "lead-qualification": "Lead qualification" },
  },
  ["/downloads/a.json"],
  "2026-11-27",
);
const checker = linkChecker(index);

describe("the CMS refuses what the build refuses, beside the field", () => {
  it("refuses a button link to a page that does not exist, with the validator's words", () => {
    expect(linkValidity(checker, "/ai-agents/ragg", entry({}), index.today)).toEqual({
      error: {
        type: "CUSTOM",
        message: 'link to "/ai-agents/ragg" has no page; add a page file or fix the link',
      },
    });
  });

  it("accepts pages, files, templates on the booking page, external links, and the entry's own anchors", () => {
    for (const href of [
      "/",
      "/blog/first-post",
      "/downloads/a.json",
      "/book-session?template=lead-qualification",
      "https://example.com/x",
      "mailto:hello@example.com",
    ])
      expect(linkValidity(checker, href, entry({}), index.today)).toBe(true);
    const page = entry({ sections: [{ type: "faq", id: "faq" }] });
    expect(entryAnchors(page)).toEqual(new Set(["faq"]));
    expect(linkValidity(checker, "#faq", page, index.today)).toBe(true);
    expect(linkValidity(checker, "#pricing", page, index.today)).not.toBe(true);
  });

  it("refuses a link to a scheduled article, unless the entry goes live after it", () => {
    expect(linkValidity(checker, "/blog/later", entry({}), index.today)).not.toBe(true);
    expect(
      linkValidity(checker, "/blog/later", entry({ datePublished: "2030-02-01" }), index.today),
    ).toBe(true);
  });

  it("refuses a Markdown body with a dead link or a level-1 heading, and passes a sound one", () => {
    const bad = bodyValidity(checker, "# Title\n\nSee [this](/nowhere).", entry({}), index.today);
    expect(bad).not.toBe(true);
    const message = bad === true ? "" : bad.error.message;
    expect(message).toContain("level-1 heading");
    expect(message).toContain('link to "/nowhere" has no page');
    expect(
      bodyValidity(checker, "## Part\n\nSee [home](/) and [part](#part).", entry({}), index.today),
    ).toBe(true);
  });

  it("leaves an empty value to Decap's own required check", () => {
    expect(linkValidity(checker, "", entry({}), index.today)).toBe(true);
    expect(bodyValidity(checker, "", entry({}), index.today)).toBe(true);
  });

  it("bakes every page, article and file of the real site into the admin's index", () => {
    const real = linkIndexFor(content, ROOT);
    for (const { page } of content.pages) expect(real.pages).toContain(page.path);
    expect(real.pages).toContain(`/blog/${content.blog[0].slug}`);
    expect(real.files.some((f) => f.startsWith("/downloads/templates/"))).toBe(true);
    const realChecker = linkChecker(real);
    for (const { page } of content.pages)
      expect(realChecker.linkProblem(page.path, new Set())).toBeNull();
  });
});

describe("the form in the editor's order", () => {
  const fields: CmsField[] = [
    { label: "Path", name: "path", widget: "string", pattern: ["^/", "x"] },
    { label: "SEO", name: "seo", widget: "object", fields: [] },
    { label: "Aliases", name: "aliases", widget: "list", required: false },
    { label: "Sections", name: "sections", widget: "list" },
  ];

  it("puts the sections first, folds aliases and SEO after them, and keeps the path without showing it", () => {
    const form = pageFormFields(fields);
    expect(form.map((f) => f.name)).toEqual(["sections", "aliases", "seo", "path"]);
    expect(form.find((f) => f.name === "seo")?.collapsed).toBe(true);
    expect(form.find((f) => f.name === "path")).toEqual({
      label: "Path",
      name: "path",
      widget: "hidden",
    });
  });

  it("offers the authors and each kind's categories from data/ as lists to pick from", () => {
    const config = cmsConfigFor(content);
    const blog = config.collections.find((c) => c.name === "blog-posts");
    const author = blog?.fields?.find((f) => f.name === "author");
    expect(author?.widget).toBe("select");
    expect(author?.options).toEqual(expect.arrayContaining(content.authors.map((a) => a.name)));
    const category = blog?.fields?.find((f) => f.name === "category");
    expect(category?.options).toEqual(content.categories?.blog);
    expect(blog?.fields?.find((f) => f.name === "slug")?.required).toBe(false);
  });
});

describe("a new article's slug comes from its title", () => {
  /** An Immutable-like map over a plain object. */
  function data(values: Record<string, unknown>): EntryData {
    return {
      get: (k) => values[k],
      set: (k, v) => data({ ...values, [k]: v }),
    };
  }

  it("makes a slug from the title", () => {
    expect(slugFromTitle("Choosing Your First AI Agent: A Guide")).toBe(
      "choosing-your-first-ai-agent-a-guide",
    );
    expect(slugFromTitle("Café & Résumé — 2027!")).toBe("cafe-resume-2027");
    expect(slugFromTitle("???")).toBe("");
  });

  it("fills an empty slug, keeps a typed one, and leaves forms without a slug alone", () => {
    expect(withSlugFromTitle(data({ title: "Hello World", slug: "" }), true).get("slug")).toBe(
      "hello-world",
    );
    expect(withSlugFromTitle(data({ title: "Hello World", slug: "mine" }), true).get("slug")).toBe(
      "mine",
    );
    expect(withSlugFromTitle(data({ title: "Hello World" }), false).get("slug")).toBeUndefined();
  });
});
