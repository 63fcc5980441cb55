/**
 * Hero visuals: every section page but the not-found page has a `visual` on its hero (that each
 * shows beside the words at 1280 px, and that the hero's first call to action stays in the first
 * screen at 390 × 844, is measured by the whole-site sweep, e2e/every-page.spec.ts). A page reached by a client-side link
 * draws its visual too (it comes with the page's data, not from code). Under reduced motion
 * nothing in a visual moves.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, startSiteForSpec, visit } from "./harness";
import { allPages, heroOf } from "./helpers";

const ctx = startSiteForSpec();

/** Every page whose first section is a hero, except the not-found page (see the test below). */
const heroPages = allPages().filter((p) => p.sections[0]?.type === "hero" && p.path !== "/404");

test("every section page's hero has a visual in its file; the not-found page keeps the way back in view instead", () => {
  assert.ok(heroPages.length > 40, `${heroPages.length} hero pages`);
  for (const p of heroPages) assert.ok(heroOf(p).visual, `${p.path} has a hero visual`);
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
    const drawing = v.page.locator(
      `section[aria-labelledby='page-heading'] [data-hero-visual='${kind}']`,
    );
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
