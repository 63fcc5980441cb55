/**
 * A throwaway copy of the project for builds that must not touch the shared `.cache` and
 * `public/`: the build benchmark (`npm run bench`) and the browser test of blog pagination.
 * The copy has everything but node_modules (symlinked), .cache, public and .git.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const SKIP_COPY = new Set(["node_modules", ".cache", "public", ".git", "coverage", "test-results"]);

/**
 * The build's caches of generated images (social images, responsive image variants). Each file
 * is named by a hash of everything it is drawn from, so a copy may start from the project's own:
 * its build then draws only what is new, with the same result.
 */
const IMAGE_CACHES = [
  path.join(".cache", "social-images"),
  path.join(".cache", "responsive-images"),
];

/**
 * Copies the project into a new temp dir named `<prefix>XXXXXX` (no node_modules, .cache,
 * public, .git, logs or reports) and symlinks node_modules. Returns the dir's absolute path.
 * With `{ imageCaches: true }` the copy also gets the project's caches of generated images
 * ({@link IMAGE_CACHES}) when a build has written them: a test build of a copy then spends no
 * time redrawing them (about a third of a build's CPU time). A benchmark of a cold build leaves
 * them out.
 */
export function copyProject(prefix = "loomwork-copy-", { imageCaches = false } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const e of fs.readdirSync(ROOT, { withFileTypes: true })) {
    if (SKIP_COPY.has(e.name) || e.name.endsWith(".log") || /-report\.json$/.test(e.name)) continue;
    fs.cpSync(path.join(ROOT, e.name), path.join(dir, e.name), {
      recursive: true,
      verbatimSymlinks: true,
    });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  for (const cache of imageCaches ? IMAGE_CACHES : []) {
    if (fs.existsSync(path.join(ROOT, cache)))
      fs.cpSync(path.join(ROOT, cache), path.join(dir, cache), { recursive: true });
  }
  return dir;
}

/**
 * Runs `gatsby build` in `dir`. Returns `{ ms, log }` (wall time in ms, stdout); throws with the
 * last 40 lines of output if the build fails.
 */
export function buildSite(dir) {
  const started = process.hrtime.bigint();
  const r = spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "build"],
    {
      cwd: dir,
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, CI: "1", GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    },
  );
  const ms = Number((process.hrtime.bigint() - started) / 1_000_000n);
  if (r.status !== 0)
    throw new Error(
      `gatsby build failed in ${dir}:\n${(r.stdout + r.stderr).split("\n").slice(-40).join("\n")}`,
    );
  return { ms, log: r.stdout };
}

/** Paragraph sentences the generated posts are written from (varied so bodies differ). */
const SENTENCES = [
  "Start with the process your team repeats most often and measure how long each run takes today.",
  "An agent earns its keep when the rules are clear enough to write down and the data sits behind an API.",
  "Keep a person on every decision that moves money until the error rate has been measured for a month.",
  "Log every run with its inputs, its outputs and the model's confidence, so a reviewer can replay it.",
  "Budget for exceptions: the first version usually handles eight cases in ten and routes the rest.",
  "Report hours saved and error rates to the process owner every week during the first quarter.",
];

/**
 * Writes `n` generated blog posts into `<dir>/data/blog/bench-NNNN.json`, valid against the blog
 * schema, each with a Markdown body of about 900 words under four `##` headings (so a post has a
 * table of contents and a realistic page). Dates run one a day from 2020-01-02.
 */
export function addPosts(dir, n) {
  // Authors and categories from the copy's own lists, which the build checks every post against.
  const read = (file) => JSON.parse(fs.readFileSync(path.join(dir, "data", file), "utf8"));
  const categories = read("categories.json").blog;
  const authors = read("authors.json").authors.map((a) => a.name);
  for (let i = 1; i <= n; i++) {
    const id = String(i).padStart(4, "0");
    const day = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const paragraph = (k) =>
      Array.from({ length: 9 }, (_, j) => SENTENCES[(i + k + j) % SENTENCES.length]).join(" ");
    const section = (title, k) =>
      `## ${title}\n\n${paragraph(k)}\n\n${paragraph(k + 1)}\n\n${paragraph(k + 2)}`;
    const body = [
      `Post ${id} walks through one back-office workflow from first measurement to steady operation. [Book a session](/book-session) to talk about yours.`,
      section("Measure the starting point", 0),
      section("Design the agent and its limits", 1),
      section("Roll out with people in the loop", 2),
      section("What to report each week", 3),
    ].join("\n\n");
    const post = {
      slug: `bench-${id}`,
      title: `Benchmark post ${id}: automating a back-office workflow with an AI agent`,
      description: `Generated post ${id}: a realistic-length summary so the listing, its page data and its HTML grow the way real posts would make them grow.`,
      author: authors[i % authors.length],
      category: categories[i % categories.length],
      datePublished: day,
      dateModified: day,
      body,
    };
    fs.writeFileSync(
      path.join(dir, "data", "blog", `bench-${id}.json`),
      JSON.stringify(post, null, 2) + "\n",
    );
  }
}
