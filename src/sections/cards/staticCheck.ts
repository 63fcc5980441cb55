/** Static-HTML check of the `cards` section (test code: only __tests__/static/content.checks.ts runs it). */
import { collapse } from "../../../e2e/helpers";
import { differs, missing, texts } from "../staticCheckKit";
import type { StaticCheck } from "../staticChecks";

/** What its file lists, in order, as it is in the built HTML. */
export const cardsStaticCheck: StaticCheck<"cards"> = ({ el }, section) => {
  const id = `#${section.id}`;
  const cards = Array.from(el.querySelectorAll("article"));
  return [
    differs(
      `${id} card titles`,
      texts(el, "article h3"),
      section.cards.map((c) => collapse(c.title)),
    ),
    ...section.cards.flatMap((c, i) => [
      ...missing(`${id} card ${i + 1}`, cards[i] ?? el, [
        c.badge,
        c.eyebrow,
        c.description,
        ...(c.meta ?? []).flatMap((m) => [m.label, m.value]),
        ...(c.lists ?? []).flatMap((l) => [l.title, ...l.items]),
      ]),
      c.href !== undefined &&
        differs(
          `${id} card ${i + 1} link`,
          cards[i]?.querySelector("h3 a")?.getAttribute("href"),
          c.href,
        ),
    ]),
  ];
};
