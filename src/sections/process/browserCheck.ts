/** Browser check of the `process` section (test code: only e2e/helpers.ts `assertSections` runs it). */
import { assertProcess } from "../../../e2e/helpers";
import type { BrowserCheck } from "../browserChecks";

/** Its numbered steps. */
export const processBrowserCheck: BrowserCheck<"process"> = async ({ page }, section) => {
  await assertProcess(page, section);
};
