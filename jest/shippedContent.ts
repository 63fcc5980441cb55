/**
 * The shipped content (`data/` as the build validates it), for unit tests that check what the
 * site's own files say. Validating `data/` (every page, link and article body) costs about 3 s of
 * CPU, and Jest gives each test file its own module registry, so a loader call per file paid it
 * again in every file. `jest/globalSetup.ts` validates once per Jest run and writes the result
 * to the file named by {@link SHIPPED_CONTENT_ENV}; {@link shippedContent} reads it from there,
 * or validates `data/` itself when that file is absent (a test file run by other means).
 * Tests of the loader itself (fixtures, edited copies, another build date) still call
 * `loadContent()` on their own roots.
 */
import fs from "fs";
import path from "path";
import { loadContent, type Content } from "../src/content/validate";

/** The environment variable naming the validated-content file of this Jest run. */
export const SHIPPED_CONTENT_ENV = "JEST_SHIPPED_CONTENT";

/** The repository root, whose `data/` is the shipped content. */
export const REPO_ROOT = path.resolve(__dirname, "..");

/**
 * Returns `loadContent(REPO_ROOT)`'s result: parsed from this run's snapshot when there is one
 * (a fresh copy per call, so a test may change it), else validated now. Throws the loader's
 * `ContentError` when `data/` is invalid.
 */
export function shippedContent(): Content {
  const snapshot = process.env[SHIPPED_CONTENT_ENV];
  if (snapshot && fs.existsSync(snapshot))
    return JSON.parse(fs.readFileSync(snapshot, "utf8")) as Content;
  return loadContent(REPO_ROOT);
}
