/** Static-HTML check of the `caseStudies` section (test code: only __tests__/static/content.checks.ts runs it). */
import { collapse, readStudyName, studiesOf } from "../../../e2e/helpers";
import { articlePath } from "../../lib/articles";
import { differs, missing, text } from "../staticCheckKit";
import type { StaticCheck } from "../staticChecks";

/**
 * What its file lists, in order, as it is in the built HTML: one card (`article`) per study
 * with its facts, each ending with its one link, named after the client, to the study's page
 * (a clear link at the end, not the whole card as one link). That the page answers is checked
 * with every internal link (__tests__/static/links.checks.ts).
 */
export const caseStudiesStaticCheck: StaticCheck<"caseStudies"> = ({ el }, section) => {
  const id = `#${section.id}`;
  const studies = studiesOf(section);
  const cards = Array.from(el.querySelectorAll("article"));
  return [
    differs(`${id} case studies`, cards.length, studies.length),
    ...studies.flatMap((s, i) => {
      const card = cards[i] ?? el;
      const links = Array.from(card.querySelectorAll("a"));
      const at = `${id} study ${i + 1}`;
      return [
        ...missing(at, card, [s.company, s.industry, s.challenge, s.solution, ...s.results]),
        differs(`${at} links`, links.length, 1),
        differs(`${at} link`, links[0]?.getAttribute("href"), articlePath("caseStudies", s.slug)),
        differs(`${at} link name`, text(links[0]), collapse(readStudyName(s.company))),
        card.closest("a") !== null && `${at}: the whole card is inside a link`,
      ];
    }),
  ];
};
