/**
 * Makes every page answer at its URL without a trailing slash on Netlify, with no redirect.
 *
 * Gatsby writes each page as a folder (`public/hire/index.html`). Netlify, with its default
 * "Pretty URLs", answers a folder's URL without the slash (`/hire`) with a 301 to `/hire/`, but
 * serves a file `hire.html` at `/hire` directly, and sends `/hire/` to `/hire` when both the file
 * and the folder exist. The site's canonical URLs, sitemap and links have no trailing slash
 * (gatsby-config.ts `trailingSlash: "never"`), so the build writes `hire.html` beside every
 * `hire/index.html`: `/hire` then answers 200 and `/hire/` 301s to it.
 */
import fs from "node:fs";
import path from "node:path";
import { globSync } from "tinyglobby";

/**
 * Top-level folders of `public/` left as folders: the CMS admin loads its config relative to
 * `/admin/`, so it must keep its trailing slash.
 */
export const FOLDER_ONLY = ["admin"];

/** Every `index.html` below `dir` (not `dir`'s own), as paths relative to `dir`. */
function nestedIndexFiles(dir: string): string[] {
  return globSync("*/**/index.html", { cwd: dir }).sort();
}

/** Pages whose flat file Gatsby writes itself (`404.html`, served at unknown URLs). */
const GATSBY_FLAT_FILES = ["404"];

/**
 * Writes `<page>.html` beside every `<page>/index.html` under `publicDir` (except in
 * {@link FOLDER_ONLY} folders and for {@link GATSBY_FLAT_FILES}), replacing any older copy.
 * Returns the files written, relative to `publicDir` (`hire.html`, `ai-agents/rag.html`…).
 */
export function writeFlatHtmlCopies(publicDir: string): string[] {
  const written: string[] = [];
  for (const index of nestedIndexFiles(publicDir)) {
    const page = index.slice(0, -"/index.html".length);
    if (FOLDER_ONLY.includes(page.split("/")[0]) || GATSBY_FLAT_FILES.includes(page)) continue;
    fs.copyFileSync(path.join(publicDir, index), path.join(publicDir, `${page}.html`));
    written.push(`${page}.html`);
  }
  return written;
}
