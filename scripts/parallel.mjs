/**
 * Runs shell commands side by side and waits for all of them:
 * `node scripts/parallel.mjs [--live] "<command>" "<command>" …`.
 * Each command's output is held and printed in one block when it ends (so two logs never
 * interleave), headed by the command, its exit status and its duration in seconds. With
 * `--live`, the FIRST command's output is streamed as it comes instead (whole lines only, so a
 * held block printed when another command ends lands between two of its lines), for the long
 * command whose progress a CI log should show. Exits 1 if any command failed, after all have
 * ended: a failure does not stop the others, so one run reports every failing phase.
 * `npm test` uses it twice: the build (then the browser tests) beside the unit tests and the
 * typecheck, lint and format checks; then the browser tests beside the static layer.
 * Prefix a command with `nice -n 10` to give its cores to the others first.
 */
import { spawn } from "node:child_process";

const args = process.argv.slice(2);
const live = args[0] === "--live";
const commands = live ? args.slice(1) : args;
if (!commands.length) {
  console.error('usage: node scripts/parallel.mjs [--live] "<command>" ["<command>" …]');
  process.exit(2);
}

/**
 * Runs `command` in a shell; resolves to its exit code once it has ended and been printed.
 * `stream`: write its output as it comes (complete lines), instead of one block at the end.
 */
function run(command, stream) {
  const started = Date.now();
  const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
  const chunks = [];
  let tail = "";
  const onData = (d) => {
    if (!stream) return chunks.push(d);
    const text = tail + d.toString("utf8");
    const end = text.lastIndexOf("\n") + 1;
    tail = text.slice(end);
    if (end) process.stdout.write(text.slice(0, end));
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  if (stream) process.stdout.write(`\n=== ${command}: started, output follows as it comes\n`);
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (tail) process.stdout.write(`${tail}\n`);
      process.stdout.write(
        `\n=== ${command}: ${status === 0 ? "ok" : `failed (${signal ?? code})`} in ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(chunks));
      resolve(status);
    });
  });
}

const codes = await Promise.all(commands.map((c, i) => run(c, live && i === 0)));
process.exit(codes.every((c) => c === 0) ? 0 : 1);
