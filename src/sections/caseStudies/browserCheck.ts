/** Browser check of the `caseStudies` section (test code: only e2e/helpers.ts `assertSections` runs it). */
import { assertCaseStudies, studiesOf } from "../../../e2e/helpers";
import type { BrowserCheck } from "../browserChecks";

/** The cards of the studies it names. */
export const caseStudiesBrowserCheck: BrowserCheck<"caseStudies"> = async ({ scope }, section) => {
  // A service page's card is headed by the client, not the study's title.
  await assertCaseStudies(
    scope,
    studiesOf(section).map((s) => ({ ...s, title: undefined })),
  );
};
