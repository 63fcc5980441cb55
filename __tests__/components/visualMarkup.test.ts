/**
 * The hero visual's build-time HTML: one image to assistive technology, named by the visual's
 * description; every kind draws its own words; text is escaped, never run; and the stylesheet
 * stops every motion under reduced motion.
 */
import fs from "fs";
import path from "path";
import { HERO_CSS, heroVisualMarkup } from "../../src/components/visualMarkup";
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
    expect(el.getAttribute("role")).toBe("img");
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
