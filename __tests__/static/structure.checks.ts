/**
 * The outline of every built page as a screen reader meets it before any script runs: one
 * `<h1>` (a section page's is its hero heading), headings that never skip a level, the
 * landmarks (site header with the main navigation, one main, the footer with the copyright
 * line, every navigation named), the breadcrumb trail and its BreadcrumbList, and images that
 * keep their space and say what they show. Expected values come from data/ (e2e/helpers.ts).
 */
import { collapse, heroOf, site } from "../../e2e/helpers";
import { NOT_FOUND_PATH, builtPages, jsonLdNodes, problemsOn, typesOf } from "./builtSite";

const pages = builtPages();

/** Every site path a breadcrumb may lead to: each registered page, alias and article. */
const known = new Set(pages.filter((p) => p.path !== NOT_FOUND_PATH).map((p) => p.path));

test("every page has exactly one h1; a section page's is its hero heading", () => {
  const problems = problemsOn(pages, ({ document, page }) => {
    const h1s = document.querySelectorAll("h1");
    const heading = page && page.path !== NOT_FOUND_PATH ? collapse(heroOf(page).heading) : null;
    const text = collapse(h1s[0]?.textContent ?? "");
    return [
      h1s.length !== 1 && `${h1s.length} h1 elements`,
      heading !== null && text !== heading && `h1 "${text}", expected "${heading}"`,
    ];
  });
  expect(problems).toEqual([]);
});

test("no page skips a heading level: each heading is at most one level below the one before", () => {
  const problems = problemsOn(pages, ({ document }) => {
    const levels = Array.from(document.body.querySelectorAll("h1, h2, h3, h4, h5, h6"), (h) => ({
      level: Number(h.tagName[1]),
      text: collapse(h.textContent ?? "").slice(0, 60),
    }));
    return levels.map((h, i) => {
      const before = i === 0 ? 1 : levels[i - 1].level;
      return (
        h.level > before + 1 && `h${h.level} "${h.text}" follows h${before} (skips a level)`
      );
    });
  });
  expect(problems).toEqual([]);
});

test("every page has the site header with the main navigation, one main, and the footer with the copyright line; every navigation is named", () => {
  const copyright = `© ${site.copyrightYear} ${site.brand}`;
  const problems = problemsOn(pages, ({ document }) => {
    const header = document.querySelector("body > div header");
    const footers = Array.from(document.querySelectorAll("footer")).filter(
      (f) => !f.closest("article, aside, main, section"),
    );
    const unnamed = Array.from(document.querySelectorAll("nav")).filter(
      (n) => !n.getAttribute("aria-label") && !n.getAttribute("aria-labelledby"),
    );
    return [
      !header?.querySelector("nav[aria-label='Main']") && "no site header with nav 'Main'",
      document.querySelectorAll("main").length !== 1 && "not exactly one main",
      footers.length !== 1 && `${footers.length} page footers`,
      !collapse(footers[0]?.textContent ?? "").includes(copyright) && `footer lacks "${copyright}"`,
      unnamed.length > 0 && `${unnamed.length} nav without a name`,
    ];
  });
  expect(problems).toEqual([]);
});

test("every page but home and not-found has one breadcrumb trail from Home to the page, and a BreadcrumbList with the same names ending at the canonical URL", () => {
  const { label, home } = site.labels.breadcrumbs;
  const nav = `nav[aria-label="${label}"]`;
  const problems = problemsOn(pages, ({ document, path: p }) => {
    const lists = jsonLdNodes(document).filter((n) => typesOf(n).includes("BreadcrumbList"));
    if (p === "/" || p === NOT_FOUND_PATH)
      return [
        document.querySelectorAll(nav).length !== 0 && "a breadcrumb nav",
        lists.length !== 0 && "a BreadcrumbList",
      ];
    if (document.querySelectorAll(nav).length !== 1)
      return [`${document.querySelectorAll(nav).length} breadcrumb navs, expected one`];
    const items = Array.from(document.querySelectorAll(`${nav} ol > li`));
    const links = Array.from(document.querySelectorAll(`${nav} a`));
    const last = items[items.length - 1];
    const names = items.map((li) => li.textContent?.trim());
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
    const entries = (lists[0]?.itemListElement ?? []) as { name: string; item: string }[];
    return [
      items.length < 2 && `${items.length} breadcrumb items`,
      names[0] !== home && `first crumb "${names[0]}", expected "${home}"`,
      links.length !== items.length - 1 && "not every crumb but the last is a link",
      ...links.map((a) => {
        const href = a.getAttribute("href") ?? "";
        return !known.has(href) && `crumb link ${href} is not a built page`;
      }),
      !!last?.querySelector("a") && "the current page's crumb is a link",
      !last?.querySelector('[aria-current="page"]') && "the last crumb lacks aria-current=page",
      lists.length !== 1 && `${lists.length} BreadcrumbLists, expected one`,
      entries[entries.length - 1]?.item !== canonical &&
        `BreadcrumbList ends at ${entries[entries.length - 1]?.item}, canonical ${canonical}`,
      entries[0]?.item !== `${site.siteUrl}/` && `BreadcrumbList starts at ${entries[0]?.item}`,
      JSON.stringify(entries.map((e) => e.name)) !== JSON.stringify(names) &&
        `BreadcrumbList names ${JSON.stringify(entries.map((e) => e.name))}, trail ${JSON.stringify(names)}`,
    ];
  });
  expect(problems).toEqual([]);
});

test("every image has alt text (or alt=\"\" when decorative), a width and height that reserve its space, and loads lazily unless it is the page's first-screen image (high priority, never lazy)", () => {
  const images = pages.flatMap((p) =>
    Array.from(p.document.querySelectorAll("main img")).map((img) => ({ p, img })),
  );
  expect(images.length).toBeGreaterThan(0);
  const problems = images.flatMap(({ p, img }) => {
    const src = img.getAttribute("src");
    const where = `${p.path}: <img src="${src}">`;
    return [
      !img.hasAttribute("alt") && `${where} has no alt attribute`,
      !/^\d+$/.test(img.getAttribute("width") ?? "") && `${where} has no numeric width`,
      !/^\d+$/.test(img.getAttribute("height") ?? "") && `${where} has no numeric height`,
      !["lazy", "eager"].includes(img.getAttribute("loading") ?? "") &&
        img.getAttribute("fetchpriority") !== "high" &&
        `${where} has neither a loading attribute nor fetchpriority="high"`,
      img.getAttribute("loading") === "lazy" &&
        img.getAttribute("fetchpriority") === "high" &&
        `${where} is a high-priority image loaded lazily`,
    ].filter((x): x is string => typeof x === "string");
  });
  expect(problems).toEqual([]);
});
