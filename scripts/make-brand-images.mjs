/**
 * `npx tsx scripts/make-brand-images.mjs`: renders the brand images in static/ with Chromium:
 * social-card.png (1200×630, Open Graph/Twitter), logo.png (512×512, JSON-LD logo),
 * apple-touch-icon.png (180×180) and favicon.svg, with the logo mark of src/styles/brandMark.ts. Re-run after changing the brand name or colours.
 */
import fs from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { brandMarkSvg } from "../src/styles/brandMark.ts";

const site = JSON.parse(fs.readFileSync("data/site.json", "utf8"));
const mark = brandMarkSvg;
fs.writeFileSync("static/favicon.svg", mark(32) + "\n");

const card = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;font-family:system-ui,sans-serif;background:linear-gradient(135deg,#0b1730 0%,#1e3a8a 60%,#1e40af 100%);color:#fff;display:flex;flex-direction:column;justify-content:center;padding:0 90px;box-sizing:border-box">
<div style="display:flex;align-items:center;gap:20px">${mark(72)}<span style="font-size:44px;font-weight:800;letter-spacing:-1px">${site.brand}</span></div>
<h1 style="font-size:68px;line-height:1.08;margin:44px 0 24px;letter-spacing:-2px;max-width:960px">Custom AI agents &amp; business automation</h1>
<p style="font-size:30px;margin:0;color:#bfdbfe">40+ hours saved weekly · 60% cost reduction · 24/7 operations</p>
<p style="font-size:26px;margin:36px 0 0;color:#fff;font-weight:700">Book a free 30-minute strategy session</p></body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const shoot = async (html, w, h, out) => {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.setContent(html);
  await page.screenshot({ path: out });
  await page.close();
};
await shoot(card, 1200, 630, "static/social-card.png");
const icon = (s) =>
  `<!doctype html><html><body style="margin:0;width:${s}px;height:${s}px">${mark(s)}</body></html>`;
await shoot(icon(512), 512, 512, "static/logo.png");
await shoot(icon(180), 180, 180, "static/apple-touch-icon.png");
await browser.close();
console.log("Wrote static/social-card.png, logo.png, apple-touch-icon.png, favicon.svg");
