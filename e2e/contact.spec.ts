/**
 * The contact page and its Netlify form (src/components/ContactForm.tsx): labelled fields the
 * browser validates first, a message beside the field at fault, an inline thank-you with
 * JavaScript, a failure that keeps everything typed, and without JavaScript a plain POST that
 * lands on the thank-you page. Direct contact details (email, phone) on the page and in the
 * footer; links to the page from the footer, the booking page and the not-found page.
 *
 * The form host is Netlify, which the test server is not: posts are recorded with `page.route`
 * and answered 200 or 500, or passed on to the test server, which answers a POST to a page with
 * that page (as Netlify answers a form post to its `action`). Copy comes from data/.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Locator, Page, Request } from "playwright-core";
import { PHONE, startSiteForSpec, visit } from "./harness";
import {
  heroOf,
  markDocument,
  navigation,
  pageContent,
  sameDocument,
  sectionOf,
  site,
  textOf,
} from "./helpers";

const ctx = startSiteForSpec();

const FORM_NAME = "contact";
const ACTION = "/contact/thanks";
const copy = site.contactForm;
const { fields } = copy;
const contact = pageContent("/contact");
const thanks = pageContent(ACTION);
const { email, phone } = site.organization;
/** The phone's `tel:` link; none when the site has no phone number (then no page shows one). */
const TEL = phone ? `tel:${phone.replace(/[^+\d]/g, "")}` : null;

const typed = {
  name: "Grace Hopper",
  email: "grace@cobol.example.com",
  company: "Compilers Inc",
  message: "We copy 300 supplier invoices a month from email into Xero by hand.",
};

/**
 * Records POSTs to the form's action. `status` answers them (200 or 500); "server" passes them on
 * to the test server, which answers with the thank-you page.
 */
async function recordPosts(page: Page, status: number | "server"): Promise<Request[]> {
  const posts: Request[] = [];
  await page.route(
    (url) => url.origin === new URL(ctx.url).origin && url.pathname === ACTION,
    async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      posts.push(route.request());
      if (status === "server") return route.fallback();
      await route.fulfill({ status, contentType: "text/html", body: "<p>Answer</p>" });
    },
  );
  return posts;
}

/** The form's fields as posted (urlencoded body). */
function fieldsOf(req: Request): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(req.postData() ?? ""));
}

const form = (page: Page): Locator => page.locator(`main form[name=${FORM_NAME}]`);

/** Types the visitor's details into the form. */
async function fill(f: Locator, values: Partial<typeof typed>): Promise<void> {
  for (const [k, v] of Object.entries(values))
    await f.getByLabel(fields[k as keyof typeof typed].label, { exact: true }).fill(v);
}

/** What every field holds now. */
async function valuesIn(f: Locator): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const k of Object.keys(typed) as (keyof typeof typed)[])
    out[k] = await f.getByLabel(fields[k].label, { exact: true }).inputValue();
  return out;
}

const submitButton = (f: Locator) => f.getByRole("button", { name: copy.buttonLabel });

test("/contact: a page built from its file, with the direct contact details and a Netlify form", async () => {
  const v = await visit(ctx, "/contact");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    assert.equal(await textOf(page.locator("h1")), heroOf(contact).heading);
    const section = sectionOf(contact, "contactForm");
    const main = page.locator(`#${section.id}`);
    assert.equal(
      await main.getByRole("link", { name: email }).getAttribute("href"),
      `mailto:${email}`,
    );
    if (phone && TEL)
      assert.equal(await main.getByRole("link", { name: phone }).getAttribute("href"), TEL);
    else assert.equal(await main.locator('a[href^="tel:"]').count(), 0);
    const f = form(page);
    assert.equal(await f.getAttribute("action"), ACTION);
    assert.equal((await f.getAttribute("method"))?.toUpperCase(), "POST");
    assert.equal(await f.getAttribute("data-netlify"), "true");
    assert.equal(await f.getAttribute("netlify-honeypot"), "bot-field");
    assert.equal(await f.locator("input[name=form-name]").inputValue(), FORM_NAME);
    // Every field is labelled; the browser knows which are required and what an email is.
    for (const k of Object.keys(typed) as (keyof typeof typed)[]) {
      const input = f.getByLabel(fields[k].label, { exact: true });
      assert.equal(await input.getAttribute("required"), "", `${k} is required`);
    }
    assert.equal(
      await f.getByLabel(fields.email.label, { exact: true }).getAttribute("type"),
      "email",
    );
    const timeline = f.getByLabel(fields.timeline.label, { exact: true });
    assert.equal(await timeline.getAttribute("required"), null, "the timeline is optional");
    assert.deepEqual(
      (await timeline.locator("option").allTextContents()).map((t) => t.trim()),
      [fields.timeline.none, ...fields.timeline.options],
    );
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("/contact: the browser validates first, then a message sits beside the field at fault", async () => {
  const v = await visit(ctx, "/contact");
  try {
    const posts = await recordPosts(v.page, 200);
    const f = form(v.page);
    await submitButton(f).click();
    const name = f.getByLabel(fields.name.label, { exact: true });
    assert.equal(await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing), true);
    // The message tied to the field (aria-describedby), which is marked invalid.
    await f.getByText(fields.name.error).waitFor();
    assert.equal(await name.getAttribute("aria-invalid"), "true");
    const describedBy = await name.getAttribute("aria-describedby");
    assert.equal(await textOf(v.page.locator(`[id="${describedBy}"]`)), fields.name.error);
    // An address the browser accepts but a reply cannot reach is caught next.
    await fill(f, { ...typed, email: "grace@cobol" });
    await submitButton(f).click();
    const emailField = f.getByLabel(fields.email.label, { exact: true });
    await f.getByText(fields.email.error).waitFor();
    assert.equal(await emailField.getAttribute("aria-invalid"), "true");
    assert.equal(await name.getAttribute("aria-invalid"), null, "a corrected field is clear");
    assert.equal(await emailField.evaluate((el) => el === document.activeElement), true);
    assert.equal(posts.length, 0, "nothing posted");
  } finally {
    await v.close();
  }
});

test("/contact with JavaScript: a sent message is thanked inline, without a reload", async () => {
  const v = await visit(ctx, "/contact?utm_source=linkedin&utm_campaign=q4-ops");
  try {
    const posts = await recordPosts(v.page, 200);
    await markDocument(v.page);
    const f = form(v.page);
    await fill(f, typed);
    await f
      .getByLabel(fields.timeline.label, { exact: true })
      .selectOption(fields.timeline.options[0]);
    await submitButton(f).click();
    const sent = v.page.getByTestId("contact-sent");
    await sent.waitFor();
    assert.ok((await textOf(sent)).includes(copy.successHeading));
    assert.ok(await sameDocument(v.page), "no page load");
    assert.equal(posts.length, 1);
    assert.equal(posts[0].headers()["content-type"], "application/x-www-form-urlencoded");
    assert.deepEqual(fieldsOf(posts[0]), {
      "form-name": FORM_NAME,
      source: "contact-page",
      "bot-field": "",
      template: "",
      utm_source: "linkedin",
      utm_medium: "",
      utm_campaign: "q4-ops",
      utm_content: "",
      utm_term: "",
      ...typed,
      timeline: fields.timeline.options[0],
    });
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("/contact with JavaScript: a failed send says so and keeps everything typed", async () => {
  const v = await visit(ctx, "/contact", { viewport: PHONE });
  try {
    await recordPosts(v.page, 500);
    const f = form(v.page);
    await fill(f, typed);
    await submitButton(f).click();
    await f.getByRole("status").filter({ hasText: copy.errorText }).waitFor();
    assert.deepEqual(await valuesIn(f), typed);
    // Sending again once the host answers works.
    await v.page.unrouteAll({ behavior: "wait" });
    await recordPosts(v.page, 200);
    await submitButton(f).click();
    await v.page.getByTestId("contact-sent").waitFor();
  } finally {
    await v.close();
  }
});

test("/contact without JavaScript: the form posts and lands on the thank-you page", async () => {
  const v = await visit(ctx, "/contact", { javaScriptEnabled: false });
  try {
    const posts = await recordPosts(v.page, "server");
    const f = form(v.page);
    await fill(f, typed);
    await Promise.all([v.page.waitForURL(`${ctx.url}${ACTION}`), submitButton(f).click()]);
    assert.equal(posts.length, 1);
    assert.equal(fieldsOf(posts[0])["form-name"], FORM_NAME);
    assert.equal(fieldsOf(posts[0]).message, typed.message);
    assert.equal(await textOf(v.page.locator("h1")), heroOf(thanks).heading);
  } finally {
    await v.close();
  }
});

test("/contact/thanks: kept out of search engines, with next steps that lead somewhere", async () => {
  const v = await visit(ctx, ACTION);
  try {
    assert.equal(v.response?.status(), 200);
    assert.match(
      (await v.page.locator('meta[name="robots"]').getAttribute("content")) ?? "",
      /noindex/,
    );
    const cards = sectionOf(thanks, "cards").cards;
    for (const card of cards)
      assert.equal(
        await v.page.getByRole("link", { name: card.title }).getAttribute("href"),
        card.href,
      );
  } finally {
    await v.close();
  }
});

test("the contact page is linked from every page's footer, the booking page and the not-found page", async () => {
  const v = await visit(ctx, "/does-not-exist");
  try {
    assert.equal(v.response?.status(), 404);
    const main = v.page.locator("main");
    assert.ok((await main.locator('a[href="/contact"]').count()) >= 1, "not-found page");
    const footer = v.page.locator("footer");
    const { formLink } = navigation.footer.contact;
    assert.equal(
      await footer.getByRole("link", { name: formLink.label }).getAttribute("href"),
      formLink.href,
    );
    assert.equal(
      await footer.getByRole("link", { name: email }).getAttribute("href"),
      `mailto:${email}`,
    );
    if (phone && TEL)
      assert.equal(await footer.getByRole("link", { name: phone }).getAttribute("href"), TEL);
    else assert.equal(await footer.locator('a[href^="tel:"]').count(), 0);
    await v.page.goto(`${ctx.url}/book-session`);
    const widget = sectionOf(pageContent("/book-session"), "bookingWidget");
    assert.equal(
      await v.page
        .locator(`#${widget.id}`)
        .getByRole("link", { name: widget.contactLink.label })
        .getAttribute("href"),
      "/contact",
    );
  } finally {
    await v.close();
  }
});
