/** Browser check of the `hero` section (test code: only e2e/helpers.ts `assertSections` runs it). */
import { assertHero } from "../../../e2e/helpers";
import type { BrowserCheck } from "../browserChecks";

/** The hero shows what the page's file says (e2e/helpers.ts `assertHero`). */
export const heroBrowserCheck: BrowserCheck<"hero"> = async ({ page, content }) => {
  await assertHero(page, content);
};
