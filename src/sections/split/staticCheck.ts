/** Static-HTML check of the `split` section (test code: only __tests__/static/content.checks.ts runs it). */
import { collapse } from "../../../e2e/helpers";
import { differs, missing, texts } from "../staticCheckKit";
import type { StaticCheck } from "../staticChecks";

/** What its file lists, in order, as it is in the built HTML. */
export const splitStaticCheck: StaticCheck<"split"> = ({ el }, section) => {
  const id = `#${section.id}`;
  return [
    differs(
      `${id} benefits`,
      texts(el, "li h3"),
      section.items.map((it) => collapse(it.title)),
    ),
    ...missing(
      id,
      el,
      section.items.map((it) => it.description),
    ),
  ];
};
