/**
 * What the CMS browser tests share: decap-server (Decap's local backend) on a temporary copy of
 * the content, and a browser context whose admin page talks to it.
 *
 * - {@link startDecapServer} runs decap-server on a free 127.0.0.1 port, with its working
 *   directory in the given folder (it reads and writes paths relative to it, the same relative
 *   paths as the generated config). `fs` mode edits the files in place; `git` mode needs a git
 *   checkout and keeps drafts on `cms/…` branches (the editorial workflow). Stopped by its PID.
 * - {@link adminContext}: the admin page reaches decap-server through a same-origin path
 *   (`/__decap/api/v1`) that the context forwards, passed in with `?local_backend=`
 *   (src/cms/admin.tsx accepts only http://localhost / 127.0.0.1 URLs). Same origin keeps the
 *   tests independent of the CSP's connect-src; every other host stays blocked.
 * - {@link openAdmin} opens /admin, logs in and collects every page error, failed response and
 *   console error; /admin's own Content-Security-Policy (src/cms/headers.ts) is in force, so a
 *   violation fails the test.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import type { BrowserContext, Page } from "playwright-core";
import type { SiteContext } from "./harness";
import { site } from "./helpers";
import { adminCsp, cspBlocksDecap } from "../src/cms/headers";
import { freePort } from "./freePort";

/** The same-origin path the admin page uses for decap-server. */
export const API_PATH = "/__decap/api/v1";

/** A running decap-server: its API URL, what it printed, and how to stop it. */
export type DecapServer = { url: string; log(): string; stop(): Promise<void> };

/**
 * Starts decap-server in `mode` on `dir` (a copy of the project's content; a git checkout for
 * `git` mode) and resolves once it answers. Throws with its output if it exits or does not
 * answer within 20 s.
 */
export async function startDecapServer(mode: "fs" | "git", dir: string): Promise<DecapServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/api/v1`;
  let log = "";
  const child: ChildProcess = spawn(
    process.execPath,
    [require.resolve("decap-server/dist/index.js")],
    {
      cwd: dir,
      env: {
        ...process.env,
        PORT: String(port),
        BIND_HOST: "127.0.0.1",
        MODE: mode,
        LOG_LEVEL: "warn",
        GIT_REPO_DIRECTORY: dir,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM"); // by its PID (child.pid), nothing else
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
  const until = Date.now() + 20_000;
  let last = "";
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`decap-server exited (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      if (res.ok) return { url, log: () => log, stop };
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = (e as Error).message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`decap-server did not answer at ${url} within 20 s (${last}):\n${log}`);
}

/**
 * Fails unless the built site serves /admin with the admin's own policy for the backend of
 * data/site.json, under which Decap can start.
 */
export async function assertAdminPolicy(ctx: SiteContext): Promise<void> {
  const res = await fetch(`${ctx.url}/admin`);
  assert.equal(res.status, 200);
  const csp = res.headers.get("content-security-policy");
  assert.equal(
    csp,
    adminCsp(site.cms.backend),
    "/admin gets the policy from src/cms/headers.ts for the site's backend, not the public one",
  );
  assert.equal(cspBlocksDecap(csp), false);
}

/**
 * A 1400 × 900 px browser context that answers `/__decap/api/v1` from `decapUrl` and blocks
 * every other host. In git mode Decap asks for the draft of every entry it opens, and
 * decap-server answers 404 for an entry without one: that is how it says "no draft", not an
 * error. Those answers pass unchanged, and their URLs go into `options.expected404s` so that
 * {@link openAdmin}'s error check can tell them apart.
 *
 * `options.staticDir`: a copy's `static/` folder whose files are served first, at their site
 * paths (`static/uploads/x.png` at `/uploads/x.png`), as the dev server that `npm run cms` runs
 * serves the edited checkout's `static/`: an image uploaded in the test is then shown by its path.
 */
export async function adminContext(
  ctx: SiteContext,
  decapUrl: string,
  options: { expected404s?: Set<string>; staticDir?: string } = {},
): Promise<BrowserContext> {
  const { expected404s = new Set<string>(), staticDir } = options;
  const context = await ctx.browser.newContext({ viewport: { width: 1400, height: 900 } });
  const origin = new URL(ctx.url).origin;
  await context.route("**/*", async (route) => {
    const req = route.request();
    const url = new URL(req.url());
    if (url.origin !== origin) return route.abort("blockedbyclient");
    if (staticDir) {
      const file = path.join(staticDir, ...decodeURIComponent(url.pathname).split("/"));
      if (
        file.startsWith(staticDir + path.sep) &&
        fs.existsSync(file) &&
        fs.statSync(file).isFile()
      )
        return route.fulfill({ path: file });
    }
    if (url.pathname === API_PATH) {
      const body = req.postData() ?? undefined;
      const res = await fetch(decapUrl, {
        method: req.method(),
        headers: { "Content-Type": "application/json" },
        body,
      });
      if (res.status === 404 && body && JSON.parse(body).action === "unpublishedEntry")
        expected404s.add(req.url());
      return route.fulfill({
        status: res.status,
        contentType: "application/json",
        body: await res.text(),
      });
    }
    return route.continue();
  });
  return context;
}

/**
 * Opens /admin against decap-server and logs in (the local backend's "Login" button). Pushes
 * into `errors` every uncaught page error, HTTP error response (except the "no draft" answers
 * listed in `expected404s`) and console error. Throws, with a screenshot path, if the
 * collections do not show within 60 s.
 */
export async function openAdmin(
  ctx: SiteContext,
  context: BrowserContext,
  errors: string[],
  expected404s: Set<string> = new Set(),
): Promise<Page> {
  const page = await context.newPage();
  page.on("pageerror", (e) => errors.push(`uncaught: ${e.message}`));
  page.on("response", (r) => {
    if (r.status() >= 400 && !(r.status() === 404 && expected404s.has(r.url())))
      errors.push(`HTTP ${r.status()} ${r.url()}`);
  });
  page.on("console", (m) => {
    if (m.type() !== "error" || /ERR_BLOCKED_BY_CLIENT/.test(m.text())) return;
    // The browser's own line for a 404 (it names no URL): the response check above judges
    // each 404 by its URL, so these lines add nothing once a "no draft" answer was seen.
    const failedLoad = /^Failed to load resource: .* status of 404/.test(m.text());
    if (failedLoad && expected404s.size) return;
    errors.push(m.text());
  });
  const local = encodeURIComponent(new URL(ctx.url).origin + API_PATH);
  const res = await page.goto(`${ctx.url}/admin?local_backend=${local}`);
  assert.equal(res?.status(), 200, "/admin answers 200");
  await page.getByRole("button", { name: "Login" }).click({ timeout: 60_000 });
  try {
    await page
      .getByRole("link", { name: /Pages: automation/ })
      .first()
      .waitFor({ timeout: 60_000 });
  } catch (e) {
    const shot = path.join(os.tmpdir(), `cms-login-failure-${process.pid}.png`);
    await page.screenshot({ path: shot }).catch(() => undefined);
    throw new Error(
      `the CMS did not show its collections after Login (screenshot: ${shot}; page errors: ${JSON.stringify(errors)}): ${(e as Error).message}`,
    );
  }
  return page;
}

/** Whether a JSON file's text is complete (decap-server writes in place: a read can see half). */
function completeJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves once `file` exists with exactly `bytes` bytes (a file the CMS's local backend writes,
 * such as an upload: it writes the entry's JSON first and the entry's media after it, so the
 * JSON changing does not mean the media are on disk yet). Rejects after `ms`.
 */
export async function writtenOnDisk(file: string, bytes: number, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (fs.existsSync(file) && fs.statSync(file).size === bytes) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${file} was not written (${bytes} bytes) within ${ms} ms`);
}

/** Polls until the JSON file holds something other than `before`, completely written. */
export async function changedOnDisk(file: string, before: string, ms = 30_000): Promise<string> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const now = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : before;
    if (now !== before && completeJson(now)) return now;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${file} did not change within ${ms} ms`);
}
