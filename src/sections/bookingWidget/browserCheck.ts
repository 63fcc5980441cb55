/** Browser check of the `bookingWidget` section (test code: only e2e/helpers.ts `assertSections` runs it). */
import type { BrowserCheck } from "../browserChecks";

/** An interactive section: its spec drives it (e2e/booking-*.spec.ts); here only its anchor and heading, which `assertSections` checks for every section. */
export const bookingWidgetBrowserCheck: BrowserCheck<"bookingWidget"> = async () => {};
