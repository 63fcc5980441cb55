/** Browser check of the `faq` section (test code: only e2e/helpers.ts `assertSections` runs it). */
import { assertFaq } from "../../../e2e/helpers";
import type { BrowserCheck } from "../browserChecks";

/** Its questions and answers. */
export const faqBrowserCheck: BrowserCheck<"faq"> = async ({ page }, section) => {
  await assertFaq(page, section);
};
