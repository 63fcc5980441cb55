/** Browser check of the `roiCalculator` section (test code: only e2e/helpers.ts `assertSections` runs it). */
import type { BrowserCheck } from "../browserChecks";

/** An interactive section: its spec drives it (e2e/roi-calculator.spec.ts); here only its anchor and heading, which `assertSections` checks for every section. */
export const roiCalculatorBrowserCheck: BrowserCheck<"roiCalculator"> = async () => {};
