/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import siteJson from "../../data/site.json";
import { writeHeadersFile } from "../../src/build/headersFile";
import { CmsBackendSchema } from "../../src/content/schema";
import { buildMetaCsp, htmlPathsOf, inlineScripts, sha256Source } from "../../src/lib/headers";
import { matchingHeaders, parseHeadersFile } from "../../src/lib/netlifyHeaders";
import { PAGE_PATH_FROM_ATTRIBUTE } from "../../src/lib/pagePathScript";

/**
 * The build step that writes public/_headers, on a small built site in a temp dir: pages as
 * Gatsby writes them since src/lib/pagePathScript.ts (the page's path in an attribute), each
 * page as a folder and a flat copy, the not-found page, the admin and a fingerprinted bundle.
 */

const site = {
  booking: siteJson.booking,
  cms: { backend: CmsBackendSchema.parse(siteJson.cms.backend) },
};

/** A built page whose Gatsby scripts name `pagePath`. */
const page = (pagePath: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>${pagePath}</title></head><body>` +
  `<h1>${pagePath}</h1><script id="gatsby-script-loader" data-page-path="${pagePath}">` +
  `/*<![CDATA[*/${PAGE_PATH_FROM_ATTRIBUTE}/*]]>*/</script>` +
  `<script>window.___chunkMapping="{}";window.___webpackCompilationHash="816b";</script>` +
  `<script src="/app-638e13902375016b3c2d.js" async></script></body></html>`;

/** The pages: home, the not-found page, and 40 articles under /blog. */
const FILES: Record<string, string> = {
  "index.html": page("/"),
  "404.html": page("/404.html"),
  "404/index.html": page("/404"),
  "hire.html": page("/hire"),
  "hire/index.html": page("/hire"),
  "blog.html": page("/blog"),
  "blog/index.html": page("/blog"),
  ...Object.fromEntries(
    Array.from({ length: 40 }, (_, i) => [
      [`blog/post-${i}.html`, page(`/blog/post-${i}`)],
      [`blog/post-${i}/index.html`, page(`/blog/post-${i}`)],
    ]).flat(),
  ),
  "admin/index.html":
    "<!DOCTYPE html><html><head></head><body><script>eval('1')</script></body></html>",
  "app-638e13902375016b3c2d.js": "",
};

let dir: string;
let report: ReturnType<typeof writeHeadersFile>;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "headers-file-"));
  for (const [name, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  report = writeHeadersFile({ publicDir: dir, site, env: {} });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("writeHeadersFile", () => {
  it("writes one policy rule per folder of pages, and reports the file's size", () => {
    const text = fs.readFileSync(path.join(dir, "_headers"), "utf8");
    const rules = parseHeadersFile(text);
    expect(report.bytes).toBe(Buffer.byteLength(text));
    expect(report.rules).toBe(rules.length);
    expect(report.inlineScriptHashes).toBe(2);
    expect(rules.map((r) => r.path)).toEqual(expect.arrayContaining(["/blog/*", "/hire/*"]));
    expect(rules.filter((r) => r.path.startsWith("/blog"))).toHaveLength(1);
    expect(report.folderRules).toBe(3);
  });

  it("gives every page, by route and by file, one policy that allows its scripts", () => {
    const rules = parseHeadersFile(fs.readFileSync(path.join(dir, "_headers"), "utf8"));
    for (const file of Object.keys(FILES).filter((f) => f.endsWith(".html"))) {
      if (file.startsWith("admin/")) continue;
      const scripts = inlineScripts(fs.readFileSync(path.join(dir, file), "utf8"));
      for (const urlPath of htmlPathsOf(file)) {
        const policies = matchingHeaders(rules, urlPath).filter(
          ([name]) => name === "Content-Security-Policy",
        );
        expect([urlPath, policies.length]).toEqual([urlPath, 1]);
        for (const s of scripts) expect(policies[0][1]).toContain(sha256Source(s));
      }
    }
  });

  it("puts the same policy, without frame-ancestors, into the not-found page's meta tag", () => {
    const html = fs.readFileSync(path.join(dir, "404.html"), "utf8");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
    const rules = parseHeadersFile(fs.readFileSync(path.join(dir, "_headers"), "utf8"));
    const header = matchingHeaders(rules, "/blog/no-such-post").find(
      ([name]) => name === "Content-Security-Policy",
    )?.[1];
    expect(meta).toBe(header?.replace("; frame-ancestors 'none'", ""));
    expect(meta).toBe(buildMetaCsp(site, { inlineScripts: inlineScripts(html), formActions: [] }));
  });
});
