/**
 * Editors' CMS in a real browser: Decap CMS at /admin, served from the built
 * `public/`, editing a TEMPORARY COPY of `data/` through decap-server (the local backend).
 *
 * - decap-server runs in `fs` mode (files edited in place, simple publishing: Decap falls back
 *   to it because this mode offers no editorial workflow) with its working directory in a temp
 *   dir holding a copy of data/ and static/uploads/; see e2e/cmsHarness.ts for how the admin
 *   page reaches it, and how the copy's uploads are served as the dev server serves them.
 * - /admin is served with its own Content-Security-Policy from public/_headers (src/cms/headers.ts,
 *   which allows the `'unsafe-eval'` Decap needs); any CSP violation shows up as a console error
 *   and fails the test, so these tests prove that policy is enough.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { globSync } from "tinyglobby";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { startSiteForSpec } from "./harness";
import {
  adminContext as adminContextFor,
  assertAdminPolicy as assertAdminPolicyOf,
  changedOnDisk,
  openAdmin as openAdminOf,
  writtenOnDisk,
  startDecapServer,
  type DecapServer,
} from "./cmsHarness";
import { articleAuthors, blogCategories, site } from "./helpers";
import { slugFromTitle } from "../src/cms/slug";
import sharp from "sharp";
import {
  readContentFiles,
  readStaticPaths,
  staticImageLookup,
  validateContent,
} from "../src/content/validate";
import { MAX_IMAGE_BYTES, MIN_HERO_WIDTH } from "../src/lib/imageSize";
import { ARTICLE_COLLECTIONS, type CmsConfig } from "../src/cms/config";
import { ARTICLE_TYPES } from "../src/content/collections";
import { REDIRECTS_FILE } from "../src/content/redirects";
import { articlePath } from "../src/lib/articles";
import { typesetMarkdown } from "../src/content/typography";

const ctx = startSiteForSpec();
const ROOT = path.join(__dirname, "..");
const PUBLIC = path.join(ROOT, "public");
/** Strings found only in Decap's bundle (checked against public/admin/decap-cms.js below). */
const DECAP_MARKERS = ["decap-cms-app", "Decap CMS Proxy Server"];

let tmp = "";
let decap: DecapServer | undefined;

before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "loomwork-cms-"));
  fs.cpSync(path.join(ROOT, "data"), path.join(tmp, "data"), { recursive: true });
  // The uploads the content already uses: the copy is a checkout the media library edits.
  fs.cpSync(path.join(ROOT, "static/uploads"), path.join(tmp, "static/uploads"), {
    recursive: true,
  });
  decap = await startDecapServer("fs", tmp);
});

after(async () => {
  await decap?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const assertAdminPolicy = () => assertAdminPolicyOf(ctx);
const adminContext = () =>
  adminContextFor(ctx, decap!.url, { staticDir: path.join(tmp, "static") });
const openAdmin = (context: BrowserContext, errors: string[]) => openAdminOf(ctx, context, errors);

/** Publishes the open entry (simple publish mode: Publish → Publish now). */
async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/** Opens one file of the Site settings collection, by the start of its label. */
async function openSettingsFile(page: Page, label: RegExp): Promise<void> {
  await page
    .getByRole("link", { name: /Site settings/ })
    .first()
    .click();
  await page.getByText(label).first().click();
}

function jsFiles(dir: string): string[] {
  return globSync("**/*.js", { cwd: dir, absolute: true });
}

test("no public page's JavaScript includes Decap CMS; only /admin loads it", () => {
  const decapJs = fs.readFileSync(path.join(PUBLIC, "admin", "decap-cms.js"), "utf8");
  for (const m of DECAP_MARKERS)
    assert.ok(decapJs.includes(m), `marker "${m}" occurs in public/admin/decap-cms.js`);
  const adminDir = path.join(PUBLIC, "admin") + path.sep;
  const publicJs = jsFiles(PUBLIC).filter((f) => !f.startsWith(adminDir));
  assert.ok(publicJs.length > 3, "the site has its own JavaScript files");
  for (const f of publicJs) {
    const text = fs.readFileSync(f, "utf8");
    for (const m of DECAP_MARKERS)
      assert.ok(!text.includes(m), `${path.relative(ROOT, f)} contains "${m}"`);
    assert.ok(
      !text.includes("CMS_MANUAL_INIT"),
      `${path.relative(ROOT, f)} contains the admin script`,
    );
  }
  const html = fs.readFileSync(path.join(PUBLIC, "index.html"), "utf8");
  assert.ok(!/\/admin\//.test(html), "the home page references nothing under /admin/");
  const admin = fs.readFileSync(path.join(PUBLIC, "admin", "index.html"), "utf8");
  assert.match(admin, /<meta name="robots" content="noindex[^"]*">/);
  const sitemaps = fs.readdirSync(PUBLIC).filter((f) => f.startsWith("sitemap"));
  for (const s of sitemaps)
    assert.ok(
      !fs.readFileSync(path.join(PUBLIC, s), "utf8").includes("/admin"),
      `${s} lists no /admin URL`,
    );
});

test("an editor changes a page's hero heading and clears its badge: the preview follows, the file on disk changes and still validates", async () => {
  await assertAdminPolicy();
  const file = path.join(tmp, "data/pages/automation/zapier.json");
  const original = fs.readFileSync(file, "utf8");
  const originalJson = JSON.parse(original);
  const newHeading = `Zapier Automation Across 6000+ Apps (${process.pid})`;
  const errors: string[] = [];
  const context = await adminContext();
  try {
    const page = await openAdmin(context, errors);
    await page
      .getByRole("link", { name: /Pages: automation/ })
      .first()
      .click();
    await page.getByText("(/automation/zapier)").first().click();

    // The preview pane renders the page with the site's own section components.
    const preview = page.frameLocator("iframe").first();
    await preview.locator("h1#page-heading").waitFor({ timeout: 30_000 });
    assert.equal(
      (await preview.locator("h1#page-heading").innerText()).trim(),
      originalJson.sections[0].heading,
    );
    assert.ok(
      (await preview.getByText(site.labels.mostPopular, { exact: true }).count()) >= 1,
      "the packages show the Most Popular badge",
    );
    assert.ok(
      (await preview.locator("section#packages article").count()) >= 2,
      "the packages render as cards",
    );
    // Its success stories are case studies named by slug: the preview draws their cards from
    // the studies' own files, each ending with its link to the study.
    const stories = originalJson.sections.find((s: { type: string }) => s.type === "caseStudies");
    assert.ok(stories, "the page has a success-stories section");
    const storyLinks = preview.locator(`section#${stories.id} article .case-study__more a`);
    assert.deepEqual(
      await storyLinks.evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
      stories.studies.map((slug: string) => articlePath("caseStudies", slug)),
      "one card per study named, linking to it",
    );

    // Open the first section (the hero) and change its heading.
    const hero = page
      .locator("label", { hasText: /^Hero \(page opening, h1\)/ })
      .first()
      .locator("xpath=..");
    await hero.locator("button").first().click();
    const heading = page.getByLabel("Heading", { exact: true }).first();
    assert.equal(await heading.inputValue(), originalJson.sections[0].heading);
    await heading.fill(newHeading);
    await preview.locator("h1#page-heading", { hasText: newHeading }).waitFor({ timeout: 10_000 });
    // Clearing an optional field removes it (src/cms/clean.ts), rather than writing "".
    assert.ok(originalJson.sections[0].badge, "the hero has a badge to clear");
    await page.getByLabel("Badge", { exact: false }).first().fill("");

    await publish(page);
    const saved = await changedOnDisk(file, original);
    const savedJson = JSON.parse(saved);
    assert.equal(savedJson.sections[0].heading, newHeading);
    // Nothing else changed: no empty optional fields written, no keys lost or reordered.
    const expected = structuredClone(originalJson);
    expected.sections[0].heading = newHeading;
    delete expected.sections[0].badge;
    assert.deepEqual(savedJson, expected);
    assert.equal(
      JSON.stringify(savedJson),
      JSON.stringify(expected),
      "every key stays in the file's order",
    );
    // The whole temp copy still passes the build's content validation.
    const content = validateContent(readContentFiles(tmp), readStaticPaths(ROOT));
    assert.equal(
      content.pages.find((p) => p.page.path === "/automation/zapier")?.page.sections[0].heading,
      newHeading,
    );
    assert.deepEqual(errors, [], "no errors in the admin page");
  } finally {
    await context.close();
  }
});

test("an editor changes a shared label in site settings: only that value changes, key order kept", async () => {
  await assertAdminPolicy();
  const file = path.join(tmp, "data/site.json");
  const original = fs.readFileSync(file, "utf8");
  const expected = JSON.parse(original);
  expected.labels.mostPopular = "Most popular";
  const errors: string[] = [];
  const context = await adminContext();
  try {
    const page = await openAdmin(context, errors);
    await openSettingsFile(page, /^Site: brand/);
    const label = page.getByLabel("Most popular", { exact: true });
    assert.equal(await label.inputValue(), JSON.parse(original).labels.mostPopular);
    await label.fill(expected.labels.mostPopular);
    await publish(page);
    const saved = JSON.parse(await changedOnDisk(file, original));
    // site.json has more than eight keys: Decap's Immutable maps would shuffle them (src/cms/order.ts).
    assert.equal(JSON.stringify(saved), JSON.stringify(expected));
    validateContent(readContentFiles(tmp), readStaticPaths(ROOT));
    assert.deepEqual(errors, [], "no errors in the admin page");
  } finally {
    await context.close();
  }
});

test("an editor opens Redirects in site settings and changes a redirect's kind: saved as a number, still valid", async () => {
  await assertAdminPolicy();
  const file = path.join(tmp, REDIRECTS_FILE);
  const original = fs.readFileSync(file, "utf8");
  const expected = JSON.parse(original) as { redirects: { from: string; status: number }[] };
  const first = expected.redirects[0];
  const was = first.status;
  const status = was === 301 ? 302 : 301;
  first.status = status;
  // The select's option labels, as the generated config offers them.
  const config = JSON.parse(
    fs.readFileSync(path.join(PUBLIC, "admin", "config.json"), "utf8"),
  ) as CmsConfig;
  const redirectsFile = config.collections
    .flatMap((c) => c.files ?? [])
    .find((f) => f.file === REDIRECTS_FILE);
  const options = redirectsFile?.fields[0].fields?.find((f) => f.name === "status")?.options ?? [];
  const labelOf = (value: number) =>
    options.flatMap((o) => (typeof o !== "string" && o.value === value ? [o.label] : []))[0];
  assert.ok(labelOf(was) && labelOf(status), "the status select offers 301 and 302");
  const errors: string[] = [];
  const context = await adminContext();
  try {
    const page = await openAdmin(context, errors);
    await openSettingsFile(page, /^Redirects/);
    // Open the first item: the chevron in the bar above its summary ("/services → …").
    await page
      .getByText(`${first.from} →`)
      .first()
      .locator("xpath=..")
      .locator("svg")
      .first()
      .click();
    // The kind is a select (react-select) showing the saved status: open it, pick the other one.
    const kind = page.locator('input[id^="status-field"] >> visible=true').first();
    await page
      .getByText(labelOf(was), { exact: true })
      .locator("visible=true")
      .first()
      .waitFor({ timeout: 5000 });
    await kind.focus();
    await page.keyboard.press("ArrowDown");
    await page.getByRole("option", { name: labelOf(status), exact: true }).click();
    await publish(page);
    const saved = JSON.parse(await changedOnDisk(file, original));
    assert.equal(JSON.stringify(saved), JSON.stringify(expected));
    validateContent(readContentFiles(tmp), readStaticPaths(ROOT));
    assert.deepEqual(errors, [], "no errors in the admin page");
  } finally {
    await context.close();
  }
});

/** The article files of a content folder (`data/resources`…), parsed, in file-name order. */
function articleFiles(folder: string): { file: string; json: Record<string, string> }[] {
  const dir = path.join(ROOT, folder);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => ({
      file: `${folder}/${f}`,
      json: JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")),
    }));
}

/**
 * The text of the article header, the table of contents and (a case study's) facts the built page
 * at `pathname` shows.
 */
async function builtArticle(
  context: BrowserContext,
  pathname: string,
): Promise<{ header: string; toc: string; glance: string }> {
  const page = await context.newPage();
  try {
    const res = await page.goto(`${ctx.url}${pathname}`);
    assert.equal(res?.status(), 200, `${pathname} is built`);
    const glance = page.locator('section[aria-labelledby="at-a-glance"]');
    return {
      header: await page.locator("article > header").innerText(),
      toc: await page.locator("article nav[aria-labelledby='toc-heading']").innerText(),
      glance: (await glance.count()) ? await glance.innerText() : "",
    };
  } finally {
    await page.close();
  }
}

test("opening a guide, a legal page and a case study shows the article as its page shows it", async () => {
  await assertAdminPolicy();
  const errors: string[] = [];
  const context = await adminContext();
  try {
    const page = await openAdmin(context, errors);
    for (const t of ARTICLE_TYPES.filter((a) => a.key !== "blog")) {
      const collection = ARTICLE_COLLECTIONS[t.key].label;
      // An entry with a table of contents (three or more ## headings) in each folder.
      const entry = articleFiles(t.folder).find(
        (a) => (a.json.body.match(/^## /gm) ?? []).length >= 3,
      );
      assert.ok(entry, `${t.folder} has an article with a table of contents`);
      // The collection's list (from the editor of the previous entry, through the app's router).
      await page.evaluate((name) => {
        window.location.hash = `/collections/${name}`;
      }, ARTICLE_COLLECTIONS[t.key].name);
      await page.getByRole("heading", { name: collection }).first().waitFor({ timeout: 30_000 });
      await page.getByText(entry.json.title, { exact: false }).first().click();
      const preview = page.frameLocator("iframe").first();
      const h1 = preview.locator("h1#page-heading");
      await h1.waitFor({ timeout: 30_000 });
      assert.equal(
        (await h1.innerText()).trim(),
        entry.json.title,
        `${entry.file}: the h1 is its title`,
      );
      assert.equal(await preview.locator("h1").count(), 1, "one h1");
      // The preview renders the body in the browser; header (byline, dates, reading time) and
      // table of contents read exactly as on the built page.
      const built = await builtArticle(context, articlePath(t.key, entry.json.slug));
      assert.equal(await preview.locator("article > header").innerText(), built.header);
      assert.equal(
        await preview.locator("article nav[aria-labelledby='toc-heading']").innerText(),
        built.toc,
      );
      assert.ok(
        (await preview.locator("article h2").count()) >= 3,
        `${entry.file}: the body's ## headings render`,
      );
      assert.equal(
        await preview.locator("#at-a-glance").count(),
        t.key === "caseStudies" ? 1 : 0,
        "a case study shows its facts, other articles do not",
      );
      // A case study's facts, figures, stack, quote and services read as on the built page.
      if (t.key === "caseStudies")
        assert.equal(
          await preview.locator('section[aria-labelledby="at-a-glance"]').innerText(),
          built.glance,
          `${entry.file}: the facts as on its page`,
        );
    }
    assert.deepEqual(errors, [], "no errors in the admin page");
  } finally {
    await context.close();
  }
});

test("an editor adds a blog post: Markdown and date widgets, author and category picked from lists, the slug made from the title, the article preview follows, a new file named after its slug, valid content", async () => {
  await assertAdminPolicy();
  const title = `What We Learned Shipping Twenty Support Agents ${process.pid}`;
  const slug = slugFromTitle(title);
  const file = path.join(tmp, "data/blog", `${slug}.json`);
  const errors: string[] = [];
  const context = await adminContext();
  try {
    const page = await openAdmin(context, errors);
    await page
      .getByRole("link", { name: /^Blog posts/ })
      .first()
      .click();
    await page.getByRole("link", { name: /Blog post$/ }).click();

    // An empty entry shows the notice, not a broken preview.
    const preview = page.frameLocator("iframe").first();
    await preview.locator("[data-preview-incomplete]").waitFor({ timeout: 30_000 });
    assert.match(
      await preview.locator("[data-preview-incomplete]").innerText(),
      /not previewable yet[\s\S]*Missing: Title, Description, Author, Category, Date published, Date modified, Body/,
    );

    // The form: slug, title, description, author, category, the dates, the optional hero image
    // (an upload and its alt text), then the body.
    await page.getByLabel("Slug (optional)", { exact: true }).waitFor();
    assert.deepEqual(await page.locator("label[for]").allTextContents(), [
      "Slug (optional)",
      "Title",
      "Description",
      "Author",
      "Category",
      "Date published",
      "Date modified",
      "Hero image (optional)",
      "Hero image (at least 1,200 px wide, at most 5 MB)",
      "Alt text",
      "Body",
    ]);
    for (const label of ["Date published", "Date modified"])
      assert.equal(
        await page.getByLabel(label, { exact: true }).getAttribute("type"),
        "date",
        `${label} is a date picker`,
      );
    const bodyField = page
      .locator("label", { hasText: /^Body$/ })
      .locator("xpath=ancestor::div[.//*[@data-slate-editor]][1]");
    const editor = bodyField.locator("[data-slate-editor]");
    assert.equal(await editor.count(), 1, "the body is a Markdown editor");
    assert.equal(
      await bodyField.getByText("Rich Text", { exact: true }).count(),
      0,
      "Markdown mode only: no rich-text mode to rewrite the body",
    );

    // The slug is left empty: it is made from the title when the entry is saved.
    const values: Record<string, string> = {
      Title: title,
      Description:
        "Twenty deployments taught us where support agents earn their keep, where they need a human, and how to measure both.",
      "Date published": "2025-06-02",
      "Date modified": "2025-06-09",
    };
    for (const [label, value] of Object.entries(values))
      await page.getByLabel(label, { exact: true }).fill(value);
    // Author and category are picked from the lists in data/ (react-select: open, choose).
    const picked = { Author: articleAuthors()[0].name, Category: blogCategories()[0] };
    for (const [label, option] of Object.entries(picked)) {
      await page.getByLabel(label, { exact: true }).focus();
      await page.keyboard.press("ArrowDown");
      await page.getByRole("option", { name: option, exact: true }).click();
    }
    Object.assign(values, picked);
    const body = [
      // Typed with straight marks; saved typeset (curly apostrophe, en dash in the range).
      "Support agents pay off where volume is high and the team's answers are documented: 2-3 weeks.",
      "",
      "## Where they earn their keep",
      "",
      "| Queue | Resolved by the agent |",
      "| --- | --- |",
      "| Billing | 64% |",
      "",
      "- [ ] Measure the baseline first",
      "",
    ].join("\n");
    await editor.click();
    await page.keyboard.type(body);

    // The preview is the article page: title as h1, byline, dates, body rendered from Markdown.
    await preview
      .locator("h1#page-heading", { hasText: values.Title })
      .waitFor({ timeout: 10_000 });
    await preview
      .locator("article h2", { hasText: "Where they earn their keep" })
      .waitFor({ timeout: 10_000 });
    const header = await preview.locator("article > header").innerText();
    assert.match(header, new RegExp(values.Author));
    assert.match(header, /June 2, 2025/);
    assert.match(header, /June 9, 2025/);
    assert.equal(await preview.locator("article table td", { hasText: "64%" }).count(), 1);
    assert.equal(
      await preview.getByRole("checkbox", { name: "Measure the baseline first" }).count(),
      1,
      "the task list item is a labelled checkbox",
    );

    await publish(page);
    // The new file, named after the slug, once completely written.
    const json = JSON.parse(await changedOnDisk(file, ""));
    const expected = {
      slug,
      title: values.Title,
      description: values.Description,
      author: values.Author,
      category: values.Category,
      datePublished: values["Date published"],
      dateModified: values["Date modified"],
      body: typesetMarkdown(body),
    };
    assert.match(
      json.body,
      /team’s answers are documented: 2–3 weeks/,
      "the body is typeset on save",
    );
    assert.deepEqual(json, expected);
    // Keys in the order the other post files use.
    const other = articleFiles("data/blog")[0].json;
    assert.deepEqual(Object.keys(json), Object.keys(other));
    const content = validateContent(readContentFiles(tmp), readStaticPaths(ROOT));
    assert.ok(
      content.blog.some((b) => b.slug === slug),
      "the post is part of the validated content",
    );
    assert.deepEqual(errors, [], "no errors in the admin page");
  } finally {
    await context.close();
  }
});

/** The width in px of the picture an `<img>` shows once it has loaded (0 if it failed). */
async function loadedWidth(img: Locator): Promise<number> {
  await img.evaluate((el: HTMLImageElement) =>
    el.complete ? undefined : new Promise((r) => (el.onload = el.onerror = r)),
  );
  return img.evaluate((el: HTMLImageElement) => el.naturalWidth);
}

test("an editor uploads a hero image to a guide: a file over 5 MB is refused before upload; the chosen one lands in static/uploads, the preview shows it, and it validates", async () => {
  await assertAdminPolicy();
  // A guide without a hero image yet.
  const guide = articleFiles("data/resources").find((a) => !("image" in a.json));
  assert.ok(guide, "a guide has no hero image yet");
  const file = path.join(tmp, guide.file);
  const original = fs.readFileSync(file, "utf8");
  const name = `cms-test-hero-${process.pid}.png`;
  const upload = path.join(tmp, name);
  // A real picture, wide enough for a hero: a band of colour with a lighter block in it.
  await sharp({
    create: { width: MIN_HERO_WIDTH + 400, height: 900, channels: 3, background: "#1e40af" },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 600, height: 300, channels: 3, background: "#93c5fd" },
        })
          .png()
          .toBuffer(),
        left: 200,
        top: 300,
      },
    ])
    .png()
    .toFile(upload);
  const tooLarge = path.join(tmp, `cms-test-too-large-${process.pid}.png`);
  fs.writeFileSync(tooLarge, Buffer.alloc(MAX_IMAGE_BYTES + 1024, 1));
  const alt = "A blue band with a light blue block: the test upload";
  const errors: string[] = [];
  const context = await adminContext();
  try {
    const page = await openAdmin(context, errors);
    await page.evaluate(
      ([collection, slug]) => {
        window.location.hash = `/collections/${collection}/entries/${slug}`;
      },
      [ARTICLE_COLLECTIONS.guides.name, guide.json.slug],
    );
    const preview = page.frameLocator("iframe").first();
    await preview.locator("h1#page-heading").waitFor({ timeout: 30_000 });
    assert.equal(await preview.locator("article > header img").count(), 0, "no hero yet");

    // The hero image field is a collapsed object: open it, then the media library.
    // (Its label is the field's name, `image`: `<label for="image-field-…">`.)
    const heroField = page.locator("label[for^='image-field-']").locator("xpath=../..");
    await heroField.getByTestId("expand-button").first().click();
    await page.getByRole("button", { name: "Choose an image" }).click();
    const fileInput = page.locator("input[type=file]");

    // Over 5 MB: refused in the browser, with the limit, before anything is uploaded.
    const alerts: string[] = [];
    const onDialog = (d: { message(): string; accept(): Promise<void> }) => {
      alerts.push(d.message());
      void d.accept();
    };
    page.on("dialog", onDialog);
    await fileInput.setInputFiles(tooLarge);
    const until = Date.now() + 10_000;
    while (!alerts.length && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    page.off("dialog", onDialog);
    assert.equal(alerts.length, 1, "the media library refuses the file");
    assert.match(alerts[0], new RegExp(String(Math.floor(MAX_IMAGE_BYTES / 1000))));
    assert.equal(fs.existsSync(path.join(tmp, "static/uploads", path.basename(tooLarge))), false);

    // A hero-sized image: uploaded into the media folder, chosen, given its alt text.
    await fileInput.setInputFiles(upload);
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page.getByLabel("Alt text", { exact: false }).first().fill(alt);

    // The preview shows the picture with its alt text at once, from the browser's copy (it is
    // not on the site yet).
    const hero = preview.locator("article > header img");
    await hero.waitFor({ timeout: 10_000 });
    assert.equal(await hero.getAttribute("alt"), alt);
    assert.match(String(await hero.getAttribute("src")), /^blob:/);
    assert.equal(
      await loadedWidth(hero),
      MIN_HERO_WIDTH + 400,
      "the picked picture is shown before saving",
    );

    await publish(page);
    const saved = JSON.parse(await changedOnDisk(file, original));
    assert.deepEqual(saved.image, { src: `/uploads/${name}`, alt });
    const stored = path.join(tmp, "static/uploads", name);
    // The backend writes the entry, then its media: wait for the upload itself.
    await writtenOnDisk(stored, fs.statSync(upload).size);
    assert.deepEqual(fs.readFileSync(stored), fs.readFileSync(upload), "stored byte for byte");
    // Opened again, the entry's preview shows the saved file from static/uploads (served by
    // the dev server), full size.
    await page.reload();
    const login = page.getByRole("button", { name: "Login" });
    await login.or(page.locator("iframe")).first().waitFor({ timeout: 30_000 });
    if (await login.isVisible()) await login.click();
    const reopened = page.frameLocator("iframe").first().locator("article > header img");
    await reopened.waitFor({ timeout: 30_000 });
    assert.equal(await reopened.getAttribute("src"), `/uploads/${name}`);
    assert.equal(
      await loadedWidth(reopened),
      MIN_HERO_WIDTH + 400,
      "the uploaded picture itself is shown",
    );
    // The build accepts it: the file exists, is under 5 MB and wide enough, and has alt text.
    const staticPaths = new Set([...readStaticPaths(ROOT), ...readStaticPaths(tmp)]);
    const content = validateContent(readContentFiles(tmp), staticPaths, staticImageLookup(tmp));
    assert.equal(content.guides.find((g) => g.slug === guide.json.slug)?.image?.alt, alt);
    // No errors but the misses of the upload's address before it was saved (Decap's own
    // thumbnail in the form asks the site for it).
    const missedUpload = new RegExp(`^HTTP 404 \\S+/uploads/${name}$|status of 404`);
    assert.deepEqual(
      errors.filter((e) => !missedUpload.test(e)),
      [],
      "no errors in the admin page",
    );
  } finally {
    await context.close();
  }
});
