/** Browser check of the `tool` section (test code: only e2e/helpers.ts `assertSections` runs it). */
import { assertTool } from "../../../e2e/helpers";
import type { BrowserCheck } from "../browserChecks";

/** Its form and empty results (using it: e2e/tools.spec.ts). */
export const toolBrowserCheck: BrowserCheck<"tool"> = async ({ scope }, section) => {
  await assertTool(scope, section);
};
