/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import siteJson from "../../data/site.json";
import navigationJson from "../../data/navigation.json";
import zapierJson from "../../data/pages/automation/zapier.json";
import homeJson from "../../data/pages/home.json";
import { NavigationSchema, PageSchema, SiteSchema } from "../../src/content/schema";
import {
  articleLabel,
  articleSocialImageSpec,
  ensureSocialImage,
  loadSocialImageFonts,
  pageLabel,
  pageSocialImageSpec,
  renderSocialImage,
  socialImageAlt,
  socialImageHash,
  socialImagePath,
  writeSocialImages,
  type SocialImageSpec,
} from "../../src/build/socialImages";
import { titleType } from "../../src/build/socialImageCard";

const ROOT = path.join(__dirname, "..", "..");
const site = SiteSchema.parse(siteJson);
const navigation = NavigationSchema.parse(navigationJson);
const zapier = PageSchema.parse(zapierJson);
const home = PageSchema.parse(homeJson);

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "social-images-"));

describe("social image specs and hashes", () => {
  test("a service page is labelled with its area, an article with its kind and category", () => {
    expect(pageLabel(zapier, navigation)).toBe("Automation");
    // A role page under /hire: the header menu item that links to /hire names its place.
    const hireItem = navigation.header.menus
      .flatMap((m) => m.items)
      .find((i) => i.href === "/hire");
    const role = { ...zapier, path: "/hire/ai-sdr" };
    expect(pageLabel(role, navigation)).toBe(hireItem?.title);
    // The home page has no area: no label rather than its hero's marketing badge.
    expect(pageLabel(home, navigation)).toBe(
      home.sections[0].type === "hero" ? (home.sections[0].eyebrow ?? "") : "",
    );
    expect(articleLabel("blog", "Strategy", site)).toBe(
      `${site.socialImage.articleLabels.blog} · Strategy`,
    );
    expect(articleLabel("legal", site.socialImage.articleLabels.legal, site)).toBe(
      site.socialImage.articleLabels.legal,
    );
  });

  test("two different pages get different hashes and paths; the same input the same hash", () => {
    const a = pageSocialImageSpec(zapier, site, navigation);
    const b = pageSocialImageSpec(home, site, navigation);
    expect(a.title).toBe(zapier.seo.title);
    expect(a.brand).toBe(site.brand);
    expect(socialImageHash(a)).not.toBe(socialImageHash(b));
    expect(socialImagePath(a)).not.toBe(socialImagePath(b));
    expect(socialImageHash(pageSocialImageSpec(zapier, site, navigation))).toBe(socialImageHash(a));
    expect(socialImagePath(a)).toMatch(/^\/og\/[0-9a-f]{20}\.png$/);
    expect(socialImageHash({ ...a, label: "Other" })).not.toBe(socialImageHash(a));
  });

  test("an article's spec comes from its own title; the alt text names title and brand", () => {
    const spec = articleSocialImageSpec(
      { kind: "caseStudies", title: "A case", category: "Healthcare" },
      site,
    );
    expect(spec.label).toBe(`${site.socialImage.articleLabels.caseStudies} · Healthcare`);
    const alt = socialImageAlt(spec, site);
    expect(alt).toContain("A case");
    expect(alt).toContain(site.brand);
    expect(alt).not.toMatch(/[{}]/);
  });

  test("longer titles get smaller type and never fewer lines", () => {
    const lengths = [10, 40, 70, 100, 200];
    const types = lengths.map(titleType);
    for (let i = 1; i < types.length; i++) {
      expect(types[i].fontSize).toBeLessThanOrEqual(types[i - 1].fontSize);
      expect(types[i].maxLines).toBeGreaterThanOrEqual(types[i - 1].maxLines);
    }
  });
});

describe("rendering and the cache", () => {
  const spec: SocialImageSpec = {
    title: "Where to Put the Human: Designing Approval Steps Into Agent Workflows",
    label: "Blog · AI Agents",
    brand: site.brand,
    host: "www.loomwork.ai",
  };

  test("a card renders to a 1200×630 PNG in reasonable time", async () => {
    const fonts = loadSocialImageFonts(ROOT);
    const start = Date.now();
    const png = await renderSocialImage(spec, fonts);
    expect(Date.now() - start).toBeLessThan(15_000);
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  }, 30_000);

  test("the second call with the same spec comes from the cache, without rendering", async () => {
    const cacheDir = tmp();
    const render = jest.fn(async () => Buffer.from("png"));
    const first = await ensureSocialImage(spec, { cacheDir, fonts: [], render });
    const second = await ensureSocialImage(spec, { cacheDir, fonts: [], render });
    expect(first.rendered).toBe(true);
    expect(second.rendered).toBe(false);
    expect(second.file).toBe(first.file);
    expect(render).toHaveBeenCalledTimes(1);
    expect(path.basename(first.file)).toBe(`${socialImageHash(spec)}.png`);
  });

  test("writeSocialImages copies cached images into public/og and removes stale ones", async () => {
    const cacheDir = tmp();
    const publicDir = tmp();
    const render = jest.fn(async () => Buffer.from("png"));
    const other = { ...spec, title: "Another page" };
    fs.mkdirSync(path.join(publicDir, "og"));
    fs.writeFileSync(path.join(publicDir, "og", "stale.png"), "old");
    const cold = await writeSocialImages({
      specs: [spec, other, spec],
      root: ROOT,
      publicDir,
      cacheDir,
      render,
    });
    expect(cold).toMatchObject({ images: 2, rendered: 2, fromCache: 0 });
    const warm = await writeSocialImages({
      specs: [spec, other],
      root: ROOT,
      publicDir,
      cacheDir,
      render,
    });
    expect(warm).toMatchObject({ images: 2, rendered: 0, fromCache: 2 });
    expect(render).toHaveBeenCalledTimes(2);
    expect(fs.readdirSync(path.join(publicDir, "og")).sort()).toEqual(
      [socialImagePath(spec), socialImagePath(other)].map((p) => path.basename(p)).sort(),
    );
  });
});
