/** Browser check of the `comparison` section (test code: only e2e/helpers.ts `assertSections` runs it). */
import { assertComparison } from "../../../e2e/helpers";
import type { BrowserCheck } from "../browserChecks";

/** Its table. */
export const comparisonBrowserCheck: BrowserCheck<"comparison"> = async ({ page }, section) => {
  await assertComparison(page, section);
};
