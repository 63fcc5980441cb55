/**
 * Gate: the Nu HTML Checker (vnu-jar, Java) reports no error in any built page
 * (every public/**\/*.html). Only messages that cannot be fixed in our code may be filtered, each
 * one exactly and with the reason: an attribute a host requires, and CSS newer than the checker.
 * It reads the built files and needs no browser, so it is part of the static layer
 * (`npm run test:static`), which `npm test` runs beside the browser tests. Its own file, so Jest
 * can run it beside site.test.ts.
 */
import assert from "node:assert/strict";
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { globSync } from "tinyglobby";
import { PUBLIC, requireBuild } from "./builtSite";

const VNU_JAR = path.join(
  __dirname,
  "..",
  "..",
  "node_modules",
  "vnu-jar",
  "build",
  "dist",
  "vnu.jar",
);
const JAVA = process.env.JAVA ?? "java";

type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
};

/**
 * Messages we accept, each an exact message text, with why. Gatsby's own markup (the
 * `<div id="___gatsby">` shell, its scripts, react-helmet's `data-react-helmet` attributes)
 * validates; only a vendor attribute does not. The checker's CSS grammar also predates the CSS
 * carousel features that draw the phone swipe rows' dots (src/styles/phoneCss.ts).
 */
const NEWER_CSS_WHY =
  "CSS Overflow 5 carousel markers (`scroll-marker-group`, `::scroll-marker`), shipped in Chromium 135: the " +
  "checker's CSS grammar does not know them yet, and browsers without them skip the rules (the swipe row then " +
  "shows no dots, only the peeking next item).";
const ACCEPTED: { message: string; why: string }[] = [
  {
    message:
      "Attribute \u201cnetlify-honeypot\u201d not allowed on element \u201cform\u201d at this point.",
    why:
      "Netlify Forms' documented honeypot attribute (docs.netlify.com/forms/spam-filters) on the newsletter " +
      "form (src/components/NewsletterForm.tsx): Netlify's form detection reads it from the built HTML. The " +
      "valid-HTML spelling `data-netlify-honeypot` appears in Gatsby's guides but not in Netlify's docs, so we keep the documented one.",
  },
  {
    message: "CSS: \u201cscroll-marker-group\u201d: Property \u201cscroll-marker-group\u201d doesn't exist.",
    why: NEWER_CSS_WHY,
  },
  {
    message: "CSS: Unknown pseudo-element or pseudo-class \u201c::scroll-marker-group\u201d.",
    why: NEWER_CSS_WHY,
  },
  {
    message: "CSS: Unknown pseudo-element or pseudo-class \u201c::scroll-marker\u201d.",
    why: NEWER_CSS_WHY,
  },
  {
    message:
      "CSS: \u201cscroll-initial-target\u201d: Property \u201cscroll-initial-target\u201d doesn't exist.",
    why:
      "CSS Scroll Snap 2's `scroll-initial-target`, shipped in Chromium 133: a phone pricing row opens on its " +
      "most popular tier (src/styles/phoneCss.ts). The checker's CSS grammar does not know it yet; other " +
      "browsers skip the rule and open the row on its first tier.",
  },
];

/**
 * Every .html document under public/. Skipped: `public/_gatsby/`, Gatsby's internal slice
 * fragments (e.g. `_gatsby/slices/_gatsby-scripts-1.html`, the script tags Gatsby stitches into
 * each page). They are partials, not documents (no doctype, no title), never served as pages,
 * and their content is validated where it ends up: inside every page checked here.
 */
function htmlFiles(dir: string): string[] {
  // Gatsby's page data has folders named like pages (`page-data/404.html/`): a folder the
  // pattern matches must not be expanded into its files.
  return globSync("**/*.html", {
    cwd: dir,
    absolute: true,
    ignore: ["_gatsby/**"],
    expandDirectories: false,
  }).sort();
}

/** The site-wide style sheet every page carries in its head (gatsby-ssr.tsx), text included. */
const GLOBAL_STYLE = /(<style data-global-css="">)([^<]*)(<\/style>)/;

/**
 * Copies `files` (absolute, under {@link PUBLIC}) into a new temporary folder, at the same
 * relative paths, for the checker. Every page carries the same site-wide style sheet (about
 * 60 KB of CSS); checking it in each of 300+ pages was half of the checker's time. The first
 * page keeps it, so it is checked once; in a later page whose sheet is the same text, each
 * character of it but a newline becomes a space, so that lines and columns still point into the
 * built file. A page whose sheet differs keeps it, and is checked whole. Returns the folder.
 */
function copyWithSheetOnce(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-pages-"));
  let first: string | undefined;
  for (const file of files) {
    const html = fs.readFileSync(file, "utf8");
    const sheet = GLOBAL_STYLE.exec(html)?.[2];
    first ??= sheet;
    const checked =
      sheet !== undefined && sheet === first && file !== files[0]
        ? html.replace(GLOBAL_STYLE, (_, open: string, css: string, close: string) =>
            [open, css.replace(/[^\n]/g, " "), close].join(""),
          )
        : html;
    const out = path.join(dir, path.relative(PUBLIC, file));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, checked);
  }
  return dir;
}

/**
 * Java options for one short batch run: the serial collector and the quick (C1) compiler only,
 * which on two cores cut the checker's CPU time to a third of the defaults' at the same wall
 * time (the optimising compiler's threads never pay back in a run of seconds); a bigger thread
 * stack for deeply nested markup.
 */
const JAVA_OPTIONS = ["-Xss2m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"];

/** vnu takes 20-30 s over the whole build on two busy cores; Jest's default is 5 s. */
const VNU_TIMEOUT_MS = 300_000;

requireBuild();

test("the Nu HTML Checker finds no error in any built page", () => {
  const files = htmlFiles(PUBLIC);
  assert.ok(files.length > 40, `found ${files.length} HTML files in public/`);
  const copies = copyWithSheetOnce(files);
  let r: SpawnSyncReturns<string>;
  try {
    r = spawnSync(
      JAVA,
      [
        ...JAVA_OPTIONS,
        "-jar",
        VNU_JAR,
        "--format",
        "json",
        "--errors-only",
        ...files.map((f) => path.join(copies, path.relative(PUBLIC, f))),
      ],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
  } finally {
    fs.rmSync(copies, { recursive: true, force: true });
  }
  assert.equal(r.error, undefined, `could not run ${JAVA} -jar vnu.jar: ${r.error?.message}`);
  // vnu writes its JSON report to stderr; exit status 1 means "errors found".
  const text = (r.stderr || r.stdout).trim();
  let messages: VnuMessage[];
  try {
    messages = (JSON.parse(text) as { messages: VnuMessage[] }).messages;
  } catch {
    assert.fail(`vnu did not print JSON (status ${r.status}):\n${text.slice(0, 2000)}`);
  }
  const errors = messages
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .filter((m) => !ACCEPTED.some((a) => a.message === m.message));
  const lines = errors.map((m) => {
    const file = path.relative(copies, decodeURIComponent(new URL(m.url).pathname));
    return `${file}:${m.lastLine ?? "?"}:${m.firstColumn ?? "?"}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\n/g, " ").slice(0, 200)}` : ""}`;
  });
  assert.deepEqual(lines, [], `${errors.length} HTML errors:\n${lines.slice(0, 100).join("\n")}`);
  assert.ok(r.status === 0 || errors.length === 0, `vnu exit status ${r.status}`);
}, VNU_TIMEOUT_MS);
