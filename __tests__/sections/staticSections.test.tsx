import { Suspense } from "react";
import { screen } from "@testing-library/react";
import { shippedContent } from "../../jest/shippedContent";
import type { Section } from "../../src/content/schema";
import { SECTION_COMPONENTS } from "../../src/sections";
import {
  STATIC_SECTION_COMPONENTS,
  type StaticSectionType,
} from "../../src/sections/staticSectionComponents";
import { renderWithSite } from "../../jest/renderWithSite";
import { CaseStudyContext, NO_CASE_STUDY_DATA } from "../../src/content/CaseStudyContext";
import type { ListedCaseStudy } from "../../src/content/CollectionsContext";

const content = shippedContent();
const staticTypes = Object.keys(STATIC_SECTION_COMPONENTS) as StaticSectionType[];
/** Every study by slug, as a page's case-study sections receive them. */
const caseStudies = {
  ...NO_CASE_STUDY_DATA,
  bySlug: Object.fromEntries(
    content.caseStudies.map((study) => [
      study.slug,
      { ...study, path: `/case-studies/${study.slug}` } as unknown as ListedCaseStudy,
    ]),
  ),
};

/** The first section of `type` in data/pages/, with its index on its page. */
function firstOfType(type: StaticSectionType): { section: Section; index: number } | undefined {
  for (const { page } of content.pages) {
    const index = page.sections.findIndex((s) => s.type === type);
    if (index >= 0) return { section: page.sections[index], index };
  }
  return undefined;
}

afterEach(() => document.getElementById("___gatsby")?.remove());

describe("static sections (their code is not needed on the page the browser loaded)", () => {
  test.each(staticTypes)(
    "a %s section from data/pages is a static part, so the server HTML can stand for it",
    (type) => {
      const found = firstOfType(type);
      if (!found) return; // no page uses the type today; nothing a visitor could see
      const Component = STATIC_SECTION_COMPONENTS[type] as (props: {
        section: Section;
        index: number;
      }) => JSX.Element;
      const { container } = renderWithSite(
        <CaseStudyContext.Provider value={caseStudies}>
          <Component section={found.section} index={found.index} />
        </CaseStudyContext.Provider>,
      );
      expect(container.firstElementChild?.getAttribute("data-static")).toBe(
        `section-${found.index}`,
      );
    },
  );

  test("with the server's HTML in the document, the section hands back that element unchanged", () => {
    const root = document.createElement("div");
    root.id = "___gatsby";
    root.innerHTML =
      '<section id="proof" class="section" data-surface="tint" aria-labelledby="proof-heading" data-static="section-2"><h2 id="proof-heading">Server heading</h2><p>Written by the server</p></section>';
    document.body.append(root);
    const found = firstOfType("cards");
    expect(found).toBeDefined();
    const Cards = SECTION_COMPONENTS.cards as (props: {
      section: Section;
      index: number;
    }) => JSX.Element;
    const { container } = renderWithSite(<Cards section={found?.section as Section} index={2} />);
    const section = container.querySelector("section");
    expect(section?.outerHTML).toBe(root.firstElementChild?.outerHTML);
  });

  test("without server HTML (after a client-side navigation), the section draws its content once its code loads", async () => {
    const found = firstOfType("cards");
    const Cards = SECTION_COMPONENTS.cards as (props: {
      section: Section;
      index: number;
    }) => JSX.Element;
    const section = found?.section as Extract<Section, { type: "cards" }>;
    renderWithSite(
      <Suspense fallback={null}>
        <Cards section={section} index={found?.index ?? 1} />
      </Suspense>,
    );
    expect(
      await screen.findByRole("heading", { name: section.cards[0].title }),
    ).toBeInTheDocument();
  });
});
