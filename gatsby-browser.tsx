import type { GatsbyBrowser } from "gatsby";
import { trackPageview } from "./src/components/analytics";
import { rememberCampaign } from "./src/lib/campaign";

/**
 * Keeps the landing URL's campaign parameters (`utm_*`) in memory for the visit
 * (src/lib/campaign.ts), before any client-side navigation can change the URL.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  rememberCampaign(window.location.search);
};

/**
 * Marks the document once React has hydrated (`<html data-hydrated="true">`), so browser tests
 * and audits can wait for interactive controls instead of guessing with timeouts. The sections
 * hydrate in slices after the page frame (src/sections/SectionList.tsx), so the mark waits for
 * the first idle moment after the initial render, when that work is done (at most 3000 ms).
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const mark = () => {
    document.documentElement.dataset.hydrated = "true";
  };
  if (typeof window.requestIdleCallback === "function")
    window.requestIdleCallback(mark, { timeout: 3000 });
  else setTimeout(mark, 0);
};

/**
 * Counts a page view for the first page and for every client-side navigation to another page
 * (a jump to an anchor on the same page is not a new view), when the site has analytics on
 * (data/site.json `analytics`); with it off the build leaves nothing of this.
 */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (
    prevLocation &&
    prevLocation.pathname === location.pathname &&
    prevLocation.search === location.search
  )
    return;
  trackPageview();
};
