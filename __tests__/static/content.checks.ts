/**
 * The content of every section page, in its built HTML: each section of its file is there under
 * its anchor id with its heading, and shows what its file lists, in order: cards, packages with
 * their prices, durations and the one "Most Popular" label, process steps, stats, FAQ questions,
 * comparison rows, testimonials, badges, menu cards: each type's check is in
 * src/sections/<type>/staticCheck.ts (src/sections/staticChecks.ts). Expected values come from
 * data/ through the browser tests' helpers (e2e/helpers.ts); behaviour (opening an FAQ answer,
 * using a tool) is left to the browser tests.
 */
import { collapse } from "../../e2e/helpers";
import { staticCheckOf } from "../../src/sections/staticChecks";
import { texts } from "../../src/sections/staticCheckKit";
import { NOT_FOUND_PATH, builtPages, problemsOn } from "./builtSite";

/** Section pages at their own path (aliases are the same HTML, checked by the head tests). */
const pages = builtPages().filter((p) => p.page && !p.alias);

test("every section of every page's file is built under its id with its heading, and shows what its file lists", () => {
  const problems = problemsOn(pages, ({ document, page, path: p }) =>
    page!.sections.flatMap((section) => {
      if (section.type === "hero") {
        const hero = document.querySelector("h1")?.closest("section");
        return hero
          ? staticCheckOf(section)({ pagePath: p, el: hero }, section)
          : ["no section holds the h1"];
      }
      const found = section.id ? document.querySelectorAll(`[id="${section.id}"]`) : [];
      if (found.length !== 1) return [`${found.length} elements #${section.id}, expected one`];
      const el = found[0];
      return [
        section.heading !== undefined &&
          !texts(el, "h2").some((h) => h.includes(collapse(section.heading!))) &&
          `#${section.id} heading "${section.heading}" is not an h2 of the section`,
        ...staticCheckOf(section)({ pagePath: p, el }, section),
      ];
    }),
  );
  expect(problems).toEqual([]);
});

test("the static content check covers the priced pages: every packages section and its prices", () => {
  const priced = pages.filter((p) => p.page!.sections.some((s) => s.type === "packages"));
  expect(priced.length).toBeGreaterThan(0);
  expect(pages.some((p) => p.path === NOT_FOUND_PATH)).toBe(true);
});
