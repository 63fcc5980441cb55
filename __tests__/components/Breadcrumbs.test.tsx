import { screen, within } from "@testing-library/react";
import { Breadcrumbs } from "../../src/components/Breadcrumbs";
import { renderWithSite, site } from "../../jest/renderWithSite";

describe("Breadcrumbs", () => {
  const trail = [
    { name: site.labels.breadcrumbs.home, path: "/" },
    { name: "Automation", path: "/automation" },
    { name: "Zapier Automation", path: "/automation/zapier" },
  ];

  test("is a nav named from data with an ordered list, the current page last and unlinked", () => {
    renderWithSite(<Breadcrumbs trail={trail} />);
    const nav = screen.getByRole("navigation", { name: site.labels.breadcrumbs.label });
    const items = within(within(nav).getByRole("list")).getAllByRole("listitem");
    expect(nav.querySelector("ol")).not.toBeNull();
    expect(items.map((i) => i.textContent)).toEqual(trail.map((c) => c.name));
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual(trail.slice(0, -1).map((c) => [c.name, c.path]));
    const current = within(items[2]).getByText("Zapier Automation");
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.closest("a")).toBeNull();
  });

  test("renders nothing for the home page's empty trail", () => {
    const { container } = renderWithSite(<Breadcrumbs trail={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
