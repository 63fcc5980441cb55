/**
 * `npm run test:e2e`: runs every browser test (`e2e/**\/*.spec.ts`) with node's test runner,
 * one file at a time (each starts its own server on 127.0.0.1 and its own Chromium).
 * Pass file paths to run only those: `npm run test:e2e -- e2e/booking.spec.ts`.
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
const r = spawnSync(
  process.execPath,
  ["--import", "tsx", "--test", "--test-concurrency=1", "--test-reporter=spec", ...files],
  { stdio: "inherit" },
);
process.exit(r.status ?? 1);
