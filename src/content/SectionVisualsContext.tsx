import { createContext } from "react";

/**
 * The page's hero visual as HTML, drawn at build time from the hero's `visual` field
 * (src/components/heroVisualMarkup.ts) and passed in the page's context, so no JavaScript ships for it.
 * Empty when the hero has no visual.
 */
export const HeroVisualContext = createContext<string>("");
