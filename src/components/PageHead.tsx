import { lazy, Suspense, type ComponentType } from "react";
import type { PageHeadProps } from "./PageHeadTags";

export type { PageHeadProps } from "./PageHeadTags";

/** Renders nothing: stands in for the head manager if its script cannot be loaded. */
function KeepServerHead(): null {
  return null;
}

/**
 * The head manager (react-helmet, the title and JSON-LD builders) in its own script (`head-*.js`,
 * listed in scripts/bench.mjs), loaded after the page's main JavaScript rather than before it,
 * to keep the JavaScript a page loads before interaction small.
 * If that script fails to load, the head the server rendered stays as it is.
 */
const PageHeadTags = lazy((): Promise<{ default: ComponentType<PageHeadProps> }> =>
  import(/* webpackChunkName: "head" */ "./PageHeadTags").catch(() => ({
    default: KeepServerHead,
  })),
);

/**
 * The document head of a page: see {@link ./PageHeadTags} for what it writes. The server renders
 * it completely into the static HTML (the server render waits for every lazy module); in the
 * browser react-helmet arrives a moment after hydration and from then on keeps the head in step
 * with client-side navigation. Renders no DOM of its own.
 */
export function PageHead(props: PageHeadProps): JSX.Element {
  return (
    <Suspense fallback={null}>
      <PageHeadTags {...props} />
    </Suspense>
  );
}
