/**
 * Newsletter signup: the footer form on every page and the resources hub's `newsletter`
 * section, both captured by Netlify Forms.
 *
 * The form host is Netlify, which the test server is not: each test answers the form's POST to
 * our own origin with `page.route` (200 or 500). Visible copy is read from the content files,
 * so the test follows the copy editors write.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page, Request } from "playwright-core";
import { startSiteForSpec, visit, waitForHydration } from "./harness";
import { markDocument, navigation, pageContent, sameDocument, sectionsOf } from "./helpers";

const ctx = startSiteForSpec();

const FOOTER_COPY = navigation.footer.newsletter;
const FORM_NAME = "newsletter";
const HONEYPOT = "bot-field";

type Copy = { label: string; buttonLabel: string; successText: string; errorText: string };

/** The resources hub's newsletter section copy, if the page has one. */
function resourcesCopy(): (Copy & { id?: string }) | undefined {
  return sectionsOf(pageContent("/resources"), "newsletter")[0];
}

/**
 * Answers POSTs to the site's own `/` (the form's action) with `status`, and records them.
 * Other requests go on to the harness's routes.
 */
async function answerFormPosts(page: Page, status: number): Promise<Request[]> {
  const posts: Request[] = [];
  await page.route(
    (url) => url.origin === new URL(ctx.url).origin && url.pathname === "/",
    async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      posts.push(route.request());
      await route.fulfill({
        status,
        contentType: "text/html",
        body: status < 400 ? "<p>Thank you</p>" : "<p>Error</p>",
      });
    },
  );
  return posts;
}

/** The form's fields as posted (urlencoded body). */
function fieldsOf(req: Request): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(req.postData() ?? ""));
}

/** The footer's newsletter form. */
const footerForm = (page: Page): Locator => page.locator(`footer form[name=${FORM_NAME}]`);

/** Fills and submits a newsletter form once the page is interactive; waits for `expected`. */
async function submit(form: Locator, copy: Copy, email: string, expected: string): Promise<void> {
  await waitForHydration(form.page());
  await form.getByLabel(copy.label, { exact: true }).fill(email);
  await form.getByRole("button", { name: copy.buttonLabel, exact: true }).click();
  await form.getByRole("status").filter({ hasText: expected }).waitFor({ timeout: 5000 });
}

test("footer: a successful post shows the success text without a reload", async () => {
  const v = await visit(ctx, "/hire");
  try {
    const posts = await answerFormPosts(v.page, 200);
    await markDocument(v.page);
    const form = footerForm(v.page);
    await submit(form, FOOTER_COPY, "ada@example.com", FOOTER_COPY.successText);
    assert.equal((await form.getByRole("status").innerText()).trim(), FOOTER_COPY.successText);
    assert.ok(await sameDocument(v.page), "no page reload");
    assert.equal(posts.length, 1);
    assert.equal(posts[0].headers()["content-type"], "application/x-www-form-urlencoded");
    assert.deepEqual(fieldsOf(posts[0]), {
      "form-name": FORM_NAME,
      source: "footer",
      [HONEYPOT]: "",
      email: "ada@example.com",
    });
    assert.equal(
      await form.getByLabel(FOOTER_COPY.label, { exact: true }).inputValue(),
      "",
      "field cleared after success",
    );
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("footer: a failed post shows the error text and keeps the typed address", async () => {
  const v = await visit(ctx, "/");
  try {
    const posts = await answerFormPosts(v.page, 500);
    await markDocument(v.page);
    const form = footerForm(v.page);
    await submit(form, FOOTER_COPY, "grace@example.com", FOOTER_COPY.errorText);
    assert.equal((await form.getByRole("status").innerText()).trim(), FOOTER_COPY.errorText);
    assert.equal(
      await form.getByLabel(FOOTER_COPY.label, { exact: true }).inputValue(),
      "grace@example.com",
    );
    assert.ok(await sameDocument(v.page), "no page reload");
    assert.equal(posts.length, 1);
    // Trying again after the failure works.
    await v.page.unrouteAll({ behavior: "wait" });
    await answerFormPosts(v.page, 200);
    await form.getByRole("button", { name: FOOTER_COPY.buttonLabel, exact: true }).click();
    await form
      .getByRole("status")
      .filter({ hasText: FOOTER_COPY.successText })
      .waitFor({ timeout: 5000 });
  } finally {
    await v.close();
  }
});

test("footer: an address typed before the page is interactive survives a failed post", async () => {
  const v = await visit(ctx, "/");
  try {
    // Hold back the app bundle so the address is typed into the server-rendered field.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await v.page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.fallback();
    });
    await v.page.reload({ waitUntil: "domcontentloaded" });
    const form = footerForm(v.page);
    await form.getByLabel(FOOTER_COPY.label, { exact: true }).fill("early@example.com");
    release();
    await waitForHydration(v.page);
    const posts = await answerFormPosts(v.page, 500);
    await form.getByRole("button", { name: FOOTER_COPY.buttonLabel, exact: true }).click();
    await form
      .getByRole("status")
      .filter({ hasText: FOOTER_COPY.errorText })
      .waitFor({ timeout: 5000 });
    assert.equal(fieldsOf(posts[0]).email, "early@example.com");
    assert.equal(
      await form.getByLabel(FOOTER_COPY.label, { exact: true }).inputValue(),
      "early@example.com",
    );
  } finally {
    await v.close();
  }
});

test("footer: the browser validates the address before anything is posted", async () => {
  const v = await visit(ctx, "/");
  try {
    const posts = await answerFormPosts(v.page, 200);
    await waitForHydration(v.page);
    const form = footerForm(v.page);
    const input = form.getByLabel(FOOTER_COPY.label, { exact: true });
    assert.equal(await input.getAttribute("type"), "email");
    assert.equal(await input.getAttribute("required"), "");
    await form.getByRole("button", { name: FOOTER_COPY.buttonLabel, exact: true }).click();
    await input.fill("not-an-address");
    await form.getByRole("button", { name: FOOTER_COPY.buttonLabel, exact: true }).click();
    await v.page.waitForTimeout(200);
    assert.equal(await input.evaluate((el: HTMLInputElement) => el.validity.valid), false);
    assert.equal(posts.length, 0, "nothing posted");
    assert.equal((await form.getByRole("status").innerText()).trim(), "");
  } finally {
    await v.close();
  }
});

test("resources hub: its newsletter section succeeds and fails the same way", async (t) => {
  const copy = resourcesCopy();
  if (!copy) return t.skip("/resources has no newsletter section");
  const sectionForm = (page: Page) =>
    page.locator(`${copy.id ? `#${copy.id} ` : "main "}form[name=${FORM_NAME}]`);
  let v = await visit(ctx, "/resources");
  try {
    const posts = await answerFormPosts(v.page, 200);
    await markDocument(v.page);
    await submit(sectionForm(v.page), copy, "lin@example.com", copy.successText);
    assert.ok(await sameDocument(v.page));
    assert.equal(fieldsOf(posts[0])["form-name"], FORM_NAME);
    assert.equal(fieldsOf(posts[0]).email, "lin@example.com");
    assert.equal(fieldsOf(posts[0]).source, copy.id ?? "page");
    // The footer form on the same page is independent.
    assert.equal((await footerForm(v.page).getByRole("status").innerText()).trim(), "");
  } finally {
    await v.close();
  }
  v = await visit(ctx, "/resources");
  try {
    await answerFormPosts(v.page, 500);
    await submit(sectionForm(v.page), copy, "lin@example.com", copy.errorText);
    assert.equal(
      await sectionForm(v.page).getByLabel(copy.label, { exact: true }).inputValue(),
      "lin@example.com",
    );
  } finally {
    await v.close();
  }
});

test("without JavaScript: a plain POST form Netlify can detect, and the post works", async () => {
  const v = await visit(ctx, "/resources", { javaScriptEnabled: false });
  try {
    const forms = v.page.locator(`form[name=${FORM_NAME}]`);
    assert.ok((await forms.count()) >= 1);
    for (const form of await forms.all()) {
      assert.equal((await form.getAttribute("method"))?.toUpperCase(), "POST");
      assert.equal(await form.getAttribute("action"), "/");
      assert.equal(await form.getAttribute("data-netlify"), "true");
      assert.equal(await form.getAttribute("netlify-honeypot"), HONEYPOT);
      assert.equal(
        await form.locator("input[type=hidden][name=form-name]").getAttribute("value"),
        FORM_NAME,
      );
      assert.equal(await form.locator(`input[name=${HONEYPOT}]`).count(), 1);
      const email = form.locator("input[name=email]");
      assert.equal(await email.getAttribute("type"), "email");
      assert.equal(await email.getAttribute("required"), "");
    }
    // The static HTML that Netlify's form detection parses carries the same attributes.
    const html = fs.readFileSync(path.join(__dirname, "..", "public", "index.html"), "utf8");
    assert.match(
      html,
      /<form name="newsletter" method="POST" action="\/" data-netlify="true" netlify-honeypot="bot-field"[^>]*>/,
    );

    const posts = await answerFormPosts(v.page, 200);
    const form = footerForm(v.page);
    await form.getByLabel(FOOTER_COPY.label, { exact: true }).fill("no-js@example.com");
    await Promise.all([
      v.page.waitForURL(`${ctx.url}/`),
      form.getByRole("button", { name: FOOTER_COPY.buttonLabel, exact: true }).click(),
    ]);
    assert.equal(posts.length, 1);
    assert.deepEqual(fieldsOf(posts[0]), {
      "form-name": FORM_NAME,
      source: "footer",
      [HONEYPOT]: "",
      email: "no-js@example.com",
    });
    assert.match(await v.page.content(), /Thank you/);
  } finally {
    await v.close();
  }
});
