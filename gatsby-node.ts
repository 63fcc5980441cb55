import path from "path";
import fs from "fs";
import type { GatsbyNode } from "gatsby";
import { ContentError, loadContent, type Content } from "./src/content/validate";
import { NavigationSchema, SiteSchema, type Page } from "./src/content/schema";
import { templateFor } from "./src/content/sectionTemplates";
import { resolveSiteUrl } from "./src/lib/siteUrl";
import type { SearchEntry } from "./src/lib/search";
import { writeHeadersFile } from "./src/build/headersFile";
import { isNoindexBuild } from "./src/lib/headers";
import { robotsTxt } from "./src/lib/robots";
import { writeCmsAdmin } from "./src/build/cmsAdmin";

/** The template file of a page: SectionsPage, or a widget page's own (src/content/sectionTemplates.ts). */
const template = (sections: Page["sections"]) =>
  path.resolve(`./src/templates/${templateFor(sections.map((s) => s.type))}.tsx`);
let content: Content | undefined;

/** Validates every content file before anything is built; a bad file stops the build (DESIGN.md). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  try {
    content = loadContent(process.cwd());
    reporter.info(
      `Content valid: ${content.pages.length} pages, ${content.blog.length} posts, ${content.caseStudies.length} case studies`,
    );
  } catch (e) {
    if (e instanceof ContentError) reporter.panic(e.message);
    throw e;
  }
};

/** Explicit node types: no inference; sections are JSON whose shape zod guarantees. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type PageJson implements Node @dontInfer {
      path: String!
      aliases: [String!]
      seo: JSON!
      sections: JSON!
    }
    type BlogPostJson implements Node @dontInfer {
      slug: String!
      title: String!
      excerpt: String!
      author: String!
      date: String!
      category: String!
      readTime: String!
    }
    type CaseStudyJson implements Node @dontInfer {
      slug: String!
      title: String!
      order: Int
      company: String!
      industry: String!
      size: String
      challenge: String!
      solution: String!
      results: [String!]!
      metrics: JSON
      tags: [String!]
    }
    type SiteJson implements Node @dontInfer {
      content: JSON!
    }
    type NavigationJson implements Node @dontInfer {
      content: JSON!
    }
  `);
};

/** Picks the content keys (the schema's own) off a JSON node, leaving Gatsby's internals. */
function pick(source: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, source[k]]));
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    SiteJson: {
      content: {
        resolve: (source: Record<string, unknown>) => ({
          ...pick(source, Object.keys(SiteSchema.shape)),
          siteUrl: resolveSiteUrl(process.env, source.siteUrl as string),
        }),
      },
    },
    NavigationJson: {
      content: {
        resolve: (source: Record<string, unknown>) =>
          pick(source, Object.keys(NavigationSchema.shape)),
      },
    },
  });
};

type PageNode = { id: string; path: string; aliases: string[] | null; sections: Page["sections"] };

/** Creates every route of the page registry, and its aliases (same template, same canonical). */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allPageJson: { nodes: PageNode[] } }>(`
    query PageRegistry {
      allPageJson {
        nodes {
          id
          path
          aliases
          sections
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic("Could not read the page registry", result.errors);
    return;
  }
  for (const node of result.data.allPageJson.nodes) {
    const lists = node.sections
      .filter((s) => s.type === "collectionList")
      .map((s) => (s.type === "collectionList" ? s.collection : ""));
    const context = {
      id: node.id,
      notFound: node.path === "/404",
      withBlog: lists.includes("blog"),
      withCaseStudies: lists.includes("caseStudies"),
    };
    const component = template(node.sections);
    for (const p of [node.path, ...(node.aliases ?? [])]) {
      actions.createPage({ path: p, component, context });
    }
  }
};

/** Text a visitor sees on a page, for the search index: section headings and card titles. */
function headingsOf(page: Page): string[] {
  return page.sections
    .flatMap((s) => [
      s.heading ?? "",
      ...(s.type === "cards" ? s.cards.map((c) => c.title) : []),
      ...(s.type === "badges" ? s.groups.flatMap((g) => g.items.map((b) => b.name)) : []),
    ])
    .filter(Boolean);
}

/** Writes `public/search-index.json` for the resources hub search (every page but the 404). */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const pages = (content ?? loadContent(process.cwd())).pages
    .map((p) => p.page)
    .filter((p) => p.path !== "/404");
  const index: SearchEntry[] = pages.map((p) => ({
    path: p.path,
    title: p.seo.title,
    description: p.seo.description,
    headings: headingsOf(p),
  }));
  fs.writeFileSync(path.join("public", "search-index.json"), JSON.stringify(index));
  reporter.info(`Search index: ${index.length} pages`);

  // robots.txt names the sitemap on the resolved host; previews disallow everything.
  const siteUrl = resolveSiteUrl(process.env, (content ?? loadContent(process.cwd())).site.siteUrl);
  fs.writeFileSync(
    path.join("public", "robots.txt"),
    robotsTxt(siteUrl, isNoindexBuild(process.env)),
  );

  // Issue 9: security and cache headers → public/_headers (src/lib/headers.ts). onPostBuild runs
  // after Gatsby has written every page's HTML: the CSP hashes their inline scripts.
  const headers = writeHeadersFile({
    publicDir: "public",
    site: (content ?? loadContent(process.cwd())).site,
    env: process.env,
  });
  reporter.info(
    `Headers: ${headers.inlineScriptHashes} inline script hashes from ${headers.pages} pages, CSP ${headers.cspLength} chars (also in ${headers.metaCspIn ?? "no 404 page"})${headers.noindex ? ", noindex" : ""}; /admin has its own policy`,
  );
  if (headers.cspLength > 8000)
    reporter.warn(
      "Content-Security-Policy is over 8000 chars: some proxies reject long headers; see README Security.",
    );
};

// ---- Issue 10: editors' CMS ------------------------------------------------------------------
/**
 * Writes public/admin/ (Decap's prebuilt bundle, the config generated from the content schema,
 * the preview script): see src/cms/build.ts. After bootstrap, so `gatsby develop` (npm run cms)
 * gets it too; static/admin/index.html is copied by Gatsby. Nothing here reaches a public page.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter }) => {
  const admin = await writeCmsAdmin({ root: process.cwd(), publicDir: "public" });
  reporter.info(
    `CMS: /admin written (Decap ${Math.round(admin.decapBytes / 1024)} KB, admin.js ${Math.round(admin.adminBytes / 1024)} KB, config ${Math.round(admin.configBytes / 1024)} KB) in ${admin.ms} ms`,
  );
};

// ---- Issue 8: JavaScript budget ----------------------------------------------------------------
/**
 * Visitors' bundles: @emotion/react imports `hoist-non-react-statics` (and through it `react-is`)
 * for `withTheme`, which the site never uses, with a bare `import 'hoist-non-react-statics'` that
 * webpack must keep unless the package is known to be free of side effects. It is (it only
 * exports a function), so saying so lets webpack drop both: about 1.3 KB gzip off every page.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    module: {
      rules: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }],
    },
  });
};
