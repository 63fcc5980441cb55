/** Browser check of the `testimonials` section (test code: only e2e/helpers.ts `assertSections` runs it). */
import { assertStats, assertTestimonials } from "../../../e2e/helpers";
import type { BrowserCheck } from "../browserChecks";

/** Its quotes, then its figures if any. */
export const testimonialsBrowserCheck: BrowserCheck<"testimonials"> = async (
  { scope },
  section,
) => {
  await assertTestimonials(scope, section.items);
  if (section.stats) await assertStats(scope, section.stats);
};
