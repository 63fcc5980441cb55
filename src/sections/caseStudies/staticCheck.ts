/** Static-HTML check of the `caseStudies` section (test code: only __tests__/static/content.checks.ts runs it). */
import { studiesOf } from "../../../e2e/helpers";
import { differs, missing } from "../staticCheckKit";
import type { StaticCheck } from "../staticChecks";

/** What its file lists, in order, as it is in the built HTML. */
export const caseStudiesStaticCheck: StaticCheck<"caseStudies"> = ({ el }, section) => {
  const id = `#${section.id}`;
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
};
