/** Static-HTML check of the `faq` section (test code: only __tests__/static/content.checks.ts runs it). */
import { collapse } from "../../../e2e/helpers";
import { differs, texts } from "../staticCheckKit";
import type { StaticCheck } from "../staticChecks";

/** What its file lists, in order, as it is in the built HTML. */
export const faqStaticCheck: StaticCheck<"faq"> = ({ el }, section) => {
  const id = `#${section.id}`;
  return [
    differs(
      `${id} questions`,
      texts(el, "h3 button[aria-expanded]"),
      section.items.map((q) => collapse(q.question)),
    ),
  ];
};
