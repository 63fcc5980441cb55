/**
 * The cross-engine suite's test server (e2e/engines/siteServer.ts), without a browser: pages get
 * the error probe as the first element of their head (and keep a correct length), the probe is
 * served, other files pass unchanged, and form posts are answered and recorded.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PROBE_PATH, startEngineSite, withProbe, type EngineSite } from "./engines/siteServer";

test("withProbe adds the probe first in <head>, keeps the head's attributes, ignores <header>", () => {
  assert.equal(
    withProbe('<html><head lang="en"><meta charset="utf-8"></head></html>'),
    `<html><head lang="en"><script src="${PROBE_PATH}"></script><meta charset="utf-8"></head></html>`,
  );
  assert.equal(withProbe("<body><header>x</header></body>"), "<body><header>x</header></body>");
});

const root = fs.mkdtempSync(path.join(os.tmpdir(), "engine-site-"));
let site: EngineSite;
before(async () => {
  const page = (text: string) => `<!doctype html><html><head></head><body>${text}</body></html>`;
  fs.writeFileSync(path.join(root, "index.html"), page("Home"));
  fs.writeFileSync(path.join(root, "404.html"), page("Missing"));
  fs.writeFileSync(path.join(root, "app.js"), "console.log(1);");
  site = await startEngineSite(root);
});
after(async () => {
  await site?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test("pages (the not-found page too) carry the probe with a matching length; other files pass unchanged", async () => {
  const home = await fetch(`${site.url}/`);
  const html = await home.text();
  assert.equal(home.status, 200);
  assert.ok(html.includes(`<head><script src="${PROBE_PATH}"></script></head>`), html);
  assert.equal(Number(home.headers.get("content-length")), Buffer.byteLength(html));
  const missing = await fetch(`${site.url}/nowhere`);
  assert.equal(missing.status, 404);
  assert.ok((await missing.text()).includes(PROBE_PATH));
  const probe = await fetch(`${site.url}${PROBE_PATH}`);
  assert.match(probe.headers.get("content-type") ?? "", /javascript/);
  assert.ok((await probe.text()).includes("securitypolicyviolation"));
  assert.equal(await (await fetch(`${site.url}/app.js`)).text(), "console.log(1);");
});

test("a form post is answered 200 and recorded with its fields", async () => {
  const post = await fetch(`${site.url}/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "form-name=newsletter&email=ada%40example.com",
  });
  assert.equal(post.status, 200);
  assert.deepEqual(site.posts, [
    { path: "/", fields: { "form-name": "newsletter", email: "ada@example.com" } },
  ]);
});
