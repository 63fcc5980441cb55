/**
 * `npx tsx scripts/screenshot.mjs [/path] [out-prefix] [full=1]`: serves public/ on 127.0.0.1 and
 * saves a 390 px (phone) and a 1280 px (desktop) screenshot of one page, blocking other hosts.
 */
import { chromium } from "playwright-core";
import { startServer } from "./serve.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
const [, , pathArg = "/", out = "/tmp/shot", full = "1"] = process.argv;
const server = await startServer({ root: "public", port: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [w, h, name] of [
  [390, 844, "phone"],
  [1280, 800, "desktop"],
]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  await ctx.route("**/*", (r) =>
    r.request().url().startsWith(server.url) ? r.continue() : r.abort(),
  );
  const page = await ctx.newPage();
  page.on("console", (m) => console.log(name, m.type(), m.text()));
  const res = await page.goto(server.url + pathArg, { waitUntil: "networkidle" });
  console.log(name, res.status());
  await page.screenshot({ path: `${out}-${name}.png`, fullPage: full === "1" });
  await ctx.close();
}
await browser.close();
await server.close();
