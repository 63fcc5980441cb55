import type { ReactNode } from "react";
import site from "../../data/site.json";
import { ErrorBoundary } from "./ErrorBoundary";

/**
 * Wraps every page (gatsby-browser and gatsby-ssr `wrapPageElement`) in the error boundary.
 * The fallback copy is imported straight from data/site.json rather than queried, so the
 * fallback screen depends on as little as possible.
 */
export function PageShell({ children }: { children: ReactNode }): JSX.Element {
  return <ErrorBoundary copy={site.errorScreen}>{children}</ErrorBoundary>;
}
