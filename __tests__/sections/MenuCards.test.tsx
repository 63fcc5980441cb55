import { screen, within } from "@testing-library/react";
import { MenuCards } from "../../src/sections/menuCards/MenuCards";
import { navigation, renderWithSite } from "../../jest/renderWithSite";

describe("MenuCards", () => {
  it("shows one card per item of its header menu: title linking to the page, description", () => {
    const menu = navigation.header.menus[0];
    renderWithSite(
      <MenuCards
        section={{ type: "menuCards", id: "services", heading: "Our services", menu: menu.id }}
        index={1}
      />,
    );
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(menu.items.length);
    menu.items.forEach((item, i) => {
      const link = within(cards[i]).getByRole("link", { name: item.title });
      expect(link).toHaveAttribute("href", item.href);
      expect(cards[i]).toHaveTextContent(item.description);
    });
    expect(screen.getByRole("heading", { level: 2, name: "Our services" })).toBeInTheDocument();
  });
});
