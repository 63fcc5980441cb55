import { render, screen, within } from "@testing-library/react";
import { Badges } from "../../src/sections/badges/Badges";
import { TOOL_MARK_SPRITE } from "../../src/components/ToolMark";
import { PageSchema, type SectionOf } from "../../src/content/schema";
import home from "../../data/pages/home.json";

/** The home page's first tile grid (the technology partners), as editors wrote it. */
const partners = PageSchema.parse(home).sections.find(
  (s): s is SectionOf<"badges"> => s.type === "badges",
)!;

describe("Badges", () => {
  it("shows every tool's name as text, with its mark from the sprite when the JSON names one, else its icon", () => {
    const items = partners.groups.flatMap((g) => g.items);
    expect(items.some((b) => b.mark)).toBe(true);
    render(<Badges section={partners} index={5} />);
    const tiles = screen.getAllByRole("listitem");
    expect(tiles).toHaveLength(items.length);
    items.forEach((item, i) => {
      const tile = tiles[i];
      expect(within(tile).getByText(item.name)).toBeVisible();
      const mark = tile.querySelector("svg.tool-mark");
      const icon = tile.querySelector("svg[data-icon]");
      if (item.mark) {
        expect(mark).toHaveAttribute("aria-hidden", "true");
        expect(mark?.querySelector("use")).toHaveAttribute(
          "href",
          `${TOOL_MARK_SPRITE}#${item.mark}`,
        );
        expect(icon).toBeNull();
      } else {
        expect(mark).toBeNull();
        if (item.icon) expect(icon).toHaveAttribute("data-icon", item.icon);
      }
    });
  });

  it("draws the partner strip as the same named items without tiles, when the JSON asks for it", () => {
    expect(partners.layout).toBe("strip");
    const { rerender } = render(<Badges section={partners} index={5} />);
    const list = screen.getByRole("list");
    expect(list).toHaveClass("badge-list--strip");
    for (const item of partners.groups.flatMap((g) => g.items))
      expect(within(list).getByText(item.name)).toBeVisible();
    rerender(<Badges section={{ ...partners, layout: undefined }} index={5} />);
    expect(screen.getByRole("list")).not.toHaveClass("badge-list--strip");
  });
});
