import type { GatsbyConfig } from "gatsby";
import site from "./data/site.json";
import { resolveSiteUrl } from "./src/lib/siteUrl";
import { staticSiteAdapter } from "./src/build/staticAdapter";
import { contentTypeOf } from "./src/content/collections";

/** Site origin: SITE_URL, else Netlify's URL, else data/site.json (see src/lib/siteUrl.ts). */
const siteUrl = resolveSiteUrl(process.env, site.siteUrl);

/**
 * The GraphQL node type of a content file (`data/blog/x.json` → `BlogPostJson`), from the one
 * list of content types. Files that belong to no type fail validation before sourcing starts.
 */
const nodeTypeOf = ({ node }: { node: { relativePath: string } }): string =>
  contentTypeOf(`data/${node.relativePath}`)?.nodeType ?? "UnknownContentJson";

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.brand,
    description: site.description,
    siteUrl,
  },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: false,
  // Plain static publish: public/_headers comes from onPostBuild, not from a Gatsby adapter
  // (see src/build/staticAdapter.ts).
  adapter: staticSiteAdapter,
  plugins: [
    "gatsby-plugin-react-helmet",
    { resolve: "gatsby-source-filesystem", options: { name: "content", path: "./data" } },
    { resolve: "gatsby-transformer-json", options: { typeName: nodeTypeOf } },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: ["/404", "/404.html", "/dev-404-page"],
      },
    },
  ],
};

export default config;
