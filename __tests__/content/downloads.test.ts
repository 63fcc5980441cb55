/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import { siteDownloads } from "../../src/content/downloads";
import { shippedContent } from "../../jest/shippedContent";
import { buildHeaderRules } from "../../src/lib/headers";

const ROOT = path.resolve(__dirname, "../..");
const content = shippedContent();
const downloads = siteDownloads(content.pages.map((p) => p.page));

describe("siteDownloads", () => {
  it("lists each offered file once, with the name it is saved under, and the file exists", () => {
    expect(downloads.length).toBeGreaterThan(0);
    expect(new Set(downloads.map((d) => d.href)).size).toBe(downloads.length);
    for (const d of downloads) {
      expect(d.href.startsWith("/downloads/")).toBe(true);
      expect(fs.existsSync(path.join(ROOT, "static", d.href))).toBe(true);
      expect(d.filename).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
    }
  });

  it("gives every download an attachment header with its file name in _headers", () => {
    const rules = buildHeaderRules(content.site, { downloads });
    for (const d of downloads) {
      const rule = rules.find((r) => r.path === d.href);
      expect(rule?.headers).toEqual(
        expect.arrayContaining([["Content-Disposition", `attachment; filename="${d.filename}"`]]),
      );
    }
  });
});
