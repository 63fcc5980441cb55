import { lazy, Suspense, type ComponentType } from "react";
import type { SeoProps } from "./SeoHead";

export type { SeoProps } from "./SeoHead";

/** Renders nothing: stands in for the head manager if its script cannot be loaded. */
function KeepServerHead(): null {
  return null;
}

/**
 * The head manager (react-helmet, the title and JSON-LD builders) in its own script (`head-*.js`,
 * listed in scripts/bench.mjs), loaded after the page's main JavaScript rather than before it
 * (issue 8, JavaScript budget).
 * If that script fails to load, the head the server rendered stays as it is.
 */
const SeoHead = lazy((): Promise<{ default: ComponentType<SeoProps> }> =>
  import(/* webpackChunkName: "head" */ "./SeoHead").catch(() => ({ default: KeepServerHead })),
);

/**
 * The document head of a page: see {@link ./SeoHead} for what it writes (DESIGN.md "Head and
 * SEO"; spec 01 §1, §3, §9). The server renders it completely into the static HTML (the server
 * render waits for every lazy module); in the browser react-helmet arrives a moment after
 * hydration and from then on keeps the head in step with client-side navigation. Renders no DOM
 * of its own.
 */
export function Seo(props: SeoProps): JSX.Element {
  return (
    <Suspense fallback={null}>
      <SeoHead {...props} />
    </Suspense>
  );
}
