import type { GatsbyConfig } from "gatsby";
import site from "./data/site.json";
import { resolveSiteUrl } from "./src/lib/siteUrl";
import { staticSiteAdapter } from "./src/build/staticAdapter";
import { contentTypeOf } from "./src/content/collections";
import type { Page } from "./src/content/schema";
import { sitemapEntries, type SitemapEntry } from "./src/content/sitemap";
import { lastModifiedDates } from "./src/build/lastModified";

/** What the sitemap's query returns: every page file's content and its path under data/. */
type SitemapQuery = {
  allPageJson: { nodes: { content: Page; parent: { relativePath: string } }[] };
};

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
        // The canonical pages only, each with the date its file last changed, and no made-up
        // change frequency or priority (src/content/sitemap.ts).
        query: `{
          allPageJson {
            nodes {
              content
              parent {
                ... on File {
                  relativePath
                }
              }
            }
          }
        }`,
        resolveSiteUrl: () => siteUrl,
        resolvePages: ({ allPageJson }: SitemapQuery): SitemapEntry[] => {
          const lastmodOf = lastModifiedDates(process.cwd());
          return sitemapEntries(
            allPageJson.nodes.map((n) => ({
              file: `data/${n.parent.relativePath}`,
              page: n.content,
            })),
            lastmodOf,
          );
        },
        excludes: [],
        serialize: ({ path, lastmod }: SitemapEntry) => ({ url: path, lastmod }),
      },
    },
  ],
};

export default config;
