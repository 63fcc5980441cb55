/**
 * The CMS sign-in of each backend (data/site.json `cms.backend`: github, gitlab, git-gateway) in
 * a real browser, without a rebuild per backend: /admin from the built `public/`, with
 * `/admin/config.json` answered by the build's own generator (src/build/cmsAdmin.ts
 * `cmsConfigFor`) for that backend, and the page served with that backend's policy
 * (src/cms/headers.ts `adminCsp`) instead of the built one.
 *
 * The config is served as a production host sees it: Decap uses the local backend only on the
 * editor's machine, and this page runs on 127.0.0.1, so `local_backend` is off here.
 * Every outside host is blocked; only the Netlify Identity widget is answered, with the local
 * stand-in in e2e/stubs/. Each backend must show Decap's own sign-in button with no error and no
 * policy violation, reach no host but its own, and its button must start that backend's sign-in.
 */
import { before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { DESKTOP, startSiteForSpec } from "./harness";
import { backendOf } from "./fixtures/cmsBackends";
import { loadContent, type Content } from "../src/content/validate";
import { cmsConfigFor } from "../src/build/cmsAdmin";
import { adminCsp } from "../src/cms/headers";
import {
  IDENTITY_WIDGET_URL,
  NETLIFY_API_ORIGIN,
  type CmsBackendSetting,
} from "../src/cms/backend";
import type { CmsConfig } from "../src/cms/config";
import type { CMS_BACKEND_NAMES } from "../src/content/schema";

type BackendName = (typeof CMS_BACKEND_NAMES)[number];

const ctx = startSiteForSpec();
const ROOT = path.join(__dirname, "..");
const IDENTITY_STUB = fs.readFileSync(
  path.join(__dirname, "stubs", "netlify-identity-widget.js"),
  "utf8",
);

/** Decap's sign-in button of each backend, in Decap's own words. */
const SIGN_IN: Record<BackendName, string> = {
  github: "Login with GitHub",
  gitlab: "Login with GitLab",
  "git-gateway": "Login with Netlify Identity",
};

let content: Content;
before(() => {
  content = loadContent(ROOT);
});

/**
 * The config the build would write if data/site.json named this backend, as a production host
 * sees it: without the local backend, which Decap would try first on 127.0.0.1.
 */
function configFor(backend: CmsBackendSetting): CmsConfig {
  const config = cmsConfigFor({ ...content, site: { ...content.site, cms: { backend } } }, {});
  return { ...config, local_backend: false };
}

/** A page opened on /admin with one backend's config and policy, and what it did. */
type AdminVisit = {
  page: Page;
  context: BrowserContext;
  /** Page errors, HTTP errors and console errors (policy violations among them). */
  errors: string[];
  /** Every URL on another host the page asked for (all blocked, but the Identity stub). */
  outside: string[];
};

/**
 * Opens /admin in a 1280 px wide context that serves `config` as `/admin/config.json` and the
 * admin pages with `csp`, blocks every other host (the Identity widget gets the stub), and waits
 * for the backend's sign-in button.
 */
async function openSignIn(name: BackendName, config: CmsConfig, csp: string): Promise<AdminVisit> {
  const context = await ctx.browser.newContext({ viewport: DESKTOP });
  const origin = new URL(ctx.url).origin;
  const outside: string[] = [];
  await context.route("**/*", async (route) => {
    const req = route.request();
    const url = new URL(req.url());
    if (url.origin !== origin) {
      outside.push(url.href);
      if (url.href === IDENTITY_WIDGET_URL)
        return route.fulfill({ contentType: "text/javascript", body: IDENTITY_STUB });
      return route.abort("blockedbyclient");
    }
    if (url.pathname === "/admin/config.json") return route.fulfill({ json: config });
    if (req.resourceType() === "document" && url.pathname.startsWith("/admin")) {
      const res = await route.fetch();
      return route.fulfill({
        response: res,
        headers: { ...res.headers(), "content-security-policy": csp },
      });
    }
    return route.continue();
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`uncaught: ${e.message}`));
  page.on("response", (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${r.url()}`);
  });
  page.on("console", (m) => {
    if (m.type() === "error" && !/ERR_BLOCKED_BY_CLIENT/.test(m.text())) errors.push(m.text());
  });
  const res = await page.goto(`${ctx.url}/admin/`);
  assert.equal(res?.status(), 200, "/admin/ answers 200");
  assert.equal(res?.headers()["content-security-policy"], csp);
  await page.getByRole("button", { name: SIGN_IN[name] }).waitFor({ timeout: 60_000 });
  return { page, context, errors, outside };
}

test("the build writes the config and the admin policy of the backend in data/site.json", async () => {
  const res = await fetch(`${ctx.url}/admin/config.json`);
  assert.equal(res.status, 200);
  const built = (await res.json()) as CmsConfig;
  assert.deepEqual(built.backend, cmsConfigFor(content, process.env).backend);
  assert.equal(built.publish_mode, "editorial_workflow");
  const page = await fetch(`${ctx.url}/admin/`);
  assert.equal(page.headers.get("content-security-policy"), adminCsp(content.site.cms.backend));
});

test("github: the sign-in screen, then Netlify's GitHub OAuth popup for this site", async () => {
  const backend = backendOf("github");
  const v = await openSignIn("github", configFor(backend), adminCsp(backend));
  try {
    assert.deepEqual(v.errors, [], "no errors and no policy violations");
    assert.deepEqual(v.outside, [], "no outside host before the editor signs in");
    assert.equal(await v.page.evaluate(() => "netlifyIdentity" in window), false, "no widget");
    const popup = v.context.waitForEvent("request", (r) => r.url().startsWith(NETLIFY_API_ORIGIN));
    await v.page.getByRole("button", { name: SIGN_IN.github }).click();
    const auth = new URL((await popup).url());
    assert.equal(auth.origin + auth.pathname, `${NETLIFY_API_ORIGIN}/auth`);
    assert.equal(auth.searchParams.get("provider"), "github");
    assert.equal(auth.searchParams.get("site_id"), new URL(ctx.url).hostname);
    assert.equal(auth.searchParams.get("scope"), "repo");
  } finally {
    await v.context.close();
  }
});

test("gitlab: the sign-in screen, then GitLab's authorize page with PKCE for the application", async () => {
  const backend = backendOf("gitlab");
  assert.equal(backend.name, "gitlab");
  const v = await openSignIn("gitlab", configFor(backend), adminCsp(backend));
  try {
    assert.deepEqual(v.errors, [], "no errors and no policy violations");
    assert.deepEqual(v.outside, [], "no outside host before the editor signs in");
    assert.equal(await v.page.evaluate(() => "netlifyIdentity" in window), false, "no widget");
    const authorize = v.page.waitForRequest((r) => r.url().startsWith("https://gitlab.com/"));
    await v.page.getByRole("button", { name: SIGN_IN.gitlab }).click();
    const auth = new URL((await authorize).url());
    assert.equal(auth.origin + auth.pathname, "https://gitlab.com/oauth/authorize");
    assert.equal(auth.searchParams.get("client_id"), backend.appId);
    assert.equal(auth.searchParams.get("response_type"), "code");
    assert.equal(auth.searchParams.get("code_challenge_method"), "S256");
    assert.ok(auth.searchParams.get("code_challenge"), "a PKCE code challenge");
    assert.equal(
      new URL(auth.searchParams.get("redirect_uri") ?? "").pathname,
      "/admin/",
      "GitLab sends the editor back to the admin page",
    );
  } finally {
    await v.context.close();
  }
});

test("git-gateway: the Identity widget loads before Decap, which shows its sign-in and opens the widget", async () => {
  const backend = backendOf("git-gateway");
  const v = await openSignIn("git-gateway", configFor(backend), adminCsp(backend));
  try {
    assert.deepEqual(v.errors, [], "no errors and no policy violations");
    assert.deepEqual(v.outside, [IDENTITY_WIDGET_URL], "the widget and no other outside host");
    await v.page.getByRole("button", { name: SIGN_IN["git-gateway"] }).click();
    await v.page.waitForFunction(
      () => (window as unknown as { __identityOpened: number }).__identityOpened > 0,
    );
  } finally {
    await v.context.close();
  }
});
