/**
 * Hero visuals: every section page but the not-found page and the pages that lead with a form has
 * a `visual` on its hero (that each
 * shows beside the words at 1280 px, and that the hero's first call to action stays in the first
 * screen at 390 × 844, is measured by the whole-site sweep, e2e/every-page.spec.ts). A page reached by a client-side link
 * draws its visual too (it comes with the page's data, not from code). Under reduced motion
 * nothing in a visual moves. One page of each family draws its own picture from its file (nodes,
 * connectors and tool marks; tool calls; bars to scale; the day's figures; layers; the offer
 * around the mark) at 1280 and 390 px, inside the screen's width.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, PHONE, startSiteForSpec, visit } from "./harness";
import { allPages, heroOf } from "./helpers";
import { leadsWithForm } from "./pageChecks";

const ctx = startSiteForSpec();

/**
 * Every page whose first section is a hero, except the not-found page (see the test below) and
 * the pages whose hero is followed by a form (the calculator, a tool, the booking calendar, the
 * contact form), where the form itself is the picture and may take the visual's place.
 */
const heroPages = allPages().filter(
  (p) => p.sections[0]?.type === "hero" && p.path !== "/404" && !leadsWithForm(p),
);

test("every section page's hero has a visual in its file, unless a form follows it; the not-found page keeps the way back in view instead", () => {
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

/** One page per family, each drawing a different kind of visual. */
const FAMILY_PAGES = [
  "/",
  "/automation/zapier",
  "/ai-agents/rag",
  "/industries/healthcare",
  "/hire/ai-sdr",
  "/tech-stack/language-models",
];

test("each family draws its own picture from its page file, and a phone sees it whole", async () => {
  const kinds = new Set<string>();
  for (const path of FAMILY_PAGES) {
    const content = heroPages.find((p) => p.path === path)!;
    const visual = heroOf(content).visual!;
    kinds.add(visual.kind);
    for (const viewport of [DESKTOP, PHONE]) {
      const v = await visit(ctx, path, { viewport });
      try {
        const drawing = v.page.locator(
          `section[aria-labelledby='page-heading'] [data-hero-visual='${visual.kind}']`,
        );
        await drawing.waitFor({ state: "visible" });
        const box = (await drawing.boundingBox())!;
        assert.ok(
          box.x >= 0 && box.x + box.width <= viewport.width,
          `${path} fits ${viewport.width}`,
        );
        const overflow = await v.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.equal(overflow, 0, `${path} scrolls sideways at ${viewport.width} px`);
        if (visual.kind === "workflow") {
          assert.equal(await drawing.locator(".hv-node").count(), visual.steps.length);
          // a connector between each pair of nodes, ending at the next node's port
          assert.equal(await drawing.locator(".hv-wire").count(), visual.steps.length - 1);
          const marks = visual.steps.flatMap((s) => s.tools ?? []);
          assert.equal(await drawing.locator(".hv-tm").count(), marks.length, `${path} tool marks`);
          for (const m of await drawing.locator(".hv-tm svg").all())
            assert.ok(((await m.boundingBox())?.width ?? 0) > 10, `${path} a tool mark is drawn`);
        }
        if (visual.kind === "chat")
          for (const c of visual.calls ?? [])
            assert.ok(await drawing.getByText(c.name, { exact: true }).isVisible(), c.name);
        if (visual.kind === "dashboard") {
          // the shown figures never repeat the page's stats
          for (const f of visual.figures)
            assert.ok(await drawing.getByText(f.value, { exact: true }).isVisible(), f.value);
          const points = visual.chart!.points;
          const heights = await drawing
            .locator(".hv-fill")
            .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
          assert.equal(heights.length, points.length);
          const top = Math.max(...points.map((p) => p.value));
          const tallest = Math.max(...heights);
          points.forEach((p, i) =>
            assert.ok(
              Math.abs(heights[i] / tallest - Math.max(0.04, p.value / top)) < 0.03,
              `${path} bar ${p.label} to scale`,
            ),
          );
        }
        if (visual.kind === "timeline")
          for (const k of visual.kpis ?? [])
            assert.ok(await drawing.getByText(k.label, { exact: true }).isVisible(), k.label);
        if (visual.kind === "architecture")
          assert.equal(await drawing.locator(".hv-layer").count(), visual.layers.length);
        if (visual.kind === "offer") {
          assert.equal(await drawing.locator(".hv-tiles li").count(), visual.tiles.length);
          assert.ok(
            await drawing.locator(".hv-hub svg").isVisible(),
            "the brand mark at the centre",
          );
        }
      } finally {
        await v.close();
      }
    }
  }
  assert.equal(kinds.size, FAMILY_PAGES.length, "six families, six kinds of picture");
});
