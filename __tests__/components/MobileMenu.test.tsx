import { fireEvent, render, screen, within } from "@testing-library/react";
import { MobileMenu } from "../../src/components/MobileMenu";
import { navigation } from "../../jest/renderWithSite";

const { header } = navigation;
const renderMenu = () =>
  render(
    <MobileMenu
      menus={header.menus}
      cta={header.cta}
      label="Main"
      openLabel={header.openMenuLabel}
      closeLabel={header.closeMenuLabel}
    />,
  );

describe("MobileMenu", () => {
  test("starts closed and opens with its toggle button", () => {
    renderMenu();
    const toggle = screen.getByRole("button", { name: navigation.header.openMenuLabel });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: navigation.header.closeMenuLabel })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Healthcare" })).toHaveAttribute(
      "href",
      "/industries/healthcare",
    );
  });

  test("lists every header link: 7 + 8 + 6 + 7 + 5, plus the booking CTA", () => {
    renderMenu();
    fireEvent.click(screen.getByRole("button", { name: navigation.header.openMenuLabel }));
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getAllByRole("link")).toHaveLength(7 + 8 + 6 + 7 + 5 + 1);
  });

  test("closes when a link is chosen", () => {
    renderMenu();
    fireEvent.click(screen.getByRole("button", { name: navigation.header.openMenuLabel }));
    fireEvent.click(screen.getByRole("link", { name: "Zapier Automation" }));
    expect(screen.getByRole("button", { name: navigation.header.openMenuLabel })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
  });

  test("Escape closes it and returns focus to the toggle", () => {
    renderMenu();
    fireEvent.click(screen.getByRole("button", { name: navigation.header.openMenuLabel }));
    fireEvent.keyDown(document, { key: "Escape" });
    const toggle = screen.getByRole("button", { name: navigation.header.openMenuLabel });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });
});
