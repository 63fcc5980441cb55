/**
 * The editor's documented local flow, end to end: in a copy of the project, the README's command
 * `npm run cms` (decap-server plus `gatsby develop`), then the admin page: Login shows the
 * collections, a broken link is refused beside its field before anything is written, and an
 * edited description is published to the file in data/.
 *
 * The README's ports (8000 for the site, 8081 for decap-server) are replaced by two free ports,
 * through the ways scripts/cms.mjs documents (`CMS_PORT`, `CMS_SITE_CMD="gatsby develop -p <port>"`
 * and `/admin/?local_backend=http://localhost:<port>/api/v1`): another program on 8000 or 8081
 * then cannot fail the test, and another browser-test file may run beside this one.
 *
 * The copy holds the project's tracked sources and content (its node_modules is a link to this
 * checkout's), so nothing here touches this checkout's data/. The whole process group of
 * `npm run cms` is stopped by its PID at the end. Every request to another host is blocked.
 *
 * With EDITING_SHOTS=<folder>, the test also saves the screenshots docs/EDITING.md shows.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chromium, type Browser, type Page } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { freePort } from "./freePort";

const ROOT = path.resolve(__dirname, "..");
/** The copy's site (gatsby develop) and decap-server ports, free ones taken in `before`. */
let sitePort = 0;
let decapPort = 0;
/** The admin page on the copy's site, pointed at the copy's decap-server. */
const adminUrl = (): string =>
  `http://localhost:${sitePort}/admin/?local_backend=http://localhost:${decapPort}/api/v1`;
/** The origins the admin page may reach: the copy's site and its decap-server. */
const allowedOrigins = (): Set<string> =>
  new Set([`http://localhost:${sitePort}`, `http://localhost:${decapPort}`]);
/** Folders a `gatsby develop` of the copy needs. */
const NEEDED =
  /^(package\.json|package-lock\.json|tsconfig\.json|gatsby-[a-z]+\.tsx?|(data|src|static|scripts)\/.+)$/;
const shots = process.env.EDITING_SHOTS;

let copy = "";
let cms: ChildProcess | undefined;
let log = "";
let browser: Browser | undefined;

/** Copies the files `gatsby develop` needs (tracked, and new ones git does not ignore) into a temp folder, with node_modules linked. */
function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-develop-"));
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      cwd: ROOT,
      encoding: "utf8",
    },
  )
    .split("\0")
    .filter((f) => NEEDED.test(f) && fs.existsSync(path.join(ROOT, f)));
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, f), path.join(dir, f));
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/** Resolves once `url` answers 200; throws with the command's output after `ms`. */
async function answers(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (cms?.exitCode !== null && cms?.exitCode !== undefined)
      throw new Error(`npm run cms exited (${cms.exitCode}):\n${log.slice(-4000)}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not answer 200 within ${ms / 1000} s:\n${log.slice(-4000)}`);
}

/** Text of a file once it differs from `before` and is complete JSON (decap-server writes in place). */
async function changedOnDisk(file: string, before: string): Promise<string> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const text = fs.readFileSync(file, "utf8");
    if (text !== before) {
      try {
        JSON.parse(text);
        return text;
      } catch {
        // half written
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${file} did not change within 30 s`);
}

async function shot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

before(async () => {
  copy = copyProject();
  sitePort = await freePort();
  decapPort = await freePort();
  // The README's command, in its own process group so it can be stopped whole, on free ports.
  cms = spawn("npm", ["run", "cms"], {
    cwd: copy,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      BROWSER: "none",
      CMS_PORT: String(decapPort),
      CMS_SITE_CMD: `gatsby develop -p ${sitePort}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  cms.stdout?.on("data", (d) => (log += d));
  cms.stderr?.on("data", (d) => (log += d));
  await answers(adminUrl(), 360_000);
  await answers(`http://localhost:${sitePort}/`, 240_000);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  if (cms?.pid && cms.exitCode === null) {
    const exited = new Promise((r) => cms!.once("exit", r));
    try {
      process.kill(-cms.pid, "SIGINT");
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 8000))]);
    try {
      process.kill(-cms.pid, "SIGKILL");
    } catch {
      // stopped
    }
  }
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

test("npm run cms, then its admin page: the CMS logs in, refuses a broken link beside its field, and publishes an edit to data/", async () => {
  const context = await browser!.newContext({ viewport: { width: 1400, height: 900 } });
  await context.route("**/*", (route) =>
    allowedOrigins().has(new URL(route.request().url()).origin)
      ? route.continue()
      : route.abort("blockedbyclient"),
  );
  const errors: string[] = [];
  const page = await context.newPage();
  page.on("pageerror", (e) => errors.push(e.message));
  try {
    const res = await page.goto(adminUrl());
    assert.equal(res?.status(), 200, "the admin page answers 200");
    await page.getByRole("button", { name: "Login" }).click({ timeout: 120_000 });
    await page
      .getByRole("link", { name: /^Blog posts/ })
      .first()
      .waitFor({ timeout: 60_000 });
    await shot(page, "cms-collections");

    // A broken link is refused beside its field, and nothing is written.
    const navFile = path.join(copy, "data/navigation.json");
    const navBefore = fs.readFileSync(navFile, "utf8");
    await page
      .getByRole("link", { name: /Site settings/ })
      .first()
      .click();
    await page
      .getByText(/^Navigation: header menus and footer/)
      .first()
      .click();
    // The first link field the form shows unfolded (the menus' own links are folded).
    const link = page.locator('input[id^="href-field"]:visible').first();
    await link.waitFor({ timeout: 60_000 });
    await link.fill("/book-sesion");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await page
      .getByText('link to "/book-sesion" has no page; add a page file or fix the link')
      .first()
      .waitFor({ timeout: 20_000 });
    await shot(page, "cms-refused-link");
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal(fs.readFileSync(navFile, "utf8"), navBefore, "the refused edit wrote nothing");

    // An edit is published to the file.
    const slug = fs
      .readdirSync(path.join(copy, "data/blog"))
      .sort()[0]
      .replace(/\.json$/, "");
    const postFile = path.join(copy, "data/blog", `${slug}.json`);
    const postBefore = fs.readFileSync(postFile, "utf8");
    const post = JSON.parse(postBefore) as { title: string; description: string };
    // Leave the refused edit: Decap asks before dropping unsaved changes, and we say yes.
    // A dialog may already be gone when its handler runs (the page reloaded): that is fine.
    page.on("dialog", (d) => void d.accept().catch(() => undefined));
    await page.goto(`${adminUrl()}#/collections/blog-posts/entries/${slug}`);
    await page.reload();
    // Dropping the unsaved entry can leave Decap a rejected promise with no reason; only the
    // errors of the fresh page count from here.
    errors.length = 0;
    const login = page.getByRole("button", { name: "Login" });
    const description = page.getByLabel("Description", { exact: true });
    await login.or(description).first().waitFor({ timeout: 60_000 });
    if (await login.isVisible()) await login.click();
    await description.waitFor({ timeout: 60_000 });
    assert.equal(await description.inputValue(), post.description);
    const edited = `${post.description.replace(/\.$/, "")} (edited ${process.pid}).`;
    await description.fill(edited);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    const saved = JSON.parse(await changedOnDisk(postFile, postBefore)) as typeof post;
    assert.equal(saved.description, edited, "the published description is in data/");
    assert.equal(saved.title, post.title, "nothing else changed");
    assert.deepEqual(errors, [], "no errors in the admin page");
  } finally {
    await context.close();
  }
});
