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
    const industries = header.menus.find((m) => m.id === "industries")!;
    fireEvent.click(within(nav).getByRole("button", { name: industries.label }));
    expect(within(nav).getByRole("link", { name: "Healthcare" })).toHaveAttribute(
      "href",
      "/industries/healthcare",
    );
  });

  test("folds the menus as an accordion: one open at a time, each with its links and hub link", () => {
    renderMenu();
    fireEvent.click(screen.getByRole("button", { name: navigation.header.openMenuLabel }));
    const nav = screen.getByRole("navigation", { name: "Main" });
    // Closed, the panel shows one disclosure button per menu and the booking CTA, no menu links.
    expect(within(nav).getAllByRole("link")).toHaveLength(1);
    expect(within(nav).getByRole("link", { name: header.cta.label })).toHaveAttribute(
      "href",
      header.cta.href,
    );
    let total = 0;
    for (const menu of header.menus) {
      const button = within(nav).getByRole("button", { name: menu.label });
      expect(button).toHaveAttribute("aria-expanded", "false");
      fireEvent.click(button);
      expect(button).toHaveAttribute("aria-expanded", "true");
      const list = document.getElementById(button.getAttribute("aria-controls")!)!;
      const links = within(list).getAllByRole("link");
      expect(links.map((l) => l.getAttribute("href"))).toEqual([
        ...menu.items.map((i) => i.href),
        menu.hub.href,
      ]);
      // Only this menu is open.
      expect(within(nav).getAllByRole("link")).toHaveLength(links.length + 1);
      total += menu.items.length;
    }
    expect(total).toBe(7 + 8 + 6 + 7 + 5);
  });

  test("holds the page still while open and lets it scroll again on close", () => {
    renderMenu();
    fireEvent.click(screen.getByRole("button", { name: navigation.header.openMenuLabel }));
    expect(document.documentElement.style.overflow).toBe("hidden");
    expect(document.body.style.overflow).toBe("hidden");
    fireEvent.click(screen.getByRole("button", { name: navigation.header.closeMenuLabel }));
    expect(document.documentElement.style.overflow).toBe("");
    expect(document.body.style.overflow).toBe("");
  });

  test("closes when a link is chosen", () => {
    renderMenu();
    fireEvent.click(screen.getByRole("button", { name: navigation.header.openMenuLabel }));
    const automation = header.menus.find((m) =>
      m.items.some((i) => i.href === "/automation/zapier"),
    )!;
    fireEvent.click(screen.getByRole("button", { name: automation.label }));
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
    expect(document.documentElement.style.overflow).toBe("");
  });
});
