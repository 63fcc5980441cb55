/** Static-HTML check of the `hero` section (test code: only __tests__/static/content.checks.ts runs it). */
import { missing } from "../staticCheckKit";
import type { StaticCheck } from "../staticChecks";

/** Its badge, eyebrow, intro and trust points. */
export const heroStaticCheck: StaticCheck<"hero"> = ({ el }, section) => {
  const id = `#${section.id}`;
  return missing(id, el, [
    section.badge,
    section.eyebrow,
    section.intro,
    ...(section.trustPoints ?? []),
  ]);
};
