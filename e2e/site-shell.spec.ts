/**
 * The site shell in a real browser (spec 01 §2.1, §2.2, §2.5, §4): every registered route and
 * alias answers 200 with header and footer; unknown paths answer 404 with the not-found page
 * and log the path; the mobile menu and the floating prompt work at 390 px.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { PHONE, registeredRoutes, startSiteForSpec, visit } from "./harness";

const ctx = startSiteForSpec();

/** The spec's route table (spec 01 §2.1), typed out, so a page that disappears fails here. */
const SPEC_ROUTES = [
  "/",
  "/book-session",
  ...[
    "development",
    "conversational",
    "multi-agent",
    "rag",
    "custom",
    "llm-integration",
    "data-analysis",
  ].map((s) => `/ai-agents/${s}`),
  ...["n8n", "make", "zapier", "custom-api", "marketing", "sales", "ecommerce", "finance"].map(
    (s) => `/automation/${s}`,
  ),
  ...[
    "langchain",
    "language-models",
    "vector-databases",
    "development",
    "crm-integration",
    "ghl-integration",
  ].map((s) => `/tech-stack/${s}`),
  ...[
    "healthcare",
    "real-estate",
    "saas",
    "ecommerce",
    "manufacturing",
    "financial",
    "marketing",
  ].map((s) => `/industries/${s}`),
  "/resources",
  "/blog",
  "/case-studies",
  "/roi-calculator",
  "/templates",
  "/hire",
  ...[
    "ai-sdr",
    "ai-receptionist",
    "ai-employee",
    "ai-customer-support",
    "ai-accountant",
    "ai-virtual-assistant",
  ].map((s) => `/hire/${s}`),
];
const SPEC_ALIASES = [
  "/resources/roi-calculator",
  "/resources/templates",
  "/resources/blog",
  "/resources/case-studies",
];

test("the page registry holds exactly the spec's routes, plus the four /resources aliases", () => {
  const routes = registeredRoutes();
  assert.deepEqual(routes.map((r) => r.path).sort(), [...SPEC_ROUTES].sort());
  assert.deepEqual(routes.flatMap((r) => r.aliases).sort(), [...SPEC_ALIASES].sort());
});

test("every route and alias answers 200 with one h1, the header, the footer and its canonical URL", async () => {
  const context = await ctx.browser.newContext();
  await context.route("**/*", (r) =>
    r.request().url().startsWith(ctx.url) ? r.continue() : r.abort(),
  );
  const page = await context.newPage();
  try {
    for (const route of registeredRoutes()) {
      for (const p of [route.path, ...route.aliases]) {
        const res = await page.goto(ctx.url + p, { waitUntil: "domcontentloaded" });
        assert.equal(res?.status(), 200, `${p} status`);
        assert.equal(await page.locator("h1").count(), 1, `${p} has one h1`);
        assert.equal(
          (await page.locator("body > div header nav[aria-label='Main']").count()) >= 1,
          true,
          `${p} header`,
        );
        assert.match(await page.locator("footer").innerText(), /© 2025 Loomwork AI/, `${p} footer`);
        const canonical = await page.locator("link[rel=canonical]").getAttribute("href");
        assert.equal(
          canonical,
          `https://www.loomwork.ai${route.canonical === "/" ? "/" : route.canonical}`,
          `${p} canonical`,
        );
      }
    }
  } finally {
    await context.close();
  }
});

test("an unknown path answers 404 with the not-found page and logs the missing path", async () => {
  const v = await visit(ctx, "/no-such-page/here");
  try {
    assert.equal(v.response?.status(), 404);
    assert.equal((await v.page.locator("h1").innerText()).trim(), "Oops! Page Not Found");
    assert.equal(
      await v.page.getByRole("link", { name: "Back to Home" }).getAttribute("href"),
      "/",
    );
    assert.equal(
      await v.page.getByRole("link", { name: "Browse Resources" }).getAttribute("href"),
      "/resources",
    );
    const popular = await v.page
      .locator("#popular-links h3 a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    assert.deepEqual(popular, ["/ai-agents", "/automation", "/tech-stack", "/book-session"]);
    await v.page.waitForTimeout(300);
    assert.ok(
      v.console.some((m) => m.includes("/no-such-page/here")),
      `console: ${v.console.join(" | ")}`,
    );
    assert.equal(
      await v.page.locator('meta[name="robots"]').getAttribute("content"),
      "noindex, follow",
    );
  } finally {
    await v.close();
  }
});

test("/about/ with a trailing slash redirects to the clean path", async () => {
  const res = await fetch(`${ctx.url}/hire/`, { redirect: "manual" });
  assert.equal(res.status, 301);
  assert.equal(res.headers.get("location"), "/hire");
});

test("at 390 px the mobile menu opens, lists the menus and closes when a link is chosen", async () => {
  const v = await visit(ctx, "/", { viewport: PHONE });
  try {
    const { page } = v;
    const toggle = page.getByRole("button", { name: "Open menu" });
    await assert.doesNotReject(toggle.waitFor({ state: "visible" }));
    assert.equal(
      await page.locator("header nav[aria-label='Main'] >> visible=true").count(),
      0,
      "desktop menu hidden at 390 px",
    );
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await menu.waitFor({ state: "visible" });
    assert.equal(
      await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded"),
      "true",
    );
    await menu.getByRole("link", { name: "Zapier Automation" }).click();
    await page.waitForURL(`${ctx.url}/automation/zapier`);
    assert.equal(await page.locator("#mobile-menu").isVisible(), false);
    assert.equal(
      await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"),
      "false",
    );
  } finally {
    await v.close();
  }
});

/** What a visitor's browser and a crawler read from the head: title, canonical, description, JSON-LD. */
function readHead(
  page: Page,
): Promise<{ title: string; canonical: string; description: string; jsonLd: string[] }> {
  return page.evaluate(() => ({
    title: document.title,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "",
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    jsonLd: Array.from(
      document.querySelectorAll('script[type="application/ld+json"]'),
      (s) => s.textContent ?? "",
    ),
  }));
}

test("client-side navigation keeps the head in step: title, canonical, description and JSON-LD follow the page", async () => {
  const v = await visit(ctx, "/");
  try {
    const { page } = v;
    // The server's head for /hire, read from a fresh load of that page.
    const other = await visit(ctx, "/hire");
    const { jsonLd: expectedJsonLd, ...expected } = await readHead(other.page).finally(() =>
      other.close(),
    );
    assert.notEqual((await readHead(page)).title, expected.title);
    await page.evaluate(
      () => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true),
    );
    await page.locator("footer").getByRole("link", { name: "Hire AI Staff" }).click();
    await page.waitForURL(`${ctx.url}/hire`);
    await page.waitForFunction((t) => document.title === t, expected.title, { timeout: 10_000 });
    assert.equal(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      true,
      "the page changed without a full load",
    );
    const { jsonLd, ...after } = await readHead(page);
    assert.deepEqual(after, expected);
    assert.deepEqual(jsonLd, expectedJsonLd, "the JSON-LD of the new page, once");
  } finally {
    await v.close();
  }
});

test("at 390 px the floating prompt appears past 600 px, minimises to a pill and restores", async () => {
  const v = await visit(ctx, "/", { viewport: PHONE });
  try {
    const { page } = v;
    const card = page.getByRole("complementary", { name: "Ready to automate?" });
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForTimeout(200);
    assert.equal(await card.count(), 0, "hidden at 600 px");
    await page.evaluate(() => window.scrollTo(0, 900));
    await card.waitFor({ state: "visible" });
    assert.equal(
      await card.getByRole("link", { name: "Book Free Session" }).getAttribute("href"),
      "/book-session",
    );
    await page.getByRole("button", { name: "Minimise booking prompt" }).click();
    const pill = page.getByRole("button", { name: "Book a free strategy session" });
    await pill.waitFor({ state: "visible" });
    assert.equal(await card.count(), 0);
    await pill.click();
    await card.waitFor({ state: "visible" });
    await page.evaluate(() => window.scrollTo(0, 0));
    await card.waitFor({ state: "detached" });
  } finally {
    await v.close();
  }
});

test("at 1280 px the mega-menu opens on hover and on click, and Escape closes it", async () => {
  const v = await visit(ctx, "/");
  try {
    const { page } = v;
    const trigger = page.getByRole("button", { name: "AI Agents" });
    await trigger.hover();
    await page.locator("#menu-ai-agents").waitFor({ state: "visible" });
    assert.equal(await page.locator("#menu-ai-agents a").count(), 7);
    await page.mouse.move(640, 700);
    await page.locator("#menu-ai-agents").waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Industries" }).click();
    await page.locator("#menu-industries").waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await page.locator("#menu-industries").waitFor({ state: "hidden" });
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Industries");
  } finally {
    await v.close();
  }
});
