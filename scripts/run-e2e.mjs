/**
 * `npm run test:e2e`: runs every browser test (`e2e/**\/*.spec.ts`) with node's test runner,
 * one file at a time (each starts its own server on 127.0.0.1 and its own browser): the
 * Chromium specs, and the cross-engine smoke suite in Chromium, Firefox and WebKit
 * (`e2e/engines-*.spec.ts`). WebKit's MiniBrowser needs an X display: without DISPLAY the run
 * goes under `xvfb-run -a`, which starts a virtual display and stops it when the run ends.
 * `data/` is validated once, before the specs (`e2e/contentSnapshot.ts`), not in every spec.
 * Pass file paths to run only those: `npm run test:e2e -- e2e/booking.spec.ts`. The static tests
 * (`npm run test:static`, which `npm test` runs beside this) check what the built HTML says,
 * its validity included; these check behaviour.
 * Prints node's test summary ("tests N / pass N / fail 0"), then each file's wall time
 * (`scripts/e2e-file-times.mjs`), and exits with the runner's status.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { globSync } from "tinyglobby";

const args = process.argv.slice(2);
const files = args.length ? args : globSync("e2e/**/*.spec.ts").sort();
if (!fs.existsSync("public/index.html")) {
  console.error("public/ is not built: run `npm run build` first.");
  process.exit(1);
}
/**
 * Spec files run at once: 1 unless E2E_CONCURRENCY says otherwise. Specs take free ports and
 * their own temp folders, but e2e/cms-develop.spec.ts holds ports 8000 and 8081 and
 * e2e/pagination.spec.ts builds a site copy, so more than one is for measuring, not for CI yet.
 */
const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY) || 1);
const node = [
  process.execPath,
  "--import",
  "tsx",
  "--test",
  `--test-concurrency=${concurrency}`,
  "--test-reporter=spec",
  "--test-reporter-destination=stdout",
  "--test-reporter=./scripts/e2e-file-times.mjs",
  "--test-reporter-destination=stdout",
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
