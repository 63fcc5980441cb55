import path from "path";
import fs from "fs";
import type { CreatePagesArgs, GatsbyNode } from "gatsby";
import { isDevelop, problemsByFile, CONTENT_PROBLEMS_PATH } from "./src/build/contentProblems";
import type { ContentErrorPageContext } from "./src/templates/ContentErrorPage";
import {
  ContentError,
  servedPathOfFile,
  staticImageLookup,
  type Content,
  type ContentCheck,
} from "./src/content/validate";
import { buildContentCheck, validationCount } from "./src/content/buildContent";
import { buildDate } from "./src/lib/schedule";
import { bookingTemplates } from "./src/content/bookingTemplates";
import { bookingTools } from "./src/content/bookingTools";
import { bookingPackages } from "./src/content/bookingPackages";
import { siteDownloads } from "./src/content/downloads";
import { writeFlatHtmlCopies } from "./src/build/flatHtml";
import { removePrivateFiles } from "./src/build/privateFiles";
import {
  ARTICLE_TYPES,
  CONTENT_TYPES,
  contentOfNode,
  contentTypeDefs,
} from "./src/content/collections";
import type { Page } from "./src/content/schema";
import { renderMarkdown } from "./src/content/markdown";
import { sectionVisualsMarkup } from "./src/components/visualMarkup";
import { roiExamplesMarkup } from "./src/content/roiExamples";
import {
  articlePath,
  listingPageCount,
  listingPagePath,
  POSTS_PER_PAGE,
  relatedArticles,
  type ArticleKind,
} from "./src/lib/articles";
import { articleSearchEntries, searchIndexOf } from "./src/content/searchIndex";
import { resolveSiteUrl } from "./src/lib/siteUrl";
import { writeHeadersFile } from "./src/build/headersFile";
import { isNoindexBuild } from "./src/lib/headers";
import { robotsTxt } from "./src/lib/robots";
import { redirectRules, redirectsFile } from "./src/content/redirects";
import { isProxyRule } from "./src/lib/netlifyRedirects";
import { writeCmsAdmin } from "./src/build/cmsAdmin";
import {
  articleSocialImageSpec,
  pageSocialImageSpec,
  socialImageAlt,
  socialImagePath,
  writeSocialImages,
  type SocialImageSpec,
} from "./src/build/socialImages";
import { breadcrumbTrail, listingPageTrail, type TrailSite } from "./src/lib/breadcrumbs";
import { writeResponsiveImages, type ResponsiveImagesReport } from "./src/build/responsiveImages";
import type { ArticleImage } from "./src/content/schema";
import { articleCategory, articleListing, caseStudyFacts } from "./src/content/articleListing";
import type { ArticlePageContext } from "./src/templates/ArticlePage";
import {
  caseStudyDetails,
  caseStudyFilterPages,
  caseStudyFilterSearchEntries,
  caseStudyPageContext,
  caseStudySiteData,
} from "./src/content/caseStudyPages";
import type { TemplatePageContext } from "./src/templates/TemplatePage";
import { contentCounts, fillCounts } from "./src/lib/contentCounts";
import { featuredTemplates, filterPages } from "./src/lib/templateLibrary";
import { filterPageSeo } from "./src/content/templatePages";
import { readWorkflowOutline } from "./src/content/n8nWorkflow";
import { bookingPagePath } from "./src/content/bookingTemplates";

/** The template of section pages (data/pages): every such page is a list of sections. */
const PAGE_TEMPLATE = path.resolve("./src/templates/SectionsPage.tsx");

/** What the dev server shows at a page whose content file has a problem (development only). */
const CONTENT_ERROR_TEMPLATE = path.resolve("./src/templates/ContentErrorPage.tsx");

/** The template of articles (posts, case studies, guides, legal pages): a Markdown body. */
const ARTICLE_TEMPLATE = path.resolve("./src/templates/ArticlePage.tsx");

/** The template of workflow templates (articles too): nodes, downloads and the guide. */
const TEMPLATE_PAGE = path.resolve("./src/templates/TemplatePage.tsx");

/**
 * The validated content of this build: validated once, by the first step that needs it, and kept
 * for every later one (src/content/buildContent.ts states the rule). Its article lists hold only
 * the articles published as of the build's date (SITE_BUILD_DATE, else today in UTC), so the
 * steps that list articles from it (search index, hero images, CMS preview data) leave scheduled
 * ones out. Throws {@link ContentError}.
 */
function content(): Content {
  const checked = contentCheck();
  if (!checked.content) throw new ContentError(checked.errors);
  return checked.content;
}

/**
 * The content and its problems. A build takes only valid content (a problem throws
 * {@link ContentError}, which stops it). The dev server (`gatsby develop`, `npm run cms`) takes
 * what parsed and every problem, so one bad file never takes the local site down: the pages of
 * bad files show their problems instead (src/build/contentProblems.ts).
 */
function contentCheck(): ContentCheck {
  const checked = buildContentCheck();
  if (isDevelop(process.env)) return checked;
  if (checked.errors.length || !checked.content) throw new ContentError(checked.errors);
  return checked;
}

/**
 * Validates every content file before anything is built; a bad file stops the build. The dev
 * server starts anyway and lists the problems (each page of a bad file shows its own).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  if (isDevelop(process.env)) {
    const { errors } = buildContentCheck();
    if (errors.length)
      reporter.warn(
        `Content problems: the local site shows them on the pages concerned and in a panel on every page; a build would stop here.\n  ${errors.join("\n  ")}`,
      );
  }
  try {
    const loaded = content();
    reporter.info(
      `Content valid: ${loaded.pages.length} pages, ${loaded.blog.length} posts, ${loaded.caseStudies.length} case studies, ${loaded.guides.length} guides, ${loaded.legal.length} legal pages`,
    );
    if (loaded.scheduled.length)
      reporter.info(
        `Scheduled, left out of this build (dated after ${buildDate(process.env)}): ${loaded.scheduled.map((a) => `${a.path} on ${a.datePublished}`).join(", ")}`,
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
 * Articles also get their kind, their path, and their Markdown body rendered to HTML with its
 * headings and reading time (src/content/markdown.ts), so no Markdown reaches the browser.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  // Body images' real sizes in px, read from their files' headers (width/height attributes).
  const imageFiles = staticImageLookup(process.cwd());
  const markdownOptions = { imageSize: (src: string) => imageFiles(src)?.dimensions ?? undefined };
  // Page copy may quote the size of a collection ("{count:templates} workflows"): filled here.
  // In development the site settings may be broken for a moment: the pages then show the problem.
  const loaded = contentCheck().content;
  const counts = contentCounts(loaded ?? { blog: [], caseStudies: [], guides: [], templates: [] });
  // Bylines and JSON-LD name the author's role and bio (data/authors.json).
  const authors = new Map((loaded?.authors ?? []).map((a) => [a.name, a]));
  const body = (source: Record<string, unknown>) =>
    renderMarkdown(String(source.body ?? ""), markdownOptions);
  createResolvers(
    Object.fromEntries(
      CONTENT_TYPES.map((type) => [
        type.nodeType,
        {
          content: {
            resolve: (source: Record<string, unknown>) => {
              const fields = contentOfNode(source, type);
              if (type.key === "pages") return fillCounts(fields, counts);
              return type.key === "site"
                ? { ...fields, siteUrl: resolveSiteUrl(process.env, fields.siteUrl as string) }
                : fields;
            },
          },
          ...(ARTICLE_TYPES.some((t) => t.key === type.key)
            ? {
                kind: { resolve: () => type.key },
                category: {
                  resolve: (s: Record<string, unknown>) =>
                    articleCategory(type.key as ArticleKind, s),
                },
                caseStudy: {
                  resolve: (s: Record<string, unknown>) =>
                    type.key === "caseStudies" ? caseStudyFacts(s) : null,
                },
                listing: {
                  resolve: (s: ArticleNodeSource) => articleListing(type.key as ArticleKind, s),
                },
                path: {
                  resolve: (source: Record<string, unknown>) =>
                    articlePath(type.key as ArticleKind, String(source.slug)),
                },
                readingMinutes: { resolve: (s: Record<string, unknown>) => body(s).readingMinutes },
                authorProfile: {
                  resolve: (s: Record<string, unknown>) => authors.get(String(s.author)) ?? null,
                },
                bodyHtml: { resolve: (s: Record<string, unknown>) => body(s).html },
                headings: { resolve: (s: Record<string, unknown>) => body(s).headings },
              }
            : {}),
        },
      ]),
    ),
  );
};

/** What the breadcrumb rule reads of the content: the pages, navigation and trail labels. */
function trailSite({ pages, navigation, site }: Content): TrailSite {
  return { pages: pages.map((p) => p.page), navigation, labels: site.labels.breadcrumbs };
}

/** A page's own social image for its page context: site path and alt text, from its spec. */
function socialImageOf(
  spec: SocialImageSpec,
  site: Content["site"],
): { path: string; alt: string } {
  return { path: socialImagePath(spec), alt: socialImageAlt(spec, site) };
}

/**
 * Creates every page of the registry and its aliases (same template, same canonical URL, same
 * breadcrumb trail), then every article; each page's context names its own social image
 * (aliases and later listing pages share their page's; a later listing page ends its trail with
 * its own title), and the images are written to `public/og/` (src/build/socialImages.ts); the
 * articles' hero images are resized into `public/uploads/_resized/` and each article page's
 * context carries its own (so its page query, in whatever process it runs, reads it from there).
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{
    allPageJson: { nodes: { id: string; content: Page; parent: { relativePath: string } }[] };
  }>(`
    query PageRegistry {
      allPageJson {
        nodes {
          id
          content
          parent {
            ... on File {
              relativePath
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic("Could not read the page registry", result.errors);
    return;
  }
  // In development, the pages of files with problems show them instead (src/build/contentProblems.ts).
  const checked = contentCheck();
  const problems = problemsByFile(checked.errors);
  const showProblems = (pagePath: string, file: string, list: string[]) =>
    actions.createPage({
      path: pagePath,
      component: CONTENT_ERROR_TEMPLATE,
      context: { file, problems: list } satisfies ContentErrorPageContext,
    });
  if (!checked.content) {
    for (const { content: page, parent } of result.data.allPageJson.nodes) {
      const file = `data/${parent.relativePath}`;
      showProblems(
        (file.startsWith("data/pages/") ? servedPathOfFile(file) : null) ?? page.path,
        file,
        checked.errors,
      );
    }
    return;
  }
  for (const [file, list] of problems) {
    const pagePath = file.startsWith("data/pages/") ? servedPathOfFile(file) : null;
    if (pagePath) showProblems(pagePath, file, list);
  }
  const all = checked.content;
  const posts = all.blog.length;
  const templates = bookingTemplates(
    all.pages.map((p) => p.page),
    all.templates,
  );
  const specs: SocialImageSpec[] = [];
  const crumbSite = trailSite(all);
  const bookingPath = bookingPagePath(all.pages.map((p) => p.page)) ?? "/";
  const studies = caseStudySiteData(all);
  // The pages are the validated ones; GraphQL gives each its node id, which its page query reads.
  const nodeIds = new Map(
    result.data.allPageJson.nodes.map((n) => [`data/${n.parent.relativePath}`, n.id]),
  );
  for (const { file, page } of all.pages) {
    const id = nodeIds.get(file);
    if (!id || problems.has(file)) continue;
    const spec = pageSocialImageSpec(page, all.site, all.navigation);
    specs.push(spec);
    const lists = page.sections.flatMap((s) => (s.type === "collectionList" ? [s.collection] : []));
    const withBlog = lists.includes("blog");
    const withTemplates = lists.includes("templates");
    // The templates the page features in a row of cards: its library leaves them out, and its
    // filter pages leave out the row, so a visitor meets each template once on a page.
    const featured = withTemplates
      ? featuredTemplates(
          page.sections,
          page.path,
          all.templates.map((t) => t.slug),
        )
      : { slugs: [], sections: [] };
    const hero = page.sections.find((s) => s.type === "hero");
    const breadcrumbs = breadcrumbTrail(
      {
        path: page.path,
        title: hero?.heading ?? page.seo.title,
        canonicalPath: page.seo.canonicalPath,
      },
      crumbSite,
    );
    // Drawn at build time: hero and split visuals, and worked ROI examples beside a call to action.
    const sectionVisuals = {
      ...sectionVisualsMarkup(page.sections),
      ...roiExamplesMarkup(page.sections),
    };
    const context = {
      id,
      notFound: page.path === "/404",
      withBlog,
      withCaseStudies: lists.includes("caseStudies"),
      // A listing of the resource guides (the resources hub).
      ...(lists.includes("guides") ? { withGuides: true } : {}),
      // The template library: its cards' Customize links go to the booking page.
      ...(withTemplates ? { withTemplates, bookingPath, featuredTemplates: featured.slugs } : {}),
      listingPage: 1,
      listingPageCount: withBlog ? listingPageCount(posts) : 1,
      skip: 0,
      limit: POSTS_PER_PAGE,
      socialImage: socialImageOf(spec, all.site),
      // The booking page names the template a visitor chose on /templates (Customize), the
      // tool result they bring (a tool's "Discuss this result"), or the package they chose (a
      // packages section's Get Started, named by its page's breadcrumb name).
      ...(page.sections.some((s) => s.type === "bookingWidget")
        ? {
            bookingTemplates: templates,
            bookingTools: bookingTools(all.pages.map((p) => p.page)),
            bookingPackages: bookingPackages(
              all.pages.map((p) => p.page),
              (p) =>
                breadcrumbTrail(
                  {
                    path: p.path,
                    title: p.sections.find((s) => s.type === "hero")?.heading ?? p.seo.title,
                  },
                  crumbSite,
                ).at(-1)?.name ?? p.seo.title,
            ),
          }
        : {}),
      breadcrumbs,
      // The case studies its story sections name, and a case-study listing's filters.
      ...caseStudyPageContext(page, studies),
      // The hero's and split rows' visuals, drawn here as HTML so the browser gets no code for them.
      ...(Object.keys(sectionVisuals).length > 0 ? { sectionVisuals } : {}),
    };
    for (const p of [page.path, ...(page.aliases ?? [])]) {
      actions.createPage({ path: p, component: PAGE_TEMPLATE, context });
    }
    // The library's filters are pages of their own (/templates/category/sales), so they work
    // without JavaScript; each has its own title, description, social image and trail.
    if (withTemplates)
      for (const filter of filterPages(page.path, all.templates)) {
        const seo = filterPageSeo(filter, all.site.templates);
        const filterSpec = { ...spec, title: seo.title };
        specs.push(filterSpec);
        actions.createPage({
          path: filter.path,
          component: PAGE_TEMPLATE,
          context: {
            ...context,
            templateFilter: { facet: filter.facet, slug: filter.slug, name: filter.name, ...seo },
            featuredTemplates: [],
            omitSections: featured.sections,
            socialImage: socialImageOf(filterSpec, all.site),
            breadcrumbs: breadcrumbTrail({ path: filter.path, title: seo.title }, crumbSite),
          },
        });
      }
    // A case-study listing's filters are pages too (/case-studies/industry/legal): same rules.
    if (context.caseStudyFilters)
      for (const filter of caseStudyFilterPages(
        page.path,
        context.caseStudyFilters,
        all.caseStudies,
        all.site.caseStudies,
      )) {
        const { path: filterPagePath, dateModified: _latest, ...active } = filter;
        const filterSpec = { ...spec, title: filter.title };
        specs.push(filterSpec);
        actions.createPage({
          path: filterPagePath,
          component: PAGE_TEMPLATE,
          context: {
            ...context,
            caseStudyFilter: active,
            socialImage: socialImageOf(filterSpec, all.site),
            breadcrumbs: breadcrumbTrail({ path: filterPagePath, title: filter.title }, crumbSite),
          },
        });
      }
    // A listing of posts continues on /blog/page/2, /blog/page/3, … (the page's own path only).
    if (withBlog)
      for (let n = 2; n <= context.listingPageCount; n++)
        actions.createPage({
          path: listingPagePath(page.path, n),
          component: PAGE_TEMPLATE,
          context: {
            ...context,
            listingPage: n,
            skip: (n - 1) * POSTS_PER_PAGE,
            breadcrumbs: listingPageTrail(breadcrumbs, {
              path: listingPagePath(page.path, n),
              page: n,
              titleTemplate: all.site.articles.pagination.pageTitle,
            }),
          },
        });
  }
  const heroes = await writeResponsiveImages({
    // Every article type's heroes (src/content/collections.ts lists the types).
    srcs: ARTICLE_TYPES.flatMap((t) =>
      (all[t.key] as readonly { image?: ArticleImage }[]).flatMap((a) =>
        a.image ? [a.image.src] : [],
      ),
    ),
    root: process.cwd(),
    publicDir: "public",
  });
  reporter.info(
    `Hero images: ${heroes.images.size} images, ${heroes.files} WebP variants, ${heroes.encoded} encoded now in ${heroes.ms} ms`,
  );
  specs.push(
    ...(await createArticlePages(
      { graphql, createPage: actions.createPage, reporter },
      all,
      heroes,
      problems,
    )),
  );
  const images = await writeSocialImages({
    specs,
    root: process.cwd(),
    publicDir: "public",
    covers: all,
  });
  reporter.info(
    `Social images: ${specs.length} pages, ${images.rendered} rendered, ${images.fromCache} from cache in ${images.ms} ms`,
  );
};

/** What createPages reads of each article: its node id, kind, path, title, image and what relates it. */
type ArticleNode = {
  id: string;
  kind: ArticleKind;
  path: string;
  title: string;
  slug: string;
  category: string;
  datePublished: string;
  image: ArticleImage | null;
  /** The file the article comes from (data/<relativePath>). */
  parent?: { relativePath: string };
};

/** The fields of an article node the listing rule reads (src/content/articleListing.ts). */
type ArticleNodeSource = Parameters<typeof articleListing>[1];

/**
 * One page per article at its kind's path, with the node ids of up to three related articles
 * of the same kind (same category first; src/lib/articles.ts), its hero image as resized
 * (`heroes`; null without one), its social image and its breadcrumb trail in its context.
 * Returns the articles' social image specs.
 */
async function createArticlePages(
  {
    graphql,
    createPage,
    reporter,
  }: Pick<CreatePagesArgs, "graphql" | "reporter"> & {
    createPage: CreatePagesArgs["actions"]["createPage"];
  },
  all: Content,
  heroes: ResponsiveImagesReport,
  problems: ReadonlyMap<string, string[]> = new Map(),
): Promise<SocialImageSpec[]> {
  const result = await graphql<{ allArticle: { nodes: ArticleNode[] } }>(`
    query ArticleRegistry {
      allArticle {
        nodes {
          id
          kind
          path
          title
          slug
          category
          datePublished
          image
          parent {
            ... on File {
              relativePath
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic("Could not read the articles", result.errors);
    return [];
  }
  const articles = result.data.allArticle.nodes;
  const specs = articles.map((article) => articleSocialImageSpec(article, all.site));
  const crumbSite = trailSite(all);
  const bookingPath = bookingPagePath(all.pages.map((p) => p.page)) ?? "/";
  const workflows = new Map(all.templates.map((t) => [t.slug, t.workflow]));
  const { services } = caseStudySiteData(all);
  const studyEntries = new Map(all.caseStudies.map((s) => [s.slug, s]));
  articles.forEach((article, i) => {
    const file = `data/${article.parent?.relativePath}`;
    const problemsOfFile = problems.get(file);
    if (problemsOfFile) {
      const context: ContentErrorPageContext = { file, problems: problemsOfFile };
      createPage({ path: article.path, component: CONTENT_ERROR_TEMPLATE, context });
      return;
    }
    const hero = article.image && heroes.images.get(article.image.src);
    const context: ArticlePageContext = {
      id: article.id,
      related: relatedArticles(articles, article).map((r) => r.id),
      heroImage: hero ? { ...hero, alt: article.image!.alt } : null,
      socialImage: socialImageOf(specs[i], all.site),
      breadcrumbs: breadcrumbTrail({ path: article.path, title: article.title }, crumbSite),
    };
    // A case study's page also shows its quote, services, stack and before/after figures.
    const study = article.kind === "caseStudies" ? studyEntries.get(article.slug) : undefined;
    if (study) context.caseStudy = caseStudyDetails(study, services);
    // A workflow template's page also lists and draws its workflow's nodes, read from its file.
    const workflow = article.kind === "templates" ? workflows.get(article.slug) : undefined;
    if (workflow) {
      const templateContext: TemplatePageContext = {
        ...context,
        outline: readWorkflowOutline(process.cwd(), workflow),
        bookingPath,
      };
      createPage({ path: article.path, component: TEMPLATE_PAGE, context: templateContext });
      return;
    }
    createPage({ path: article.path, component: ARTICLE_TEMPLATE, context });
  });
  return specs;
}

/**
 * After the HTML is written: the search index (`public/search-index.json`), robots.txt on the
 * resolved host (previews disallow everything), the host's redirects (`public/_redirects`: the
 * editors' redirects, chains flattened, and the aliases; src/content/redirects.ts), and the
 * security and cache headers (`public/_headers`, whose CSP hashes the inline scripts of the
 * written pages).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  reporter.info(
    `Build-only files out of public/: ${removePrivateFiles("public").removed.length} (source maps, chunk-map.json; webpack.stats.json kept in .cache/)`,
  );
  const all = content();
  reporter.info(
    `Content validations in this build's main process: ${validationCount()} (every step after the first reused the validated content)`,
  );
  const { pages, site } = all;
  const index = [
    ...searchIndexOf(pages.map((p) => p.page)),
    ...articleSearchEntries(all),
    // The case-study listing's filter pages (/case-studies/industry/legal).
    ...caseStudyFilterSearchEntries(all),
  ];
  fs.writeFileSync(path.join("public", "search-index.json"), JSON.stringify(index));
  reporter.info(`Search index: ${index.length} pages`);

  const siteUrl = resolveSiteUrl(process.env, site.siteUrl);
  fs.writeFileSync(
    path.join("public", "robots.txt"),
    robotsTxt(siteUrl, isNoindexBuild(process.env)),
  );

  const rules = redirectRules(all);
  fs.writeFileSync(path.join("public", "_redirects"), redirectsFile(rules));
  reporter.info(
    `Redirects: ${rules.filter((r) => r.status !== 200).length} old paths, ${rules.filter((r) => r.status === 200 && !isProxyRule(r)).length} aliases, ${rules.filter(isProxyRule).length} proxies`,
  );

  const flat = writeFlatHtmlCopies("public");
  reporter.info(
    `Pages as files: ${flat.length} <page>.html copies, so /<page> answers 200 without a redirect on Netlify`,
  );

  const headers = writeHeadersFile({
    publicDir: "public",
    site,
    env: process.env,
    downloads: siteDownloads(
      pages.map((p) => p.page),
      all.templates,
    ),
  });
  reporter.info(
    `Headers: ${headers.inlineScriptHashes} inline script hashes from ${headers.pages} pages, each page's CSP has only its own (longest ${headers.cspLength} chars) (also in ${headers.metaCspIn ?? "no 404 page"})${headers.noindex ? ", noindex" : ""}; /admin has its own policy`,
  );
  if (headers.cspLength > 8000)
    reporter.warn(
      "Content-Security-Policy is over 8000 chars: some proxies reject long headers; see docs/ARCHITECTURE.md, Security headers and CSP.",
    );
};

/**
 * Writes public/admin/ (Decap's prebuilt bundle, the config generated from the content schema,
 * the preview script): see src/build/cmsAdmin.ts. After bootstrap, so `gatsby develop` (npm run cms)
 * gets it too. Nothing here reaches a public page.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter }) => {
  const { content: loaded, errors } = contentCheck();
  if (!loaded) {
    reporter.warn(
      `CMS: /admin not written until the site settings are fixed:\n  ${errors.join("\n  ")}`,
    );
    return;
  }
  const admin = await writeCmsAdmin({
    root: process.cwd(),
    publicDir: "public",
    content: loaded,
  });
  reporter.info(
    `CMS: /admin written (Decap ${Math.round(admin.decapBytes / 1024)} KB, admin.js ${Math.round(admin.adminBytes / 1024)} KB, config ${Math.round(admin.configBytes / 1024)} KB) in ${admin.ms} ms`,
  );
};

/**
 * `gatsby develop` (and so `npm run cms`) serves the editors' CMS at /admin/ and /admin: Gatsby's
 * dev server serves `public/` without directory indexes, so without this the CMS's address is
 * the development 404 page. The files are the ones `onPostBootstrap` wrote to public/admin/.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(["/admin", "/admin/"], (_req: unknown, res: { sendFile(file: string): void }) => {
    res.sendFile(path.resolve("public", "admin", "index.html"));
  });
  // The content problems of the files as they are now, for the panel on every page
  // (src/components/contentProblemsPanel.ts).
  app.get(CONTENT_PROBLEMS_PATH, (_req: unknown, res: { json(body: unknown): void }) => {
    res.json({ errors: buildContentCheck().errors });
  });
};

/**
 * Webpack settings, for every stage:
 * - `__ANALYTICS__`: data/site.json `analytics` (or null) written into the code as a constant
 *   (src/components/analytics.ts), so that with analytics off webpack drops every branch that
 *   would load the analytics sender and never writes its chunk.
 * - Visitors' bundles only: @emotion/react imports `hoist-non-react-statics` (and through it
 *   `react-is`) for `withTheme`, which the site never uses, with a bare `import
 *   'hoist-non-react-statics'` that webpack must keep unless the package is known to be free of
 *   side effects. It is (it only exports a function), so saying so lets webpack drop both: about
 *   1.3 KB gzip off every page.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
}) => {
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __ANALYTICS__: JSON.stringify(contentCheck().content?.site.analytics ?? null),
      }),
    ],
  });
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    module: {
      rules: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }],
    },
  });
};
