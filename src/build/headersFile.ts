/**
 * Build step (gatsby-node.ts `onPostBuild`): reads the built site in `public/` and writes
 * `public/_headers` from the policy in src/lib/headers.ts and the admin's rules in
 * src/cms/headers.ts. This module does the file access; the policy logic stays pure in lib/.
 */
import fs from "fs";
import path from "path";
import { globSync } from "tinyglobby";
import {
  buildCsp,
  buildHeadersFile,
  buildMetaCsp,
  formActions,
  htmlPathsOf,
  inlineScripts,
  isHashedFile,
  isNoindexBuild,
  withMetaCsp,
  type HeadersOptions,
  type HeadersSite,
} from "../lib/headers";
import { parseHeadersFile } from "../lib/netlifyHeaders";
import { adminHeaderRules } from "../cms/headers";
import type { CmsBackendSetting } from "../cms/backend";

/**
 * Folders of `public/` that hold no public pages: page data, fingerprinted files, Gatsby's build
 * fragments, and the CMS admin (its own headers, src/cms/headers.ts).
 */
const NOT_PAGES = new Set(["page-data", "static", "_gatsby", "admin"]);

/** The page a host serves, with status 404, at any URL that names no file. */
const NOT_FOUND_FILE = "404.html";

/**
 * Every `.html` file under `dir` (relative paths, `/`-separated), skipping {@link NOT_PAGES} at
 * the top: the pages whose paths get the public policy.
 */
export function htmlFiles(dir: string): string[] {
  return globSync("**/*.html", { cwd: dir, ignore: [...NOT_PAGES].map((d) => `${d}/**`) }).sort();
}

/** What {@link writeHeadersFile} found and wrote. */
export type HeadersReport = {
  file: string;
  pages: number;
  inlineScriptHashes: number;
  hashedFiles: number;
  /** Characters in the longest page's Content-Security-Policy. */
  cspLength: number;
  /** Size of the written `_headers` file, in bytes. */
  bytes: number;
  /** Rules in it, and how many of them are folder rules (`/blog/*`) carrying the pages' policy. */
  rules: number;
  folderRules: number;
  noindex: boolean;
  metaCspIn: string | null;
};

/**
 * Scans `publicDir` (inline scripts and form targets of every page, fingerprinted files),
 * writes `<publicDir>/_headers`, and puts the public CSP into `404.html` as a meta tag (hosts
 * serve that file at URLs no header rule names). `env` decides whether this is a no-index
 * preview build; `site.cms.backend` which sign-in hosts the admin's policy allows. Throws if the admin's rules would overlap a page (src/lib/headers.ts).
 */
export function writeHeadersFile({
  publicDir,
  site,
  env,
  downloads = [],
}: {
  publicDir: string;
  site: HeadersSite & { cms: { backend: CmsBackendSetting } };
  env: Record<string, string | undefined>;
  /** Files offered for download and the names they are saved under (src/content/downloads.ts). */
  downloads?: { href: string; filename: string }[];
}): HeadersReport {
  const pages = htmlFiles(publicDir);
  const scripts: string[] = [];
  const actions: string[] = [];
  const inlineScriptsByPath: Record<string, string[]> = {};
  for (const file of pages) {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    const own = inlineScripts(html);
    scripts.push(...own);
    actions.push(...formActions(html));
    for (const p of htmlPathsOf(file)) inlineScriptsByPath[p] = own;
  }
  const hashedFiles = fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((e) => e.isFile() && isHashedFile(e.name))
    .map((e) => `/${e.name}`);
  const options: HeadersOptions = {
    inlineScripts: scripts,
    inlineScriptsByPath,
    formActions: actions,
    htmlPaths: pages.flatMap(htmlPathsOf),
    hashedFiles,
    downloads,
    noindex: isNoindexBuild(env),
  };
  options.adminRules = adminHeaderRules({
    backend: site.cms.backend,
    everyPathNoindex: options.noindex,
  });
  const file = path.join(publicDir, "_headers");
  const text = buildHeadersFile(site, options);
  fs.writeFileSync(file, text);
  const rules = parseHeadersFile(text);
  const notFound = path.join(publicDir, NOT_FOUND_FILE);
  const hasNotFound = fs.existsSync(notFound);
  // The not-found page is served at any unknown URL, by its own file: its own scripts' policy.
  if (hasNotFound)
    fs.writeFileSync(
      notFound,
      withMetaCsp(
        fs.readFileSync(notFound, "utf8"),
        buildMetaCsp(site, {
          ...options,
          inlineScripts: inlineScriptsByPath[`/${NOT_FOUND_FILE}`],
        }),
      ),
    );
  return {
    file,
    pages: pages.length,
    inlineScriptHashes: new Set(scripts).size,
    hashedFiles: hashedFiles.length,
    cspLength: Math.max(
      ...Object.values(inlineScriptsByPath).map(
        (own) => buildCsp(site, { ...options, inlineScripts: own }).length,
      ),
    ),
    bytes: Buffer.byteLength(text),
    rules: rules.length,
    folderRules: rules.filter(
      (r) =>
        r.path.endsWith("/*") &&
        !options.adminRules?.some((a) => a.path === r.path) &&
        r.headers.some(([name]) => name === "Content-Security-Policy"),
    ).length,
    noindex: Boolean(options.noindex),
    metaCspIn: hasNotFound ? NOT_FOUND_FILE : null,
  };
}
