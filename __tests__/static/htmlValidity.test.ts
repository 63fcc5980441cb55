/**
 * Gate: the Nu HTML Checker (vnu-jar, Java) reports no error in any built page
 * (every public/**\/*.html). Only messages that cannot be fixed in our code may be filtered, each
 * one exactly and with the reason: an attribute a host requires, and CSS newer than the checker.
 * It reads the built files and needs no browser, so it is part of the static layer
 * (`npm run test:static`), which `npm test` runs beside the browser tests. Its own file, so Jest
 * can run it beside site.test.ts.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
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

/** vnu takes 40-60 s over the whole build on two busy cores; Jest's default is 5 s. */
const VNU_TIMEOUT_MS = 300_000;

requireBuild();

test("the Nu HTML Checker finds no error in any built page", () => {
  const files = htmlFiles(PUBLIC);
  assert.ok(files.length > 40, `found ${files.length} HTML files in public/`);
  const r = spawnSync(
    JAVA,
    ["-Xss2m", "-jar", VNU_JAR, "--format", "json", "--errors-only", ...files],
    {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
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
    const file = path.relative(PUBLIC, decodeURIComponent(new URL(m.url).pathname));
    return `${file}:${m.lastLine ?? "?"}:${m.firstColumn ?? "?"}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\n/g, " ").slice(0, 200)}` : ""}`;
  });
  assert.deepEqual(lines, [], `${errors.length} HTML errors:\n${lines.slice(0, 100).join("\n")}`);
  assert.ok(r.status === 0 || errors.length === 0, `vnu exit status ${r.status}`);
}, VNU_TIMEOUT_MS);
