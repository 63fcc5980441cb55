/**
 * Runs shell commands side by side and waits for all of them:
 * `node scripts/parallel.mjs "npm run test:unit" "npm run build"`.
 * Each command's output is held and printed in one block when it ends (so two logs never
 * interleave), headed by the command, its exit status and its duration in seconds. Exits 1 if
 * any command failed, after all have ended. Used by `npm test` to run the unit tests while the
 * site builds: on two cores each mostly waits on its own work.
 */
import { spawn } from "node:child_process";

const commands = process.argv.slice(2);
if (!commands.length) {
  console.error('usage: node scripts/parallel.mjs "<command>" ["<command>" …]');
  process.exit(2);
}

/** Runs `command` in a shell; resolves to its exit code once it has ended and been printed. */
function run(command) {
  const started = Date.now();
  const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
  const chunks = [];
  child.stdout.on("data", (d) => chunks.push(d));
  child.stderr.on("data", (d) => chunks.push(d));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n=== ${command}: ${status === 0 ? "ok" : `failed (${signal ?? code})`} in ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(chunks));
      resolve(status);
    });
  });
}

const codes = await Promise.all(commands.map(run));
process.exit(codes.every((c) => c === 0) ? 0 : 1);
