/** Types of scripts/siteCopy.mjs (a plain ES module shared by the bench and browser tests). */

/** The project's root folder (absolute). */
export const ROOT: string;

/**
 * Copies the project (node_modules symlinked) into a new temp dir; returns its path. With
 * `imageCaches`, the build's caches of generated images come along when they exist.
 */
export function copyProject(prefix?: string, options?: { imageCaches?: boolean }): string;

/** Runs `gatsby build` in `dir`; returns wall time (ms) and stdout; throws on failure. */
export function buildSite(dir: string): { ms: number; log: string };

/** Writes `n` generated, schema-valid blog posts into `<dir>/data/blog/`. */
export function addPosts(dir: string, n: number): void;
