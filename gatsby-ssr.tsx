import type { GatsbySSR } from "gatsby";
import { PageShell } from "./src/components/PageShell";

/** Every page renders inside the error boundary (spec 01 §2.6). */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <PageShell>{element}</PageShell>;
