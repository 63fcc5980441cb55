/** Static-HTML check of the `testimonials` section (test code: only __tests__/static/content.checks.ts runs it). */
import { differs, missing, statsProblem } from "../staticCheckKit";
import type { StaticCheck } from "../staticChecks";

/** What its file lists, in order, as it is in the built HTML. */
export const testimonialsStaticCheck: StaticCheck<"testimonials"> = ({ el }, section) => {
  const id = `#${section.id}`;
  return [
    differs(`${id} testimonials`, el.querySelectorAll("figure").length, section.items.length),
    ...section.items.flatMap((t, i) =>
      missing(`${id} testimonial ${i + 1}`, el.querySelectorAll("figure")[i] ?? el, [
        t.quote,
        t.name,
        t.role,
        t.company,
        ...(t.results ?? []),
      ]),
    ),
    section.stats !== undefined && statsProblem(id, el, section.stats),
  ];
};
