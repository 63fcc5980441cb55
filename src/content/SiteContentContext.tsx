import { createContext, useContext, type ReactNode } from "react";
import type { Navigation, Site, SiteLabels } from "./schema";

/** Site-wide content (data/site.json, data/navigation.json) for components deep in the tree. */
export type SiteContent = { site: Site; navigation: Navigation };

const SiteContentContext = createContext<SiteContent | null>(null);

/** Provides site content to the components below it. */
export function SiteContentProvider({
  value,
  children,
}: {
  value: SiteContent;
  children: ReactNode;
}): JSX.Element {
  return <SiteContentContext.Provider value={value}>{children}</SiteContentContext.Provider>;
}

/** The site content; throws if used outside {@link SiteContentProvider}. */
export function useSiteContent(): SiteContent {
  const value = useContext(SiteContentContext);
  if (!value) throw new Error("useSiteContent must be used inside <SiteContentProvider>");
  return value;
}

/** The shared UI labels from data/site.json (`labels`). */
export function useLabels(): SiteLabels {
  return useSiteContent().site.labels;
}

/** Replaces `{name}` placeholders in a label, e.g. `fill("Rated {rating} out of 5", { rating: 5 })`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
