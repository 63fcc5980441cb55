/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import type { z } from "zod";
import {
  ContentError,
  expectedPageFile,
  formatJsonPath,
  loadContent,
  validateContent,
  workflowFileProblems,
  type ContentFile,
} from "../../src/content/validate";
import { SECTION_TYPES, type PageSchema } from "../../src/content/schema";
import { guideEntry, packagesSection } from "../../jest/fixtures";

type PageInput = z.input<typeof PageSchema>;
type Key = string | number;

const ROOT = path.resolve(__dirname, "../..");
const readJson = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** Points every site-internal href (`/…`) in a JSON tree at `/book-session`, a fixture page. */
function retargetInternalLinks(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(retargetInternalLinks);
  if (v && typeof v === "object") {
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [
        k,
        k === "href" && typeof x === "string" && x.startsWith("/")
          ? "/book-session"
          : retargetInternalLinks(x),
      ]),
    );
  }
  return v;
}

/** The one static file of the fixtures: a template download. */
const DOWNLOAD = "/downloads/templates/lead-qualification.n8n.json";
const STATIC = new Set([DOWNLOAD]);

/** The home page fixture: hero, packages, cards, FAQ; links to /book-session and #faq. */
const HOME: PageInput = {
  path: "/",
  seo: { title: "Loomwork AI", description: "AI agents and automation.", keywords: ["ai agents"] },
  sections: [
    {
      type: "hero",
      heading: "AI agents that work",
      actions: [
        { label: "Book Strategy Session", href: "/book-session", variant: "primary" },
        { label: "Read the FAQ", href: "#faq" },
      ],
    },
    packagesSection,
    {
      type: "cards",
      heading: "Templates",
      cards: [
        {
          icon: "bot",
          title: "Lead qualification",
          actions: [
            { label: "Download", href: DOWNLOAD, download: "lead-qualification.n8n.json" },
            { label: "Customize", href: "/book-session?template=lead-qualification" },
          ],
        },
      ],
    },
    {
      type: "faq",
      id: "faq",
      heading: "FAQ",
      items: [{ question: "How long?", answer: "Weeks." }],
    },
  ],
};

/**
 * The booking page fixture: the target of every internal link, with the real booking widget
 * section (so `?template=<slug>` links have a page that reads them).
 */
const BOOK: PageInput = {
  path: "/book-session",
  seo: { title: "Book a session", description: "Book a free call.", keywords: ["booking"] },
  sections: [
    { type: "hero", heading: "Book your session" },
    retargetInternalLinks(
      (readJson("data/pages/book-session.json") as PageInput).sections.find(
        (x) => x.type === "bookingWidget",
      ),
    ) as PageInput["sections"][number],
  ],
};

/** The redirects fixture: one old path leading to the fixture booking page. */
const REDIRECTS = { redirects: [{ from: "/contact", to: "/book-session", status: 301 }] };

function fixtures(): ContentFile[] {
  return [
    // Real site settings (kept in sync with the schema by whoever edits either), with their
    // internal links pointed at the fixture booking page, and without analytics: that needs
    // legal pages naming the provider (tested on its own below).
    {
      file: "data/site.json",
      json: {
        ...(retargetInternalLinks(readJson("data/site.json")) as object),
        analytics: undefined,
      },
    },
    // Real navigation, with its internal links pointed at the fixture booking page.
    { file: "data/navigation.json", json: retargetInternalLinks(readJson("data/navigation.json")) },
    { file: "data/pages/home.json", json: clone(HOME) },
    { file: "data/pages/book-session.json", json: clone(BOOK) },
    { file: "data/redirects.json", json: clone(REDIRECTS) },
  ];
}

/** Walks `keys` into a JSON tree and sets (or, with `undefined`, deletes) the last key. */
function edit(root: unknown, keys: Key[], value: unknown): void {
  let node = root as Record<Key, unknown>;
  for (const k of keys.slice(0, -1)) node = node[k] as Record<Key, unknown>;
  const last = keys[keys.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
}

/** The fixtures with one change in one file. */
function withEdit(file: string, keys: Key[], value: unknown): ContentFile[] {
  const files = fixtures();
  const f = files.find((x) => x.file === file);
  if (!f) throw new Error(`no fixture ${file}`);
  edit(f.json, keys, value);
  return files;
}

/** The errors `validateContent` throws for these files (fails the test if it does not throw). */
function errorsOf(files: ContentFile[]): string[] {
  try {
    validateContent(files, STATIC);
  } catch (e) {
    expect(e).toBeInstanceOf(ContentError);
    return (e as ContentError).errors;
  }
  throw new Error("expected validateContent to throw a ContentError");
}

const HOME_FILE = "data/pages/home.json";
const NO_PAGE_HINT = "add a page file or fix the link";

describe("validateContent", () => {
  it("accepts the fixture set and returns parsed content", () => {
    const content = validateContent(fixtures(), STATIC);
    expect(content.pages.map((p) => p.page.path)).toEqual(["/", "/book-session"]);
    expect(content.site.organization.foundingDate).toBe("2020");
    expect(content.blog).toEqual([]);
    // No defaults are applied (components receive the JSON as written): a hero without
    // actions stays without them, exactly as in the file.
    const hero = content.pages[1].page.sections[0];
    expect(hero.type === "hero" && hero.actions).toBeUndefined();
  });

  it("reports a wrong type with file, JSON path, expected and received", () => {
    expect(errorsOf(withEdit(HOME_FILE, ["sections", 1, "packages", 0, "price"], 8000))).toEqual([
      'data/pages/home.json: sections[1] (packages "Packages").packages[0].price: expected string, received number',
    ]);
  });

  it("reports a missing field as received undefined", () => {
    expect(
      errorsOf(withEdit(HOME_FILE, ["sections", 1, "packages", 0, "price"], undefined)),
    ).toEqual([
      'data/pages/home.json: sections[1] (packages "Packages").packages[0].price: expected string, received undefined',
    ]);
  });

  it("reports an empty text", () => {
    expect(errorsOf(withEdit(HOME_FILE, ["sections", 1, "packages", 0, "name"], "   "))).toEqual([
      'data/pages/home.json: sections[1] (packages "Packages").packages[0].name: expected non-empty text',
    ]);
  });

  it("reports an unknown field", () => {
    expect(errorsOf(withEdit(HOME_FILE, ["sections", 0, "titel"], "Oops"))).toEqual([
      'data/pages/home.json: sections[0] (hero "AI agents that work"): unknown field "titel"',
    ]);
  });

  it("reports a hero visual of an unknown kind, and a kind's missing field, with its path", () => {
    const visual = { kind: "carousel", title: "Slides", description: "A carousel of slides" };
    expect(errorsOf(withEdit(HOME_FILE, ["sections", 0, "visual"], visual))).toEqual([
      'data/pages/home.json: sections[0] (hero "AI agents that work").visual.kind: expected a visual "kind": workflow, chat, dashboard, timeline, architecture or offer',
    ]);
    const chat = { kind: "chat", title: "Support", description: "A chat", question: "Where?" };
    expect(errorsOf(withEdit(HOME_FILE, ["sections", 0, "visual"], chat))).toEqual([
      'data/pages/home.json: sections[0] (hero "AI agents that work").visual.answer: expected string, received undefined',
      'data/pages/home.json: sections[0] (hero "AI agents that work").visual.sources: expected array, received undefined',
    ]);
  });

  it("reports an unknown section type", () => {
    const errors = errorsOf(
      withEdit(HOME_FILE, ["sections", 2], { type: "carousel", heading: "Slides" }),
    );
    expect(errors).toEqual([
      `data/pages/home.json: sections[2].type: unknown section type "carousel"; expected one of ${SECTION_TYPES.join(", ")}`,
    ]);
  });

  it("reports an unknown icon name", () => {
    expect(errorsOf(withEdit(HOME_FILE, ["sections", 2, "cards", 0, "icon"], "unicorn"))).toEqual([
      'data/pages/home.json: sections[2] (cards grid "Templates").cards[0].icon: unknown icon name "unicorn"; see src/content/icons.ts for the names you can use',
    ]);
  });

  it("reports an unknown tool mark on a badge, with the file and the JSON path", () => {
    const badges = {
      type: "badges",
      heading: "Partners",
      groups: [
        {
          items: [
            { name: "n8n", mark: "n8n" },
            { name: "HubSpot", mark: "hubsopt" },
          ],
        },
      ],
    };
    expect(errorsOf(withEdit(HOME_FILE, ["sections", 2], badges))).toEqual([
      'data/pages/home.json: sections[2] (badges / integrations "Partners").groups[0].items[1].mark: unknown tool mark "hubsopt"; see src/content/toolMarks.ts for the marks you can use',
    ]);
  });

  it("reports a duplicate path across two files", () => {
    const files = [...fixtures(), { file: "data/pages/booking.json", json: { ...clone(BOOK) } }];
    expect(errorsOf(files)).toEqual([
      'data/pages/booking.json: path: "/book-session" belongs in data/pages/book-session.json (folders mirror the URL)',
      'data/pages/booking.json: path: duplicate path "/book-session", already served by data/pages/book-session.json',
    ]);
  });

  it("reports an alias that duplicates another page's path", () => {
    expect(errorsOf(withEdit(HOME_FILE, ["aliases"], ["/book-session"]))).toEqual([
      'data/pages/book-session.json: path: duplicate path "/book-session", already served by data/pages/home.json',
    ]);
  });

  it("reports a page file in the wrong folder", () => {
    const page = { ...clone(BOOK), path: "/zapier" };
    expect(
      errorsOf([...fixtures(), { file: "data/pages/automation/zapier.json", json: page }]),
    ).toEqual([
      'data/pages/automation/zapier.json: path: "/zapier" belongs in data/pages/zapier.json (folders mirror the URL)',
    ]);
  });

  it("reports a link to a missing page", () => {
    expect(
      errorsOf(withEdit(HOME_FILE, ["sections", 0, "actions", 0, "href"], "/nowhere")),
    ).toEqual([
      `data/pages/home.json: sections[0] (hero "AI agents that work").actions[0].href: link to "/nowhere" has no page; ${NO_PAGE_HINT}`,
    ]);
  });

  it("reports a download whose file is not in static/downloads", () => {
    const files = fixtures();
    expect(() => validateContent(files, new Set())).toThrow(
      `data/pages/home.json: sections[2] (cards grid "Templates").cards[0].actions[0].href: link to "${DOWNLOAD}" has no file; add it to static${DOWNLOAD} or fix the link`,
    );
    expect(
      errorsOf(
        withEdit(HOME_FILE, ["sections", 2, "cards", 0, "actions", 0, "href"], "/book-session"),
      ),
    ).toEqual([
      'data/pages/home.json: sections[2] (cards grid "Templates").cards[0].actions[0].href: expected a file in static/downloads/ for a download, received "/book-session"',
    ]);
  });

  it("accepts ?template=<slug> on the booking page only for a template card's slug", () => {
    const hero = ["sections", 0, "actions", 0, "href"];
    expect(() =>
      validateContent(
        withEdit(HOME_FILE, hero, "/book-session?template=lead-qualification"),
        STATIC,
      ),
    ).not.toThrow();
    expect(errorsOf(withEdit(HOME_FILE, hero, "/book-session?template=unknown-one"))).toEqual([
      'data/pages/home.json: sections[0] (hero "AI agents that work").actions[0].href: link to "/book-session?template=unknown-one" names no template; expected ?template=<slug> with the slug a template card\'s Customize action uses (lead-qualification)',
    ]);
    expect(errorsOf(withEdit(HOME_FILE, hero, "/?template=lead-qualification"))).toEqual([
      'data/pages/home.json: sections[0] (hero "AI agents that work").actions[0].href: link to "/?template=lead-qualification" has a query string; only the booking page (/book-session) takes one, ?template=<slug>',
    ]);
  });

  it("reports two template cards sharing one slug", () => {
    const files = fixtures();
    const cards = ["sections", 2, "cards"];
    const home = files[2].json as { sections: { cards?: unknown[] }[] };
    const copy = clone(home.sections[2].cards?.[0]) as Record<string, unknown>;
    edit(home, [...cards, 1], { ...copy, title: "Order processing" });
    expect(errorsOf(files)).toEqual([
      'data/pages/home.json: sections[2] (cards grid "Templates").cards[1].actions[1].href: template slug "lead-qualification" already names "Lead qualification"; give "Order processing" its own slug',
    ]);
  });

  it("reports a navigation link to a missing page", () => {
    expect(
      errorsOf(
        withEdit("data/navigation.json", ["header", "menus", 0, "items", 0, "href"], "/nowhere"),
      ),
    ).toEqual([
      `data/navigation.json: header.menus[0].items[0].href: link to "/nowhere" has no page; ${NO_PAGE_HINT}`,
    ]);
  });

  it("reports an anchor to a missing section id", () => {
    expect(
      errorsOf(withEdit(HOME_FILE, ["sections", 0, "actions", 1, "href"], "#pricing")),
    ).toEqual([
      'data/pages/home.json: sections[0] (hero "AI agents that work").actions[1].href: no section on this page has id "pricing"',
    ]);
  });

  it("reports an action without a destination", () => {
    expect(
      errorsOf(withEdit(HOME_FILE, ["sections", 0, "actions", 1], { label: "Watch Demo" })),
    ).toEqual([
      'data/pages/home.json: sections[0] (hero "AI agents that work").actions[1].href: expected string, received undefined',
    ]);
  });

  it("reports two popular packages in one section", () => {
    expect(errorsOf(withEdit(HOME_FILE, ["sections", 1, "packages", 0, "popular"], true))).toEqual([
      'data/pages/home.json: sections[1] (packages "Packages").packages: expected at most one package with "popular": true',
    ]);
  });

  it("reports a page whose first section is not the hero", () => {
    const files = fixtures();
    const home = files[2].json as { sections: unknown[] };
    home.sections.reverse();
    expect(errorsOf(files)).toEqual([
      "data/pages/home.json: sections: expected exactly one hero, as the first section (its heading is the page's h1)",
    ]);
  });

  it("reports a missing site.json", () => {
    expect(errorsOf(fixtures().filter((f) => f.file !== "data/site.json"))).toContain(
      "data/site.json: file is missing",
    );
  });

  it("lists every problem in the error message", () => {
    const files = withEdit(HOME_FILE, ["sections", 1, "packages", 0, "price"], 8000);
    edit(files[2].json, ["sections", 2, "cards", 0, "icon"], "unicorn");
    try {
      validateContent(files, STATIC);
      throw new Error("expected a ContentError");
    } catch (e) {
      const err = e as ContentError;
      expect(err.name).toBe("ContentError");
      expect(err.errors).toHaveLength(2);
      expect(err.message).toMatch(
        /^Content validation failed \(2 problems\):\n {2}data\/pages\/home\.json: sections\[1\]/,
      );
    }
  });
});

describe("helpers", () => {
  it("formatJsonPath writes paths like sections[6].packages[1].price", () => {
    expect(formatJsonPath(["sections", 6, "packages", 1, "price"])).toBe(
      "sections[6].packages[1].price",
    );
    expect(formatJsonPath([])).toBe("");
  });

  it("expectedPageFile mirrors the URL in data/pages", () => {
    expect(expectedPageFile("/")).toBe("data/pages/home.json");
    expect(expectedPageFile("/404")).toBe("data/pages/not-found.json");
    expect(expectedPageFile("/automation/zapier")).toBe("data/pages/automation/zapier.json");
  });
});

describe("validateContent: redirects", () => {
  const REDIRECTS_FILE = "data/redirects.json";
  const withRedirects = (redirects: unknown[]) =>
    withEdit(REDIRECTS_FILE, ["redirects"], redirects);
  const r = (from: string, to: string, status = 301) => ({ from, to, status });

  it("returns the redirects with the content", () => {
    expect(validateContent(fixtures(), STATIC).redirects).toEqual(REDIRECTS);
  });

  it("refuses a target with no page, naming the file and the entry", () => {
    expect(
      errorsOf(withRedirects([r("/a", "/book-session"), r("/b", "/"), r("/c", "/no-such-page")])),
    ).toEqual([`${REDIRECTS_FILE}: redirects[2].to: "/no-such-page" has no page`]);
  });

  it("accepts a chain that ends at a page (and a target with an anchor or a template query)", () => {
    const files = withRedirects([r("/a", "/b"), r("/b", "/#faq", 302), r("/c", "/a")]);
    expect(() => validateContent(files, STATIC)).not.toThrow();
  });

  it("refuses a loop, naming its entries", () => {
    const errors = errorsOf(withRedirects([r("/a", "/b"), r("/b", "/a")]));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      `${REDIRECTS_FILE}: redirects: loop redirects[0] "/a" → redirects[1] "/b" → redirects[0] "/a"`,
    );
  });

  it("refuses a from that is a page or an alias, a duplicate from, and a from that is its target", () => {
    const aliased = withEdit(HOME_FILE, ["aliases"], ["/start"]);
    edit(
      aliased.find((f) => f.file === REDIRECTS_FILE)!.json,
      ["redirects"],
      [
        r("/book-session", "/"),
        r("/start", "/book-session"),
        r("/a", "/"),
        r("/a", "/book-session"),
        r("/b", "/b#top"),
      ],
    );
    expect(errorsOf(aliased)).toEqual([
      expect.stringContaining(
        `${REDIRECTS_FILE}: redirects[0].from: "/book-session" is a live page`,
      ),
      expect.stringContaining(`${REDIRECTS_FILE}: redirects[1].from: "/start" is a live page`),
      `${REDIRECTS_FILE}: redirects[3].from: duplicate "/a", already redirected by redirects[2]`,
      `${REDIRECTS_FILE}: redirects[4]: "from" and "to" are the same path "/b"`,
    ]);
  });

  it("refuses paths that are not site paths, and a status other than 301 or 302", () => {
    const errors = errorsOf(
      withRedirects([r("services", "/"), r("/a", "https://example.com"), r("/b", "/", 307)]),
    );
    expect(errors.map((e) => e.split(":").slice(0, 2).join(":"))).toEqual([
      `${REDIRECTS_FILE}: redirects[0].from`,
      `${REDIRECTS_FILE}: redirects[1].to`,
      `${REDIRECTS_FILE}: redirects[2].status`,
    ]);
  });

  it("refuses a query only the booking page takes, on any other target", () => {
    expect(errorsOf(withRedirects([r("/a", "/?template=x")]))[0]).toMatch(
      `${REDIRECTS_FILE}: redirects[0].to: link to "/?template=x" has a query string`,
    );
  });
});

describe("the real content in data/", () => {
  it("validates", () => {
    // Other people edit data/ while this runs; a failure here names the file and the problem.
    expect(() => loadContent(ROOT)).not.toThrow();
  });
});

describe("validateContent: articles", () => {
  const GUIDE_FILE = "data/resources/first-guide.json";
  const guide = guideEntry();
  const withGuide = (changes: Partial<typeof guide>): ContentFile[] => [
    ...fixtures(),
    { file: GUIDE_FILE, json: { ...guide, ...changes } },
  ];

  it("refuses a redirect from an article's path (the article would shadow it)", () => {
    const files = withGuide({});
    edit(
      files.find((f) => f.file === "data/redirects.json")!.json,
      ["redirects"],
      [{ from: "/resources/first-guide", to: "/", status: 301 }],
    );
    expect(errorsOf(files)).toEqual([
      expect.stringContaining(
        `data/redirects.json: redirects[0].from: "/resources/first-guide" is a live page`,
      ),
    ]);
  });

  it("accepts an article whose body links to a page and to its own heading", () => {
    const content = validateContent(withGuide({}), STATIC);
    expect(content.guides.map((g) => g.slug)).toEqual(["first-guide"]);
  });

  it("reports a body link to a missing page, naming the file and the link", () => {
    expect(errorsOf(withGuide({ body: "## A\n\nRead [this](/no-such-page)." }))).toEqual([
      `${GUIDE_FILE}: body: link to "/no-such-page" has no page; ${NO_PAGE_HINT}`,
    ]);
  });

  it("reports a body link to a heading the body does not have", () => {
    expect(errorsOf(withGuide({ body: "## A\n\nJump [down](#nowhere)." }))).toEqual([
      `${GUIDE_FILE}: body: no section on this page has id "nowhere"`,
    ]);
  });

  it("reports a level-1 heading in a body (the title is the page's h1)", () => {
    expect(errorsOf(withGuide({ body: "# Second title\n\nText." }))[0]).toMatch(
      `${GUIDE_FILE}: body: expected no level-1 heading`,
    );
  });

  it("reports an article modified before it was published", () => {
    expect(errorsOf(withGuide({ dateModified: "2024-12-31" }))).toEqual([
      `${GUIDE_FILE}: dateModified: expected a date on or after datePublished (2025-01-10), received 2024-12-31`,
    ]);
  });

  it("reports an article whose path a page already serves", () => {
    const legal = {
      file: "data/legal/book-session.json",
      json: { ...guide, slug: "book-session" },
    };
    expect(errorsOf([...fixtures(), legal])).toEqual([
      `data/legal/book-session.json: slug: path "/book-session" is already served by data/pages/book-session.json`,
    ]);
  });
});

describe("validateContent: analytics needs the privacy and cookie pages to name the provider", () => {
  const legalPage = (slug: string, body: string): ContentFile => ({
    file: `data/legal/${slug}.json`,
    json: {
      slug,
      title: `${slug} policy`,
      description: "What this site does with your data.",
      author: "Loomwork AI",
      category: "Legal",
      datePublished: "2025-01-10",
      dateModified: "2025-01-10",
      body,
    },
  });
  const withAnalytics = (privacyBody: string, cookiesBody: string): ContentFile[] => {
    const files = fixtures();
    edit(files.find((f) => f.file === "data/site.json")!.json, ["analytics"], {
      provider: "plausible",
      domain: "loomwork.ai",
    });
    return [...files, legalPage("privacy", privacyBody), legalPage("cookies", cookiesBody)];
  };

  it("accepts analytics when both pages name Plausible", () => {
    expect(() =>
      validateContent(withAnalytics("We count with Plausible.", "plausible: no cookies."), STATIC),
    ).not.toThrow();
  });

  it("refuses analytics while the privacy page does not name the provider, with file and path", () => {
    expect(errorsOf(withAnalytics("We run no analytics.", "Plausible sets no cookies."))).toEqual([
      `data/legal/privacy.json: body: data/site.json turns analytics on (analytics.provider "plausible") but this page never names Plausible; say what Plausible counts and that it sets no cookies, or remove "analytics" from data/site.json`,
    ]);
  });

  it("refuses analytics when the privacy page is missing", () => {
    const files = withAnalytics("Plausible.", "Plausible.").filter(
      (f) => f.file !== "data/legal/privacy.json",
    );
    expect(errorsOf(files)).toEqual([
      "data/site.json: analytics: analytics is on but data/legal/privacy.json is missing; visitors must be told that Plausible counts their visits",
    ]);
  });

  it("asks nothing of the legal pages while analytics is off", () => {
    expect(() =>
      validateContent([...fixtures(), legalPage("privacy", "We run no analytics.")], STATIC),
    ).not.toThrow();
  });
});

describe("workflowFileProblems", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "workflows-"));
  const dir = path.join(tmp, "static", "downloads", "templates");
  fs.mkdirSync(dir, { recursive: true });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it("finds nothing wrong with the real downloads", () => {
    expect(workflowFileProblems(ROOT)).toEqual([]);
  });

  it("names the file of a download that is not valid JSON or not a sound workflow", () => {
    fs.writeFileSync(path.join(dir, "a.n8n.json"), "{ not json");
    expect(workflowFileProblems(tmp)).toEqual([
      expect.stringMatching(/^static\/downloads\/templates\/a\.n8n\.json: not valid JSON/),
    ]);
    fs.writeFileSync(path.join(dir, "a.n8n.json"), JSON.stringify({ name: "x", nodes: [] }));
    const problems = workflowFileProblems(tmp);
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems)
      expect(p.startsWith("static/downloads/templates/a.n8n.json: ")).toBe(true);
  });
});
