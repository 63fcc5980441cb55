/** Static-HTML check of the `stats` section (test code: only __tests__/static/content.checks.ts runs it). */
import { statsProblem } from "../staticCheckKit";
import type { StaticCheck } from "../staticChecks";

/** What its file lists, in order, as it is in the built HTML. */
export const statsStaticCheck: StaticCheck<"stats"> = ({ el }, section) => {
  const id = `#${section.id}`;
  return [statsProblem(id, el, section.items)];
};
