import { render, screen, within } from "@testing-library/react";
import { Split } from "../../src/sections/split/Split";
import { SectionVisualsContext } from "../../src/content/SectionVisualsContext";
import { heroVisualMarkup } from "../../src/components/visualMarkup";
import { PageSchema, type SectionOf } from "../../src/content/schema";
import home from "../../data/pages/home.json";
import aiSdr from "../../data/pages/hire/ai-sdr.json";

/** The first split row of a page file, as editors wrote it. */
const splitOf = (file: unknown): { section: SectionOf<"split">; index: number } => {
  const sections = PageSchema.parse(file).sections;
  const index = sections.findIndex((s) => s.type === "split");
  return { section: sections[index] as SectionOf<"split">, index };
};

describe("Split", () => {
  it("draws its visual beside the items as one named image, with no side panel", () => {
    const { section, index } = splitOf(home);
    expect(section.visual).toBeDefined();
    const visual = section.visual!;
    render(
      <SectionVisualsContext.Provider value={{ [index]: heroVisualMarkup(visual) }}>
        <Split section={section} index={index} />
      </SectionVisualsContext.Provider>,
    );
    for (const it of section.items)
      expect(screen.getByRole("heading", { level: 3, name: it.title })).toBeVisible();
    const image = screen.getByRole("img", { name: visual.description });
    expect(within(image).getByText(visual.title)).toBeInTheDocument();
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("shows its side panel's title and items when it has no visual", () => {
    const { section, index } = splitOf(aiSdr);
    const panel = section.panel!;
    render(<Split section={section} index={index} />);
    const aside = screen.getByRole("complementary", { name: panel.title });
    expect(
      within(aside)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(panel.items);
    expect(screen.queryByRole("img")).toBeNull();
  });
});
