/**
 * @jest-environment node
 */
import { HeroSectionSchema } from "../../src/sections/hero/schema";
import { shippedContent } from "../../jest/shippedContent";

const content = shippedContent();

describe("hero actions", () => {
  it("no page's hero offers more than two actions, and the first of two is the primary", () => {
    const heroes = content.pages.flatMap(({ file, page }) =>
      page.sections.flatMap((s) => (s.type === "hero" ? [{ file, hero: s }] : [])),
    );
    expect(heroes.length).toBeGreaterThan(40);
    for (const { file, hero } of heroes) {
      const actions = hero.actions ?? [];
      expect({ file, count: Math.min(actions.length, 2) }).toEqual({ file, count: actions.length });
      if (actions.length === 2)
        expect({ file, variant: actions[1].variant }).toEqual({ file, variant: "secondary" });
    }
  });

  it("refuses a third action with a message that says what to do", () => {
    const action = { label: "Go", href: "/book-session" };
    const result = HeroSectionSchema.safeParse({
      type: "hero",
      heading: "A heading",
      actions: [action, action, action],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(["actions"]);
    expect(result.error?.issues[0].message).toMatch(/at most 2 hero actions/);
  });
});
