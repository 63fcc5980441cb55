/** Browser check of the `packages` section (test code: only e2e/helpers.ts `assertSections` runs it). */
import { assertPackages } from "../../../e2e/helpers";
import type { BrowserCheck } from "../browserChecks";

/** Its packages with their prices and links. */
export const packagesBrowserCheck: BrowserCheck<"packages"> = async ({ page }, section) => {
  await assertPackages(page, section);
};
