/**
 * The site shell in a real browser: every registered route and alias answers 200 (as on
 * Netlify, without a redirect); unknown paths answer 404 with the not-found page and log the
 * path; the mobile menu, the mega-menus, client-side navigation's head and the floating booking
 * prompt work. Labels and copy come from data/navigation.json, data/site.json and the not-found
 * page's file. What each page's HTML says (one h1, header, footer, canonical URL) is read from
 * the build by the static tests (__tests__/static/, `npm run test:static`).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { PHONE, nextFrames, registeredRoutes, startSiteForSpec, visit } from "./harness";
import { until } from "./engines/driver";
import {
  allArticles,
  allPages,
  actionTo,
  heroOf,
  hrefsOf,
  markDocument,
  navigation,
  pageContent,
  sameDocument,
  sectionOf,
  sectionsOf,
  site,
} from "./helpers";

const ctx = startSiteForSpec();

/**
 * The routes the site must serve, typed out rather than read from data/pages/, so a page file
 * that disappears (or a route nobody asked for) fails here.
 */
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
  // The area hubs, which the not-found page's popular links and the footer lead to.
  "/ai-agents",
  "/automation",
  "/tech-stack",
  "/industries",
  "/resources",
  "/blog",
  "/case-studies",
  "/roi-calculator",
  "/templates",
  "/hire",
  // The contact page, for visitors who cannot or would rather not book, and where its form
  // lands without JavaScript.
  "/contact",
  "/contact/thanks",
  ...[
    "ai-sdr",
    "ai-receptionist",
    "ai-employee",
    "ai-customer-support",
    "ai-accountant",
    "ai-virtual-assistant",
  ].map((s) => `/hire/${s}`),
];
/** The /resources paths that serve the same pages as their short paths. */
const SPEC_ALIASES = [
  "/resources/roi-calculator",
  "/resources/templates",
  "/resources/blog",
  "/resources/case-studies",
];

test("the page registry holds exactly the required routes and area hubs, plus the four /resources aliases", () => {
  const articles = new Set(allArticles().map((a) => a.path));
  const routes = registeredRoutes().filter((r) => !articles.has(r.path));
  // Besides those, only the buyers' tools (one page each, listed on /resources).
  const tools = allPages()
    .filter((p) => sectionsOf(p, "tool").length > 0)
    .map((p) => p.path);
  assert.deepEqual(routes.map((r) => r.path).sort(), [...SPEC_ROUTES, ...tools].sort());
  assert.deepEqual(routes.flatMap((r) => r.aliases).sort(), [...SPEC_ALIASES].sort());
});

test("an unknown path answers 404 with the not-found page and logs the missing path", async () => {
  const notFound = pageContent("/404");
  const hero = heroOf(notFound);
  const v = await visit(ctx, "/no-such-page/here");
  try {
    assert.equal(v.response?.status(), 404);
    assert.equal((await v.page.locator("h1").innerText()).trim(), hero.heading);
    for (const href of ["/", "/resources"]) {
      const action = actionTo(hero.actions, href);
      assert.equal(
        await v.page.getByRole("link", { name: action.label, exact: true }).getAttribute("href"),
        href,
      );
    }
    const popular = sectionOf(notFound, "cards", "popular-links");
    assert.deepEqual(
      await hrefsOf(v.page.locator(`#${popular.id} h3 a`)),
      popular.cards.map((c) => c.href),
    );
    await until(
      () => v.console.some((m) => m.includes("/no-such-page/here")),
      `the missing path in the console: ${v.console.join(" | ")}`,
    );
    assert.equal(
      await v.page.locator('meta[name="robots"]').getAttribute("content"),
      "noindex, follow",
    );
  } finally {
    await v.close();
  }
});

test("as on Netlify, every page's canonical URL answers 200 directly and its slashed form 301s to it", async () => {
  const problems: string[] = [];
  const canonicals = new Set<string>();
  for (const route of registeredRoutes())
    for (const p of [route.path, ...route.aliases]) {
      const res = await fetch(ctx.url + p, { redirect: "manual" });
      if (res.status !== 200) problems.push(`${p}: ${res.status}, expected 200 without a redirect`);
      const html = await res.text();
      const href = /<link[^>]*rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      if (!href?.startsWith(site.siteUrl)) problems.push(`${p}: canonical ${href}`);
      else canonicals.add(href.slice(site.siteUrl.length) || "/");
    }
  for (const c of canonicals) {
    const direct = await fetch(ctx.url + c, { redirect: "manual" });
    if (direct.status !== 200) problems.push(`canonical ${c}: ${direct.status}`);
    if (c === "/") continue;
    const slashed = await fetch(`${ctx.url}${c}/?utm_source=test`, { redirect: "manual" });
    const location = slashed.headers.get("location");
    if (slashed.status !== 301 || location !== `${c}?utm_source=test`)
      problems.push(`${c}/: ${slashed.status} to ${location}, expected 301 to ${c} (query kept)`);
  }
  assert.ok(canonicals.size > 40, `${canonicals.size} canonical URLs checked`);
  assert.deepEqual(problems, []);
});

test("at 390 px the mobile menu opens with the booking CTA in view, folds its menus as an accordion, locks the page and closes when a link is chosen", async () => {
  const v = await visit(ctx, "/", { viewport: PHONE });
  try {
    const { page } = v;
    const { openMenuLabel, closeMenuLabel } = navigation.header;
    const automation = navigation.header.menus.find((m) =>
      m.items.some((item) => item.href === "/automation/zapier"),
    );
    const zapier = automation?.items.find((item) => item.href === "/automation/zapier");
    assert.ok(automation && zapier, "the menus link to /automation/zapier");
    const toggle = page.getByRole("button", { name: openMenuLabel });
    await assert.doesNotReject(toggle.waitFor({ state: "visible" }));
    assert.equal(
      await page.locator("header nav[aria-label='Main'] >> visible=true").count(),
      0,
      "desktop menu hidden at 390 px",
    );
    /** The toggle's icons that are shown: their names, and whether each is drawn. */
    const toggleIcons = () =>
      page.locator(".mobile-menu__toggle svg[data-icon]").evaluateAll((icons) =>
        icons
          .filter((svg) => svg.checkVisibility())
          .map((svg) => ({
            name: svg.getAttribute("data-icon"),
            drawn: svg.querySelector("use")!.getBBox().width > 0,
          })),
      );
    assert.deepEqual(await toggleIcons(), [{ name: "menu", drawn: true }]);
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await menu.waitFor({ state: "visible" });
    assert.equal(
      await page.getByRole("button", { name: closeMenuLabel }).getAttribute("aria-expanded"),
      "true",
    );
    assert.deepEqual(await toggleIcons(), [{ name: "x", drawn: true }], "the close icon, at once");
    // The booking CTA is in view the moment the panel opens; the page behind is locked.
    const cta = menu.getByRole("link", { name: navigation.header.cta.label });
    const box = await cta.boundingBox();
    assert.ok(box && box.y + box.height <= PHONE.height, "the booking CTA shows without scrolling");
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), "hidden");
    // The menus fold as an accordion: a menu's links show once its disclosure button is pressed.
    const section = menu.getByRole("button", { name: automation.label });
    assert.equal(await section.getAttribute("aria-expanded"), "false");
    await section.click();
    assert.equal(await section.getAttribute("aria-expanded"), "true");
    await menu.getByRole("link", { name: zapier.title }).click();
    await page.waitForURL(`${ctx.url}/automation/zapier`);
    assert.equal(await page.locator("#mobile-menu").isVisible(), false);
    assert.equal(
      await page.getByRole("button", { name: openMenuLabel }).getAttribute("aria-expanded"),
      "false",
    );
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), "visible");
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
    await markDocument(page);
    const hireLink = navigation.footer.columns
      .flatMap((c) => c.links)
      .find((l) => l.href === "/hire");
    assert.ok(hireLink, "the footer links to /hire");
    await page.locator("footer").getByRole("link", { name: hireLink.label }).click();
    await page.waitForURL(`${ctx.url}/hire`);
    await page.waitForFunction((t) => document.title === t, expected.title, { timeout: 10_000 });
    assert.ok(await sameDocument(page), "the page changed without a full load");
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
    const prompt = site.bookingPrompt;
    const card = page.getByRole("complementary", { name: prompt.heading });
    await page.evaluate(() => window.scrollTo(0, 600));
    await nextFrames(page);
    assert.equal(await card.count(), 0, "hidden at 600 px");
    await page.evaluate(() => window.scrollTo(0, 900));
    await card.waitFor({ state: "visible" });
    assert.equal(
      await card.getByRole("link", { name: prompt.action.label }).getAttribute("href"),
      "/book-session",
    );
    await page.getByRole("button", { name: prompt.minimizeLabel }).click();
    const pill = page.getByRole("button", { name: prompt.minimizedLabel });
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
    const menus = navigation.header.menus;
    const [first, other] = [menus[0], menus[menus.length - 1]];
    const trigger = page.getByRole("button", { name: first.label });
    await trigger.hover();
    await page.locator(`#menu-${first.id}`).waitFor({ state: "visible" });
    assert.deepEqual(
      await hrefsOf(page.locator(`#menu-${first.id} a`)),
      [...first.items.map((item) => item.href), first.hub.href],
      "the panel's links, then its hub",
    );
    await page.mouse.move(640, 700);
    await page.locator(`#menu-${first.id}`).waitFor({ state: "hidden" });
    await page.getByRole("button", { name: other.label }).click();
    await page.locator(`#menu-${other.id}`).waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await page.locator(`#menu-${other.id}`).waitFor({ state: "hidden" });
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), other.label);
  } finally {
    await v.close();
  }
});
