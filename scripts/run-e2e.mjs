/**
 * `npm run test:e2e`: runs every browser test (`e2e/**\/*.spec.ts`) with node's test runner,
 * each file in its own process (with its own server on 127.0.0.1 and its own browser): the
 * Chromium specs, and the cross-engine smoke suite in Chromium, Firefox and WebKit
 * (`e2e/engines-*.spec.ts`). WebKit's MiniBrowser needs an X display: without DISPLAY the run
 * goes under `xvfb-run -a`, which starts a virtual display and stops it when the run ends.
 * `data/` is validated once, before the specs (`e2e/contentSnapshot.ts`), not in every spec.
 * Pass file paths to run only those: `npm run test:e2e -- e2e/booking.spec.ts`. The static tests
 * (`npm run test:static`, which `npm test` runs beside this) check what the built HTML says,
 * its validity included; these check behaviour.
 * One file at a time by default, in name order. `E2E_CONCURRENCY=2` runs two at a time, the
 * slowest first (see {@link SLOWEST_FIRST}). Not the default: one file alone already keeps both
 * cores busy (its browser's renderer, the browser and the test process), so two at a time ran
 * the whole phase no faster on an idle machine, and under heavy load the pagination copy's build,
 * beside another file, outlasted its hook timeout (see docs/TESTING.md, Timings).
 * Prints node's test summary ("tests N / pass N / fail 0"), then each file's wall time
 * (`scripts/e2e-file-times.mjs`), and exits with the runner's status.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { globSync } from "tinyglobby";

/**
 * The slowest browser-test files of a full run, slowest first (each file's wall time, in s, alone
 * on an idle machine, from `scripts/e2e-file-times.mjs`). They start first, so that at the end of
 * the run two short files run side by side rather than one long file alone. Other files follow
 * in alphabetical order. Keep the list to the files over ~20 s; a renamed or removed file here
 * is simply not found (and reported).
 */
const SLOWEST_FIRST = [
  "e2e/every-page.spec.ts", // 177: the whole-site gates
  "e2e/cms-develop.spec.ts", // 79: `npm run cms` (gatsby develop) on a copy
  "e2e/articles.spec.ts", // 78
  "e2e/tools.spec.ts", // 52
  "e2e/pagination.spec.ts", // 47: a build of a copy with generated posts
  "e2e/cms.spec.ts", // 39
  "e2e/booking-calculator-templates.spec.ts", // 36
  "e2e/polish.spec.ts", // 28
  "e2e/a11y.spec.ts", // 27
  "e2e/booking-packages.spec.ts", // 26
  "e2e/booking-fallback.spec.ts", // 26
  "e2e/article-images.spec.ts", // 23
  "e2e/engines-firefox.spec.ts", // 21
];

/** `files` with those of {@link SLOWEST_FIRST} first, in its order; the rest keep theirs. */
function slowestFirst(files) {
  const rank = (f) => {
    const i = SLOWEST_FIRST.indexOf(path.normalize(f));
    return i === -1 ? SLOWEST_FIRST.length : i;
  };
  return files
    .map((f, i) => [f, i])
    .sort((a, b) => rank(a[0]) - rank(b[0]) || a[1] - b[1])
    .map(([f]) => f);
}

const args = process.argv.slice(2);
const all = globSync("e2e/**/*.spec.ts").sort();
for (const f of SLOWEST_FIRST)
  if (!all.includes(f)) console.warn(`run-e2e: ${f} (in SLOWEST_FIRST) does not exist`);
/**
 * Spec files run at once: 1 unless E2E_CONCURRENCY says otherwise. Every spec takes free ports
 * and its own temp folders (the servers, decap-server, `npm run cms` in cms-develop, the
 * pagination copy), so any two can run side by side.
 */
const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY) || 1);
// One at a time, the order does not change the total: keep the names' order.
const files = concurrency > 1 ? slowestFirst(args.length ? args : all) : args.length ? args : all;
if (!fs.existsSync("public/index.html")) {
  console.error("public/ is not built: run `npm run build` first.");
  process.exit(1);
}
const node = [
  process.execPath,
  "--import",
  "tsx",
  "scripts/e2e-runner.mjs",
  `--concurrency=${concurrency}`,
  ...files,
];
// Validate data/ once for the run; every spec reads the result (e2e/contentSnapshot.ts).
const snapshotDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-content-"));
const snapshot = path.join(snapshotDir, "content.json");
const written = spawnSync(
  process.execPath,
  ["--import", "tsx", "e2e/contentSnapshot.ts", snapshot],
  { stdio: "inherit" },
);
if (written.status !== 0) process.exit(written.status ?? 1);
const needsDisplay = !process.env.DISPLAY && files.some((f) => f.includes("webkit"));
const [command, ...commandArgs] = needsDisplay ? ["xvfb-run", "-a", ...node] : node;
const r = spawnSync(command, commandArgs, {
  stdio: "inherit",
  env: { ...process.env, E2E_CONTENT_SNAPSHOT: snapshot },
});
fs.rmSync(snapshotDir, { recursive: true, force: true });
process.exit(r.status ?? 1);
