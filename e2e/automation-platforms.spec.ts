/**
 * Automation platform pages (spec 02 "Automation pages", §9): /automation/n8n, /make, /zapier,
 * /custom-api. Expected counts, prices, timelines, claims and labels are typed from the spec.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { startSiteForSpec, visit } from "./harness";

const ctx = startSiteForSpec();

/** The href of every element the locator matches, in document order. */
const hrefsOf = (loc: Locator) => loc.evaluateAll((els) => els.map((e) => e.getAttribute("href")));

/** The visible label of every link in `scope`, in document order. */
const linkLabels = (scope: Locator) =>
  scope.locator("a").evaluateAll((els) => els.map((e) => (e.textContent ?? "").trim()));

/** The single link named `name` (exact) inside `scope`, and its href. */
async function linkHref(scope: Locator | Page, name: string): Promise<string | null> {
  const link = scope.getByRole("link", { name, exact: true });
  assert.equal(await link.count(), 1, `one link named "${name}"`);
  return link.getAttribute("href");
}

/** Shared checks: one h1, no dead "#" link, the closing call to action is last and leads to /book-session. */
async function assertCommon(page: Page, h1: RegExp) {
  assert.equal(await page.locator("h1").count(), 1);
  assert.match((await page.locator("h1").innerText()).trim(), h1);
  assert.equal(await page.locator('a[href="#"]').count(), 0, 'no link with href "#" alone');
  const sectionIds = await page
    .locator("main section[id]")
    .evaluateAll((els) => els.map((e) => e.id));
  assert.equal(sectionIds.at(-1), "get-started", "the closing call to action is the last section");
  const closing = await hrefsOf(page.locator("#get-started a"));
  assert.ok(
    closing.includes("/book-session"),
    `closing call to action links to /book-session (got ${closing.join(", ")})`,
  );
  assert.match(await page.locator("#get-started h2").first().innerText(), /\S/);
}

/** Package cards: name, price, timeline and features from the spec; popular flag; Get Started → /book-session. */
async function assertPackages(
  page: Page,
  expected: {
    name: string;
    price: string;
    duration: string;
    features: RegExp[];
    popular?: boolean;
  }[],
) {
  const packages = page.locator("#packages article");
  assert.equal(await packages.count(), expected.length);
  for (const [i, p] of expected.entries()) {
    const card = packages.nth(i);
    assert.equal((await card.locator("h3").first().innerText()).trim(), p.name);
    const text = await card.innerText();
    assert.ok(text.includes(p.price), `${p.name} shows ${p.price}`);
    assert.ok(text.includes(p.duration), `${p.name} shows ${p.duration}`);
    for (const f of p.features) assert.match(text, f, `${p.name} lists ${f}`);
    if (p.popular) assert.match(text, /Most Popular/);
    else assert.doesNotMatch(text, /Most Popular/);
  }
  const getStarted = await hrefsOf(page.locator("#packages a", { hasText: "Get Started" }));
  assert.deepEqual(
    getStarted,
    expected.map(() => "/book-session"),
  );
}

test("/automation/n8n: hero buttons, six benefits, three timed services, six integrations, six use cases", async () => {
  const v = await visit(ctx, "/automation/n8n");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertCommon(page, /n8n/i);

    // The hero's first two buttons, in order, and where they lead.
    const hero = page.locator("#hero");
    assert.deepEqual((await linkLabels(hero)).slice(0, 2), [
      "View N8N Examples",
      "Schedule Demo Call",
    ]);
    assert.equal(await linkHref(hero, "View N8N Examples"), "/templates");
    assert.equal(await linkHref(hero, "Schedule Demo Call"), "/book-session");

    assert.equal(await page.locator("#benefits article").count(), 6);

    const services = page.locator("#services article");
    assert.equal(await services.count(), 3);
    const timelines: [RegExp, string][] = [
      [/custom workflow development/i, "2-4 weeks"],
      [/enterprise deployment/i, "1-2 weeks"],
      [/integration development/i, "1-3 weeks per integration"],
    ];
    for (const [i, [title, timeline]] of timelines.entries()) {
      const card = services.nth(i);
      assert.match(await card.locator("h3").innerText(), title);
      const meta = await card.locator("dl").innerText();
      assert.match(meta, /Timeline/);
      assert.ok(meta.includes(timeline), `service ${i + 1} timeline ${timeline}`);
    }

    // Six integration names, grouped under category titles.
    assert.equal(await page.locator("#integrations li").count(), 6);
    assert.ok(
      (await page.locator("#integrations h3").count()) >= 2,
      "integrations grouped by category",
    );

    assert.equal(await page.locator("#use-cases article").count(), 6);
  } finally {
    await v.close();
  }
});

test("/automation/make: 1,000+ apps, four benefits, four priced services, hours saved, integration categories", async () => {
  const v = await visit(ctx, "/automation/make");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertCommon(page, /Make/);

    const hero = page.locator("#hero");
    assert.equal(await linkHref(hero, "Start Make Project"), "/book-session");
    assert.equal(await linkHref(hero, "View Make Portfolio"), "/case-studies");
    assert.match(await page.locator("main").innerText(), /1,000\+ apps/i);

    assert.equal(await page.locator("#benefits article").count(), 4);

    const services = page.locator("#services article");
    assert.equal(await services.count(), 4);
    const servicesText = await page.locator("#services").innerText();
    for (const price of ["$2,500", "$1,800", "$3,500", "$1,200"]) {
      assert.ok(servicesText.includes(`From ${price}`), `a service starts from ${price}`);
    }
    for (let i = 0; i < 4; i++)
      assert.match(await services.nth(i).locator("dl").innerText(), /From \$\d,\d00/);

    const useCases = page.locator("#use-cases article");
    assert.ok((await useCases.count()) >= 1);
    for (let i = 0; i < (await useCases.count()); i++) {
      assert.match(await useCases.nth(i).locator("dl").innerText(), /Hours saved[\s\S]*\d+ hours/i);
    }

    assert.ok(
      (await page.locator("#integrations h3").count()) >= 2,
      "integration categories have titles",
    );
    assert.ok((await page.locator("#integrations li").count()) >= 4);
  } finally {
    await v.close();
  }
});

test("/automation/zapier: 5000+ apps, 4 challenges, 4 solutions, 5 steps, 3 stories, 12 integrations, packages, 6 FAQs", async () => {
  const v = await visit(ctx, "/automation/zapier");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertCommon(page, /Zapier/);

    const hero = page.locator("#hero");
    assert.equal(await linkHref(hero, "Start Automating"), "/book-session");
    assert.match(
      (await linkHref(hero, "View Integrations")) ?? "",
      /^(\/automation\/zapier)?#integrations$/,
    );
    assert.match(
      (await linkHref(hero, "View Success Stories")) ?? "",
      /^(\/automation\/zapier)?#success-stories$/,
    );
    assert.match(await page.locator("main").innerText(), /5000\+ apps/i);

    assert.equal(await page.locator("#challenges article").count(), 4);
    assert.equal(await page.locator("#solutions article").count(), 4);
    assert.equal(await page.locator("#process ol > li").count(), 5);
    assert.equal(await page.locator("#success-stories article").count(), 3);
    assert.equal(await page.locator("#integrations li").count(), 12);

    await assertPackages(page, [
      {
        name: "Starter",
        price: "$1,500",
        duration: "1-2 weeks",
        features: [/Up to 10 workflows/, /1 month support/],
      },
      {
        name: "Professional",
        price: "$4,500",
        duration: "3-4 weeks",
        features: [/Up to 50 workflows/, /3 months support/],
        popular: true,
      },
      {
        name: "Enterprise",
        price: "$12,000",
        duration: "6-8 weeks",
        features: [/Unlimited workflows/, /6 months support/],
      },
    ]);

    assert.equal(await page.locator("#faq h3 button[aria-expanded]").count(), 6);
    assert.equal(
      await linkHref(page.locator("#get-started"), "Schedule Consultation"),
      "/book-session",
    );
  } finally {
    await v.close();
  }
});

test("/automation/custom-api: 4 challenges, 4 solutions, 4 use cases, 6 steps, 3 stories, 8 technologies, packages, 6 FAQs", async () => {
  const v = await visit(ctx, "/automation/custom-api");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertCommon(page, /API/);

    const hero = page.locator("#hero");
    assert.equal(await linkHref(hero, "Discuss Your Needs"), "/book-session");

    assert.equal(await page.locator("#challenges article").count(), 4);
    assert.equal(await page.locator("#solutions article").count(), 4);
    assert.equal(await page.locator("#use-cases article").count(), 4);
    assert.equal(await page.locator("#process ol > li").count(), 6);
    assert.equal(await page.locator("#success-stories article").count(), 3);
    assert.equal(await page.locator("#technologies li").count(), 8);

    await assertPackages(page, [
      { name: "Starter", price: "$8,000", duration: "4-6 weeks", features: [/3 months support/] },
      {
        name: "Enterprise Integration",
        price: "$20,000",
        duration: "8-12 weeks",
        features: [/6 months support/],
        popular: true,
      },
      {
        name: "Platform Suite",
        price: "$45,000",
        duration: "16-20 weeks",
        features: [/12 months support/],
      },
    ]);

    assert.equal(await page.locator("#faq h3 button[aria-expanded]").count(), 6);
  } finally {
    await v.close();
  }
});
