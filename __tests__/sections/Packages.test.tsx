import { screen, within } from "@testing-library/react";
import { Packages } from "../../src/sections/packages/Packages";
import { renderWithSite, site } from "../../jest/renderWithSite";
import { packagesSection } from "../../jest/fixtures";
import { PACKAGES_CSS } from "../../src/sections/packages/styles";

const section = packagesSection;

describe("Packages", () => {
  test("each tier shows name, price, duration and features", () => {
    renderWithSite(<Packages section={section} index={2} />);
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(3);
    expect(cards.map((c) => within(c).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Starter",
      "Professional",
      "Enterprise",
    ]);
    expect(cards[0]).toHaveTextContent("$8,000");
    expect(cards[0]).toHaveTextContent("4-6 weeks");
    expect(cards[1]).toHaveTextContent("$18,000");
    expect(cards[2]).toHaveTextContent("12 months support");
  });

  test("only the popular tier carries the Most Popular badge and the highlight ring", () => {
    // The ring is a static class rule (in every page's head on the site), not an Emotion prop.
    const sheet = document.createElement("style");
    sheet.textContent = PACKAGES_CSS;
    document.head.append(sheet);
    renderWithSite(<Packages section={section} index={2} />);
    const cards = screen.getAllByRole("article");
    expect(screen.getAllByText(site.labels.mostPopular)).toHaveLength(1);
    expect(within(cards[1]).getByText(site.labels.mostPopular)).toBeInTheDocument();
    expect(cards[1]).toHaveAttribute("data-popular", "true");
    expect(getComputedStyle(cards[1]).borderTopWidth).toBe("2px");
    expect(cards[0]).not.toHaveAttribute("data-popular");
    expect(getComputedStyle(cards[0]).borderTopWidth).toBe("1px");
    sheet.remove();
  });

  test("every Get Started leads to /book-session", () => {
    renderWithSite(<Packages section={section} index={2} />);
    const links = screen.getAllByRole("link", { name: "Get Started" });
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/book-session",
      "/book-session",
      "/book-session",
    ]);
  });
});
