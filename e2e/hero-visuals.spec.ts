/**
 * Hero visuals: every section page but the not-found page has a `visual` on its hero, and at
 * 1280 px the page shows it inside the hero, to the right of the words, named for assistive
 * technology by the visual's description, and it survives hydration. At 390 × 844 the hero's
 * first call to action stays within the first screen. A page reached by a client-side link
 * draws its visual too (it comes with the page's data, not from code). Under reduced motion
 * nothing in a visual moves.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, PHONE, startSiteForSpec, visit, waitForHydration } from "./harness";
import { allPages, heroOf } from "./helpers";

const ctx = startSiteForSpec();

/** Every page whose first section is a hero, except the not-found page (see the test below). */
const heroPages = allPages().filter((p) => p.sections[0]?.type === "hero" && p.path !== "/404");

test("every section page's hero has a visual in its file; the not-found page keeps the way back in view instead", () => {
  assert.ok(heroPages.length > 40, `${heroPages.length} hero pages`);
  for (const p of heroPages) assert.ok(heroOf(p).visual, `${p.path} has a hero visual`);
});

test("at 1280 px every hero shows its visual right of the words, inside the hero, named by its description", async () => {
  const v = await visit(ctx, heroPages[0].path, { viewport: DESKTOP });
  try {
    for (const p of heroPages) {
      if (p !== heroPages[0]) {
        await v.page.goto(ctx.url + p.path, { waitUntil: "load" });
        await waitForHydration(v.page);
      }
      const visual = heroOf(p).visual!;
      const hero = v.page.locator("section[aria-labelledby='page-heading']");
      const drawing = hero.locator(`[data-hero-visual='${visual.kind}']`);
      assert.equal(await drawing.count(), 1, `${p.path}: one ${visual.kind} visual in the hero`);
      assert.ok(await drawing.isVisible(), `${p.path}: the visual is visible`);
      assert.equal(await drawing.getAttribute("role"), "img", p.path);
      assert.equal(await drawing.getAttribute("aria-label"), visual.description, p.path);
      assert.ok((await drawing.innerText()).includes(visual.title), `${p.path}: titled`);
      const [box, heading, heroBox] = await Promise.all([
        drawing.boundingBox(),
        hero.locator("h1").boundingBox(),
        hero.boundingBox(),
      ]);
      assert.ok(box && heading && heroBox, p.path);
      assert.ok(box.x >= heading.x + heading.width, `${p.path}: visual right of the heading`);
      assert.ok(box.width >= 360, `${p.path}: visual ${box.width} px wide`);
      assert.ok(
        box.y >= heroBox.y && box.y + box.height <= heroBox.y + heroBox.height,
        `${p.path}: visual inside the hero`,
      );
    }
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("at 390 × 844 the hero's first call to action is within the first screen on every section page", async () => {
  const pages = allPages().filter((p) => heroOf(p).actions?.length);
  const v = await visit(ctx, pages[0].path, { viewport: PHONE, javaScriptEnabled: false });
  try {
    for (const p of pages) {
      if (p !== pages[0]) await v.page.goto(ctx.url + p.path, { waitUntil: "load" });
      const cta = v.page
        .locator("section[aria-labelledby='page-heading'] a")
        .filter({ hasText: heroOf(p).actions![0].label })
        .first();
      const box = await cta.boundingBox();
      assert.ok(box, `${p.path}: the first call to action is shown`);
      assert.ok(
        box.y + box.height <= PHONE.height,
        `${p.path}: call to action ends at ${Math.round(box.y + box.height)} px`,
      );
    }
  } finally {
    await v.close();
  }
});

test("a page opened through a client-side link draws its visual; under reduced motion it stands still", async () => {
  const home = heroPages.find((p) => p.path === "/")!;
  const target = heroOf(home).actions!.find((a) =>
    heroPages.some((p) => p.path === a.href && p.path !== "/"),
  );
  assert.ok(target, "the home hero links a section page");
  const v = await visit(ctx, "/", { viewport: DESKTOP });
  try {
    await v.page.emulateMedia({ reducedMotion: "reduce" });
    await v.page
      .locator("section[aria-labelledby='page-heading'] a", { hasText: target.label })
      .first()
      .click();
    await v.page.waitForURL((u) => u.pathname.replace(/\/$/, "") === target.href);
    const kind = heroOf(heroPages.find((p) => p.path === target.href)!).visual!.kind;
    const drawing = v.page.locator(`[data-hero-visual='${kind}']`);
    await drawing.waitFor({ state: "visible" });
    const moving = await drawing.evaluate(
      (el) =>
        [el, ...el.querySelectorAll("*")].filter((n) =>
          ["", "::before", "::after"].some((pseudo) => {
            const name = getComputedStyle(n, pseudo || null).animationName;
            return name !== "none" && name !== "";
          }),
        ).length,
    );
    assert.equal(moving, 0, "no animation under prefers-reduced-motion");
  } finally {
    await v.close();
  }
});
