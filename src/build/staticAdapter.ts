import type { IAdapter } from "gatsby";

/**
 * A do-nothing Gatsby adapter: the site is plain static files and `public/_headers` comes from
 * onPostBuild (src/build/headersFile.ts). Naming any adapter in gatsby-config stops Gatsby's
 * zero-configuration deploy from installing gatsby-adapter-netlify on Netlify, which would
 * append its own `_headers` block (`/*` with `Referrer-Policy: same-origin` and
 * `Cache-Control`), overlapping and contradicting our rules.
 */
export const staticSiteAdapter: IAdapter = {
  name: "static-site",
  adapt() {
    // Nothing to adapt: Netlify publishes `public/` as is.
  },
};
