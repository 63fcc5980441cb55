/** Browser check of the `split` section (test code: only e2e/helpers.ts `assertSections` runs it). */
import { assertSplit } from "../../../e2e/helpers";
import type { BrowserCheck } from "../browserChecks";

/** Its items and its side panel or visual. */
export const splitBrowserCheck: BrowserCheck<"split"> = async ({ page }, section) => {
  await assertSplit(page, section);
};
