/**
 * The browser tests' runner process, started by `scripts/run-e2e.mjs` (run that, not this):
 * node's test runner through its `run()` API, which keeps the order of the files it is given,
 * where `node --test <files>` sorts them by name. Takes `--concurrency=<n>` (files at once) and
 * the spec files, in the order to start them. Prints the spec reporter's output, then each
 * file's wall time (`scripts/e2e-file-times.mjs`); exits 1 when any test failed or was
 * cancelled. Each file runs in its own node process with this one's flags (`--import tsx`).
 */
import path from "node:path";
import { run } from "node:test";
import { spec } from "node:test/reporters";
import { PassThrough } from "node:stream";
import { pipeline } from "node:stream/promises";
import fileTimes from "./e2e-file-times.mjs";

const args = process.argv.slice(2);
const concurrencyArg = args.find((a) => a.startsWith("--concurrency="));
const concurrency = Math.max(1, Number(concurrencyArg?.split("=")[1]) || 1);
// Absolute paths: the runner names each file's test by the path as given, and the file-times
// reporter matches that name against the (absolute) file of the event.
const files = args.filter((a) => !a.startsWith("--")).map((f) => path.resolve(f));

const events = run({ files, concurrency });
// One copy of the event stream for each reporter.
const toSpec = new PassThrough({ objectMode: true });
const toTimes = new PassThrough({ objectMode: true });
events.on("data", (event) => {
  if (event.type === "test:fail") process.exitCode = 1;
  toSpec.write(event);
  toTimes.write(event);
});
events.on("end", () => {
  toSpec.end();
  toTimes.end();
});

/** Collects the file-times table while the tests run; printed after the spec output. */
const times = (async () => {
  let text = "";
  for await (const chunk of fileTimes(toTimes)) text += chunk;
  return text;
})();
await pipeline(toSpec.compose(spec), process.stdout, { end: false });
process.stdout.write(await times);
