/** Static-HTML check of the `cta` section (test code: only __tests__/static/content.checks.ts runs it). */
import { missing } from "../staticCheckKit";
import type { StaticCheck } from "../staticChecks";

/** Its tiles' words and its actions' labels. */
export const ctaStaticCheck: StaticCheck<"cta"> = ({ el }, section) => {
  const id = `#${section.id}`;
  return missing(id, el, [
    ...(section.tiles ?? []).flatMap((t) => [t.title, t.description]),
    ...section.actions.map((a) => a.label),
  ]);
};
