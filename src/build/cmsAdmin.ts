/**
 * Build step of the editors' CMS (gatsby-node.ts `onPostBootstrap`, so it runs for
 * `gatsby build` and `gatsby develop` alike). Writes `public/admin/`:
 *
 * - `decap-cms.js`: Decap's prebuilt bundle, copied from node_modules/decap-cms with the chunks
 *   it loads on demand (`<n>.decap-cms.js`, two `.wasm` files; it finds them next to its own
 *   script URL). It carries its own React; never committed, never imported by the site;
 * - `config.json`: the CMS config generated from the content schema (src/cms/config.ts);
 * - `preview-data.json`: site settings, navigation, blog posts and case studies as built, for
 *   the preview pane (a page preview shows the real header, footer and listings);
 * - `admin.js`: our admin script (src/cms/admin.tsx, bundled with esbuild): loads the config,
 *   registers the preview templates (the site's real section components) and starts Decap.
 *
 * `static/admin/index.html` (copied by Gatsby) loads `admin.js` and `decap-cms.js`. Nothing here
 * is reachable from a public page: Gatsby's webpack never sees src/cms/.
 */
import fs from "fs";
import path from "path";
import { createRequire } from "module";
import { build } from "esbuild";
import { readStaticPaths, type Content } from "../content/validate";
import { inListingOrder } from "../content/listingOrder";
import { siteLinkIndex, type SiteLinkIndex } from "../content/linkRules";
import { bookingPagePath, bookingTemplates } from "../content/bookingTemplates";
import { buildDate } from "../lib/schedule";
import { articlePath } from "../lib/articles";
import { resolveSiteUrl } from "../lib/siteUrl";
import { buildCmsConfig, pageFilesOf, type CmsConfig } from "../cms/config";
import type { PreviewData } from "../cms/preview";
import type { ArticleKind } from "../lib/articles";
import { ARTICLE_TYPES } from "../content/collections";
import { articleListing } from "../content/articleListing";
import { caseStudySiteData } from "../content/caseStudyPages";
import { readWorkflowOutline } from "../content/n8nWorkflow";
import { contentCounts } from "../lib/contentCounts";

/** What {@link writeCmsAdmin} wrote: the folder, file sizes in bytes, and the time it took. */
export type AdminBuildReport = {
  dir: string;
  decapBytes: number;
  adminBytes: number;
  configBytes: number;
  ms: number;
};

/**
 * The generated config for the validated content: its pages, the site URL, and the backend of
 * `data/site.json` (`CMS_BRANCH` in `env` overrides its branch). The generator throws on a zod
 * type it cannot map; its agreement with the schema is proven by the unit tests, not here.
 */
export function cmsConfigFor(
  content: Content,
  env: Record<string, string | undefined> = process.env,
): CmsConfig {
  return buildCmsConfig({
    pages: pageFilesOf(content.pages.map(({ file, page }) => ({ file, json: page }))),
    siteUrl: resolveSiteUrl(env, content.site.siteUrl),
    backend: content.site.cms.backend,
    branch: env.CMS_BRANCH || undefined,
    authors: content.authors.length
      ? [...content.authors.map((a) => a.name), content.site.brand]
      : undefined,
    categories: content.categories ?? undefined,
  });
}

/**
 * What the preview pane shows around an entry, taken from the validated content: site settings
 * and navigation (the frame), the home page (settings previews), the blog posts, case studies
 * and workflow templates the listings on page previews show, the collections' sizes (page copy's
 * count tokens) and, given the project `root`, each template's workflow outline read from its
 * file (a template's preview draws it). An article's body is rendered in the browser.
 */
export function previewDataFor(content: Content, root?: string): PreviewData {
  const pages = content.pages.map((p) => p.page);
  const bookingPath = bookingPagePath(pages) ?? "/";
  const studies = caseStudySiteData(content);
  return {
    site: content.site,
    navigation: content.navigation,
    // What a listing card shows: no bodies; in the order the site lists them (newest first).
    blog: inListingOrder(content.blog).map((post) => articleListing("blog", post)),
    caseStudies: inListingOrder(content.caseStudies).map((study) =>
      articleListing("caseStudies", study),
    ),
    home: pages.find((p) => p.path === "/") ?? null,
    articleFolders: Object.fromEntries(ARTICLE_TYPES.map((t) => [t.key, t.folder])) as Record<
      ArticleKind,
      string
    >,
    // The template library's cards and each template's workflow drawing (read from its file).
    templates: content.templates.map((t) => ({
      slug: t.slug,
      title: t.title,
      category: t.category,
      icon: t.icon,
      description: t.description,
      platforms: t.platforms,
      workflow: t.workflow,
      path: articlePath("templates", t.slug),
    })),
    bookingPath,
    workflows: root
      ? Object.fromEntries(
          content.templates.map((t) => [t.workflow, readWorkflowOutline(root, t.workflow)]),
        )
      : {},
    counts: contentCounts(content),
    // A case study's services by path, and the case-study listing's filters.
    caseStudyServices: studies.services,
    authorRoles: Object.fromEntries(content.authors.map((a) => [a.name, a.role])),
    caseStudyFilters: studies.filters,
  };
}

/**
 * The index of what the site serves that the admin checks links against before Save (the
 * validator's own rules, src/content/linkRules.ts): pages, aliases, articles (scheduled ones
 * with their dates), the files under `<root>/static`, the booking page and its templates, and the
 * build's date (SITE_BUILD_DATE in `env`, else today in UTC).
 */
export function linkIndexFor(
  content: Content,
  root: string,
  env: Record<string, string | undefined> = process.env,
): SiteLinkIndex {
  const pages = content.pages.map((p) => p.page);
  return siteLinkIndex(
    {
      pages: content.pages,
      articlePaths: ARTICLE_TYPES.flatMap((t) =>
        (content[t.key] as readonly { slug: string }[]).map((a) => articlePath(t.key, a.slug)),
      ),
      scheduled: content.scheduled,
      bookingPath: bookingPagePath(pages),
      templates: bookingTemplates(pages, content.templates),
    },
    readStaticPaths(root),
    buildDate(env),
  );
}

/**
 * The files of Decap's prebuilt bundle in its `dist/` folder that the admin page needs: the entry
 * `decap-cms.js`, its lazily loaded chunks (`<n>.decap-cms.js`) and WebAssembly modules. Leaves
 * out source maps and `cms.js`/`<n>.cms.js`, a second copy of the same bundle under an old name.
 */
export function decapBundleFiles(distDir: string): string[] {
  return fs
    .readdirSync(distDir)
    .filter((f) => f === "decap-cms.js" || /^\d+\.decap-cms\.js$/.test(f) || f.endsWith(".wasm"))
    .sort();
}

/**
 * Writes `<publicDir>/admin/{decap-cms.js,config.json,preview-data.json,link-index.json,admin.js}`.
 * Takes the project root and the validated content; returns sizes and the time taken. Throws if
 * decap-cms is not installed or the generator meets a schema type it cannot map.
 */
export async function writeCmsAdmin({
  root,
  publicDir,
  content,
}: {
  root: string;
  publicDir: string;
  content: Content;
}): Promise<AdminBuildReport> {
  const started = Date.now();
  const dir = path.join(publicDir, "admin");
  fs.mkdirSync(dir, { recursive: true });

  const requireFromRoot = createRequire(path.join(root, "package.json"));
  const decap = requireFromRoot.resolve("decap-cms/dist/decap-cms.js");
  for (const file of decapBundleFiles(path.dirname(decap)))
    fs.copyFileSync(path.join(path.dirname(decap), file), path.join(dir, file));

  const config = JSON.stringify(cmsConfigFor(content));
  fs.writeFileSync(path.join(dir, "config.json"), config);
  fs.writeFileSync(
    path.join(dir, "preview-data.json"),
    JSON.stringify(previewDataFor(content, root)),
  );
  fs.writeFileSync(path.join(dir, "link-index.json"), JSON.stringify(linkIndexFor(content, root)));

  await build({
    entryPoints: [path.join(root, "src/cms/admin.tsx")],
    outfile: path.join(dir, "admin.js"),
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2019",
    platform: "browser",
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    alias: {
      gatsby: path.join(root, "src/cms/gatsbyShim.tsx"),
      // The article preview renders Markdown in the browser: reading-time's entry point also
      // loads its Node stream API, which a browser bundle cannot hold; its function alone is used.
      "reading-time": requireFromRoot.resolve("reading-time/lib/reading-time"),
    },
    define: { "process.env.NODE_ENV": '"production"' },
    legalComments: "none",
    logLevel: "warning",
    absWorkingDir: root,
  });

  return {
    dir,
    decapBytes: fs.statSync(path.join(dir, "decap-cms.js")).size,
    adminBytes: fs.statSync(path.join(dir, "admin.js")).size,
    configBytes: config.length,
    ms: Date.now() - started,
  };
}
