/**
 * Hire-AI-staff overview and the six role pages (spec 02 "Hire-AI-staff pages", §9 hire claims).
 * Expected values are typed from the spec (counts, claims, /book-session and /hire links),
 * plus the button labels our content gives the controls the spec describes.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { startSiteForSpec, visit } from "./harness";

const ctx = startSiteForSpec();

/** The href of the one link named `name` inside `scope`. */
async function linkHref(page: Page, scope: string, name: string | RegExp): Promise<string | null> {
  const link = page
    .locator(scope)
    .getByRole("link", { name, exact: typeof name === "string" ? true : undefined });
  assert.equal(await link.count(), 1, `${scope}: expected one link named ${String(name)}`);
  return link.getAttribute("href");
}

/** The value (`<dd>`) of the stat in `scope` whose label (`<dt>`) matches `label`. */
async function statValue(page: Page, scope: string, label: string | RegExp): Promise<string> {
  const item = page
    .locator(`${scope} dl > div`)
    .filter({ has: page.locator("dt", { hasText: label }) });
  assert.equal(await item.count(), 1, `${scope}: expected one stat labelled ${String(label)}`);
  return (await item.locator("dd").innerText()).trim();
}

/** The claim is on the page, word for word, and visible. */
async function assertClaim(page: Page, claim: string): Promise<void> {
  const el = page.getByText(claim).first();
  assert.equal(await el.count(), 1, `claim "${claim}" is on the page`);
  assert.ok(await el.isVisible(), `claim "${claim}" is visible`);
}

/** No link in our sections is dead (missing href or "#" alone) and none of them renders as a plain button. */
async function assertNoDeadControls(page: Page, ids: string[]): Promise<void> {
  for (const id of ids) {
    assert.equal(await page.locator(`#${id}`).count(), 1, `section #${id} exists`);
    const hrefs = await page
      .locator(`#${id} a`)
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    for (const h of hrefs) assert.ok(h && h !== "#", `#${id}: link with href ${JSON.stringify(h)}`);
    const buttons = await page.locator(`#${id} button`).count();
    assert.equal(
      buttons,
      0,
      `#${id}: no plain buttons (every control on the hire pages has a destination)`,
    );
  }
}

/** JSON-LD on the page includes a Service ("structured service metadata", spec 02). */
async function assertServiceJsonLd(page: Page): Promise<void> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.flatMap((t) => {
    const j = JSON.parse(t);
    const nodes: Record<string, unknown>[] = Array.isArray(j)
      ? j
      : Array.isArray(j["@graph"])
        ? j["@graph"]
        : [j];
    return nodes.flatMap((n) => n["@type"] as string | string[]);
  });
  assert.ok(types.includes("Service"), `JSON-LD types ${JSON.stringify(types)} include Service`);
}

async function assertSeo(page: Page, path: string): Promise<void> {
  assert.match(await page.title(), /\S/);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  assert.ok(
    description && description.length >= 120,
    "meta description of at least 120 characters",
  );
  const keywords = await page.locator('meta[name="keywords"]').getAttribute("content");
  assert.ok(keywords && keywords.trim().length > 0, "meta keywords");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  assert.match(canonical ?? "", new RegExp(`^https?://[^/]+${path.replace(/\//g, "\\/")}/?$`));
  await assertServiceJsonLd(page);
}

test("/hire: hero stats, six role cards with Learn More links, comparison, booking links", async () => {
  const v = await visit(ctx, "/hire");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    assert.equal(await page.locator("h1").count(), 1);
    await assertSeo(page, "/hire");

    // Hero: Get Started Today → /book-session; Explore AI Staff Options → the role cards (#roles).
    assert.equal(await linkHref(page, "#hero", "Get Started Today"), "/book-session");
    assert.equal(await linkHref(page, "#hero", "Explore AI Staff Options"), "#roles");
    assert.equal(await page.locator("#hero dl > div").count(), 3);
    assert.equal(await statValue(page, "#hero", /availab/i), "24/7");
    assert.equal(await statValue(page, "#hero", /cost reduction/i), "90%");
    assert.equal(await statValue(page, "#hero", /faster deployment/i), "3x");

    // Six role cards, each with benefits and features and a Learn More link to its page.
    const roles = page.locator("#roles article");
    assert.equal(await roles.count(), 6);
    assert.deepEqual(
      (await page.locator("#roles article h3").allInnerTexts()).map((t) => t.trim()),
      [
        "AI SDR",
        "AI Receptionist",
        "AI Employee",
        "AI Customer Support",
        "AI Accountant",
        "AI Virtual Assistant",
      ],
    );
    for (let i = 0; i < 6; i++) {
      const text = await roles.nth(i).innerText();
      assert.match(text, /Benefits/i, `role card ${i + 1} lists benefits`);
      assert.match(text, /Features/i, `role card ${i + 1} lists features`);
      assert.ok(
        (await roles.nth(i).locator("li").count()) >= 2,
        `role card ${i + 1} has list items`,
      );
    }
    const learnMore = await page
      .locator("#roles a", { hasText: "Learn More" })
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    assert.deepEqual(learnMore, [
      "/hire/ai-sdr",
      "/hire/ai-receptionist",
      "/hire/ai-employee",
      "/hire/ai-customer-support",
      "/hire/ai-accountant",
      "/hire/ai-virtual-assistant",
    ]);
    // The six links share the visible label; screen readers and search engines hear which role each is about.
    const names = await page
      .locator("#roles")
      .getByRole("link", { name: /^Learn More\b/ })
      .evaluateAll((as) => as.map((a) => (a.textContent ?? "").replace(/\s+/g, " ").trim()));
    assert.equal(new Set(names).size, 6, `distinct link texts: ${names.join(" | ")}`);
    assert.ok(
      names.every((n) => /^Learn More about /.test(n)),
      names.join(" | "),
    );
    const hidden = await page
      .locator("#roles a .visually-hidden")
      .evaluateAll((spans) =>
        spans.map((s) => s.getBoundingClientRect()).every((r) => r.width <= 1 && r.height <= 1),
      );
    assert.equal(hidden, true, "only Learn More is shown");

    // Traditional staff against AI staff.
    assert.equal(await page.locator("#comparison table").count(), 1);
    const header = await page.locator("#comparison thead th").allInnerTexts();
    assert.ok(
      header.some((h) => /traditional/i.test(h)),
      "a Traditional staff column",
    );
    assert.ok(
      header.some((h) => /\bAI\b/.test(h)),
      "an AI staff column",
    );
    assert.ok((await page.locator("#comparison tbody tr").count()) >= 4);

    // Closing call to action.
    assert.equal(
      await linkHref(page, "#get-started", "Book Free Strategy Session"),
      "/book-session",
    );

    await assertNoDeadControls(page, ["hero", "roles", "comparison", "get-started"]);
  } finally {
    await v.close();
  }
});

type RolePage = {
  path: string;
  role: RegExp;
  primary: string;
  demo: string;
  /** Claims from spec 02 §9 that must be visible word for word. */
  claims: string[];
  /** Stats row entries: [label, value]. */
  stats: [string | RegExp, string][];
  /** Section ids beyond the common ones, in addition to their own checks. */
  extraIds: string[];
  extra?: (page: Page) => Promise<void>;
};

async function checkRolePage(spec: RolePage): Promise<void> {
  const v = await visit(ctx, spec.path);
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    assert.equal(await page.locator("h1").count(), 1);
    assert.match(await page.locator("h1").innerText(), spec.role);
    await assertSeo(page, spec.path);

    // Hero: primary link and demo button, both to /book-session; a way back to the overview.
    assert.equal(await linkHref(page, "#hero", spec.primary), "/book-session");
    assert.equal(await linkHref(page, "#hero", spec.demo), "/book-session");
    assert.equal(await linkHref(page, "#hero", /All AI Staff/), "/hire");

    // Stats row.
    assert.ok((await page.locator("#stats dl > div").count()) >= 3, "a stats row");
    for (const [label, value] of spec.stats)
      assert.equal(await statValue(page, "#stats", label), value);

    // Six-item feature grid; three use cases, each with metrics.
    assert.equal(await page.locator("#features article").count(), 6);
    const useCases = page.locator("#use-cases article");
    assert.equal(await useCases.count(), 3);
    for (let i = 0; i < 3; i++) {
      assert.ok(
        (await useCases.nth(i).locator("dl dd").count()) >= 1,
        `use case ${i + 1} shows a metric`,
      );
    }

    // Benefits list with a side panel.
    assert.ok((await page.locator("#benefits li h3").count()) >= 3, "benefits list");
    assert.equal(await page.locator("#benefits aside").count(), 1);
    assert.ok((await page.locator("#benefits aside li").count()) >= 3, "side panel items");

    for (const claim of spec.claims) await assertClaim(page, claim);

    // Closing call to action: /book-session and back to /hire.
    assert.equal(
      await linkHref(page, "#get-started", "Book Free Strategy Session"),
      "/book-session",
    );
    assert.equal(await linkHref(page, "#get-started", "Compare All AI Staff"), "/hire");

    await spec.extra?.(page);
    await assertNoDeadControls(page, [
      "hero",
      "stats",
      "features",
      "use-cases",
      "benefits",
      ...spec.extraIds,
      "get-started",
    ]);
  } finally {
    await v.close();
  }
}

/** A traditional-versus-AI table (customer support, accountant, virtual assistant). */
async function assertComparison(page: Page): Promise<void> {
  assert.equal(await page.locator("#comparison table").count(), 1);
  const header = await page.locator("#comparison thead th").allInnerTexts();
  assert.ok(
    header.some((h) => /traditional|human/i.test(h)),
    "a traditional column",
  );
  assert.ok(
    header.some((h) => /\bAI\b/.test(h)),
    "an AI column",
  );
  assert.ok((await page.locator("#comparison tbody tr").count()) >= 4);
}

test("/hire/ai-sdr: stats, six features, three use cases, benefits panel, 300% more qualified leads", async () => {
  await checkRolePage({
    path: "/hire/ai-sdr",
    role: /SDR|Sales Development/,
    primary: "Hire Your AI SDR",
    demo: "Watch Demo",
    claims: ["300% more qualified leads"],
    stats: [["more qualified leads", "300%"]],
    extraIds: [],
  });
});

test("/hire/ai-receptionist: stats, six features, three use cases, sample calls, 50+ languages", async () => {
  await checkRolePage({
    path: "/hire/ai-receptionist",
    role: /Receptionist/,
    primary: "Hire Your AI Receptionist",
    demo: "Hear a Sample Call",
    claims: ["50+ languages"],
    stats: [["languages", "50+"]],
    extraIds: [],
  });
});

test("/hire/ai-employee: stats, six features, three use cases, daily tasks", async () => {
  await checkRolePage({
    path: "/hire/ai-employee",
    role: /AI Employee/,
    primary: "Hire Your AI Employee",
    demo: "See It in Action",
    claims: [],
    stats: [],
    extraIds: [],
  });
});

test("/hire/ai-customer-support: 80% of queries resolved, 50+ languages, comparison", async () => {
  await checkRolePage({
    path: "/hire/ai-customer-support",
    role: /Customer Support/,
    primary: "Hire Your AI Support Agent",
    demo: "Watch Demo",
    claims: ["80% of queries resolved", "50+ languages"],
    stats: [["of queries resolved", "80%"]],
    extraIds: ["comparison"],
    extra: assertComparison,
  });
});

test("/hire/ai-accountant: 99.5% accuracy, integrations in three groups, security, comparison", async () => {
  await checkRolePage({
    path: "/hire/ai-accountant",
    role: /Accountant/,
    primary: "Hire Your AI Accountant",
    demo: "Watch Demo",
    claims: ["99.5% accuracy"],
    stats: [[/accuracy/i, "99.5%"]],
    extraIds: ["integrations", "security", "comparison"],
    extra: async (page) => {
      assert.deepEqual(
        (await page.locator("#integrations h3").allInnerTexts()).map((t) => t.trim()),
        ["Accounting software", "Payment processors", "Bank feeds"],
      );
      const groups = page.locator("#integrations ul");
      assert.equal(await groups.count(), 3);
      for (let i = 0; i < 3; i++) assert.ok((await groups.nth(i).locator("li").count()) >= 1);
      assert.ok((await page.locator("#security article").count()) >= 1, "a security section");
      await assertComparison(page);
    },
  });
});

test("/hire/ai-virtual-assistant: 75% savings versus a human assistant, learns preferences, comparison", async () => {
  await checkRolePage({
    path: "/hire/ai-virtual-assistant",
    role: /Virtual Assistant/,
    primary: "Hire Your AI Assistant",
    demo: "See It in Action",
    claims: ["75% savings versus a human assistant"],
    stats: [["savings versus a human assistant", "75%"]],
    extraIds: ["learns-preferences", "comparison"],
    extra: async (page) => {
      assert.match(await page.locator("#learns-preferences h2").innerText(), /learn/i);
      assert.ok((await page.locator("#learns-preferences article").count()) >= 1);
      await assertComparison(page);
    },
  });
});
