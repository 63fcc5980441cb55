import path from "path";
import fs from "fs";
import type { GatsbyNode } from "gatsby";
import { ContentError, loadContent, type Content } from "./src/content/validate";
import { CONTENT_TYPES, contentOfNode, contentTypeDefs } from "./src/content/collections";
import type { Page } from "./src/content/schema";
import { searchIndexOf } from "./src/content/searchIndex";
import { resolveSiteUrl } from "./src/lib/siteUrl";
import { writeHeadersFile } from "./src/build/headersFile";
import { isNoindexBuild } from "./src/lib/headers";
import { robotsTxt } from "./src/lib/robots";
import { writeCmsAdmin } from "./src/build/cmsAdmin";

/** The one page template: every page is a list of sections. */
const PAGE_TEMPLATE = path.resolve("./src/templates/SectionsPage.tsx");

/** The content, loaded and validated once per build in onPreBootstrap, then reused. */
let loaded: Content | undefined;

/** The validated content (loads it if a build step runs before onPreBootstrap did). */
function content(): Content {
  loaded ??= loadContent(process.cwd());
  return loaded;
}

/** Validates every content file before anything is built; a bad file stops the build. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  try {
    loaded = loadContent(process.cwd());
    reporter.info(
      `Content valid: ${loaded.pages.length} pages, ${loaded.blog.length} posts, ${loaded.caseStudies.length} case studies`,
    );
  } catch (e) {
    if (e instanceof ContentError) reporter.panic(e.message);
    throw e;
  }
};

/** Node types derived from the content schema (src/content/collections.ts): no inference. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

/**
 * Each content node's `content` field: the file's own fields, as its schema names them. Site
 * settings also get the resolved site URL (SITE_URL, else Netlify's URL, else data/site.json).
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(
    Object.fromEntries(
      CONTENT_TYPES.map((type) => [
        type.nodeType,
        {
          content: {
            resolve: (source: Record<string, unknown>) => {
              const fields = contentOfNode(source, type);
              return type.key === "site"
                ? { ...fields, siteUrl: resolveSiteUrl(process.env, fields.siteUrl as string) }
                : fields;
            },
          },
        },
      ]),
    ),
  );
};

/** Creates every page of the registry and its aliases (same template, same canonical URL). */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allPageJson: { nodes: { id: string; content: Page }[] } }>(`
    query PageRegistry {
      allPageJson {
        nodes {
          id
          content
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic("Could not read the page registry", result.errors);
    return;
  }
  for (const { id, content: page } of result.data.allPageJson.nodes) {
    const lists = page.sections.flatMap((s) => (s.type === "collectionList" ? [s.collection] : []));
    const context = {
      id,
      notFound: page.path === "/404",
      withBlog: lists.includes("blog"),
      withCaseStudies: lists.includes("caseStudies"),
    };
    for (const p of [page.path, ...(page.aliases ?? [])]) {
      actions.createPage({ path: p, component: PAGE_TEMPLATE, context });
    }
  }
};

/**
 * After the HTML is written: the search index (`public/search-index.json`), robots.txt on the
 * resolved host (previews disallow everything), and the security and cache headers
 * (`public/_headers`, whose CSP hashes the inline scripts of the written pages).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const { pages, site } = content();
  const index = searchIndexOf(pages.map((p) => p.page));
  fs.writeFileSync(path.join("public", "search-index.json"), JSON.stringify(index));
  reporter.info(`Search index: ${index.length} pages`);

  const siteUrl = resolveSiteUrl(process.env, site.siteUrl);
  fs.writeFileSync(
    path.join("public", "robots.txt"),
    robotsTxt(siteUrl, isNoindexBuild(process.env)),
  );

  const headers = writeHeadersFile({ publicDir: "public", site, env: process.env });
  reporter.info(
    `Headers: ${headers.inlineScriptHashes} inline script hashes from ${headers.pages} pages, CSP ${headers.cspLength} chars (also in ${headers.metaCspIn ?? "no 404 page"})${headers.noindex ? ", noindex" : ""}; /admin has its own policy`,
  );
  if (headers.cspLength > 8000)
    reporter.warn(
      "Content-Security-Policy is over 8000 chars: some proxies reject long headers; see README Security.",
    );
};

/**
 * Writes public/admin/ (Decap's prebuilt bundle, the config generated from the content schema,
 * the preview script): see src/build/cmsAdmin.ts. After bootstrap, so `gatsby develop` (npm run cms)
 * gets it too. Nothing here reaches a public page.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter }) => {
  const admin = await writeCmsAdmin({
    root: process.cwd(),
    publicDir: "public",
    content: content(),
  });
  reporter.info(
    `CMS: /admin written (Decap ${Math.round(admin.decapBytes / 1024)} KB, admin.js ${Math.round(admin.adminBytes / 1024)} KB, config ${Math.round(admin.configBytes / 1024)} KB) in ${admin.ms} ms`,
  );
};

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
