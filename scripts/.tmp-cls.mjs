import { chromium } from "playwright-core";
import { startServer } from "/work/main/scripts/serve.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "/work/main/scripts/chromium.mjs";
const server = await startServer({ root: "/work/wt/leads-contact/public", port: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const p of process.argv.slice(2)) for (const w of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 844 } });
  await ctx.route("**/*", (r) => (r.request().url().startsWith(server.url) ? r.continue() : r.abort()));
  const page = await ctx.newPage();
  await page.addInitScript(() => { window.__ls = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__ls.push({ v: e.value, t: Math.round(e.startTime), src: e.sources.map((s) => (s.node ? (s.node.nodeName + "." + (s.node.className||"") + " " + (s.node.textContent||"").slice(0,40)) : "?") + ` ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`) }); }).observe({ type: "layout-shift", buffered: true }); });
  await page.goto(server.url + p, { waitUntil: "load" });
  await page.waitForTimeout(2500);
  const fonts = await page.evaluate(() => [...document.fonts].map((f) => `${f.family} ${f.status}`));
  console.log(p, w, JSON.stringify(await page.evaluate(() => window.__ls), null, 1), fonts.join(","));
  await ctx.close();
}
await browser.close(); await server.close();
