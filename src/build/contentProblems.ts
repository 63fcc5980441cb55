/**
 * The dev server's side of content errors: while `gatsby develop` runs (and so `npm run cms`), a
 * content file with a problem must not take the local site down. Pages whose own file has a
 * problem show the problem instead of the page; every other page keeps working, and a panel on
 * every page lists what is wrong (src/components/ContentProblemsPanel.tsx). Production builds
 * still stop at the first bad file.
 */
/** True while Gatsby's development server runs (`gatsby develop`), from Gatsby's own variable. */
export function isDevelop(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.gatsby_executing_command === "develop";
}

/** The site path the dev server answers with its list of content problems. */
export { CONTENT_PROBLEMS_URL as CONTENT_PROBLEMS_PATH } from "../components/contentProblemsPanel";

/** The file a problem message names: the text before its first `: ` (`data/pages/home.json`). */
export function fileOfProblem(message: string): string {
  const at = message.indexOf(": ");
  return at < 0 ? message : message.slice(0, at);
}

/** Problem messages grouped by the file they name, in their order. */
export function problemsByFile(errors: readonly string[]): Map<string, string[]> {
  const byFile = new Map<string, string[]>();
  for (const e of errors) {
    const file = fileOfProblem(e);
    byFile.set(file, [...(byFile.get(file) ?? []), e]);
  }
  return byFile;
}

/** Files every page depends on: a problem in one of them is shown on every page. */
export const SHARED_FILES = ["data/site.json", "data/navigation.json"];
