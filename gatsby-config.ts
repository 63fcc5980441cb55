import type { GatsbyConfig } from "gatsby";
import { resolveSiteUrl } from "./src/lib/siteUrl";
import { staticSiteAdapter } from "./src/build/staticAdapter";
import { contentTypeOf } from "./src/content/collections";
import type { Page, Site } from "./src/content/schema";
import { sitemapEntries, type SitemapEntry } from "./src/content/sitemap";
import { lastModifiedDates } from "./src/build/lastModified";
import { FEED_PATH, feedItems, type FeedNode } from "./src/content/feed";
import { scheduledArticleFilter } from "./src/build/scheduledArticles";
import { buildContentCheck } from "./src/content/buildContent";
import { graphqlSort } from "./src/content/listingOrder";
import { filterPages } from "./src/lib/templateLibrary";
import { caseStudyFilterSitemap } from "./src/lib/caseStudyFilters";

/** What the sitemap's query returns: every page file's content and its path under data/, and every article's path and last change. */
type SitemapQuery = {
  allPageJson: { nodes: { content: Page; parent: { relativePath: string } }[] };
  allArticle: { nodes: { path: string; dateModified: string }[] };
  allTemplateJson: {
    nodes: { slug: string; category: string; platforms: string[]; dateModified: string }[];
  };
  allCaseStudyJson: {
    nodes: { slug: string; industry: string; services: string[] | null; dateModified: string }[];
  };
};

/** The project root, as Gatsby runs (its working directory when the config is loaded). */
const ROOT = process.cwd();

/** The site settings the plugins name (brand, description, language, feed titles, URL). */
type ConfigSite = Pick<Site, "brand" | "description" | "language" | "siteUrl"> & {
  articles: Pick<Site["articles"], "feedTitle" | "feedDescription">;
};

/**
 * The validated site settings (data/site.json), from the build's one validation
 * (src/content/buildContent.ts): loading this file is the first step that validates the content.
 * When the settings themselves are invalid, blanks stand in, only so that the config loads:
 * onPreBootstrap then stops the build with the problems, and the dev server shows them.
 */
const site: ConfigSite = buildContentCheck({ root: ROOT }).content?.site ?? {
  brand: "",
  description: "",
  language: "en",
  siteUrl: "http://localhost",
  articles: { feedTitle: "", feedDescription: "" },
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
    {
      // An article dated after the build's date (SITE_BUILD_DATE, else today in UTC) is not
      // sourced, so no page, listing, feed, sitemap or related link can show it
      // (src/build/scheduledArticles.ts).
      resolve: "gatsby-source-filesystem",
      options: {
        name: "content",
        path: "./data",
        ignore: [
          scheduledArticleFilter(
            ROOT,
            () => buildContentCheck({ root: ROOT }).content?.scheduled.map((a) => a.file) ?? [],
          ),
        ],
      },
    },
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
          allArticle {
            nodes {
              path
              dateModified
            }
          }
          allTemplateJson {
            nodes {
              slug
              category
              platforms
              dateModified
            }
          }
          allCaseStudyJson {
            nodes {
              slug
              industry
              services
              dateModified
            }
          }
        }`,
        resolveSiteUrl: () => siteUrl,
        resolvePages: ({
          allPageJson,
          allArticle,
          allTemplateJson,
          allCaseStudyJson,
        }: SitemapQuery): SitemapEntry[] => {
          const lastmodOf = lastModifiedDates(process.cwd());
          return [
            ...sitemapEntries(
              allPageJson.nodes.map((n) => ({
                file: `data/${n.parent.relativePath}`,
                page: n.content,
              })),
              lastmodOf,
            ),
            // Articles: their own dateModified is the date a reader would notice a change.
            ...allArticle.nodes.map((a) => ({ path: a.path, lastmod: a.dateModified })),
            // The template library's filter pages: dated by the latest template each lists.
            ...allPageJson.nodes
              .filter((n) =>
                n.content.sections.some(
                  (s) => s.type === "collectionList" && s.collection === "templates",
                ),
              )
              .flatMap((n) => filterPages(n.content.path, allTemplateJson.nodes))
              .map((f) => ({ path: f.path, lastmod: f.dateModified })),
            // The case-study listing's filter pages: dated by the latest study each lists.
            ...caseStudyFilterSitemap(
              allPageJson.nodes.map((n) => n.content),
              allCaseStudyJson.nodes.map((s) => ({ ...s, services: s.services ?? undefined })),
            ),
          ].sort((a, b) => a.path.localeCompare(b.path));
        },
        excludes: [],
        serialize: ({ path, lastmod }: SitemapEntry) => ({ url: path, lastmod }),
      },
    },
    {
      // RSS 2.0 at /rss.xml with every post in full (src/content/feed.ts); the plugin also links
      // it from the head of every page.
      resolve: "gatsby-plugin-feed",
      options: {
        query: `{ site { siteMetadata { title description siteUrl } } }`,
        setup: () => ({
          title: site.articles.feedTitle,
          description: site.articles.feedDescription,
          site_url: siteUrl,
          feed_url: `${siteUrl}${FEED_PATH}`,
          language: site.language,
          generator: site.brand,
          custom_namespaces: { content: "http://purl.org/rss/1.0/modules/content/" },
        }),
        feeds: [
          {
            output: FEED_PATH,
            title: site.articles.feedTitle,
            query: `{
              allBlogPostJson(sort: ${graphqlSort()}) {
                nodes {
                  listing
                  bodyHtml
                }
              }
            }`,
            serialize: ({ query }: { query: { allBlogPostJson: { nodes: FeedNode[] } } }) =>
              feedItems(
                query.allBlogPostJson.nodes.map((n) => ({ ...n.listing, bodyHtml: n.bodyHtml })),
                siteUrl,
              ),
          },
        ],
      },
    },
  ],
};

export default config;
