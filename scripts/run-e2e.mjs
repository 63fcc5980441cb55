/**
 * `npm run test:e2e`: runs every browser test (`e2e/**\/*.spec.ts`) with node's test runner,
 * one file at a time (each starts its own server on 127.0.0.1 and its own browser): the
 * Chromium specs, and the cross-engine smoke suite in Chromium, Firefox and WebKit
 * (`e2e/engines-*.spec.ts`). WebKit's MiniBrowser needs an X display: without DISPLAY the run
 * goes under `xvfb-run -a`, which starts a virtual display and stops it when the run ends.
 * Pass file paths to run only those: `npm run test:e2e -- e2e/booking.spec.ts`.
 * Prints node's test summary ("tests N / pass N / fail 0"), then each file's wall time
 * (`scripts/e2e-file-times.mjs`), and exits with the runner's status.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { globSync } from "tinyglobby";

const args = process.argv.slice(2);
const files = args.length ? args : globSync("e2e/**/*.spec.ts").sort();
if (!fs.existsSync("public/index.html")) {
  console.error("public/ is not built: run `npm run build` first.");
  process.exit(1);
}
const node = [
  process.execPath,
  "--import",
  "tsx",
  "--test",
  "--test-concurrency=1",
  "--test-reporter=spec",
  "--test-reporter-destination=stdout",
  "--test-reporter=./scripts/e2e-file-times.mjs",
  "--test-reporter-destination=stdout",
  ...files,
];
const needsDisplay = !process.env.DISPLAY && files.some((f) => f.includes("webkit"));
const [command, ...commandArgs] = needsDisplay ? ["xvfb-run", "-a", ...node] : node;
const r = spawnSync(command, commandArgs, { stdio: "inherit" });
process.exit(r.status ?? 1);
