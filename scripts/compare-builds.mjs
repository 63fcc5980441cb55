/**
 * `node scripts/compare-builds.mjs <before> <after>`: compares two builds of the site (two copies
 * of `public/`) page by page, for a change that must not alter what visitors get (a refactor).
 *
 * Every `.html` file of either build is read and normalised: webpack's content hashes in asset
 * names (`app-<20 hex>.js`, `/static/<hash>/…`), the compilation hash and the page-data hashes
 * change whenever any module moves, so each hex run of 20 or more characters becomes `#`. The
 * normalised pages must be the same text (head, static style sheet, JSON-LD, body and the inline
 * chunk map included), and both builds must hold the same pages. It also reports the total size
 * of the top-level JavaScript files of each build (bytes, uncompressed).
 *
 * Prints one line per differing page with the first differing characters, and a summary; exits 1
 * when a page differs or is missing on one side, 0 otherwise.
 */
import fs from "node:fs";
import path from "node:path";

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error("usage: node scripts/compare-builds.mjs <before-public> <after-public>");
  process.exit(2);
}

/** Every file under `dir` whose name ends in `ext`, as paths relative to `dir`, sorted. */
function filesOf(dir, ext) {
  const out = [];
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(r);
      else if (entry.name.endsWith(ext)) out.push(r);
    }
  };
  walk("");
  return out.sort();
}

/** A page's HTML with every content hash (a hex run of 20+ characters) replaced by `#`. */
function normalise(html) {
  return html.replace(/[0-9a-f]{20,}/g, "#").replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-#'");
}

/** The first place where `a` and `b` differ, with some context from each. */
function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 80);
  return `at ${i}:\n    before: …${a.slice(from, i + 120)}\n    after:  …${b.slice(from, i + 120)}`;
}

/** Total size in bytes of the files in `dir` ending in `ext` (top level only: the bundles). */
function totalSize(dir, ext) {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(ext))
    .reduce((sum, f) => sum + fs.statSync(path.join(dir, f)).size, 0);
}

const pagesBefore = filesOf(before, ".html");
const pagesAfter = new Set(filesOf(after, ".html"));
let differing = 0;
let missing = 0;
for (const page of pagesBefore) {
  if (!pagesAfter.has(page)) {
    console.log(`only before: ${page}`);
    missing++;
    continue;
  }
  pagesAfter.delete(page);
  const a = normalise(fs.readFileSync(path.join(before, page), "utf8"));
  const b = normalise(fs.readFileSync(path.join(after, page), "utf8"));
  if (a !== b) {
    differing++;
    console.log(`differs: ${page} ${firstDifference(a, b)}`);
  }
}
for (const page of pagesAfter) {
  console.log(`only after: ${page}`);
  missing++;
}
const jsBefore = totalSize(before, ".js");
const jsAfter = totalSize(after, ".js");
console.log(
  `${pagesBefore.length} pages before; ` +
    `${differing} differ after normalising hashes, ${missing} on one side only. ` +
    `Top-level JS: ${jsBefore} bytes before, ${jsAfter} after.`,
);
process.exit(differing || missing ? 1 : 0);
