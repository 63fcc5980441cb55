/**
 * `npm run bench`: what the site costs, printed as tables and written to bench-report.json.
 *
 * (a) JavaScript a page loads before any interaction, per sampled page, gzip bytes: the HTML's
 *     `<script src>` and `<link rel=preload as=script>` files plus the page component's chunk group
 *     (page-data.json → componentChunkName → webpack.stats.json namedChunkGroups: the component's
 *     chunk and the shared chunks loaded with it), each file gzipped (zlib
 *     default level 6). Content pages over {@link BUDGET_KB} KB are flagged. Reported apart: the
 *     {@link DEFERRED_CHUNKS}, which every page requests while it hydrates but which nothing
 *     waits for (the head manager, src/components/PageHead.tsx). It also checks that
 *     the widgets' code (the ROI calculator, booking widget and site search, found by strings
 *     unique to them) is in no JS of a page that does not render that widget. Widgets load on
 *     demand (their `section-…` chunks), so a page that renders one counts that chunk too.
 *     Analytics (data/site.json `analytics`): when on, its sender is an {@link OPTIONAL_DEFERRED}
 *     chunk every page loads once idle; when off, no JS file in public/ may contain its code
 *     ({@link ANALYTICS_MARKERS}), and the report says so.
 * (b) Cold and warm build time of the whole site, in a temporary copy of the project (without
 *     node_modules, .cache and public; node_modules symlinked), since `gatsby clean` in the shared
 *     folder is not allowed while others work.
 * (c) The same copy with N extra generated blog posts (data/blog/bench-NNNN.json, valid against
 *     BlogPostSchema): the incremental build, steady warm and cold builds again, ms per extra post
 *     for each (each post is a page of its own), /blog's size (it lists 12 posts a page), and the
 *     longest Content-Security-Policy in _headers (each page's policy holds only its own hashes).
 * `_headers`' size (bytes, rules) is reported for the built site in (a), and before and after the
 * extra posts in (c); `--headers-only` does just that: one cold build of a copy with N extra posts.
 * The file must stay under {@link HEADERS_BUDGET_KB} KB with 1,000 extra posts.
 * Warm figures are the second warm build in a row: the first after a change still fills caches.
 *
 * Part (a) reads the shared public/ under a shared lock on /tmp/site-build.lock (taken by this
 * script), so it never reads a half-written build. Parts (b) and (c) touch only the temp copy.
 *
 * Usage: npm run bench [-- --js-only | --builds-only | --headers-only] [--posts 1000] [--keep]
 */
import { spawnSync } from "node:child_process";
import { SAMPLE_PAGES } from "./chromium.mjs";
import { addPosts, buildSite, copyProject, ROOT } from "./siteCopy.mjs";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

const LOCK = "/tmp/site-build.lock";
const REPORT = path.join(ROOT, "bench-report.json");
/** Budget for a content page's JS before interaction (gzip KB); Gatsby's own baseline is ~74 KB. */
export const BUDGET_KB = 90;
/**
 * Budget for public/_headers (KB), with 1,000 extra posts: the policy is shared by folders of
 * pages (src/lib/headers.ts `pageRules`), so the file must not grow with the number of articles.
 */
export const HEADERS_BUDGET_KB = 200;
/** The sampled pages: the audit's, a tool page and the not-found page. */
export const SAMPLE = [...SAMPLE_PAGES, "/tools/platform-chooser", "/404"];
/**
 * Named async chunks every page loads off the critical path (webpackChunkName in src/): the head
 * manager, and, once the page is idle, the code of the static sections and of the article view,
 * which only a later client-side navigation needs (src/sections/loadStaticSections.ts,
 * src/components/article/loadArticleView.ts).
 */
export const DEFERRED_CHUNKS = ["head", "sections-static", "part-article"];
/**
 * Deferred chunks that exist only in some builds: `analytics`, the analytics sender
 * (src/components/analyticsClient.ts), written only when data/site.json turns analytics on.
 */
export const OPTIONAL_DEFERRED = ["analytics"];
/**
 * Strings only the analytics code contains: Plausible's tracker and the site's sender (checked
 * against their sources like {@link MARKERS}). With analytics off, no file may carry them.
 */
const ANALYTICS_MARKERS = [
  { source: "node_modules/@plausible-analytics/tracker/plausible.js", text: "plausible.init()" },
  { source: "src/lib/analyticsEvents.ts", text: "calendly.date_and_time_selected" },
];
/**
 * The chunk webpack names for a lazily loaded section type (src/sections/index.ts):
 * `roiCalculator` → `section-roi-calculator`.
 */
const sectionChunkName = (type) =>
  `section-${type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
/**
 * Strings only the widget sections' code contains (checked against their sources below, so a
 * rename shows up as "marker not found in source" instead of a false pass).
 */
const MARKERS = {
  roiCalculator: {
    source: "src/sections/roiCalculator/RoiCalculator.tsx",
    text: "roi-inputs-heading",
  },
  bookingWidget: {
    source: "src/sections/bookingWidget/BookingWidget.tsx",
    text: "Failed to load the scheduling script.",
  },
  siteSearch: { source: "src/sections/siteSearch/SiteSearch.tsx", text: "site-search-input" },
  tool: { source: "src/components/tools/ToolParts.tsx", text: "data-tool-result" },
};

const args = process.argv.slice(2);
const flag = (n) => args.includes(n);
const opt = (n, d) => (args.includes(n) ? args[args.indexOf(n) + 1] : d);
const kb = (b) => Number((b / 1024).toFixed(1));

function table(headers, rows) {
  const cells = rows.map((r) => r.map((c) => String(c ?? "–")));
  const w = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (v) => v.map((x, i) => (i === 0 ? x.padEnd(w[i]) : x.padStart(w[i]))).join("  ");
  console.log(line(headers));
  console.log(w.map((n) => "-".repeat(n)).join("  "));
  for (const c of cells) console.log(line(c));
}

// ---------------------------------------------------------------- (a) JS per page

/** The built HTML file of a site path. */
function htmlFile(pub, p) {
  if (p === "/") return path.join(pub, "index.html");
  if (p === "/404") return path.join(pub, "404.html");
  return path.join(pub, p.slice(1), "index.html");
}

/**
 * Webpack's stats of the build in `pub`: the build moves them out of the published folder to
 * `.cache/webpack.stats.json` beside it (src/build/privateFiles.ts). A copy still in `pub` is
 * from a build made before that step, so it is the current one.
 */
function webpackStats(pub) {
  const file = [
    path.join(pub, "webpack.stats.json"),
    path.join(pub, "..", ".cache", "webpack.stats.json"),
  ].find((f) => fs.existsSync(f));
  if (!file)
    throw new Error("webpack.stats.json not found in .cache/ or public/: run `npm run build`.");
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

/** Every JS file (site paths) the page loads before interaction. */
function pageScripts(pub, p) {
  const html = fs.readFileSync(htmlFile(pub, p), "utf8");
  const files = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    if (/\brel="preload"/.test(tag) && /\bas="script"/.test(tag))
      files.add(/\bhref="([^"]+)"/.exec(tag)?.[1]);
  }
  const dataPath = p === "/" ? "index" : p === "/404" ? "404.html" : p.slice(1);
  const pageData = JSON.parse(
    fs.readFileSync(path.join(pub, "page-data", dataPath, "page-data.json"), "utf8"),
  );
  // The component's whole chunk group (its chunk and the shared `commons`/vendor chunks webpack
  // loads with it) is in webpack.stats.json; Gatsby's ___chunkMapping lists only the chunk itself.
  const stats = webpackStats(pub);
  const group = stats.namedChunkGroups?.[pageData.componentChunkName];
  if (!group)
    throw new Error(`${p}: chunk group ${pageData.componentChunkName} not in webpack.stats.json`);
  for (const a of group.assets) if (a.name.endsWith(".js")) files.add(`/${a.name}`);
  // Sections loaded on demand (widgets) are fetched while the page hydrates: they count too.
  // Articles have no sections.
  const sections = pageData.result.data.pageJson?.content.sections ?? [];
  const sectionTypes = [...new Set(sections.map((s) => s.type))];
  for (const type of sectionTypes) {
    const lazyGroup = stats.namedChunkGroups?.[sectionChunkName(type)];
    for (const a of lazyGroup?.assets ?? []) if (a.name.endsWith(".js")) files.add(`/${a.name}`);
  }
  const deferred = [...DEFERRED_CHUNKS, ...OPTIONAL_DEFERRED].flatMap((name) => {
    const g = stats.namedChunkGroups?.[name];
    if (!g && OPTIONAL_DEFERRED.includes(name)) return [];
    if (!g)
      throw new Error(
        `deferred chunk "${name}" not in webpack.stats.json (renamed? update DEFERRED_CHUNKS)`,
      );
    return g.assets
      .filter((a) => a.name.endsWith(".js") && !files.has(`/${a.name}`))
      .map((a) => `/${a.name}`);
  });
  return {
    files: [...files].filter(Boolean),
    deferred,
    component: pageData.componentChunkName,
    sectionTypes,
  };
}

/** Measures (a) on `pub`; returns the report part. */
function measureJs(pub) {
  const gz = new Map();
  const text = new Map();
  const read = (f) => {
    if (!text.has(f)) {
      const buf = fs.readFileSync(path.join(pub, f));
      text.set(f, buf.toString("utf8"));
      gz.set(f, {
        raw: buf.length,
        gzip: zlib.gzipSync(buf).length,
        brotli: zlib.brotliCompressSync(buf).length,
      });
    }
    return text.get(f);
  };
  const markerProblems = [];
  for (const [name, m] of Object.entries(MARKERS)) {
    if (!fs.readFileSync(path.join(ROOT, m.source), "utf8").includes(m.text))
      markerProblems.push(`${name}: marker "${m.text}" not found in ${m.source}; update MARKERS`);
  }
  const pages = SAMPLE.filter((p) => fs.existsSync(htmlFile(pub, p))).map((p) => {
    const { files, deferred, component, sectionTypes } = pageScripts(pub, p);
    for (const f of deferred) read(f);
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    const carries = [];
    for (const f of files) {
      const t = read(f);
      raw += gz.get(f).raw;
      gzip += gz.get(f).gzip;
      brotli += gz.get(f).brotli;
      for (const [name, m] of Object.entries(MARKERS))
        if (t.includes(m.text) && !carries.includes(name)) carries.push(name);
    }
    const widgets = Object.keys(MARKERS).filter((name) => sectionTypes.includes(name));
    const leaks = carries.filter((name) => !widgets.includes(name));
    const content = widgets.length === 0;
    return {
      path: p,
      component,
      files: files.map((f) => ({
        file: f,
        rawBytes: gz.get(f).raw,
        gzipBytes: gz.get(f).gzip,
        brotliBytes: gz.get(f).brotli,
      })),
      rawKb: kb(raw),
      gzipKb: kb(gzip),
      brotliKb: kb(brotli),
      deferred: deferred.map((f) => ({
        file: f,
        rawBytes: gz.get(f).raw,
        gzipBytes: gz.get(f).gzip,
      })),
      deferredGzipKb: kb(deferred.reduce((sum, f) => sum + gz.get(f).gzip, 0)),
      content,
      overBudget: content && gzip / 1024 > BUDGET_KB,
      widgetCode: carries,
      widgetLeaks: leaks,
    };
  });
  const shared = [...gz.entries()]
    .filter(([f]) =>
      pages.every(
        (pg) => pg.files.some((x) => x.file === f) || pg.deferred.some((x) => x.file === f),
      ),
    )
    .map(([f, s]) => ({ file: f, rawKb: kb(s.raw), gzipKb: kb(s.gzip), brotliKb: kb(s.brotli) }));
  return {
    budgetKb: BUDGET_KB,
    headers: headersSize(pub),
    pages,
    sharedByAllSampled: shared,
    markerProblems,
    analytics: analyticsShipped(pub, markerProblems),
  };
}

/**
 * Whether data/site.json turns analytics on, and the JS files in `pub` that carry analytics code
 * (`files`). With it off, any such file is a leak: a page without analytics must ship none of it.
 */
function analyticsShipped(pub, markerProblems) {
  for (const m of ANALYTICS_MARKERS)
    if (!fs.readFileSync(path.join(ROOT, m.source), "utf8").includes(m.text))
      markerProblems.push(`analytics: marker "${m.text}" not found in ${m.source}; update it`);
  const site = JSON.parse(fs.readFileSync(path.join(ROOT, "data", "site.json"), "utf8"));
  const files = fs
    .readdirSync(pub)
    .filter((f) => f.endsWith(".js"))
    .filter((f) => {
      const t = fs.readFileSync(path.join(pub, f), "utf8");
      return ANALYTICS_MARKERS.some((m) => t.includes(m.text));
    });
  const on = Boolean(site.analytics);
  return { on, files, leak: !on && files.length > 0 };
}

function printJs(js) {
  console.log(
    `\n(a) JavaScript loaded before interaction (KB = 1024 bytes; gzip: zlib level 6; brotli: zlib default, what Netlify serves to most browsers); budget ${js.budgetKb} KB gzip on content pages\n`,
  );
  table(
    [
      "page",
      "template chunk",
      "files",
      "raw KB",
      "gzip KB",
      "brotli KB",
      "budget (gzip)",
      "deferred gzip KB",
      "widget code",
    ],
    js.pages.map((p) => [
      p.path,
      p.component.replace(/^component---src-templates-/, "").replace(/-tsx$/, ""),
      p.files.length,
      p.rawKb,
      p.gzipKb,
      p.brotliKb,
      p.content ? (p.overBudget ? "OVER" : "ok") : "(app page)",
      p.deferredGzipKb,
      p.widgetLeaks.length
        ? `LEAK: ${p.widgetLeaks.join(", ")}`
        : p.widgetCode.join(", ") || "none",
    ]),
  );
  console.log("\nFiles every sampled page loads:");
  table(
    ["file", "raw KB", "gzip KB", "brotli KB"],
    js.sharedByAllSampled.map((f) => [f.file, f.rawKb, f.gzipKb, f.brotliKb]),
  );
  const a = js.analytics;
  console.log(
    a.on
      ? `\nAnalytics on: its code is in ${a.files.join(", ") || "no file (?)"}, loaded once the page is idle (counted as deferred)`
      : a.leak
        ? `\nLEAK: analytics is off but ${a.files.join(", ")} carry its code`
        : "\nAnalytics off: no JS file in public/ carries its code",
  );
  if (js.headers) console.log(`\n${headersLine(js.headers)}`);
  for (const m of js.markerProblems) console.log(`WARNING ${m}`);
}

/**
 * The size of `<pub>/_headers`: `{ bytes, kb, rules, overBudget }` (rules: lines opening a path
 * rule; over budget: more than {@link HEADERS_BUDGET_KB} KB), or null when there is no such file.
 */
function headersSize(pub) {
  const file = path.join(pub, "_headers");
  if (!fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, "utf8");
  const bytes = Buffer.byteLength(text);
  const rules = text.split("\n").filter((l) => l.startsWith("/")).length;
  return { bytes, kb: kb(bytes), rules, overBudget: bytes / 1024 > HEADERS_BUDGET_KB };
}

/** One line about a {@link headersSize} result, `label` first. */
function headersLine(h, label = "_headers") {
  return `${label}: ${h.kb} KB (${h.bytes} bytes), ${h.rules} rules; budget ${HEADERS_BUDGET_KB} KB with 1,000 extra posts${h.overBudget ? " — OVER" : ""}`;
}

// ---------------------------------------------------------------- (b), (c) builds

/** Runs `gatsby build` in `dir` with a progress line; returns `{ ms, log }`. */
function build(dir, label) {
  process.stdout.write(`  ${label} … `);
  try {
    const r = buildSite(dir);
    console.log(`${(r.ms / 1000).toFixed(1)} s`);
    return r;
  } catch (e) {
    console.log("FAILED");
    throw e;
  }
}

const fresh = (dir) => {
  fs.rmSync(path.join(dir, ".cache"), { recursive: true, force: true });
  fs.rmSync(path.join(dir, "public"), { recursive: true, force: true });
};

/**
 * The longest Content-Security-Policy value in `<dir>/public/_headers` (characters and bytes) and
 * the path it is sent for: with a policy per page it must not grow with the number of pages.
 */
function longestCsp(dir) {
  let longest = { chars: 0, path: "" };
  let rulePath = "";
  for (const line of fs.readFileSync(path.join(dir, "public", "_headers"), "utf8").split("\n")) {
    if (line.startsWith("/")) rulePath = line.trim();
    const m = /^\s+Content-Security-Policy:\s*(.*)$/.exec(line);
    if (m && m[1].length > longest.chars) longest = { chars: m[1].length, path: rulePath };
  }
  return longest;
}

/** Sizes of the built /blog page: HTML and page-data. */
function blogSizes(dir) {
  const html = path.join(dir, "public", "blog", "index.html");
  const data = path.join(dir, "public", "page-data", "blog", "page-data.json");
  const size = (f) => (fs.existsSync(f) ? fs.statSync(f).size : null);
  const gzipped = (f) => (fs.existsSync(f) ? zlib.gzipSync(fs.readFileSync(f)).length : null);
  return {
    htmlKb: kb(size(html)),
    htmlGzipKb: kb(gzipped(html)),
    pageDataKb: kb(size(data)),
    pageDataGzipKb: kb(gzipped(data)),
  };
}

function measureBuilds(posts, keep) {
  console.log(
    `\n(b)/(c) Build times in a temporary copy of the project (node_modules symlinked)\n`,
  );
  const dir = copyProject("loomwork-bench-");
  console.log(`  copy: ${dir}`);
  const blogBase = fs.readdirSync(path.join(dir, "data", "blog")).length;
  try {
    const cold = build(dir, "cold build (no .cache, no public)");
    // The first build after a cold one still fills caches; the second is the steady warm build.
    build(dir, "warm build (.cache and public kept, first)");
    const warm = build(dir, "warm build (steady)");
    const base = blogSizes(dir);
    const headersBase = headersSize(path.join(dir, "public"));
    addPosts(dir, posts);
    const warmPosts = build(dir, `warm build after adding ${posts} posts`);
    const warmPosts2 = build(dir, `warm build with ${posts} posts (no change since)`);
    const withPosts = blogSizes(dir);
    const csp = longestCsp(dir);
    const headersWithPosts = headersSize(path.join(dir, "public"));
    fresh(dir);
    const coldPosts = build(dir, `cold build with ${posts} extra posts`);
    const perPost = (a, b) => Number(((a - b) / posts).toFixed(2));
    return {
      dir: keep ? dir : undefined,
      posts: { before: blogBase, added: posts },
      coldMs: cold.ms,
      warmMs: warm.ms,
      coldWithPostsMs: coldPosts.ms,
      warmAfterAddingPostsMs: warmPosts.ms,
      warmWithPostsMs: warmPosts2.ms,
      msPerExtraPostCold: perPost(coldPosts.ms, cold.ms),
      msPerExtraPostWarm: perPost(warmPosts2.ms, warm.ms),
      msPerExtraPostIncremental: perPost(warmPosts.ms, warm.ms),
      blogPage: { before: base, after: withPosts },
      longestCsp: csp,
      headers: { before: headersBase, after: headersWithPosts },
      blogBytesPerPost: {
        html: Math.round(((withPosts.htmlKb - base.htmlKb) * 1024) / posts),
        htmlGzip: Math.round(((withPosts.htmlGzipKb - base.htmlGzipKb) * 1024) / posts),
        pageData: Math.round(((withPosts.pageDataKb - base.pageDataKb) * 1024) / posts),
        pageDataGzip: Math.round(((withPosts.pageDataGzipKb - base.pageDataGzipKb) * 1024) / posts),
      },
    };
  } finally {
    if (!keep) fs.rmSync(dir, { recursive: true, force: true });
  }
}

function printBuilds(b) {
  console.log(
    `\nBuild times (gatsby build, whole site; ${b.posts.before} posts before, +${b.posts.added} generated)\n`,
  );
  table(
    ["build", "seconds", "ms per extra post"],
    [
      ["cold", (b.coldMs / 1000).toFixed(1), ""],
      ["warm (steady)", (b.warmMs / 1000).toFixed(1), ""],
      [
        `incremental: warm, just added ${b.posts.added} posts`,
        (b.warmAfterAddingPostsMs / 1000).toFixed(1),
        b.msPerExtraPostIncremental,
      ],
      [
        `warm (steady), with ${b.posts.added} posts`,
        (b.warmWithPostsMs / 1000).toFixed(1),
        b.msPerExtraPostWarm,
      ],
      [
        `cold, with ${b.posts.added} posts`,
        (b.coldWithPostsMs / 1000).toFixed(1),
        b.msPerExtraPostCold,
      ],
    ],
  );
  console.log("\n/blog page (lists every post)");
  table(
    ["", "HTML KB", "HTML gzip KB", "page-data KB", "page-data gzip KB"],
    [
      [
        "before",
        b.blogPage.before.htmlKb,
        b.blogPage.before.htmlGzipKb,
        b.blogPage.before.pageDataKb,
        b.blogPage.before.pageDataGzipKb,
      ],
      [
        `+${b.posts.added} posts`,
        b.blogPage.after.htmlKb,
        b.blogPage.after.htmlGzipKb,
        b.blogPage.after.pageDataKb,
        b.blogPage.after.pageDataGzipKb,
      ],
      [
        "bytes per extra post",
        b.blogBytesPerPost.html,
        b.blogBytesPerPost.htmlGzip,
        b.blogBytesPerPost.pageData,
        b.blogBytesPerPost.pageDataGzip,
      ],
    ],
  );
  console.log(
    `\nLongest Content-Security-Policy with +${b.posts.added} posts: ${b.longestCsp.chars} chars (${(b.longestCsp.chars / 1024).toFixed(2)} KB), on ${b.longestCsp.path}; budget 4 KB.`,
  );
  console.log(headersLine(b.headers.before, "_headers before"));
  console.log(headersLine(b.headers.after, `_headers with +${b.posts.added} posts`));
  console.log(
    "Each post has its own page; /blog lists 12 a page (/blog/page/2, …), so /blog's size does not grow with the number of posts.",
  );
}

/**
 * `--headers-only`: one cold build of a copy of the project with `posts` extra posts; returns
 * `_headers`' size ({@link headersSize}) and the longest policy in it.
 */
function measureHeaders(posts, keep) {
  console.log(`\n_headers with ${posts} extra posts, in a temporary copy of the project\n`);
  const dir = copyProject("loomwork-bench-");
  console.log(`  copy: ${dir}`);
  try {
    addPosts(dir, posts);
    build(dir, `cold build with ${posts} extra posts`);
    return {
      dir: keep ? dir : undefined,
      posts,
      headers: headersSize(path.join(dir, "public")),
      longestCsp: longestCsp(dir),
    };
  } finally {
    if (!keep) fs.rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- main

function main() {
  if (flag("--js-json")) {
    // Child mode: run (a) under the lock taken by the parent and print JSON.
    process.stdout.write(JSON.stringify(measureJs(path.join(ROOT, "public"))));
    return;
  }
  const report = {
    generatedAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
  };
  if (flag("--headers-only")) {
    report.headersWithPosts = measureHeaders(Number(opt("--posts", "1000")), flag("--keep"));
    const h = report.headersWithPosts;
    console.log(headersLine(h.headers, `_headers with +${h.posts} posts`));
    console.log(
      `Longest Content-Security-Policy: ${h.longestCsp.chars} chars, on ${h.longestCsp.path}`,
    );
    fs.writeFileSync(REPORT, JSON.stringify(report, null, 2) + "\n");
    console.log(`\nWrote ${REPORT}`);
    if (h.headers?.overBudget) process.exitCode = 1;
    return;
  }
  if (!flag("--builds-only")) {
    if (!fs.existsSync(path.join(ROOT, "public", "index.html")))
      throw new Error("public/ is not built: run `npm run build` first.");
    const useLock = fs.existsSync("/usr/bin/flock") && !process.env.BENCH_NO_LOCK;
    const cmd = useLock
      ? ["flock", ["-s", LOCK, process.execPath, fileURLToPath(import.meta.url), "--js-json"]]
      : [process.execPath, [fileURLToPath(import.meta.url), "--js-json"]];
    const r = spawnSync(cmd[0], cmd[1], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    if (r.status !== 0) throw new Error(`JS measurement failed:\n${r.stderr}`);
    report.js = JSON.parse(r.stdout);
    printJs(report.js);
  }
  if (!flag("--js-only")) {
    report.builds = measureBuilds(Number(opt("--posts", "1000")), flag("--keep"));
    printBuilds(report.builds);
  }
  fs.writeFileSync(REPORT, JSON.stringify(report, null, 2) + "\n");
  console.log(`\nWrote ${REPORT}`);
  const leaks = report.js?.pages.filter((p) => p.widgetLeaks.length) ?? [];
  if (leaks.length)
    console.log(
      `\nWidget code found on other pages: ${leaks.map((p) => `${p.path} (${p.widgetLeaks.join(", ")})`).join("; ")}`,
    );
}

main();
