/** Static-HTML check of the `process` section (test code: only __tests__/static/content.checks.ts runs it). */
import { collapse, site } from "../../../e2e/helpers";
import { differs, missing, texts } from "../staticCheckKit";
import type { StaticCheck } from "../staticChecks";

/** What its file lists, in order, as it is in the built HTML. */
export const processStaticCheck: StaticCheck<"process"> = ({ el }, section) => {
  const id = `#${section.id}`;
  return [
    differs(
      `${id} steps`,
      texts(el, "ol > li h3"),
      section.steps.map((s) => collapse(s.title)),
    ),
    ...section.steps.flatMap((s, i) =>
      missing(`${id} step ${i + 1}`, el.querySelectorAll("ol > li")[i] ?? el, [
        s.description,
        s.duration,
        ...(s.deliverables ? [site.labels.deliverables, ...s.deliverables] : []),
      ]),
    ),
  ];
};
