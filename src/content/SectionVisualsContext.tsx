import { createContext } from "react";

/**
 * The page's visuals as HTML, keyed by the index of the section that carries one (a hero's or a
 * split row's `visual`). They are drawn at build time (src/components/visualMarkup.ts) and
 * passed in the page's context, so no JavaScript ships for them. A section without a visual has
 * no key.
 */
export const SectionVisualsContext = createContext<Readonly<Record<number, string>>>({});
