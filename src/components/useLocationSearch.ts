import { useSyncExternalStore } from "react";

/** Re-reads the query string when the visitor moves through history (back and forward). */
function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
}

const browserSearch = (): string => window.location.search;
/** The static HTML is built without a query string. */
const serverSearch = (): string => "";

/**
 * The page's query string (`location.search`, e.g. `?template=x`; "" for none). The server render
 * and the first render in the browser see "", so hydration matches the static HTML; React then
 * re-renders with the real value.
 */
export function useLocationSearch(): string {
  return useSyncExternalStore(subscribe, browserSearch, serverSearch);
}
