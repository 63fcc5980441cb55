import type { GatsbyBrowser } from "gatsby";
import { PageShell } from "./src/components/PageShell";

/** Every page renders inside the error boundary (spec 01 §2.6). */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <PageShell>{element}</PageShell>;

/**
 * Marks the document once React has hydrated (`<html data-hydrated="true">`), so browser tests
 * and audits can wait for interactive controls instead of guessing with timeouts.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};
