/**
 * Gate: axe-core (see e2e/axe.ts) finds no violation in the interactive states, once per run,
 * checking the part of the page each state changes:
 * each desktop mega-menu open, the mobile menu open, an FAQ item expanded, the floating booking
 * prompt (card and pill), the ROI calculator with results and the resources search with
 * results. Every page as loaded is checked at 390 and 1280 px by the whole-site sweep
 * (e2e/every-page.spec.ts).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, PHONE, startSiteForSpec } from "./harness";
import { load, openContext } from "./gates";
import { axe } from "./axe";

const ctx = startSiteForSpec();

test("axe: interactive states", async (t) => {
  const desktop = await openContext(ctx.browser, ctx.url, DESKTOP);
  const phone = await openContext(ctx.browser, ctx.url, PHONE);
  try {
    await t.test("each desktop mega-menu open (1280 px)", async () => {
      const page = await desktop.context.newPage();
      await load(page, ctx.url, "/");
      const triggers = page.locator("header nav button[aria-expanded][aria-controls^='menu-']");
      const count = await triggers.count();
      assert.ok(count > 0, "the header has mega-menu buttons");
      for (let i = 0; i < count; i++) {
        const trigger = triggers.nth(i);
        await trigger.click();
        await page.waitForFunction(
          (el) => el?.getAttribute("aria-expanded") === "true",
          await trigger.elementHandle(),
        );
        const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
        assert.ok(await panel.isVisible(), `menu ${i} panel is visible`);
        assert.deepEqual(
          await axe(page, { include: ["header"] }),
          [],
          `menu "${await trigger.innerText()}" open`,
        );
        await trigger.click();
      }
      await page.close();
    });

    await t.test("mobile menu open (390 px)", async () => {
      const page = await phone.context.newPage();
      await load(page, ctx.url, "/");
      await page.locator('button[aria-controls="mobile-menu"]').click();
      await page.locator("#mobile-menu").waitFor({ state: "visible" });
      assert.deepEqual(await axe(page, { include: ["header"] }), [], "mobile menu open");
      await page.close();
    });

    await t.test("FAQ item expanded (both viewports)", async () => {
      for (const gate of [phone, desktop]) {
        const page = await gate.context.newPage();
        await load(page, ctx.url, "/ai-agents/rag");
        const question = page.locator("main h3 > button[aria-expanded]").first();
        await question.click();
        assert.equal(await question.getAttribute("aria-expanded"), "true");
        await page
          .locator(`#${await question.getAttribute("aria-controls")}`)
          .waitFor({ state: "visible" });
        const faq = await question.evaluate((el) => el.closest("section[id]")?.id);
        assert.ok(faq, "the FAQ is a section with an id");
        assert.deepEqual(await axe(page, { include: [`#${faq}`] }), [], "FAQ item expanded");
        await page.close();
      }
    });

    await t.test("floating booking prompt: card and minimised pill (390 px)", async () => {
      const page = await phone.context.newPage();
      await load(page, ctx.url, "/ai-agents/rag");
      await page.evaluate(() => window.scrollTo(0, 1600));
      const card = page.locator("aside[aria-labelledby='booking-prompt-heading']");
      await card.waitFor({ state: "visible" });
      assert.deepEqual(
        await axe(page, { include: ["aside[aria-labelledby='booking-prompt-heading']"] }),
        [],
        "booking prompt card",
      );
      await card.locator("button").click();
      await card.waitFor({ state: "detached" });
      assert.deepEqual(
        await axe(page, { include: ["[data-booking-prompt='pill']"] }),
        [],
        "booking prompt minimised",
      );
      await page.close();
    });

    await t.test("ROI calculator with results (1280 px)", async () => {
      const page = await desktop.context.newPage();
      await load(page, ctx.url, "/roi-calculator");
      const inputs = page.locator("form input[type=number]");
      const n = await inputs.count();
      for (let i = 0; i < n; i++) await inputs.nth(i).fill(["10", "40", "5", "5000"][i] ?? "1");
      await page.locator("form button[type=submit]").first().click();
      await page.locator("[data-testid=payback]").waitFor({ state: "visible" });
      assert.deepEqual(
        await axe(page, { include: ["main section:has(form input[type=number])"] }),
        [],
        "ROI results",
      );
      await page.close();
    });

    await t.test("resources search with results (390 px)", async () => {
      const page = await phone.context.newPage();
      await load(page, ctx.url, "/resources");
      await page.locator("#site-search-input").fill("automation");
      await page.locator("#site-search-results li").first().waitFor({ state: "visible" });
      assert.deepEqual(
        await axe(page, { include: ["main section:has(#site-search-results)"] }),
        [],
        "search results",
      );
      await page.close();
    });
  } finally {
    await desktop.context.close();
    await phone.context.close();
  }
});
