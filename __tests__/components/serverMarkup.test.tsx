import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import * as gatsby from "gatsby";
import { Process } from "../../src/sections/process/Process";
import { PageSchema, type SectionOf } from "../../src/content/schema";
import {
  followStaticLink,
  markClientNavigation,
  useServerMarkup,
} from "../../src/components/serverMarkup";
import { SiteContentProvider } from "../../src/content/SiteContentContext";
import { navigation, site } from "../../jest/renderWithSite";
import zapier from "../../data/pages/automation/zapier.json";

/** The Zapier page's process section, as editors wrote it. */
const processOfZapier = (): { section: SectionOf<"process">; index: number } => {
  const sections = PageSchema.parse(zapier).sections;
  const index = sections.findIndex((s) => s.type === "process");
  return { section: sections[index] as SectionOf<"process">, index };
};

/** A document root like Gatsby's, holding `html` as the server wrote it. */
function gatsbyRoot(html: string): HTMLElement {
  const root = document.createElement("div");
  root.id = "___gatsby";
  root.innerHTML = html;
  document.body.appendChild(root);
  return root;
}

/** Shows what `useServerMarkup(partKey)` returned, as text. */
function ShowMarkup({ partKey }: { partKey: string }): JSX.Element {
  const html = useServerMarkup(partKey);
  return <output>{html === null ? "none" : html}</output>;
}

afterEach(() => {
  document.getElementById("___gatsby")?.remove();
  jest.restoreAllMocks();
});

/** Clicks `link` as a visitor would (left button, with `init`'s keys); returns the event. */
function click(link: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  link.dispatchEvent(event);
  return event;
}

describe("static parts", () => {
  beforeAll(() => document.addEventListener("click", followStaticLink));
  afterAll(() => document.removeEventListener("click", followStaticLink));

  it("reads a part's server HTML only from Gatsby's root, and only for a key", () => {
    render(<ShowMarkup partKey="section-2" />);
    expect(screen.getByRole("status")).toHaveTextContent("none");
    gatsbyRoot('<section data-static="section-2"><p>From the server</p></section>');
    render(<ShowMarkup partKey="section-2" />);
    expect(screen.getAllByRole("status")[1].textContent).toBe("<p>From the server</p>");
    render(<ShowMarkup partKey="" />);
    expect(screen.getAllByRole("status")[2]).toHaveTextContent("none");
  });

  it("a static section hydrates without touching its server content, and without errors", () => {
    const { section, index } = processOfZapier();
    const ui = (
      <SiteContentProvider value={{ site, navigation }}>
        <Process section={section} index={index} />
      </SiteContentProvider>
    );
    const root = gatsbyRoot(renderToString(ui));
    const before = Array.from(root.querySelectorAll("[data-static] *"));
    expect(before.length).toBeGreaterThan(10);
    const errors = jest.spyOn(console, "error");
    render(ui, { container: root, hydrate: true });
    const after = Array.from(root.querySelectorAll("[data-static] *"));
    // The very same elements, and React holds only the part's own element, none inside it.
    const held = (el: Element) => Object.keys(el).some((k) => k.startsWith("__reactFiber"));
    expect(after).toHaveLength(before.length);
    expect(after.every((el, i) => el === before[i])).toBe(true);
    expect(held(root.querySelector("[data-static]")!)).toBe(true);
    expect(after.filter(held)).toEqual([]);
    for (const step of section.steps)
      expect(screen.getByRole("heading", { level: 3, name: step.title })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it("a plain click on a site link in a static part navigates client-side; other clicks are the browser's", () => {
    const navigate = jest.spyOn(gatsby, "navigate").mockImplementation(() => Promise.resolve());
    gatsbyRoot(
      '<div data-static="footer-columns"><a href="/hire?x=1#top">Hire</a>' +
        '<a href="/guide.pdf" download>Guide</a><a href="/hire" target="_blank">New tab</a>' +
        '<a href="https://example.com/">Elsewhere</a><a href="//example.com/">Also elsewhere</a>' +
        '<a href="/#faq">Here</a></div><a href="/contact">Outside</a>',
    );
    const link = (name: string) => screen.getByRole("link", { name });
    const plain = click(link("Hire"));
    expect(plain.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/hire?x=1#top");
    navigate.mockClear();
    expect(click(link("Hire"), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(link("Hire"), { button: 1 }).defaultPrevented).toBe(false);
    for (const name of ["Guide", "New tab", "Elsewhere", "Also elsewhere", "Here", "Outside"])
      expect(click(link(name)).defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  // Runs last: a client-side navigation is for the rest of the visit.
  it("after a client-side navigation, parts render from data again", () => {
    gatsbyRoot('<section data-static="section-2"><p>Old page</p></section>');
    markClientNavigation();
    render(<ShowMarkup partKey="section-2" />);
    expect(screen.getByRole("status")).toHaveTextContent("none");
  });
});
