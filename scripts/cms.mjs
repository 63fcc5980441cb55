/**
 * `npm run cms`: local content editing. Starts, side by side,
 *  - decap-server (Decap's local backend) on 127.0.0.1:8081. By default (`fs` mode) it reads and
 *    writes this project's files (data/…) directly: no login, no git, Publish writes the file and
 *    you commit the changes yourself. With CMS_MODE=git it works like production instead: Save
 *    makes a draft on a `cms/<collection>/<slug>` branch of this checkout and Publish merges it
 *    into the current branch (commit or stash your own changes first: it checks branches out
 *    in this working tree while it works);
 *  - the site's dev server (`gatsby develop`, http://localhost:8000), which writes /admin at
 *    start-up and reloads pages as data/ changes.
 * Then open http://localhost:8000/admin/ and click "Login".
 *
 * Ctrl+C (or either process exiting) stops both. Environment:
 *   CMS_MODE      `fs` (default) or `git` (the editorial workflow, see above)
 *   CMS_PORT      decap-server's port (default 8081; with another port open
 *                 /admin/?local_backend=http://localhost:<port>/api/v1)
 *   CMS_SITE_CMD  the site command (default "gatsby develop"), e.g. "gatsby develop -p 8001"
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(path.join(root, "package.json"));
const port = process.env.CMS_PORT ?? "8081";
const siteCmd = process.env.CMS_SITE_CMD ?? "gatsby develop";
const mode = process.env.CMS_MODE ?? "fs";
if (mode !== "fs" && mode !== "git") {
  console.error(`[cms] CMS_MODE must be "fs" or "git", not "${mode}"`);
  process.exit(2);
}

/** Starts a child in its own process group (so stopping it stops its children too). */
function start(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: "inherit",
    detached: true,
  });
  child.on("exit", (code, signal) => {
    console.log(`[cms] ${name} exited (${signal ?? code})`);
    stopAll(typeof code === "number" ? code : 0);
  });
  return { name, child };
}

const children = [];
let stopping = false;

/** Stops every child we started, by its process group id, then exits. */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const { child } of children) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }
  setTimeout(() => {
    for (const { child } of children) {
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // already gone
        }
      }
    }
    process.exit(code);
  }, 3000).unref();
}

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

children.push(
  start("decap-server", process.execPath, [require.resolve("decap-server/dist/index.js")], {
    PORT: port,
    BIND_HOST: "127.0.0.1",
    MODE: mode,
    GIT_REPO_DIRECTORY: root,
  }),
);
const [cmd, ...args] = siteCmd.split(/\s+/).filter(Boolean);
children.push(
  start("site", cmd === "gatsby" ? path.join(root, "node_modules", ".bin", "gatsby") : cmd, args),
);
console.log(
  `[cms] decap-server (${mode} mode) on http://127.0.0.1:${port}/api/v1; site: ${siteCmd}. Open http://localhost:8000/admin/ and click "Login". Ctrl+C stops both.`,
);
