/**
 * Build step (gatsby-node.ts `onPostBuild`): reads the built site in `public/` and writes
 * `public/_headers` from src/lib/headers.ts. Node only (file access); the policy logic is in
 * the pure module.
 */
import fs from "fs";
import path from "path";
import { buildCsp, buildHeadersFile, formActions, htmlPathsOf, inlineScripts, isHashedFile, isNoindexBuild, type HeadersOptions, type HeadersSite } from "./headers";

/** Folders of `public/` that hold no pages: page data, fingerprinted files, Gatsby's build fragments. */
const NOT_PAGES = new Set(["page-data", "static", "_gatsby"]);

/** Every `.html` file under `dir` (relative paths, `/`-separated), skipping {@link NOT_PAGES} at the top. */
function htmlFiles(dir: string, rel = ""): string[] {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const p = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) return !rel && NOT_PAGES.has(e.name) ? [] : htmlFiles(dir, p);
    return e.name.endsWith(".html") ? [p] : [];
  });
}

/** What {@link writeHeadersFile} found and wrote. */
export type HeadersReport = { file: string; pages: number; inlineScriptHashes: number; hashedFiles: number; cspLength: number; noindex: boolean };

/**
 * Scans `publicDir` (inline scripts and form targets of every page, fingerprinted files) and
 * writes `<publicDir>/_headers`. `env` decides whether this is a no-index preview build.
 */
export function writeHeadersFile({ publicDir, site, env }: { publicDir: string; site: HeadersSite; env: Record<string, string | undefined> }): HeadersReport {
  const pages = htmlFiles(publicDir);
  const scripts: string[] = [];
  const actions: string[] = [];
  for (const file of pages) {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    scripts.push(...inlineScripts(html));
    actions.push(...formActions(html));
  }
  const hashedFiles = fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((e) => e.isFile() && isHashedFile(e.name))
    .map((e) => `/${e.name}`);
  const options: HeadersOptions = {
    inlineScripts: scripts,
    formActions: actions,
    htmlPaths: pages.flatMap(htmlPathsOf),
    hashedFiles,
    noindex: isNoindexBuild(env),
  };
  const file = path.join(publicDir, "_headers");
  fs.writeFileSync(file, buildHeadersFile(site, options));
  return {
    file,
    pages: pages.length,
    inlineScriptHashes: new Set(scripts).size,
    hashedFiles: hashedFiles.length,
    cspLength: buildCsp(site, options).length,
    noindex: Boolean(options.noindex),
  };
}
