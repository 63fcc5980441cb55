/** Browser check of the `contactForm` section (test code: only e2e/helpers.ts `assertSections` runs it). */
import type { BrowserCheck } from "../browserChecks";

/** An interactive section: its spec drives it (e2e/contact.spec.ts); here only its anchor and heading, which `assertSections` checks for every section. */
export const contactFormBrowserCheck: BrowserCheck<"contactForm"> = async () => {};
