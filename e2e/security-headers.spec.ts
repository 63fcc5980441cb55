/**
 * Security headers in a real browser. The test server sends public/_headers the way
 * Netlify does, so this checks the built policy against the built pages (that every page
 * arrives with the CSP and the other security headers, runs Gatsby's hashed inline scripts and
 * logs no CSP violation is checked by the whole-site sweep, e2e/every-page.spec.ts):
 *  - the CSP is really enforced (an injected inline script is refused), also on the not-found
 *    page served at an unknown URL with only the policy in its meta tag (as Netlify does when no
 *    header rule names such a URL), and at an unknown URL under a folder rule, with the headers
 *    Netlify would send for that URL;
 *  - every built page, by route and by file, gets exactly one policy from public/_headers as
 *    Netlify matches its rules (pages share folder rules), and that policy allows each of the
 *    page's inline scripts;
 *  - the booking page's scheduling widget (the harness's stub) loads and initialises under it;
 *  - cache headers: HTML revalidates, fingerprinted JS is immutable.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { PHONE, SCHEDULER_SCRIPT_URL, startSiteForSpec, visit, waitForHydration } from "./harness";
import { navigation } from "./helpers";
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  htmlPathsOf,
  inlineScripts,
  sha256Source,
} from "../src/lib/headers";
import { htmlFiles } from "../src/build/headersFile";
import { headersForPath, matchingHeaders, parseHeadersFile } from "../src/lib/netlifyHeaders";
import { cspViolations as violations, injectInlineScript, recordCspViolations } from "./csp";

const ctx = startSiteForSpec();

const PUBLIC = path.join(__dirname, "..", "public");
/** The rules of the built public/_headers. */
const rules = () => parseHeadersFile(fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8"));

test("every built page gets exactly one policy, by route and by file, allowing its inline scripts", () => {
  const all = rules();
  const files = htmlFiles(PUBLIC);
  assert.ok(files.length > 10, "the site is built");
  const problems: string[] = [];
  for (const file of files) {
    const scripts = inlineScripts(fs.readFileSync(path.join(PUBLIC, file), "utf8"));
    for (const urlPath of htmlPathsOf(file)) {
      const policies = matchingHeaders(all, urlPath).filter(
        ([name]) => name.toLowerCase() === "content-security-policy",
      );
      if (policies.length !== 1) {
        problems.push(`${urlPath}: ${policies.length} policies (${policies.map((p) => p[2])})`);
        continue;
      }
      const missing = scripts.filter((s) => !policies[0][1].includes(sha256Source(s)));
      if (missing.length) problems.push(`${urlPath}: ${missing.length} inline scripts not allowed`);
    }
  }
  assert.deepEqual(problems, []);
});

test("an unknown URL under a folder rule: the not-found page runs under the one policy Netlify sends", async () => {
  const unknown = "/hire/no-such-role";
  const policies = matchingHeaders(rules(), unknown).filter(
    ([name]) => name.toLowerCase() === "content-security-policy",
  );
  assert.equal(policies.length, 1, `one rule gives ${unknown} a policy`);
  const sent = headersForPath(rules(), unknown);
  const csp = sent.find(([name]) => name.toLowerCase() === "content-security-policy")?.[1];
  assert.ok(csp, `a folder rule gives ${unknown} a policy`);
  const v = await visit(ctx, "/");
  try {
    await recordCspViolations(v.page.context());
    // Netlify matches header rules by URL; this test server by file (404.html): send what
    // Netlify would send for this URL instead.
    await v.page.route(`**${unknown}`, async (route) => {
      const res = await route.fetch();
      const headers = { ...res.headers() };
      for (const [name, value] of sent) headers[name.toLowerCase()] = value;
      await route.fulfill({ response: res, headers });
    });
    const res = await v.page.goto(`${ctx.url}${unknown}`, { waitUntil: "load" });
    assert.equal(res?.status(), 404);
    assert.equal(res?.headers()["content-security-policy"], csp, "one policy, not two joined");
    await waitForHydration(v.page);
    assert.equal(
      await v.page.evaluate(() => (window as unknown as { pagePath?: string }).pagePath),
      "/404.html",
      "Gatsby's page-path script ran",
    );
    assert.equal(await v.page.getByRole("heading", { level: 1 }).count(), 1);
    assert.equal(await injectInlineScript(v.page), false, "injected inline script did not run");
    const reported = await violations(v.page, v.console);
    assert.ok(
      reported.length > 0 && reported.every((l) => /script-src/.test(l)),
      `only the injected script was refused: ${reported.join(" | ")}`,
    );
  } finally {
    await v.close();
  }
});

test("the CSP is enforced: an injected inline script is refused and reported", async () => {
  const v = await visit(ctx, "/hire");
  try {
    await recordCspViolations(v.page.context());
    await v.page.reload({ waitUntil: "load" });
    await waitForHydration(v.page);
    const ran = await injectInlineScript(v.page);
    assert.equal(ran, false, "injected inline script did not run");
    const reported = await violations(v.page, v.console);
    assert.ok(
      reported.some((l) => /script-src/.test(l)),
      `violation reported: ${reported.join(" | ")}`,
    );
  } finally {
    await v.close();
  }
});

test("the not-found page at an unknown URL enforces the policy from its meta tag alone", async () => {
  const v = await visit(ctx, "/");
  try {
    await recordCspViolations(v.page.context());
    // Netlify matches header rules by URL, and no rule names an unknown URL: drop the CSP header
    // this test server sends (it matches by file, 404.html) so only the meta tag is left.
    let headerCsp = "";
    await v.page.route("**/no-such-page/**", async (route) => {
      const res = await route.fetch();
      const headers = { ...res.headers() };
      headerCsp = headers["content-security-policy"] ?? "";
      delete headers["content-security-policy"];
      await route.fulfill({ response: res, headers });
    });
    const res = await v.page.goto(`${ctx.url}/no-such-page/here`, { waitUntil: "load" });
    assert.equal(res?.status(), 404);
    assert.equal(res?.headers()["content-security-policy"], undefined, "no CSP header left");
    const meta = await v.page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute("content");
    assert.equal(
      meta,
      headerCsp.replace(/; frame-ancestors 'none'/, ""),
      "the meta tag is the public policy without frame-ancestors",
    );
    await waitForHydration(v.page);
    assert.equal(
      await v.page.getByRole("heading", { level: 1 }).count(),
      1,
      "the not-found page rendered",
    );
    const ran = await injectInlineScript(v.page);
    assert.equal(ran, false, "injected inline script did not run");
    const reported = await violations(v.page, v.console);
    assert.ok(
      reported.length > 0 && reported.every((l) => /script-src/.test(l)),
      `only the injected script was refused: ${reported.join(" | ")}`,
    );
  } finally {
    await v.close();
  }
});

test("the booking page's scheduling widget loads and initialises under the CSP", async () => {
  const v = await visit(ctx, "/book-session");
  try {
    await recordCspViolations(v.page.context());
    const res = await v.page.reload({ waitUntil: "load" });
    const schedulerOrigin = new URL(SCHEDULER_SCRIPT_URL).origin;
    const scriptSrc = (res?.headers()["content-security-policy"] ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name === "script-src");
    assert.ok(scriptSrc?.includes(schedulerOrigin), `script-src allows ${schedulerOrigin}`);
    await v.page
      .locator("[data-testid=scheduler-stub]")
      .waitFor({ state: "attached", timeout: 10_000 });
    const calls = await v.page.evaluate(
      () =>
        (window as unknown as { __schedulerInitCalls: { url: string; parentId: string }[] })
          .__schedulerInitCalls,
    );
    assert.equal(calls.length, 1);
    assert.equal(calls[0].parentId, "booking-widget");
    assert.deepEqual(await violations(v.page, v.console), []);
    assert.deepEqual(v.blocked, [], "no other third-party request");
  } finally {
    await v.close();
  }
});

test("at 390 px the page hydrates under the CSP: the mobile menu opens and closes", async () => {
  const v = await visit(ctx, "/", { viewport: PHONE });
  try {
    await recordCspViolations(v.page.context());
    await v.page.reload({ waitUntil: "load" });
    await waitForHydration(v.page);
    const toggle = v.page.getByRole("button", { name: navigation.header.openMenuLabel });
    await toggle.click();
    await v.page.locator("#mobile-menu").waitFor({ state: "visible" });
    assert.equal(
      await v.page
        .getByRole("button", { name: navigation.header.closeMenuLabel })
        .getAttribute("aria-expanded"),
      "true",
    );
    await v.page.keyboard.press("Escape");
    await v.page.locator("#mobile-menu").waitFor({ state: "hidden" });
    assert.deepEqual(await violations(v.page, v.console), []);
  } finally {
    await v.close();
  }
});

test("cache headers: pages and page data revalidate, fingerprinted scripts are immutable", async () => {
  const v = await visit(ctx, "/hire");
  try {
    assert.equal(v.response?.headers()["cache-control"], CACHE_REVALIDATE, "HTML");
    const scripts = await v.page
      .locator("script[src^='/']")
      .evaluateAll((els) => els.map((e) => e.getAttribute("src")!));
    assert.ok(scripts.length >= 3, "the page loads Gatsby's bundles");
    for (const src of scripts) {
      const res = await fetch(ctx.url + src);
      assert.equal(res.headers.get("cache-control"), CACHE_IMMUTABLE, src);
    }
    const pageData = await fetch(`${ctx.url}/page-data/hire/page-data.json`);
    assert.equal(pageData.status, 200);
    // Netlify matches `/page-data/*` by URL; the test server by file, which is the same path here.
    assert.equal(pageData.headers.get("cache-control"), CACHE_REVALIDATE, "page data");
  } finally {
    await v.close();
  }
});
