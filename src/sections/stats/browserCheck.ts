/** Browser check of the `stats` section (test code: only e2e/helpers.ts `assertSections` runs it). */
import { assertStats } from "../../../e2e/helpers";
import type { BrowserCheck } from "../browserChecks";

/** Its figures. */
export const statsBrowserCheck: BrowserCheck<"stats"> = async ({ scope }, section) => {
  await assertStats(scope, section.items);
};
