import type { STATIC_SECTION_COMPONENTS } from "./staticSectionComponents";

/** The components of the static section types (src/sections/staticSectionComponents.ts). */
export type StaticComponents = typeof STATIC_SECTION_COMPONENTS;

let loaded: StaticComponents | null = null;
let loading: Promise<StaticComponents> | null = null;

/**
 * Loads the static sections' code, which webpack keeps in a chunk of its own (`sections-static`):
 * on the page the browser loaded those sections keep the server's HTML, so nothing before
 * interaction needs it. Called on demand (src/sections/index.ts) and by gatsby-browser.tsx once
 * the page is idle, so a later client-side navigation draws them at once. Loads once; later calls
 * return the same promise. Resolves to the components; rejects when the chunk cannot load (and a
 * later call tries again).
 */
export function preloadStaticSections(): Promise<StaticComponents> {
  loading ??= import(/* webpackChunkName: "sections-static" */ "./staticSectionComponents").then(
    (m) => (loaded = m.STATIC_SECTION_COMPONENTS),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The static sections' components if their chunk has loaded, else null. */
export function loadedStaticSections(): StaticComponents | null {
  return loaded;
}
