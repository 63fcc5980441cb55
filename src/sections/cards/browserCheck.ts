/** Browser check of the `cards` section (test code: only e2e/helpers.ts `assertSections` runs it). */
import { assertActions, assertCards } from "../../../e2e/helpers";
import type { BrowserCheck } from "../browserChecks";

/** Its cards, then its actions. */
export const cardsBrowserCheck: BrowserCheck<"cards"> = async ({ page, scope }, section) => {
  await assertCards(page, section);
  await assertActions(scope, section.actions ?? []);
};
