import { render, screen, within } from "@testing-library/react";
import { Footer } from "../../src/components/Footer";
import { SiteContentProvider } from "../../src/content/SiteContentContext";
import { navigation, renderWithSite, site } from "../../jest/renderWithSite";

describe("Footer", () => {
  beforeEach(() => renderWithSite(<Footer />));
  const hrefs = (nav: HTMLElement) =>
    within(nav)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));

  test("resources column links to the /resources/… addresses", () => {
    expect(hrefs(screen.getByRole("navigation", { name: "Resources" }))).toEqual([
      "/resources/blog",
      "/resources/case-studies",
      "/resources/roi-calculator",
      "/resources/templates",
    ]);
  });

  test("service-area columns link to the service pages and to their area's hub", () => {
    for (const [name, area] of [
      [navigation.footer.columns[0].title, "/ai-agents"],
      ["Automation", "/automation"],
    ]) {
      const links = hrefs(screen.getByRole("navigation", { name }));
      expect(links.every((h) => h === area || h?.startsWith(`${area}/`))).toBe(true);
      expect(links).toContain(area);
    }
    const solutions = hrefs(screen.getByRole("navigation", { name: "Solutions" }));
    expect(solutions).toEqual(expect.arrayContaining(["/industries", "/tech-stack"]));
  });

  test("legal links are /privacy, /terms and /cookies", () => {
    expect(hrefs(screen.getByRole("navigation", { name: "Legal" }))).toEqual([
      "/privacy",
      "/terms",
      "/cookies",
    ]);
  });

  test("social links open in a new tab with rel noopener noreferrer and say so", () => {
    const links = within(
      screen.getByRole("navigation", { name: navigation.footer.socialHeading }),
    ).getAllByRole("link");
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const a of links) {
      expect(a).toHaveAttribute("target", "_blank");
      expect(a).toHaveAttribute("rel", "noopener noreferrer");
      expect(a.getAttribute("href")).toMatch(/^https:\/\//);
      expect(a).toHaveTextContent(site.labels.opensInNewTab);
    }
  });

  test("newsletter email input with a Subscribe button, and © 2025", () => {
    const email = screen.getByLabelText(navigation.footer.newsletter.label);
    expect(email).toHaveAttribute("type", "email");
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeInTheDocument();
    expect(screen.getByText(/© 2025 Loomwork AI\./)).toBeInTheDocument();
  });
});

describe("Footer contact", () => {
  test("shows the company email (and the phone, when the site has one) as mailto: and tel: links, and links the contact page", () => {
    const { container } = renderWithSite(<Footer />);
    const { email, phone } = site.organization;
    expect(screen.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    if (phone)
      expect(screen.getByRole("link", { name: phone })).toHaveAttribute(
        "href",
        `tel:${phone.replace(/[^+\d]/g, "")}`,
      );
    else expect(container.querySelector('a[href^="tel:"]')).toBeNull();
    const { formLink } = navigation.footer.contact;
    expect(screen.getByRole("link", { name: formLink.label })).toHaveAttribute(
      "href",
      formLink.href,
    );
  });
});

describe("Footer phone", () => {
  test("an owner who fills in the phone number gets it shown as a tel: link", () => {
    const phone = "+44 20 7946 0000";
    const withPhone = { ...site, organization: { ...site.organization, phone } };
    render(
      <SiteContentProvider value={{ site: withPhone, navigation }}>
        <Footer />
      </SiteContentProvider>,
    );
    expect(screen.getByRole("link", { name: phone })).toHaveAttribute("href", "tel:+442079460000");
  });

  test("an empty phone number shows no phone line at all", () => {
    const noPhone = { ...site, organization: { ...site.organization, phone: "" } };
    const { container } = render(
      <SiteContentProvider value={{ site: noPhone, navigation }}>
        <Footer />
      </SiteContentProvider>,
    );
    expect(container.querySelector('a[href^="tel:"]')).toBeNull();
    expect(container.querySelectorAll(".direct-contact__row")).toHaveLength(1);
  });
});
