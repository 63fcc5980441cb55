/**
 * Redirects over HTTP, as the host answers them: the test server reads the built
 * public/_redirects the way Netlify does (scripts/serve.ts). For every entry of
 * data/redirects.json, its old path answers the entry's status with a `Location` that is the
 * entry's final target (a chain followed to its end, in one hop), and following it lands on a
 * page that answers 200. The request's query is kept when the target has none. The built file
 * lists every redirect and every page alias, and an alias is still served as its own page. On a
 * small folder of its own, the server's order: a file first, then the rules (200 serves the
 * target's file; a forced rule wins over a file), Pretty URLs unchanged.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { registeredRoutes, startSiteForSpec } from "./harness";
import { startServer } from "../scripts/serve";
import { parseRedirectsFile } from "../src/lib/netlifyRedirects";
import type { Redirects } from "../src/content/schema";

const ctx = startSiteForSpec();
const ROOT = path.join(__dirname, "..");
const { redirects } = JSON.parse(
  fs.readFileSync(path.join(ROOT, "data", "redirects.json"), "utf8"),
) as Redirects;

/** Where an entry of data/redirects.json finally leads, following other entries' old paths. */
function finalTarget(to: string): string {
  const seen = new Set<string>();
  let target = to;
  for (;;) {
    const next = redirects.find((r) => r.from === target.split(/[?#]/)[0]);
    if (!next || seen.has(next.from)) return target;
    seen.add(next.from);
    target = next.to;
  }
}

test("data/redirects.json has entries to check", () => {
  assert.ok(redirects.length > 0, "no redirects in data/redirects.json");
});

test("every redirect answers its status with Location = its final target, which answers 200", async () => {
  for (const r of redirects) {
    const res = await fetch(`${ctx.url}${r.from}`, { redirect: "manual" });
    assert.equal(res.status, r.status, `${r.from} answers ${r.status}`);
    const location = res.headers.get("location");
    assert.equal(location, finalTarget(r.to), `${r.from} leads to its final target`);
    const landed = await fetch(new URL(location!, ctx.url), { redirect: "manual" });
    assert.equal(landed.status, 200, `${r.from} → ${location} lands on a page`);
    assert.match(landed.headers.get("content-type") ?? "", /text\/html/);
  }
});

test("a redirect with a trailing slash or a query answers the same, keeping the query", async () => {
  const r = redirects.find((x) => !x.to.includes("?"));
  assert.ok(r, "a redirect whose target has no query");
  const slash = await fetch(`${ctx.url}${r.from}/`, { redirect: "manual" });
  assert.equal(slash.status, r.status);
  assert.equal(slash.headers.get("location"), finalTarget(r.to));
  const query = await fetch(`${ctx.url}${r.from}?utm_source=newsletter`, { redirect: "manual" });
  assert.equal(query.status, r.status);
  const target = finalTarget(r.to);
  const [beforeHash, hash] = target.split("#");
  assert.equal(
    query.headers.get("location"),
    `${beforeHash}?utm_source=newsletter${hash === undefined ? "" : `#${hash}`}`,
  );
});

test("the built public/_redirects lists every redirect and every alias; aliases stay pages", async () => {
  const rules = parseRedirectsFile(
    fs.readFileSync(path.join(ROOT, "public", "_redirects"), "utf8"),
  );
  for (const r of redirects)
    assert.ok(
      rules.some((x) => x.from === r.from && x.status === r.status && x.to === finalTarget(r.to)),
      `_redirects has ${r.from} → ${finalTarget(r.to)} ${r.status}`,
    );
  for (const route of registeredRoutes())
    for (const alias of route.aliases) {
      assert.ok(
        rules.some((x) => x.from === alias && x.to === route.path && x.status === 200),
        `_redirects has ${alias} → ${route.path} 200`,
      );
      const res = await fetch(`${ctx.url}${alias}`, { redirect: "manual" });
      assert.equal(res.status, 200, `${alias} is served as a page`);
    }
});

test("an unknown path is still the not-found page", async () => {
  const res = await fetch(`${ctx.url}/no-such-path-here`, { redirect: "manual" });
  assert.equal(res.status, 404);
});

test("the preview server: a file comes first, a 200 rule serves its target's file, a forced rule wins", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "wt-redirects-serve-"));
  fs.writeFileSync(path.join(root, "index.html"), "home");
  fs.writeFileSync(path.join(root, "page.html"), "page");
  fs.writeFileSync(path.join(root, "kept.html"), "kept");
  fs.writeFileSync(
    path.join(root, "_redirects"),
    ["/kept  /page  301", "/alias  /page  200", "/forced  /page  302!", "/old  /page  301"].join(
      "\n",
    ),
  );
  fs.writeFileSync(path.join(root, "forced.html"), "forced");
  const server = await startServer({ root, port: 0 });
  try {
    const get = (p: string) => fetch(`${server.url}${p}`, { redirect: "manual" });
    const kept = await get("/kept");
    assert.equal(kept.status, 200, "a file at the path is served, its rule is not used");
    assert.equal(await kept.text(), "kept");
    const alias = await get("/alias");
    assert.equal(alias.status, 200);
    assert.equal(await alias.text(), "page", "a 200 rule serves the target's file");
    const forced = await get("/forced");
    assert.equal(forced.status, 302, "a forced rule applies although a file exists");
    assert.equal(forced.headers.get("location"), "/page");
    const old = await get("/old?ref=mail");
    assert.equal(old.status, 301);
    assert.equal(old.headers.get("location"), "/page?ref=mail");
    assert.equal((await get("/page/")).headers.get("location"), "/page", "Pretty URLs still");
  } finally {
    await server.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
});
