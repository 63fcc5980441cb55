import type { GatsbyConfig } from "gatsby";
import site from "./data/site.json";
import { resolveSiteUrl } from "./src/lib/siteUrl";
import { staticSiteAdapter } from "./src/build/staticAdapter";

/** Site origin: SITE_URL, else Netlify's URL, else data/site.json (see src/lib/siteUrl.ts). */
const siteUrl = resolveSiteUrl(process.env, site.siteUrl);

/** The content folders, each its own source instance (their names become node types). */
const contentSources = [
  {
    name: "siteContent",
    path: "./data",
    ignore: ["**/pages/**", "**/blog/**", "**/case-studies/**"],
  },
  { name: "pages", path: "./data/pages" },
  { name: "blog", path: "./data/blog" },
  { name: "caseStudies", path: "./data/case-studies" },
];

/** Node type per source: every page file is a `PageJson`, whatever folder it sits in. */
const TYPE_BY_SOURCE: Record<string, string> = {
  pages: "PageJson",
  blog: "BlogPostJson",
  caseStudies: "CaseStudyJson",
};

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
    ...contentSources.map(({ name, path, ignore }) => ({
      resolve: "gatsby-source-filesystem",
      options: { name, path, ...(ignore ? { ignore } : {}) },
    })),
    {
      resolve: "gatsby-transformer-json",
      options: {
        typeName: ({ node }: { node: { sourceInstanceName: string; name: string } }) =>
          TYPE_BY_SOURCE[node.sourceInstanceName] ??
          (node.name === "site" ? "SiteJson" : "NavigationJson"),
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: ["/404", "/404.html", "/dev-404-page"],
      },
    },
  ],
};

export default config;
