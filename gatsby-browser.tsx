import type { GatsbyBrowser } from "gatsby";
import { trackPageview } from "./src/components/analytics";
import { rememberCampaign } from "./src/lib/campaign";
import { followStaticLink, markClientNavigation } from "./src/components/serverMarkup";
import { preloadStaticSections } from "./src/sections/loadStaticSections";
import { loadArticleView } from "./src/components/article/loadArticleView";

/**
 * Keeps the landing URL's campaign parameters (`utm_*`) in memory for the visit
 * (src/lib/campaign.ts), before any client-side navigation can change the URL; and lets links in
 * the page's static parts navigate client-side (src/components/serverMarkup.ts).
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  rememberCampaign(window.location.search);
  document.addEventListener("click", followStaticLink);
};

/**
 * Before a client-side move to another page (not on the first render, which has no previous
 * location), tells the static parts that the document no longer holds their server HTML, and
 * makes sure the static sections' code is on its way (src/sections/loadStaticSections.ts).
 */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) {
    markClientNavigation();
    void preloadStaticSections().catch(() => undefined);
  }
};

/**
 * Marks the document once React has hydrated (`<html data-hydrated="true">`), so browser tests
 * and audits can wait for interactive controls instead of guessing with timeouts. The sections
 * hydrate in slices after the page frame (src/sections/SectionList.tsx), so the mark waits for
 * the first idle moment after the initial render, when that work is done (at most 3000 ms). Then
 * it fetches the code of the static sections and of the article view for later navigations
 * (src/sections/loadStaticSections.ts, src/components/article/loadArticleView.ts).
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const mark = () => {
    document.documentElement.dataset.hydrated = "true";
    // The static sections' code, for the next client-side navigation; on this page their server
    // HTML stands without it, so a failed load changes nothing a visitor sees.
    void preloadStaticSections().catch(() => undefined);
    void loadArticleView().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === "function")
    window.requestIdleCallback(mark, { timeout: 3000 });
  else setTimeout(mark, 0);
};

/**
 * Counts a page view for the first page and for every client-side navigation to another page
 * (a jump to an anchor on the same page is not a new view), when the site has analytics on
 * (data/site.json `analytics`); with it off the build leaves nothing of this. In development,
 * also shows the content problems panel (src/components/contentProblemsPanel.ts).
 */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (
    prevLocation &&
    prevLocation.pathname === location.pathname &&
    prevLocation.search === location.search
  )
    return;
  trackPageview();
  // `gatsby develop` only (webpack drops this branch, and its chunk, from production builds):
  // the panel listing content problems, refreshed on each page.
  if (process.env.NODE_ENV === "development")
    void import("./src/components/contentProblemsPanel").then((m) => m.showContentProblems());
};
