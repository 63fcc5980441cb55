/**
 * @jest-environment node
 */
import { shippedContent } from "../../jest/shippedContent";
import { BENTO_PLANS } from "../../src/sections/cards/bento";
import { bentoCellShape } from "../../src/sections/cards/bentoCss";

const content = shippedContent();

/** Every card that fills a large bento cell (two rows and two columns from 1024 px). */
const largeCells = content.pages.flatMap(({ file, page }) =>
  page.sections.flatMap((s, i) => {
    if (s.type !== "cards" || s.layout !== "bento") return [];
    const plan = BENTO_PLANS[s.cards.length];
    if (!plan) return [];
    return s.cards.flatMap((card, c) =>
      bentoCellShape(plan, "abcdef"[c]) === "large"
        ? [{ where: `${file} sections[${i}]`, card }]
        : [],
    );
  }),
);

describe("bento cells", () => {
  it("every large cell carries a table of figures from its data, not an empty pattern", () => {
    expect(largeCells.length).toBeGreaterThan(0);
    for (const { where, card } of largeCells)
      expect({ where, rows: Math.min(card.meta?.length ?? 0, 3) }).toEqual({ where, rows: 3 });
  });
});
