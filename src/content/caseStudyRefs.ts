/**
 * Case studies referred to by slug: a page's `caseStudies` section lists the slugs of the studies
 * it shows (`"studies": ["logistics-invoice-automation"]`), so a story is written once, in its
 * file in data/case-studies/. This module finds the slugs a page names, checks them (validation,
 * src/content/validate.ts) and resolves them to the studies a card shows (gatsby-node.ts puts the
 * studies a page names in its context; the CMS preview resolves them from every study). It also
 * checks a study's own `services`. Pure: no file access.
 */
import type { Page } from "./schema";
import { describeJsonPath } from "./editorMessages";
import { isPublished } from "../lib/schedule";

/** What the checks read of a case-study entry: its slug, date and file, and its services. */
export type StudyRef = {
  slug: string;
  datePublished: string;
  /** Where it was read from, e.g. `data/case-studies/logistics-invoice-automation.json`. */
  file: string;
  services?: readonly string[];
};

/** The slugs of the case studies a page's `caseStudies` sections name, each once, in page order. */
export function referencedStudySlugs(page: Pick<Page, "sections">): string[] {
  const slugs = page.sections.flatMap((s) => (s.type === "caseStudies" ? s.studies : []));
  return [...new Set(slugs)];
}

/**
 * The studies of `slugs`, in that order, from `bySlug`. Throws an Error naming the first slug
 * that has no study (validation makes that impossible for built pages; the CMS preview shows the
 * message while an editor is still choosing).
 */
export function resolveStudies<T>(
  slugs: readonly string[],
  bySlug: Readonly<Record<string, T>>,
): T[] {
  return slugs.map((slug) => {
    const study = Object.prototype.hasOwnProperty.call(bySlug, slug) ? bySlug[slug] : undefined;
    if (study === undefined) throw new Error(`no case study "${slug}" in data/case-studies/`);
    return study;
  });
}

/** The edit distance between two short strings (insertions, deletions, substitutions). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

/** The known slug closest to `slug`, when it is close enough to be a typo of it; else undefined. */
function closest(slug: string, known: readonly string[]): string | undefined {
  let best: { slug: string; d: number } | undefined;
  for (const k of known) {
    const d = distance(slug, k);
    if (!best || d < best.d) best = { slug: k, d };
  }
  return best && best.d <= Math.max(2, Math.floor(slug.length / 4)) ? best.slug : undefined;
}

/**
 * Every problem with the case studies pages name and with the studies' own `services`, one line
 * each, naming the file and the JSON path:
 * - a section naming a slug no file in data/case-studies/ has (with the closest slug, if any);
 * - a section naming a study scheduled after `today` (its card would lead nowhere until then);
 * - a section naming one study twice;
 * - a study whose `services` names a path no page serves (`isPage`).
 * Takes the pages with their files, every study (scheduled ones included), the build's date and a
 * test for page paths.
 */
export function caseStudyProblems({
  pages,
  studies,
  today,
  isPage,
}: {
  pages: readonly { file: string; page: Page }[];
  studies: readonly StudyRef[];
  today: string;
  isPage: (path: string) => boolean;
}): string[] {
  const problems: string[] = [];
  const bySlug = new Map(studies.map((s) => [s.slug, s]));
  const known = studies.map((s) => s.slug).sort();
  for (const { file, page } of pages)
    page.sections.forEach((section, i) => {
      if (section.type !== "caseStudies") return;
      const seen = new Set<string>();
      section.studies.forEach((slug, j) => {
        const where = `${file}: ${describeJsonPath(page, ["sections", i, "studies", j])}`;
        const study = bySlug.get(slug);
        if (!study) {
          const near = closest(slug, known);
          problems.push(
            `${where}: no case study "${slug}" in data/case-studies/; ${near ? `did you mean "${near}"? ` : ""}expected the slug of a case-study file (its name without .json)`,
          );
        } else if (!isPublished(study, today))
          problems.push(
            `${where}: case study "${slug}" is scheduled for ${study.datePublished} (${study.file}), so its card would lead nowhere until then; add it on or after that date, or give the study an earlier datePublished`,
          );
        if (seen.has(slug))
          problems.push(
            `${where}: "${slug}" is already shown in this section; list each study once`,
          );
        seen.add(slug);
      });
    });
  for (const study of studies)
    study.services?.forEach((path, i) => {
      if (!isPage(path))
        problems.push(
          `${study.file}: services[${i}]: "${path}" has no page; expected the path of a service page, like /ai-agents/rag`,
        );
    });
  return problems;
}
