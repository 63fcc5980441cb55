/**
 * Resources hub, blog listing and case-studies listing (spec 02 "Resources hub, blog, case
 * studies"; spec 01 §2.1 notes on /resources/blog and /resources/case-studies).
 *
 * Expected values are typed here from the spec (and, for the listings, from the published
 * posts and studies), never read from data/: a content change that drops a required count,
 * label or link fails this file. Search behaviour is covered elsewhere.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Locator } from "playwright-core";
import { startSiteForSpec, visit } from "./harness";

const ctx = startSiteForSpec();

/** The `href` of every matching element, in page order. */
async function hrefs(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""));
}

/** The text of an element as written (textContent: CSS uppercase does not apply), whitespace collapsed. */
async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? "").replace(/\s+/g, " ").trim();
}

// ---------------------------------------------------------------------------------------------
// /resources
// ---------------------------------------------------------------------------------------------

const SEARCH_PLACEHOLDER = "Search resources, guides, templates...";
const CATEGORY_COUNTS = ["15+ guides", "5+ tools", "20+ studies", "30+ templates"];
/** Where each category card leads (the nearest existing page for each kind). */
const CATEGORY_TARGETS: Record<string, string> = {
  "15+ guides": "/blog",
  "5+ tools": "/roi-calculator",
  "20+ studies": "/case-studies",
  "30+ templates": "/templates",
};
/** Each featured resource's type (its eyebrow), in order. */
const FEATURED_TYPES = ["Guide", "Tool", "Case study"];
const FEATURED_HREFS = [
  "/resources/ai-implementation-guide",
  "/resources/roi-calculator",
  "/resources/techcorp-case-study",
];
const QUICK_LINK_HREFS = [
  "/resources/getting-started",
  "/resources/templates",
  "/resources/checklist",
  "/resources/use-cases",
  "/resources/integrations",
  "/resources/best-practices",
];

test("/resources answers 200 with its title as the only h1", async () => {
  const v = await visit(ctx, "/resources");
  try {
    assert.equal(v.response?.status(), 200);
    assert.equal(await v.page.locator("h1").count(), 1);
    assert.match(await textOf(v.page.locator("h1")), /Resources/);
  } finally {
    await v.close();
  }
});

test("/resources has a search input with the spec's placeholder and a Search button", async () => {
  const v = await visit(ctx, "/resources");
  try {
    const search = v.page.locator("#search");
    const input = search.getByPlaceholder(SEARCH_PLACEHOLDER, { exact: true });
    assert.equal(await input.count(), 1);
    assert.ok(await input.isVisible());
    // The input has an accessible name (a label), not just a placeholder.
    assert.equal(await search.getByRole("searchbox").count(), 1);
    const button = search.getByRole("button", { name: "Search", exact: true });
    assert.equal(await button.count(), 1);
    assert.ok(await button.isVisible());
  } finally {
    await v.close();
  }
});

test("/resources shows four category cards with the spec's count labels", async () => {
  const v = await visit(ctx, "/resources");
  try {
    const cards = v.page.locator("#categories article");
    assert.equal(await cards.count(), 4);
    for (const label of CATEGORY_COUNTS) {
      const card = cards.filter({ hasText: label });
      assert.equal(await card.count(), 1, `one category card shows "${label}"`);
      assert.deepEqual(
        await hrefs(card.locator("a[href]")),
        [CATEGORY_TARGETS[label]],
        `"${label}" card link`,
      );
    }
  } finally {
    await v.close();
  }
});

test("/resources features three resources with type, read time, rating 4.7-4.9 and the spec's links", async () => {
  const v = await visit(ctx, "/resources");
  try {
    const cards = v.page.locator("#featured article");
    assert.equal(await cards.count(), 3);
    const links: string[] = [];
    for (let i = 0; i < 3; i++) {
      const card = cards.nth(i);
      links.push(...new Set(await hrefs(card.locator("a[href]"))));
      assert.equal(await card.locator("h3").count(), 1, `featured ${i + 1} has a title`);
      const text = await textOf(card);
      assert.ok(
        text.startsWith(FEATURED_TYPES[i]),
        `featured ${i + 1} is labelled "${FEATURED_TYPES[i]}"`,
      );
      assert.match(text, /\d+ min/, `featured ${i + 1} shows a read time`);
      const rating = text.match(/(\d\.\d)\s*\/\s*5/);
      assert.ok(rating, `featured ${i + 1} shows a rating out of 5`);
      const value = Number(rating[1]);
      assert.ok(
        value >= 4.7 && value <= 4.9,
        `featured ${i + 1} rating ${value} is between 4.7 and 4.9`,
      );
    }
    assert.deepEqual(links, FEATURED_HREFS);
  } finally {
    await v.close();
  }
});

test("/resources has six quick links to the spec's /resources paths", async () => {
  const v = await visit(ctx, "/resources");
  try {
    assert.equal(await v.page.locator("#quick-links article").count(), 6);
    assert.deepEqual(await hrefs(v.page.locator("#quick-links article a[href]")), QUICK_LINK_HREFS);
  } finally {
    await v.close();
  }
});

test("/resources has an email subscribe box and a closing link to /book-session", async () => {
  const v = await visit(ctx, "/resources");
  try {
    const box = v.page.locator("#subscribe");
    assert.equal(await box.locator('input[type="email"]').count(), 1);
    assert.ok(await box.locator('input[type="email"]').isVisible());
    assert.equal(await box.getByRole("button", { name: "Subscribe", exact: true }).count(), 1);
    assert.equal(await v.page.locator('#get-started a[href="/book-session"]').count(), 1);
  } finally {
    await v.close();
  }
});

test("/resources links that deliberately have no page render the not-found page with 404", async () => {
  for (const path of [
    "/resources/ai-implementation-guide",
    "/resources/techcorp-case-study",
    "/resources/getting-started",
  ]) {
    const v = await visit(ctx, path);
    try {
      assert.equal(v.response?.status(), 404, path);
    } finally {
      await v.close();
    }
  }
  for (const path of ["/resources/roi-calculator", "/resources/templates"]) {
    const v = await visit(ctx, path);
    try {
      assert.equal(v.response?.status(), 200, path);
    } finally {
      await v.close();
    }
  }
});

// ---------------------------------------------------------------------------------------------
// Blog listing: /blog and /resources/blog
// ---------------------------------------------------------------------------------------------

/** The three published posts, newest first. */
const POSTS = [
  {
    title: "n8n, Make or Zapier?",
    category: "Automation",
    date: "June 24, 2025",
    iso: "2025-06-24",
    author: "Hannah Cole",
    readTime: "9 min read",
  },
  {
    title: "Where to Put the Human",
    category: "AI Agents",
    date: "April 9, 2025",
    iso: "2025-04-09",
    author: "Marcus Feld",
    readTime: "11 min read",
  },
  {
    title: "Choosing Your First AI Agent Use Case",
    category: "Strategy",
    date: "February 18, 2025",
    iso: "2025-02-18",
    author: "Priya Nair",
    readTime: "8 min read",
  },
];

for (const path of ["/blog", "/resources/blog"]) {
  test(`${path} lists three posts with category, date, author, read time, excerpt and Read More`, async () => {
    const v = await visit(ctx, path);
    try {
      assert.equal(v.response?.status(), 200);
      const posts = v.page.locator("#posts article");
      assert.equal(await posts.count(), 3);
      for (const [i, expected] of POSTS.entries()) {
        const post = posts.nth(i);
        const text = await textOf(post);
        assert.ok(text.includes(expected.title), `post ${i + 1} is "${expected.title}"`);
        assert.ok(text.includes(expected.category), `post ${i + 1} shows its category`);
        assert.ok(text.includes(expected.author), `post ${i + 1} shows its author`);
        assert.ok(text.includes(expected.readTime), `post ${i + 1} shows its read time`);
        assert.ok(text.includes(expected.date), `post ${i + 1} shows its date`);
        assert.equal(
          await post.locator(`time[datetime="${expected.iso}"]`).count(),
          1,
          `post ${i + 1} date is machine-readable`,
        );
        assert.ok(text.length > expected.title.length + 120, `post ${i + 1} shows an excerpt`);
        const readMore = post.getByRole("button", { name: "Read More", exact: true });
        assert.equal(await readMore.count(), 1, `post ${i + 1} has a Read More button`);
      }
    } finally {
      await v.close();
    }
  });

  test(`${path} has exactly one link to /book-session and a canonical ending in /resources/blog`, async () => {
    const v = await visit(ctx, path);
    try {
      assert.equal(await v.page.locator('main a[href="/book-session"]').count(), 1);
      const canonical = v.page.locator('link[rel="canonical"]');
      assert.equal(await canonical.count(), 1);
      assert.match(
        (await canonical.getAttribute("href")) ?? "",
        /^https?:\/\/[^/]+\/resources\/blog$/,
      );
    } finally {
      await v.close();
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Case-studies listing: /case-studies and /resources/case-studies
// ---------------------------------------------------------------------------------------------

/** The three published case studies, in their set order. */
const STUDIES = [
  {
    industry: "Healthcare",
    company: "a 40-location dental group",
    tags: ["OpenAI GPT-4o", "LangGraph", "Twilio", "PostgreSQL"],
  },
  {
    industry: "Logistics",
    company: "a regional freight and logistics company",
    tags: ["n8n", "Anthropic Claude", "Azure Document Intelligence", "NetSuite API"],
  },
  {
    industry: "SaaS",
    company: "a 200-person B2B software company",
    tags: ["LangChain", "Pinecone", "OpenAI GPT-4o", "Zendesk API"],
  },
];

for (const path of ["/case-studies", "/resources/case-studies"]) {
  test(`${path} lists three case studies with industry, challenge, solution, three results and tags`, async () => {
    const v = await visit(ctx, path);
    try {
      assert.equal(v.response?.status(), 200);
      const studies = v.page.locator("#studies article");
      assert.equal(await studies.count(), 3);
      for (const [i, expected] of STUDIES.entries()) {
        const study = studies.nth(i);
        const text = await textOf(study);
        assert.ok(text.includes(expected.industry), `study ${i + 1} shows its industry`);
        assert.ok(text.includes(expected.company), `study ${i + 1} names its (generic) company`);
        for (const heading of ["Challenge", "Solution", "Results"]) {
          const block = study
            .locator("div")
            .filter({ has: v.page.getByRole("heading", { name: heading, exact: true }) })
            .last();
          assert.equal(await block.count(), 1, `study ${i + 1} has a ${heading} block`);
          const body = (await textOf(block)).replace(heading, "").trim();
          assert.ok(body.length > 20, `study ${i + 1} ${heading} has text`);
        }
        const results = study
          .locator("div")
          .filter({ has: v.page.getByRole("heading", { name: "Results", exact: true }) })
          .last()
          .locator("li");
        assert.equal(await results.count(), 3, `study ${i + 1} has three results`);
        const items = (await study.locator("li").allTextContents()).map((t) => t.trim());
        for (const tag of expected.tags)
          assert.ok(items.includes(tag), `study ${i + 1} tags include ${tag}`);
      }
    } finally {
      await v.close();
    }
  });

  test(`${path} has exactly one link to /book-session and a canonical ending in /resources/case-studies`, async () => {
    const v = await visit(ctx, path);
    try {
      assert.equal(await v.page.locator('main a[href="/book-session"]').count(), 1);
      const canonical = v.page.locator('link[rel="canonical"]');
      assert.equal(await canonical.count(), 1);
      assert.match(
        (await canonical.getAttribute("href")) ?? "",
        /^https?:\/\/[^/]+\/resources\/case-studies$/,
      );
    } finally {
      await v.close();
    }
  });
}
