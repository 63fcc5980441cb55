/** Browser check of the `badges` section (test code: only e2e/helpers.ts `assertSections` runs it). */
import { assertBadges } from "../../../e2e/helpers";
import type { BrowserCheck } from "../browserChecks";

/** Its tiles or strip of marks. */
export const badgesBrowserCheck: BrowserCheck<"badges"> = async ({ page }, section) => {
  await assertBadges(page, section);
};
