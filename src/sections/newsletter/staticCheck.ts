/** Static-HTML check of the `newsletter` section (test code: only __tests__/static/content.checks.ts runs it). */
import type { StaticCheck } from "../staticChecks";

/** An interactive section: the browser tests check what it shows; here only its anchor and heading, which the content test checks for every section. */
export const newsletterStaticCheck: StaticCheck<"newsletter"> = () => [];
