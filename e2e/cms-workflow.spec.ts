/**
 * The editorial workflow in a real browser: Decap at /admin, served from the built `public/`,
 * against decap-server in `git` mode on a TEMPORARY CLONE of this repository. Git mode keeps a
 * draft on its own `cms/<collection>/<slug>` branch, as the production backend does (where the
 * branch also gets a pull request and a deploy preview), and Publish merges it into `main`.
 *
 * An editor changes a blog post's title and saves: `main` does not move and a `cms/…` branch
 * holds the change; the entry is listed on the Workflow board; the editor moves it to Ready and
 * publishes: `main` has the change, the draft branch is gone, and the content still validates.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { startSiteForSpec } from "./harness";
import {
  adminContext,
  assertAdminPolicy,
  openAdmin,
  startDecapServer,
  type DecapServer,
} from "./cmsHarness";
import { readContentFiles, readStaticPaths, validateContent } from "../src/content/validate";
import { ARTICLE_COLLECTIONS } from "../src/cms/config";

const ctx = startSiteForSpec();
const ROOT = path.join(__dirname, "..");
/** The branch the generated config publishes to (src/build/cmsAdmin.ts: CMS_BRANCH or main). */
const BRANCH = "main";

let tmp = "";
let repo = "";
let decap: DecapServer | undefined;

/** Runs git in the temporary clone and returns its trimmed output. */
function git(...args: string[]): string {
  return execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim();
}

before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "loomwork-cms-git-"));
  repo = path.join(tmp, "repo");
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", ROOT, repo]);
  // Whatever branch the project is on, the clone's working branch is the one the CMS publishes to.
  git("checkout", "--quiet", "-B", BRANCH);
  // decap-server commits as the clone's user; CI machines have none configured.
  git("config", "user.name", "Loomwork Editor");
  git("config", "user.email", "editor@example.com");
  git("config", "commit.gpgsign", "false");
  decap = await startDecapServer("git", repo);
});

after(async () => {
  await decap?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

test("an editor saves a draft (main untouched, a cms/ branch holds it), then publishes it (main has it, and it validates)", async () => {
  await assertAdminPolicy(ctx);
  const collection = ARTICLE_COLLECTIONS.blog;
  const postFile = fs
    .readdirSync(path.join(repo, "data/blog"))
    .filter((f) => f.endsWith(".json"))[0];
  assert.ok(postFile, "there is a blog post to edit");
  const file = `data/blog/${postFile}`;
  const original = JSON.parse(git("show", `${BRANCH}:${file}`));
  const newTitle = `${original.title} (reviewed ${process.pid})`;
  const draftBranch = `cms/${collection.name}/${original.slug}`;
  const mainBefore = git("rev-parse", BRANCH);

  const errors: string[] = [];
  const expected404s = new Set<string>();
  const context = await adminContext(ctx, decap!.url, { expected404s });
  try {
    const page = await openAdmin(ctx, context, errors, expected404s);
    await page.evaluate((name) => {
      window.location.hash = `/collections/${name}`;
    }, collection.name);
    await page.getByText(original.title, { exact: false }).first().click();
    const title = page.getByLabel("Title", { exact: true });
    await title.waitFor({ timeout: 30_000 });
    await title.fill(newTitle);
    // The preview pane follows the edit before anything is saved.
    await page
      .frameLocator("iframe")
      .first()
      .locator("h1#page-heading", { hasText: newTitle })
      .waitFor({ timeout: 10_000 });

    // Save: a draft. main does not move; the draft branch holds the change.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("button", { name: /^Status: Draft/ }).waitFor({ timeout: 30_000 });
    assert.equal(git("rev-parse", BRANCH), mainBefore, "Save leaves main where it was");
    assert.deepEqual(JSON.parse(git("show", `${BRANCH}:${file}`)), original);
    assert.ok(
      git("branch", "--list", "cms/*")
        .split("\n")
        .map((b) => b.replace(/^[*+]?\s*/, ""))
        .includes(draftBranch),
      `Save creates the draft branch ${draftBranch}`,
    );
    assert.equal(JSON.parse(git("show", `${draftBranch}:${file}`)).title, newTitle);

    // The Workflow board lists the draft for reviewers.
    await page.evaluate(() => {
      window.location.hash = "/workflow";
    });
    await page.getByText(newTitle, { exact: false }).first().waitFor({ timeout: 30_000 });
    await page.getByText(newTitle, { exact: false }).first().click();

    // In review, then Ready; only a Ready draft can be published.
    await page.getByRole("button", { name: /^Status: Draft/ }).click();
    await page.getByRole("menuitem", { name: "In review" }).click();
    await page.getByRole("button", { name: /^Status: In review/ }).waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: /^Status: In review/ }).click();
    await page.getByRole("menuitem", { name: "Ready" }).click();
    await page.getByRole("button", { name: /^Status: Ready/ }).waitFor({ timeout: 30_000 });
    // Decap asks for confirmation before it publishes a draft.
    const confirmations: string[] = [];
    page.on("dialog", (d) => {
      confirmations.push(d.message());
      void d.accept();
    });
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();

    // Publish merges the draft into main, then removes its branch (two steps on the backend):
    // wait until both are done.
    const published = () =>
      git("rev-parse", BRANCH) !== mainBefore && git("branch", "--list", draftBranch) === "";
    const until = Date.now() + 30_000;
    while (Date.now() < until && !published()) await new Promise((r) => setTimeout(r, 250));
    assert.equal(confirmations.length, 1, "one confirmation before publishing");
    assert.notEqual(git("rev-parse", BRANCH), mainBefore, "Publish moves main");
    assert.deepEqual(JSON.parse(git("show", `${BRANCH}:${file}`)), {
      ...original,
      title: newTitle,
    });
    assert.equal(git("branch", "--list", draftBranch), "", "the draft branch is gone");
    // The published content is what the build accepts.
    assert.equal(git("rev-parse", "--abbrev-ref", "HEAD"), BRANCH);
    const content = validateContent(readContentFiles(repo), readStaticPaths(repo));
    assert.equal(content.blog.find((p) => p.slug === original.slug)?.title, newTitle);
    assert.deepEqual(errors, [], "no errors in the admin page");
  } finally {
    await context.close();
  }
});
