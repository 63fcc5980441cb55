/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import { ContentError, validateContent, type ContentFile } from "../../src/content/validate";
import { shippedContent } from "../../jest/shippedContent";
import { siteDownloads } from "../../src/content/downloads";
import { articleJsonLd } from "../../src/lib/jsonLd";
import { ARTICLE_SCHEMA_TYPE } from "../../src/lib/articles";

const ROOT = path.resolve(__dirname, "../..");
const readJson = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));

/** Points every site-internal href (`/…`) in a JSON tree at `/book-session`, a fixture page. */
function retarget(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(retarget);
  if (v && typeof v === "object")
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [
        k,
        k === "href" && typeof x === "string" && x.startsWith("/") ? "/book-session" : retarget(x),
      ]),
    );
  return v;
}

const WORKFLOW = "/downloads/templates/lead-router.n8n.json";

/** A workflow template entry; `changes` replace fields. */
function entry(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    slug: "lead-router",
    title: "Lead Router",
    category: "Sales",
    icon: "target",
    description: "Routes every lead.",
    features: ["Scores leads"],
    platforms: ["n8n"],
    workflow: WORKFLOW,
    connects: [{ name: "CRM", purpose: "Receives the deal" }],
    author: "Sam Lee",
    datePublished: "2025-01-10",
    dateModified: "2025-01-10",
    body: "## What it does\n\nIt routes leads.",
    ...changes,
  };
}

/** A minimal site: real settings and navigation (links pointed at the booking page), a home page with `badge`, the booking page, one template. */
function files(badge: string, template = entry()): ContentFile[] {
  const book = (
    readJson("data/pages/book-session.json") as { sections: { type: string }[] }
  ).sections.find((s) => s.type === "bookingWidget");
  return [
    {
      file: "data/site.json",
      json: { ...(retarget(readJson("data/site.json")) as object), analytics: undefined },
    },
    { file: "data/navigation.json", json: retarget(readJson("data/navigation.json")) },
    { file: "data/redirects.json", json: { redirects: [] } },
    {
      file: "data/pages/home.json",
      json: {
        path: "/",
        seo: { title: "Home", description: "Home page.", keywords: ["home"] },
        sections: [{ type: "hero", heading: "Hello", badge }],
      },
    },
    {
      file: "data/pages/book-session.json",
      json: {
        path: "/book-session",
        seo: { title: "Book", description: "Book a call.", keywords: ["book"] },
        sections: [{ type: "hero", heading: "Book" }, retarget(book)],
      },
    },
    { file: `data/templates/${String(template.slug)}.json`, json: template },
  ];
}

/** The errors `validateContent` throws for these files, as of a fixed date. */
function errorsOf(input: ContentFile[], staticPaths = new Set([WORKFLOW])): string[] {
  try {
    validateContent(input, staticPaths, undefined, "2026-01-01");
  } catch (e) {
    expect(e).toBeInstanceOf(ContentError);
    return (e as ContentError).errors;
  }
  throw new Error("expected a ContentError");
}

describe("workflow template entries", () => {
  it("accepts an entry whose workflow file exists and is named after its slug", () => {
    const content = validateContent(files("Hi"), new Set([WORKFLOW]), undefined, "2026-01-01");
    expect(content.templates.map((t) => t.slug)).toEqual(["lead-router"]);
  });

  it("refuses a workflow file that does not exist, naming the file and the field", () => {
    expect(errorsOf(files("Hi"), new Set())).toEqual([
      `data/templates/lead-router.json: workflow: "${WORKFLOW}" has no file; add the n8n export as static${WORKFLOW} or fix the path`,
    ]);
  });

  it("refuses a workflow file named after another slug", () => {
    const other = "/downloads/templates/other.n8n.json";
    expect(errorsOf(files("Hi", entry({ workflow: other })), new Set([WORKFLOW, other]))).toEqual([
      `data/templates/lead-router.json: workflow: expected "${WORKFLOW}" (the file is named after the slug "lead-router"), received "${other}"`,
    ]);
  });
});

describe("count tokens in page copy", () => {
  it("are filled with the number of published entries", () => {
    const content = validateContent(
      files("{count:templates} templates, {count:blog} posts"),
      new Set([WORKFLOW]),
      undefined,
      "2026-01-01",
    );
    const hero = content.pages.find((p) => p.page.path === "/")?.page.sections[0];
    expect(hero?.type === "hero" && hero.badge).toBe("1 templates, 0 posts");
  });

  it("count only what is published by the build's date", () => {
    const content = validateContent(
      files(
        "{count:templates}",
        entry({ datePublished: "2026-06-01", dateModified: "2026-06-01" }),
      ),
      new Set([WORKFLOW]),
      undefined,
      "2026-01-01",
    );
    const hero = content.pages.find((p) => p.page.path === "/")?.page.sections[0];
    expect(hero?.type === "hero" && hero.badge).toBe("0");
  });

  it("that name no collection are refused with the file and JSON path", () => {
    const [error] = errorsOf(files("{count:tools} tools"));
    expect(error).toMatch(
      /^data\/pages\/home\.json: sections\[0\].*\.badge: unknown count "\{count:tools\}"; expected one of \{count:templates\}/,
    );
  });
});

describe("the site's templates", () => {
  const content = shippedContent();

  it("/templates claims as many templates as data/templates holds", () => {
    const page = content.pages.find((p) => p.page.path === "/templates")?.page;
    const hero = page?.sections[0];
    expect(hero?.type === "hero" && hero.badge).toMatch(
      new RegExp(`^${content.templates.length} `),
    );
    expect(page?.seo.description).toMatch(new RegExp(`^${content.templates.length} `));
  });

  it("every template's file is offered as a download under loomwork-<slug>.n8n.json", () => {
    const downloads = siteDownloads(
      content.pages.map((p) => p.page),
      content.templates,
    );
    for (const t of content.templates)
      expect(downloads).toContainEqual({
        href: t.workflow,
        filename: `loomwork-${t.slug}.n8n.json`,
      });
  });
});

describe("a template's JSON-LD", () => {
  it("is a CreativeWork with its genre, name and its file as a free JSON download", () => {
    expect(ARTICLE_SCHEMA_TYPE.templates).toBe("CreativeWork");
    const ld = articleJsonLd({
      type: "CreativeWork",
      siteUrl: "https://x.test",
      url: "https://x.test/templates/lead-router",
      headline: "Lead Router",
      description: "Routes every lead.",
      author: "Sam Lee",
      datePublished: "2025-01-10",
      dateModified: "2025-01-10",
      image: "https://x.test/og/1.png",
      section: "Sales",
      language: "en",
      download: { url: `https://x.test${WORKFLOW}`, name: "loomwork-lead-router.n8n.json" },
    });
    expect(ld).toMatchObject({
      "@type": "CreativeWork",
      name: "Lead Router",
      genre: "Sales",
      isAccessibleForFree: true,
      encoding: {
        "@type": "MediaObject",
        contentUrl: `https://x.test${WORKFLOW}`,
        name: "loomwork-lead-router.n8n.json",
        encodingFormat: "application/json",
      },
    });
    expect(ld).not.toHaveProperty("articleSection");
  });

  it("keeps articleSection, and no download, on articles", () => {
    const ld = articleJsonLd({
      type: "Article",
      siteUrl: "https://x.test",
      url: "https://x.test/resources/a",
      headline: "A",
      description: "B",
      author: "C",
      datePublished: "2025-01-10",
      dateModified: "2025-01-10",
      image: "https://x.test/og/1.png",
      section: "Guide",
      language: "en",
    });
    expect(ld).toMatchObject({ articleSection: "Guide" });
    expect(ld).not.toHaveProperty("encoding");
    expect(ld).not.toHaveProperty("genre");
  });
});
