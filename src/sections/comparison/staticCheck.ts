/** Static-HTML check of the `comparison` section (test code: only __tests__/static/content.checks.ts runs it). */
import { collapse } from "../../../e2e/helpers";
import { differs, texts } from "../staticCheckKit";
import type { StaticCheck } from "../staticChecks";

/** What its file lists, in order, as it is in the built HTML. */
export const comparisonStaticCheck: StaticCheck<"comparison"> = ({ el }, section) => {
  const id = `#${section.id}`;
  return [
    differs(`${id} columns`, texts(el, "table thead th"), section.columns.map(collapse)),
    differs(
      `${id} rows`,
      Array.from(el.querySelectorAll("table tbody tr"), (tr) => texts(tr, "th, td")),
      section.rows.map((r) => [r.label, ...r.values].map(collapse)),
    ),
  ];
};
