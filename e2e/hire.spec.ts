/**
 * Hire-AI-staff overview and the role pages. Each shows every section its file in data/pages/
 * describes (copy, figures, role cards, comparison rows), declares a service in its head, and
 * has no dead control. The rules beyond the copy: the overview's role cards link to every role
 * page there is, each under a distinct accessible name; a role page's hero books a session, its
 * demo button opens the page's demo in place (reached by keyboard, shown without a click, no
 * video) and a back link returns to the overview; every closing call to action books a session
 * and offers the way back to the overview.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { PHONE, startSiteForSpec, visit } from "./harness";
import { checkContentPage, type PageCheck } from "./contentPage";
import {
  actionTo,
  allPages,
  assertClosingCta,
  assertNoDeadLinks,
  assertSections,
  assertSeo,
  closingCtaOf,
  collapse,
  heroOf,
  hrefsOf,
  pageContent,
  sectionOf,
  type PageContent,
} from "./helpers";
import type { SectionOf } from "../src/content/schema";

const ctx = startSiteForSpec();

/** The role pages: every page file under data/pages/hire/. */
const ROLE_PATHS = allPages()
  .map((p) => p.path)
  .filter((p) => p.startsWith("/hire/"));

/** No link in the page's sections is dead, and none of them renders as a plain button. */
async function assertNoDeadControls(page: Page, content: PageContent): Promise<void> {
  await assertNoDeadLinks(page);
  for (const s of content.sections) {
    const id = s.id!;
    assert.equal(await page.locator(`#${id}`).count(), 1, `section #${id} exists`);
    for (const h of await hrefsOf(page.locator(`#${id} a`)))
      assert.ok(h && h !== "#", `#${id}: link with href ${JSON.stringify(h)}`);
    assert.equal(
      await page.locator(`#${id} button`).count(),
      0,
      `#${id}: no plain buttons (every control on the hire pages has a destination)`,
    );
  }
}

test("/hire: every section as its file says; role cards link to every role page under distinct names", async () => {
  const content = pageContent("/hire");
  const v = await visit(ctx, "/hire");
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertSeo(page, content);
    await assertSections(page, content);
    const hero = heroOf(content);
    actionTo(hero.actions, "/book-session");
    actionTo(hero.actions, "#roles");

    // One role card per role page, each linking to its page.
    const roles = sectionOf(content, "cards", "roles");
    const learnMore = roles.cards.map((c) => c.actions?.[0]);
    assert.ok(
      learnMore.every((a) => a?.href),
      "every role card links to its page",
    );
    assert.deepEqual(learnMore.map((a) => a!.href).sort(), [...ROLE_PATHS].sort());
    // The links share the visible label; screen readers and search engines hear which role each is about.
    const names = await page
      .locator("#roles article a")
      .evaluateAll((as) => as.map((a) => (a.textContent ?? "").replace(/\s+/g, " ").trim()));
    assert.equal(
      new Set(names).size,
      roles.cards.length,
      `distinct link texts: ${names.join(" | ")}`,
    );
    const hidden = await page
      .locator("#roles a .visually-hidden")
      .evaluateAll((spans) =>
        spans.map((s) => s.getBoundingClientRect()).every((r) => r.width <= 1 && r.height <= 1),
      );
    assert.equal(hidden, true, "only the visible label shows");
    for (let i = 0; i < roles.cards.length; i++)
      assert.ok(
        (await page.locator("#roles article").nth(i).locator("li").count()) >= 2,
        `role card ${i + 1} has list items`,
      );

    await assertClosingCta(page, content);
    await assertNoDeadControls(page, content);
  } finally {
    await v.close();
  }
});

/**
 * A role page: 200, its head, every section as its file says, hero buttons that book a session
 * and a back link to /hire, use cases with figures, a closing call to action that books a
 * session and links back to /hire, no dead control. Then runs `extra`.
 */
async function checkRolePage(pathname: string, extra?: PageCheck): Promise<void> {
  await checkContentPage(
    ctx,
    pathname,
    async (page, content) => {
      const hero = heroOf(content);
      assert.equal(
        hero.actions?.[0]?.href,
        "/book-session",
        "the main hero button books a session",
      );
      actionTo(hero.actions, `#${demoOf(content).id}`);
      assert.equal(hero.backLink?.href, "/hire", "a way back to the overview");

      const useCases = page.locator("#use-cases article");
      for (let i = 0; i < (await useCases.count()); i++)
        assert.ok(
          (await useCases.nth(i).locator("dl dd").count()) >= 1,
          `use case ${i + 1} shows a figure`,
        );
      assert.equal(await page.locator("#benefits aside").count(), 1, "benefits with a side panel");

      actionTo(closingCtaOf(content).actions, "/hire");
      await extra?.(page, content);
      await assertNoDeadControls(page, content);
    },
    { heroBooksSession: false, noDeadLinks: false },
  );
}

/** The page's demo section (the hero's demo button points at it). */
function demoOf(content: PageContent): SectionOf<"demo"> {
  return sectionOf(content, "demo");
}

/** The page compares traditional staff with AI staff in a table (rows from its file). */
async function hasComparison(_page: Page, content: PageContent): Promise<void> {
  sectionOf(content, "comparison");
}

/** Rules of particular role pages, on top of what every role page shares. */
const ROLE_EXTRAS: Record<string, (page: Page, content: PageContent) => Promise<void>> = {
  "/hire/ai-customer-support": hasComparison,
  "/hire/ai-accountant": async (page, content) => {
    const groups = sectionOf(content, "badges", "integrations").groups;
    assert.ok(
      groups.every((g) => g.title),
      "every integration group has a title",
    );
    assert.equal(await page.locator("#integrations ul").count(), groups.length);
    sectionOf(content, "cards", "security");
    await hasComparison(page, content);
  },
  "/hire/ai-virtual-assistant": async (page, content) => {
    sectionOf(content, "cards", "learns-preferences");
    await hasComparison(page, content);
  },
};

for (const pathname of ROLE_PATHS) {
  test(`${pathname}: every section as its file says, booking hero, back to the overview`, async () => {
    await checkRolePage(pathname, ROLE_EXTRAS[pathname]);
  });
}

for (const pathname of ROLE_PATHS) {
  test(`${pathname}: the hero's demo button, pressed from the keyboard, shows the demo in place`, async () => {
    const content = pageContent(pathname);
    const demo = demoOf(content);
    assert.ok(demo.id, "the demo section has an anchor id");
    const id = demo.id;
    const button = actionTo(heroOf(content).actions, `#${id}`);
    const v = await visit(ctx, pathname, { viewport: PHONE });
    try {
      const { page } = v;
      const link = page.locator(`#hero a[href="#${id}"]`);
      assert.equal(await link.count(), 1, "one demo link in the hero");
      assert.equal(collapse((await link.textContent()) ?? ""), collapse(button.label));
      // On a phone the second action is a quiet text link, not a second button.
      const looks = await link.evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.borderTopWidth, s.backgroundColor, s.textDecorationLine];
      });
      assert.deepEqual(looks, ["0px", "rgba(0, 0, 0, 0)", "underline"], "a text link at 390 px");
      // Tab from the top of the page until the demo link has focus, as a keyboard user would.
      let reached = false;
      for (let i = 0; i < 40 && !reached; i++) {
        await page.keyboard.press("Tab");
        reached = await link.evaluate((el) => el === document.activeElement);
      }
      assert.ok(reached, "the demo link is reachable with Tab");
      await page.keyboard.press("Enter");
      await page.waitForFunction((id) => location.hash === `#${id}`, id);
      const scope = page.locator(`#${id}`);
      await page.waitForFunction((id) => {
        const r = document.getElementById(id)!.getBoundingClientRect();
        return r.top >= -1 && r.top < window.innerHeight / 2;
      }, id);
      const first = scope.locator(".demo__entry").first();
      assert.ok(await first.isVisible(), "the demo's first entry is shown without another click");
      assert.equal(
        await scope.locator("video, iframe, details:not([open])").count(),
        0,
        "no video, nothing folded",
      );
      // Tab continues from the demo: the next focus lies after its start.
      await page.keyboard.press("Tab");
      const after = await scope.evaluate(
        (el) =>
          !!document.activeElement &&
          document.activeElement !== document.body &&
          (el.compareDocumentPosition(document.activeElement) &
            Node.DOCUMENT_POSITION_FOLLOWING) !==
            0,
      );
      assert.ok(after, "keyboard focus continues from the demo");
    } finally {
      await v.close();
    }
  });
}
