/**
 * @jest-environment node
 */
import { shippedContent } from "../../jest/shippedContent";

const content = shippedContent();

/**
 * Each page's first screen: the hero's badge and the figures shown right under it (the hero's
 * own stats and a stats row that directly follows the hero).
 */
const firstScreens = content.pages.map(({ file, page }) => {
  const [hero, next] = page.sections;
  const figures = [
    ...(hero.type === "hero" ? (hero.stats ?? []) : []),
    ...(next?.type === "stats" ? next.items : []),
  ].map((s) => s.value);
  return { file, badge: hero.type === "hero" ? (hero.badge ?? "") : "", figures };
});

describe("first screen", () => {
  it("no hero badge repeats a figure that the stats right under it show", () => {
    expect(firstScreens.length).toBeGreaterThan(40);
    for (const { file, badge, figures } of firstScreens)
      expect({ file, repeated: figures.filter((f) => badge.includes(f)) }).toEqual({
        file,
        repeated: [],
      });
  });
});
