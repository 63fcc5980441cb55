/**
 * The validated content, written once per browser-test run. Validating `data/` (every page,
 * link and article body) takes seconds, and each spec file runs in its own process, so
 * `scripts/run-e2e.mjs` runs this file once before the specs:
 * `node --import tsx e2e/contentSnapshot.ts <file>` writes `loadContent()`'s result as JSON to
 * `<file>` (exit 1, with the loader's message, when the content is invalid), and passes the
 * path to every spec in {@link CONTENT_SNAPSHOT_ENV}. `e2e/helpers.ts` reads it from there, or
 * validates `data/` itself when a spec runs on its own.
 */
import fs from "node:fs";
import path from "node:path";
import { loadContent } from "../src/content/validate";

/** The environment variable naming the snapshot file. */
export const CONTENT_SNAPSHOT_ENV = "E2E_CONTENT_SNAPSHOT";

if (require.main === module) {
  const target = process.argv[2];
  if (!target) {
    console.error("usage: node --import tsx e2e/contentSnapshot.ts <file>");
    process.exit(2);
  }
  try {
    fs.writeFileSync(target, JSON.stringify(loadContent(path.join(__dirname, ".."))));
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
}
