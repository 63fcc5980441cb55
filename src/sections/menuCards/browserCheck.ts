/** Browser check of the `menuCards` section (test code: only e2e/helpers.ts `assertSections` runs it). */
import { assertMenuCards } from "../../../e2e/helpers";
import type { BrowserCheck } from "../browserChecks";

/** The cards of its menu's pages. */
export const menuCardsBrowserCheck: BrowserCheck<"menuCards"> = async ({ page }, section) => {
  await assertMenuCards(page, section);
};
