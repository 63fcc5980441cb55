/** Browser check of the `collectionList` section (test code: only e2e/helpers.ts `assertSections` runs it). */
import type { BrowserCheck } from "../browserChecks";

/** An interactive section: its spec drives it (e2e/resources.spec.ts and e2e/pagination.spec.ts); here only its anchor and heading, which `assertSections` checks for every section. */
export const collectionListBrowserCheck: BrowserCheck<"collectionList"> = async () => {};
