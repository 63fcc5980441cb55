/** Static-HTML check of the `menuCards` section (test code: only __tests__/static/content.checks.ts runs it). */
import { collapse, navigation } from "../../../e2e/helpers";
import { differs, texts } from "../staticCheckKit";
import type { StaticCheck } from "../staticChecks";

/** What its file lists, in order, as it is in the built HTML. */
export const menuCardsStaticCheck: StaticCheck<"menuCards"> = ({ el }, section) => {
  const id = `#${section.id}`;
  const menu = navigation.header.menus.find((m) => m.id === section.menu);
  if (!menu) return [`${id}: the header has no menu "${section.menu}"`];
  return [
    differs(
      `${id} titles`,
      texts(el, "article h3"),
      menu.items.map((m) => collapse(m.title)),
    ),
    differs(
      `${id} links`,
      Array.from(el.querySelectorAll("article h3 a"), (a) => a.getAttribute("href")),
      menu.items.map((m) => m.href),
    ),
  ];
};
