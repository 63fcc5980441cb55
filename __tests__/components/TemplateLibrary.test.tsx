import { screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { TemplateLibrary } from "../../src/components/template/TemplateLibrary";
import { CollectionsContext, type Collections } from "../../src/content/CollectionsContext";
import { fill } from "../../src/content/SiteContentContext";
import type { ListedTemplate } from "../../src/content/templatePages";
import type { TemplateFilter } from "../../src/lib/templateLibrary";
import { renderWithSite, site } from "../../jest/renderWithSite";

const copy = site.templates;

const template = (slug: string, category: string, platforms: string[]): ListedTemplate => ({
  slug,
  title: `Title ${slug}`,
  category,
  icon: "workflow",
  description: `What ${slug} does.`,
  platforms,
  workflow: `/downloads/templates/${slug}.n8n.json`,
  path: `/templates/${slug}`,
});

const TEMPLATES = [
  template("a", "Sales", ["n8n", "Make"]),
  template("b", "Finance", ["n8n"]),
  template("c", "Sales", ["n8n", "Zapier"]),
];

/** The library section as /templates (or one of its filter pages) renders it. */
function renderLibrary(filter: TemplateFilter | null, featured: string[] = []): void {
  const collections: Collections = {
    blog: [],
    caseStudies: [],
    blogPages: { page: 1, count: 1, basePath: "/templates" },
    templateLibrary: {
      templates: TEMPLATES,
      filter,
      basePath: "/templates",
      bookingPath: "/book-session",
      featured,
    },
  };
  const ui: ReactElement = (
    <CollectionsContext.Provider value={collections}>
      <TemplateLibrary
        section={{
          type: "collectionList",
          id: "library",
          heading: "All templates",
          collection: "templates",
        }}
        index={2}
      />
    </CollectionsContext.Provider>
  );
  renderWithSite(ui);
}

const filters = () => screen.getByRole("navigation", { name: copy.library.filtersLabel });

describe("TemplateLibrary", () => {
  it("unfiltered: a card per template linking to its page, with Download and Customize", () => {
    renderLibrary(null);
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(TEMPLATES.length);
    TEMPLATES.forEach((t, i) => {
      const card = within(cards[i]);
      expect(card.getByRole("link", { name: t.title })).toHaveAttribute("href", t.path);
      expect(cards[i]).toHaveTextContent(t.category);
      for (const p of t.platforms) expect(card.getByText(p)).toBeInTheDocument();
      const download = card.getByRole("link", { name: new RegExp(`^${copy.download}`) });
      expect(download).toHaveAttribute("href", t.workflow);
      expect(download).toHaveAttribute("download", `loomwork-${t.slug}.n8n.json`);
      expect(card.getByRole("link", { name: new RegExp(`^${copy.customize}`) })).toHaveAttribute(
        "href",
        `/book-session?template=${t.slug}`,
      );
    });
    expect(screen.getByText(fill(copy.library.showing, { count: 3 }))).toBeInTheDocument();
  });

  it("offers each category and platform as a link to its own page, with its count; All is current", () => {
    renderLibrary(null);
    const nav = within(filters());
    const current = nav
      .getAllByRole("link")
      .filter((a) => a.getAttribute("aria-current") === "page");
    expect(current.map((a) => a.getAttribute("href"))).toEqual([
      "/templates#library",
      "/templates#library",
    ]);
    expect(nav.getByRole("link", { name: "Sales 2" })).toHaveAttribute(
      "href",
      "/templates/category/sales#library",
    );
    expect(nav.getByRole("link", { name: "Zapier 1" })).toHaveAttribute(
      "href",
      "/templates/platform/zapier#library",
    );
    expect(nav.getByRole("list", { name: copy.library.category }).children).toHaveLength(3);
    expect(nav.getByRole("list", { name: copy.library.platform }).children).toHaveLength(4);
  });

  it("leaves out the templates the page features above it, and says how many are where", () => {
    renderLibrary(null, ["a", "unknown"]);
    expect(
      screen.getAllByRole("article").map((a) => within(a).getAllByRole("link")[0].textContent),
    ).toEqual(["Title b", "Title c"]);
    expect(
      screen.getByText(fill(copy.library.showingOthers, { count: 2, featured: 1, total: 3 })),
    ).toBeInTheDocument();
    // The filters still count the whole library.
    expect(within(filters()).getAllByRole("link", { name: `${copy.library.all} 3` })).toHaveLength(
      2,
    );
  });

  it("on a filter page: every template of the filter, even one featured on /templates", () => {
    renderLibrary({ facet: "category", slug: "sales" }, ["a"]);
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("on a filter page: only its templates, its link current, and a line naming the filter", () => {
    renderLibrary({ facet: "category", slug: "sales" });
    expect(
      screen.getAllByRole("article").map((a) => within(a).getAllByRole("link")[0].textContent),
    ).toEqual(["Title a", "Title c"]);
    const current = within(filters())
      .getAllByRole("link")
      .filter((a) => a.getAttribute("aria-current") === "page");
    expect(current.map((a) => a.getAttribute("href"))).toEqual([
      "/templates/category/sales#library",
    ]);
    expect(
      screen.getByText(fill(copy.library.showingFiltered, { count: 2, total: 3, name: "Sales" })),
    ).toBeInTheDocument();
  });
});
