/**
 * Global setup of the static tests (jest.static.config.cjs):
 * - stops the run at once, with one clear message, when the site has not been built, instead
 *   of every test file failing on a missing file (`STATIC_PUBLIC_DIR` may name another folder);
 * - validates data/ once for the run and hands the result to every test file through the
 *   browser tests' content snapshot (e2e/contentSnapshot.ts), as scripts/run-e2e.mjs does.
 */
const fs = require("fs");
const os = require("os");
const path = require("path");

module.exports = async function requireBuild() {
  const dir = process.env.STATIC_PUBLIC_DIR ?? path.join(__dirname, "..", "..", "public");
  if (!fs.existsSync(path.join(dir, "index.html")))
    throw new Error(
      `The static tests read the built site, but ${dir}/index.html does not exist: ` +
        "run `npm run build` first, then `npm run test:static`.",
    );
  const { CONTENT_SNAPSHOT_ENV } = require("../../e2e/contentSnapshot");
  const { loadContent } = require("../../src/content/validate");
  const snapshotDir = fs.mkdtempSync(path.join(os.tmpdir(), "static-content-"));
  const snapshot = path.join(snapshotDir, "content.json");
  fs.writeFileSync(snapshot, JSON.stringify(loadContent(path.join(__dirname, "..", ".."))));
  process.env[CONTENT_SNAPSHOT_ENV] = snapshot;
  globalThis.__STATIC_SNAPSHOT_DIR__ = snapshotDir;
};
