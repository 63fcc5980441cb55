/**
 * The hero visual's build-time HTML: one image to assistive technology (a named group when it
 * holds links), named by the visual's description; every kind draws its own words and its own
 * picture (tool marks on workflow nodes, the agent's tool calls, bars to scale, the day's
 * figures, threads between layers, the offer around the brand mark); text is escaped, never
 * run; and the stylesheet stops every motion under reduced motion.
 */
import fs from "fs";
import path from "path";
import { HERO_CSS, heroVisualMarkup } from "../../src/components/visualMarkup";
import { barHeights, percentOf } from "../../src/components/visualKinds";
import { PageSchema, type HeroVisual } from "../../src/content/schema";

/** Every hero visual in data/pages, parsed by the schema. */
function realVisuals(): { path: string; visual: HeroVisual }[] {
  const dir = path.resolve(__dirname, "../../data/pages");
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".json"));
  return files.flatMap((f) => {
    const page = PageSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")));
    const hero = page.sections[0];
    return hero.type === "hero" && hero.visual ? [{ path: page.path, visual: hero.visual }] : [];
  });
}

function render(visual: HeroVisual): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = heroVisualMarkup(visual);
  return host.firstElementChild as HTMLElement;
}

test("each real visual is one image named by its description, showing its title and its words", () => {
  const visuals = realVisuals();
  expect(new Set(visuals.map((v) => v.visual.kind))).toEqual(
    new Set(["workflow", "chat", "dashboard", "timeline", "architecture", "offer"]),
  );
  for (const { visual } of visuals) {
    const el = render(visual);
    const linked = visual.kind === "offer" && visual.tiles.some((t) => t.href);
    expect(el.getAttribute("role")).toBe(linked ? "group" : "img");
    expect(el.getAttribute("aria-label")).toBe(visual.description);
    expect(el.dataset.heroVisual).toBe(visual.kind);
    const text = el.textContent ?? "";
    expect(text).toContain(visual.title);
    const words =
      visual.kind === "workflow"
        ? visual.steps.map((s) => s.label)
        : visual.kind === "chat"
          ? [visual.question, visual.answer, ...visual.sources.map((s) => s.name)]
          : visual.kind === "dashboard"
            ? visual.figures.flatMap((f) => [f.value, f.label])
            : visual.kind === "timeline"
              ? visual.entries.flatMap((e) => [e.time, e.label])
              : visual.kind === "architecture"
                ? visual.layers.flatMap((l) => [l.name, ...l.parts])
                : visual.tiles.map((t) => t.name);
    for (const w of words) expect(text).toContain(w);
  }
});

test("text is escaped: markup in content is shown as text, never run", () => {
  const el = render({
    kind: "chat",
    title: "<b>Title</b>",
    description: 'Say "hi" & <script>alert(1)</script>',
    question: "<img src=x onerror=alert(1)>",
    answer: "Fine & dandy",
    sources: [{ name: "<i>Policy</i>" }],
  });
  expect(el.querySelector("script, img, b, i")).toBeNull();
  expect(el.getAttribute("aria-label")).toBe('Say "hi" & <script>alert(1)</script>');
  expect(el.textContent).toContain("<img src=x onerror=alert(1)>");
});

test("the stylesheet stops every animation under prefers-reduced-motion", () => {
  expect(HERO_CSS).toMatch(/@keyframes/);
  expect(HERO_CSS).toContain(
    "@media (prefers-reduced-motion:reduce){.hv *,.hv *::before,.hv *::after{animation:none!important}}",
  );
});

test("each family draws its own picture from its fields", () => {
  const visuals = realVisuals().map((v) => v.visual);
  for (const visual of visuals) {
    const el = render(visual);
    if (visual.kind === "workflow") {
      expect(el.querySelectorAll(".hv-node")).toHaveLength(visual.steps.length);
      // one curved connector into every node but the first
      expect(el.querySelectorAll(".hv-wire path")).toHaveLength(visual.steps.length - 1);
      const marks = [...el.querySelectorAll(".hv-tm use")].map((u) => u.getAttribute("href"));
      expect(marks).toEqual(
        visual.steps.flatMap((s) => s.tools ?? []).map((t) => `/tool-marks.svg#${t}`),
      );
    }
    if (visual.kind === "chat")
      expect([...el.querySelectorAll(".hv-call")].map((c) => c.textContent)).toEqual(
        (visual.calls ?? []).map((c) => c.name),
      );
    if (visual.kind === "dashboard" && visual.chart) {
      const heights = [...el.querySelectorAll<HTMLElement>(".hv-fill")].map((f) => f.style.height);
      expect(heights).toEqual(
        barHeights(visual.chart.points.map((p) => p.value)).map((h) => `${h}%`),
      );
    }
    if (visual.kind === "architecture")
      // every part threaded to every part of the next layer
      expect(el.querySelectorAll(".hv-weave path")).toHaveLength(
        visual.layers
          .slice(1)
          .reduce((n, l, i) => n + l.parts.length * visual.layers[i].parts.length, 0),
      );
    if (visual.kind === "offer") {
      expect(el.querySelectorAll(".hv-tiles li")).toHaveLength(visual.tiles.length);
      expect(el.querySelector(".hv-hub svg")).not.toBeNull();
    }
  }
});

test("the industry screens never repeat a figure the page's own stats show", () => {
  const dir = path.resolve(__dirname, "../../data/pages/industries");
  for (const f of fs.readdirSync(dir)) {
    const page = PageSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")));
    const hero = page.sections[0];
    if (hero.type !== "hero" || hero.visual?.kind !== "dashboard") continue;
    const shown = page.sections.flatMap((s) =>
      s.type === "stats"
        ? s.items.map((i) => i.value)
        : s.type === "hero"
          ? (s.stats ?? []).map((i) => i.value)
          : [],
    );
    for (const figure of hero.visual.figures) expect(shown).not.toContain(figure.value);
  }
});

test("bars are drawn to scale against the largest value, and percentages become meters", () => {
  expect(barHeights([50, 100, 0])).toEqual([50, 100, 4]);
  expect(percentOf("70%")).toBe(0.7);
  expect(percentOf("99.5 %")).toBe(0.995);
  expect(percentOf("300%")).toBeUndefined();
  expect(percentOf("2 hrs")).toBeUndefined();
});
