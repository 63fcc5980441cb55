/**
 * The content of every section page, in its built HTML: each section of its file is there under
 * its anchor id with its heading, and shows what its file lists, in order: cards, packages with
 * their prices, durations and the one "Most Popular" label, process steps, stats, FAQ questions,
 * comparison rows, testimonials, badges, menu cards. Expected values come from data/ through the
 * browser tests' helpers (e2e/helpers.ts); behaviour (opening an FAQ answer, using a tool) is
 * left to the browser tests.
 */
import { packageHref } from "../../src/lib/packageChoice";
import type { Section } from "../../src/content/schema";
import {
  actionName,
  assertNever,
  collapse,
  navigation,
  site,
  studiesOf,
} from "../../e2e/helpers";
import { NOT_FOUND_PATH, builtPages, problemsOn } from "./builtSite";

/** Section pages at their own path (aliases are the same HTML, checked by the head tests). */
const pages = builtPages().filter((p) => p.page && !p.alias);

/** Whitespace-collapsed text of an element (textContent: hidden text included), or "". */
const text = (el: Element | null | undefined): string => collapse(el?.textContent ?? "");

/** Collapsed texts of every element `selector` matches in `scope`, in document order. */
const texts = (scope: ParentNode, selector: string): string[] =>
  Array.from(scope.querySelectorAll(selector), (el) => text(el));

/** Same list, for messages: `what` when `actual` and `expected` differ, else nothing. */
function differs(what: string, actual: unknown, expected: unknown): string | false {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  return a !== e && `${what}: ${a}, expected ${e}`;
}

/** `texts` that `scope`'s text lacks, as problems headed `where`. */
function missing(where: string, scope: Element, wanted: (string | undefined)[]): string[] {
  const shown = text(scope);
  return wanted
    .filter((t): t is string => !!t && !shown.includes(collapse(t)))
    .map((t) => `${where} does not show "${t}"`);
}

/**
 * What the built section `el` gets wrong against its file `section` on page `pagePath`, by
 * type. Interactive sections (calculator, booking widget, search, forms, listings, tools) keep
 * their checks in the browser tests; here only their anchor and heading are checked.
 */
function sectionProblems(pagePath: string, el: Element, section: Section): (string | false)[] {
  const id = `#${section.id}`;
  switch (section.type) {
    case "hero":
      return missing(id, el, [
        section.badge,
        section.eyebrow,
        section.intro,
        ...(section.trustPoints ?? []),
      ]);
    case "cards": {
      const cards = Array.from(el.querySelectorAll("article"));
      return [
        differs(`${id} card titles`, texts(el, "article h3"), section.cards.map((c) => collapse(c.title))),
        ...section.cards.flatMap((c, i) => [
          ...missing(`${id} card ${i + 1}`, cards[i] ?? el, [
            c.badge,
            c.eyebrow,
            c.description,
            ...(c.meta ?? []).flatMap((m) => [m.label, m.value]),
            ...(c.lists ?? []).flatMap((l) => [l.title, ...l.items]),
          ]),
          c.href !== undefined &&
            differs(`${id} card ${i + 1} link`, cards[i]?.querySelector("h3 a")?.getAttribute("href"), c.href),
        ]),
      ];
    }
    case "packages": {
      const cards = Array.from(el.querySelectorAll("article"));
      return [
        differs(`${id} package names`, texts(el, "article h3"), section.packages.map((p) => collapse(p.name))),
        ...section.packages.flatMap((p, i) => {
          const card = cards[i];
          if (!card) return [];
          const href = packageHref(p.action.href, pagePath, p.name);
          const links = Array.from(card.querySelectorAll("a"), (a) => a.getAttribute("href"));
          return [
            ...missing(`${id} ${p.name}`, card, [p.price, p.duration, p.description, ...p.features]),
            text(card).includes(site.labels.mostPopular) !== (p.popular === true) &&
              `${id} ${p.name}: "${site.labels.mostPopular}" shown: ${!p.popular}`,
            card.getAttribute("data-popular") !== (p.popular ? "true" : null) &&
              `${id} ${p.name}: data-popular ${card.getAttribute("data-popular")}`,
            p.action.href !== "/book-session" && `${id} ${p.name}: its action does not book a session`,
            !links.includes(href) && `${id} ${p.name}: no link to ${href} (${actionName(p.action)})`,
          ];
        }),
      ];
    }
    case "process":
      return [
        differs(`${id} steps`, texts(el, "ol > li h3"), section.steps.map((s) => collapse(s.title))),
        ...section.steps.flatMap((s, i) =>
          missing(`${id} step ${i + 1}`, el.querySelectorAll("ol > li")[i] ?? el, [
            s.description,
            s.duration,
            ...(s.deliverables ? [site.labels.deliverables, ...s.deliverables] : []),
          ]),
        ),
      ];
    case "stats":
      return [statsProblem(id, el, section.items)];
    case "testimonials":
      return [
        differs(`${id} testimonials`, el.querySelectorAll("figure").length, section.items.length),
        ...section.items.flatMap((t, i) =>
          missing(`${id} testimonial ${i + 1}`, el.querySelectorAll("figure")[i] ?? el, [
            t.quote,
            t.name,
            t.role,
            t.company,
            ...(t.results ?? []),
          ]),
        ),
        section.stats !== undefined && statsProblem(id, el, section.stats),
      ];
    case "caseStudies": {
      const studies = studiesOf(section);
      return [
        differs(`${id} case studies`, el.querySelectorAll("article").length, studies.length),
        ...studies.flatMap((s, i) =>
          missing(`${id} study ${i + 1}`, el.querySelectorAll("article")[i] ?? el, [
            s.company,
            s.industry,
            s.challenge,
            s.solution,
            ...s.results,
          ]),
        ),
      ];
    }
    case "badges": {
      const items = section.groups.flatMap((g) => g.items);
      return [
        differs(`${id} badges`, el.querySelectorAll("li").length, items.length),
        ...items.flatMap((b, i) =>
          missing(`${id} badge ${i + 1}`, el.querySelectorAll("li")[i] ?? el, [
            b.name,
            b.level,
            b.description,
          ]),
        ),
      ];
    }
    case "faq":
      return [
        differs(`${id} questions`, texts(el, "h3 button[aria-expanded]"), section.items.map((q) => collapse(q.question))),
      ];
    case "comparison":
      return [
        differs(`${id} columns`, texts(el, "table thead th"), section.columns.map(collapse)),
        differs(
          `${id} rows`,
          Array.from(el.querySelectorAll("table tbody tr"), (tr) => texts(tr, "th, td")),
          section.rows.map((r) => [r.label, ...r.values].map(collapse)),
        ),
      ];
    case "menuCards": {
      const menu = navigation.header.menus.find((m) => m.id === section.menu);
      if (!menu) return [`${id}: the header has no menu "${section.menu}"`];
      return [
        differs(`${id} titles`, texts(el, "article h3"), menu.items.map((m) => collapse(m.title))),
        differs(
          `${id} links`,
          Array.from(el.querySelectorAll("article h3 a"), (a) => a.getAttribute("href")),
          menu.items.map((m) => m.href),
        ),
      ];
    }
    case "split":
      return [
        differs(`${id} benefits`, texts(el, "li h3"), section.items.map((it) => collapse(it.title))),
        ...missing(id, el, section.items.map((it) => it.description)),
      ];
    case "demo":
      return [
        differs(`${id} entries`, texts(el, ".demo__entry h3"), section.entries.map((e) => collapse(e.title))),
      ];
    case "cta":
      return missing(id, el, [
        ...(section.tiles ?? []).flatMap((t) => [t.title, t.description]),
        ...section.actions.map((a) => a.label),
      ]);
    case "tool":
    case "roiCalculator":
    case "bookingWidget":
    case "siteSearch":
    case "newsletter":
    case "contactForm":
    case "collectionList":
      return [];
    default:
      return assertNever(section);
  }
}

/** A stat row's problem: the `<dl>` entries of `el` (outside hero visuals) are not `stats`. */
function statsProblem(
  id: string,
  el: Element,
  stats: { value: string; label: string }[],
): string | false {
  const shown = Array.from(el.querySelectorAll("dl > div"))
    .filter((d) => !d.closest("[data-hero-visual]"))
    .map((d) => [text(d.querySelector("dd")), text(d.querySelector("dt"))]);
  const ok =
    shown.length === stats.length &&
    stats.every(
      (s, i) => shown[i][0] === collapse(s.value) && shown[i][1].startsWith(collapse(s.label)),
    );
  return !ok && differs(`${id} stats`, shown, stats.map((s) => [s.value, s.label]));
}

test("every section of every page's file is built under its id with its heading, and shows what its file lists", () => {
  const problems = problemsOn(pages, ({ document, page, path: p }) =>
    page!.sections.flatMap((section) => {
      if (section.type === "hero") {
        const hero = document.querySelector("h1")?.closest("section");
        return hero ? sectionProblems(p, hero, section) : ["no section holds the h1"];
      }
      const found = section.id ? document.querySelectorAll(`[id="${section.id}"]`) : [];
      if (found.length !== 1) return [`${found.length} elements #${section.id}, expected one`];
      const el = found[0];
      return [
        section.heading !== undefined &&
          !texts(el, "h2").some((h) => h.includes(collapse(section.heading!))) &&
          `#${section.id} heading "${section.heading}" is not an h2 of the section`,
        ...sectionProblems(p, el, section),
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
