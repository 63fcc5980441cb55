/**
 * A node:test reporter that prints, once the run has ended, each browser-test file's wall time in
 * seconds (process start, server and browser launch, hooks and tests), slowest first, and their
 * sum. `scripts/e2e-runner.mjs` runs it beside the spec reporter, so every run says where its time
 * went. A file's time runs from the runner taking it off the queue to its completion event. With
 * files side by side (`E2E_CONCURRENCY`), their sum exceeds the run's wall time, printed last.
 */
import path from "node:path";

/** Takes the runner's event stream; yields the timing table as text when the stream ends. */
export default async function* fileTimes(source) {
  const started = new Map();
  const seconds = new Map();
  let first = Infinity;
  let last = 0;
  for await (const event of source) {
    const { file, name, nesting } = event.data ?? {};
    if (!file || nesting !== 0 || name !== file) continue;
    if (event.type === "test:dequeue") {
      started.set(file, Date.now());
      first = Math.min(first, Date.now());
    }
    if (event.type === "test:complete" && started.has(file)) {
      seconds.set(file, (Date.now() - started.get(file)) / 1000);
      last = Date.now();
    }
  }
  if (!seconds.size) return;
  const rows = [...seconds].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, s]) => sum + s, 0);
  yield "\nBrowser-test files by wall time (s):\n";
  for (const [file, s] of rows)
    yield `${s.toFixed(1).padStart(8)}  ${path.relative(process.cwd(), file)}\n`;
  yield `${total.toFixed(1).padStart(8)}  all ${rows.length} files, one after another\n`;
  yield `${((last - first) / 1000).toFixed(1).padStart(8)}  wall time, first file started to last ended\n`;
}
