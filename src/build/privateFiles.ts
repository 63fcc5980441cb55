/**
 * Keeps Gatsby's build-only files out of the published folder.
 *
 * Gatsby leaves three kinds of file in `public/` that no visitor's browser asks for:
 * - source maps (`*.js.map`, `*.css.map`): the site's original source, comments included;
 * - `webpack.stats.json`: the chunk groups of every template, which Gatsby reads while it renders
 *   the HTML (before `onPostBuild`), and `npm run bench` reads afterwards to count each page's
 *   JavaScript; it is moved to {@link BUILD_STATS_FILE}, outside the published folder;
 * - `chunk-map.json`: the chunk map the HTML renderer writes into every page inline
 *   (`window.___chunkMapping`), which is where the browser reads it.
 * Gatsby's production runtime fetches only `page-data/`, `app-data.json` and the chunks
 * themselves, and every build writes these files again before it renders, so removing them after
 * the build changes nothing a visitor or the next build sees.
 */
import fs from "node:fs";
import path from "node:path";
import { globSync } from "tinyglobby";

/** Where the build keeps webpack's stats, relative to the project root (read by scripts/bench.mjs). */
export const BUILD_STATS_FILE = path.join(".cache", "webpack.stats.json");

/** Source maps anywhere in the published folder, as globs relative to it. */
const SOURCE_MAPS = ["**/*.js.map", "**/*.css.map"];

/** Build-only files at the top of the published folder that nothing needs after the build. */
const BUILD_ONLY = ["chunk-map.json"];

/** What {@link removePrivateFiles} did. */
export type PrivateFilesReport = {
  /** Files removed, relative to the published folder, sorted. */
  removed: string[];
  /** Where `webpack.stats.json` went, or null when the build wrote none. */
  statsMovedTo: string | null;
};

/**
 * Removes the source maps and `chunk-map.json` from `publicDir` and moves its
 * `webpack.stats.json` to `statsFile` (default {@link BUILD_STATS_FILE}; its folder is created,
 * an older copy replaced). Files already gone are skipped, so it can run twice. Throws only on a
 * file-system error (permissions, full disk).
 */
export function removePrivateFiles(
  publicDir: string,
  statsFile: string = BUILD_STATS_FILE,
): PrivateFilesReport {
  const removed = [
    ...globSync(SOURCE_MAPS, { cwd: publicDir, dot: true }),
    ...BUILD_ONLY.filter((name) => fs.existsSync(path.join(publicDir, name))),
  ].sort();
  for (const file of removed) fs.rmSync(path.join(publicDir, file));
  const stats = path.join(publicDir, "webpack.stats.json");
  if (!fs.existsSync(stats)) return { removed, statsMovedTo: null };
  fs.mkdirSync(path.dirname(statsFile), { recursive: true });
  // Copy and remove rather than rename: the two folders may be on different file systems.
  fs.copyFileSync(stats, statsFile);
  fs.rmSync(stats);
  return { removed: [...removed, "webpack.stats.json"].sort(), statsMovedTo: statsFile };
}
