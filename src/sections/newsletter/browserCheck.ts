/** Browser check of the `newsletter` section (test code: only e2e/helpers.ts `assertSections` runs it). */
import type { BrowserCheck } from "../browserChecks";

/** An interactive section: its spec drives it (e2e/newsletter.spec.ts); here only its anchor and heading, which `assertSections` checks for every section. */
export const newsletterBrowserCheck: BrowserCheck<"newsletter"> = async () => {};
