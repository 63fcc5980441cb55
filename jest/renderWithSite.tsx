import type { ReactElement } from "react";
import { render, type RenderResult } from "@testing-library/react";
import siteJson from "../data/site.json";
import navigationJson from "../data/navigation.json";
import { SiteContentProvider } from "../src/content/SiteContentContext";
import type { Navigation, Site } from "../src/content/schema";

/** The real site content, as components receive it. */
export const site = siteJson as Site;
export const navigation = navigationJson as Navigation;

/** Renders `ui` inside the site-content provider with the real data/site.json and navigation.json. */
export function renderWithSite(ui: ReactElement): RenderResult {
  return render(<SiteContentProvider value={{ site, navigation }}>{ui}</SiteContentProvider>);
}
