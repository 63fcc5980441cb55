/** Browser check of the `demo` section (test code: only e2e/helpers.ts `assertSections` runs it). */
import { assertDemo } from "../../../e2e/helpers";
import type { BrowserCheck } from "../browserChecks";

/** Its sample screen. */
export const demoBrowserCheck: BrowserCheck<"demo"> = async ({ page }, section) => {
  await assertDemo(page, section);
};
