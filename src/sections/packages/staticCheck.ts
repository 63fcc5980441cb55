/** Static-HTML check of the `packages` section (test code: only __tests__/static/content.checks.ts runs it). */
import { packageHref } from "../../lib/packageChoice";
import { actionName, collapse, site } from "../../../e2e/helpers";
import { differs, missing, text, texts } from "../staticCheckKit";
import type { StaticCheck } from "../staticChecks";

/** What its file lists, in order, as it is in the built HTML. */
export const packagesStaticCheck: StaticCheck<"packages"> = ({ pagePath, el }, section) => {
  const id = `#${section.id}`;
  const cards = Array.from(el.querySelectorAll("article"));
  return [
    differs(
      `${id} package names`,
      texts(el, "article h3"),
      section.packages.map((p) => collapse(p.name)),
    ),
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
};
