/**
 * @jest-environment node
 */
/**
 * Scheduled publishing on a fixed clock, with the shipped content of data/ plus one fixture post
 * (a copy of a shipped post under a new slug) dated D, one day after the newest shipped article,
 * so everything else is published on both D−1 and D.
 *
 * What is built comes from two places, and both are checked here:
 * - the validated content list (src/content/validate.ts): validation, the search index, the CMS
 *   preview listings, the hero images and the listing page count read it;
 * - Gatsby's nodes, sourced from the files gatsby-config.ts lets through
 *   (src/build/scheduledArticles.ts): every article page, listing, the RSS feed, the sitemap,
 *   related links and social images are made from nodes, so a file that is not sourced is in none.
 */
import fs from "fs";
import os from "os";
import path from "path";
import {
  loadContent,
  readContentFiles,
  readStaticPaths,
  staticImageLookup,
  validateContent,
  type Content,
  type ContentFile,
} from "../../src/content/validate";
import { ARTICLE_TYPES, contentTypeOf } from "../../src/content/collections";
import { articleSearchEntries } from "../../src/content/searchIndex";
import { previewDataFor } from "../../src/build/cmsAdmin";
import { scheduledArticleFilter } from "../../src/build/scheduledArticles";
import type { BlogPost } from "../../src/content/schema";

const ROOT = path.resolve(__dirname, "../..");
const FILES = readContentFiles(ROOT);
const STATIC = readStaticPaths(ROOT);
const IMAGES = staticImageLookup(ROOT);

/** `YYYY-MM-DD` shifted by `days`. */
const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const isArticleFile = (file: string): boolean => {
  const type = contentTypeOf(file);
  return !!type && ARTICLE_TYPES.some((t) => t.key === type.key);
};

/** The newest `datePublished` of the shipped articles. */
const NEWEST = FILES.filter((f) => isArticleFile(f.file))
  .map((f) => (f.json as { datePublished: string }).datePublished)
  .sort()
  .at(-1)!;
const D = addDays(NEWEST, 1);
const DAY_BEFORE = addDays(D, -1);

const SLUG = "scheduled-fixture-post";
const FIXTURE_PATH = `/blog/${SLUG}`;
const FIXTURE_FILE = `data/blog/${SLUG}.json`;
const shippedPost = FILES.find((f) => f.file.startsWith("data/blog/"))!.json as BlogPost;

/** A post dated `date` (a shipped post under the fixture's slug), as a content file. */
const fixture = (date = D, body = shippedPost.body, slug = SLUG): ContentFile => ({
  file: `data/blog/${slug}.json`,
  json: {
    ...shippedPost,
    slug,
    title: `Scheduled fixture ${slug}`,
    datePublished: date,
    dateModified: date,
    body,
  },
});

const validate = (files: ContentFile[], today: string): Content =>
  validateContent(files, STATIC, IMAGES, today);

/** The problems validation reports, or [] when the content is valid. */
const problems = (files: ContentFile[], today: string): string[] => {
  try {
    validate(files, today);
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
};

const slugsOf = (content: Content) => content.blog.map((p) => p.slug);

describe(`the content list with a post dated ${D}`, () => {
  it("leaves the post out the day before its date and lists it as scheduled", () => {
    const content = validate([...FILES, fixture()], DAY_BEFORE);
    expect(slugsOf(content)).not.toContain(SLUG);
    expect(content.scheduled).toEqual([
      { path: FIXTURE_PATH, file: FIXTURE_FILE, datePublished: D },
    ]);
  });

  it("lists the post on its date, with nothing scheduled", () => {
    const content = validate([...FILES, fixture()], D);
    expect(slugsOf(content)).toContain(SLUG);
    expect(content.scheduled).toEqual([]);
  });

  it("still validates a scheduled post: a broken one fails before its date", () => {
    const broken = fixture(D, "## Next\n\nRead [the missing guide](/resources/no-such-guide).");
    expect(problems([...FILES, broken], DAY_BEFORE)).toEqual([
      `${FIXTURE_FILE}: body: link to "/resources/no-such-guide" has no page; add a page file or fix the link`,
    ]);
  });

  it("keeps a scheduled post's path taken: another article cannot use it", () => {
    const twin = { ...fixture(), file: `data/blog/${SLUG}-copy.json` };
    expect(problems([...FILES, fixture(), twin], DAY_BEFORE)).toEqual([
      `data/blog/${SLUG}-copy.json: slug: path "${FIXTURE_PATH}" is already served by ${FIXTURE_FILE}`,
    ]);
  });
});

describe("a link to a scheduled article", () => {
  const linking = (date: string) =>
    fixture(date, `## Related\n\nSee [the scheduled post](${FIXTURE_PATH}).`, "linking-post");

  it("fails validation from content that is already live, naming the path and the date", () => {
    expect(problems([...FILES, fixture(), linking(NEWEST)], DAY_BEFORE)).toEqual([
      `data/blog/linking-post.json: body: links to ${FIXTURE_PATH}, which is scheduled for ${D} (${FIXTURE_FILE}), so the link would lead nowhere until then; add the link on or after that date, or give that article an earlier datePublished`,
    ]);
  });

  it("fails from a page too, at the field that holds it", () => {
    const files = FILES.map((f) => {
      if (f.file !== "data/pages/home.json") return f;
      const home = structuredClone(f.json) as { sections: { actions?: { href: string }[] }[] };
      home.sections[0].actions![0].href = FIXTURE_PATH;
      return { ...f, json: home };
    });
    expect(problems([...files, fixture()], DAY_BEFORE)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^data/pages/home\\.json: sections\\[0\\].*\\.actions\\[0\\]\\.href: links to ${FIXTURE_PATH}, which is scheduled for ${D} `,
        ),
      ),
    ]);
  });

  it("is accepted from an article scheduled for the same day or later", () => {
    expect(problems([...FILES, fixture(), linking(D)], DAY_BEFORE)).toEqual([]);
    expect(problems([...FILES, fixture(), linking(addDays(D, 7))], DAY_BEFORE)).toEqual([]);
  });

  it("fails from an article scheduled earlier, which would go live with a dead link", () => {
    const earlier = addDays(D, 30);
    const late = fixture(addDays(D, 60));
    const link = fixture(earlier, `## Related\n\nSee [it](${FIXTURE_PATH}).`, "linking-post");
    expect(problems([...FILES, late, link], DAY_BEFORE)).toEqual([
      `data/blog/linking-post.json: body: links to ${FIXTURE_PATH}, which is scheduled for ${addDays(D, 60)} (${FIXTURE_FILE}), so the link would lead nowhere until then; this article goes live on ${earlier}: give it a datePublished of ${addDays(D, 60)} or later, or give that article an earlier one`,
    ]);
  });

  it("is fine once the article is out", () => {
    expect(problems([...FILES, fixture(), linking(NEWEST)], D)).toEqual([]);
  });
});

describe("outputs made from the content list", () => {
  it.each([
    [DAY_BEFORE, false],
    [D, true],
  ])("as of %s: the search index and the CMS preview listing have the post: %s", (today, shown) => {
    const content = validate([...FILES, fixture()], today);
    const search = articleSearchEntries(content).map((e) => e.path);
    const preview = previewDataFor(content).blog.map((p) => p.path);
    expect(search.includes(FIXTURE_PATH)).toBe(shown);
    expect(preview.includes(FIXTURE_PATH)).toBe(shown);
  });
});

describe("the sourcing filter (gatsby-source-filesystem's ignore rule)", () => {
  const root = path.resolve(os.tmpdir(), "scheduled-filter");
  /** The filter as gatsby-config builds it: from the scheduled files of the validated content. */
  const filterAsOf = (today: string) => {
    const content = validate([...FILES, fixture()], today);
    return scheduledArticleFilter(root, () => content.scheduled.map((a) => a.file));
  };

  it("ignores the post's file before its date and sources it from its date on", () => {
    const post = path.join(root, FIXTURE_FILE);
    expect(filterAsOf(DAY_BEFORE)(post)).toBe(true);
    expect(filterAsOf(D)(post)).toBe(false);
    expect(filterAsOf(addDays(D, 1))(post)).toBe(false);
  });

  it("takes a path relative to the root as well", () => {
    expect(filterAsOf(DAY_BEFORE)(FIXTURE_FILE)).toBe(true);
  });

  it("ignores a scheduled file of every article type", () => {
    for (const type of ARTICLE_TYPES) {
      const file = `${type.folder}/future.json`;
      const ignored = scheduledArticleFilter(root, () => [file]);
      expect([type.folder, ignored(path.join(root, file))]).toEqual([type.folder, true]);
    }
  });

  it("never ignores folders, pages or settings, even when named", () => {
    const named = ["data/blog", "data", "data/pages/future.json", "data/site.json"];
    const ignored = scheduledArticleFilter(root, () => named);
    for (const file of named) expect([file, ignored(path.join(root, file))]).toEqual([file, false]);
  });
});

/**
 * The build-level check, on the functions that decide what a build makes: a copy of the project's
 * content with the fixture post in data/blog/, "built" with SITE_BUILD_DATE = D−1 and = D. The
 * Gatsby config is loaded as `gatsby build` loads it (its root is the working directory), and the
 * content is loaded as gatsby-node.ts loads it (the date from the environment).
 */
describe("a build as of SITE_BUILD_DATE", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "scheduled-build-"));
  fs.cpSync(path.join(ROOT, "data"), path.join(root, "data"), { recursive: true });
  for (const folder of ["downloads", "uploads"])
    fs.cpSync(path.join(ROOT, "static", folder), path.join(root, "static", folder), {
      recursive: true,
    });
  fs.writeFileSync(path.join(root, FIXTURE_FILE), JSON.stringify(fixture().json));
  const saved = process.env.SITE_BUILD_DATE;
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
    if (saved === undefined) delete process.env.SITE_BUILD_DATE;
    else process.env.SITE_BUILD_DATE = saved;
  });

  /** The `ignore` rules gatsby-config.ts gives gatsby-source-filesystem, loaded with `env`. */
  function sourcingIgnores(): ((file: string) => boolean)[] {
    const cwd = jest.spyOn(process, "cwd").mockReturnValue(root);
    let ignore: unknown[] = [];
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const config = require("../../gatsby-config").default as {
        plugins: (string | { resolve: string; options?: { ignore?: unknown[] } })[];
      };
      const source = config.plugins.find(
        (p) => typeof p !== "string" && p.resolve === "gatsby-source-filesystem",
      );
      ignore = (typeof source === "object" && source.options?.ignore) || [];
    });
    cwd.mockRestore();
    return ignore.filter((r): r is (file: string) => boolean => typeof r === "function");
  }

  it.each([
    [DAY_BEFORE, false],
    [D, true],
  ])("SITE_BUILD_DATE=%s: the post is built: %s", (date, built) => {
    process.env.SITE_BUILD_DATE = date;
    const sourced = !sourcingIgnores().some((ignored) => ignored(path.join(root, FIXTURE_FILE)));
    const content = loadContent(root);
    expect({
      sourced,
      listed: slugsOf(content).includes(SLUG),
      searchable: articleSearchEntries(content).some((e) => e.path === FIXTURE_PATH),
      scheduled: content.scheduled.map((a) => a.path),
    }).toEqual({
      sourced: built,
      listed: built,
      searchable: built,
      scheduled: built ? [] : [FIXTURE_PATH],
    });
  });
});
