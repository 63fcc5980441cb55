/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import { removePrivateFiles } from "../../src/build/privateFiles";

/** A project folder with a public/ laid out as `gatsby build` leaves it (names shortened). */
function builtProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "private-files-"));
  const files: Record<string, string> = {
    "public/index.html": "<html></html>",
    "public/app-1a2b.js": "app();\n//# sourceMappingURL=app-1a2b.js.map",
    "public/app-1a2b.js.map": '{"sources":["src/secret.ts"]}',
    "public/section-x-3c4d.js.map": "{}",
    "public/static/styles-5e6f.css.map": "{}",
    "public/framework-7a8b.js.LICENSE.txt": "MIT",
    "public/chunk-map.json": '{"app":["/app-1a2b.js"]}',
    "public/webpack.stats.json": '{"namedChunkGroups":{}}',
    "public/app-data.json": '{"webpackCompilationHash":"x"}',
    "public/page-data/index/page-data.json": "{}",
    "public/downloads/roadmap.json": "{}",
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe("removePrivateFiles", () => {
  const dir = builtProject();
  const pub = path.join(dir, "public");
  const statsFile = path.join(dir, ".cache", "webpack.stats.json");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("removes source maps and chunk-map.json, moves webpack.stats.json out of public/", () => {
    expect(removePrivateFiles(pub, statsFile)).toEqual({
      removed: [
        "app-1a2b.js.map",
        "chunk-map.json",
        "section-x-3c4d.js.map",
        "static/styles-5e6f.css.map",
        "webpack.stats.json",
      ],
      statsMovedTo: statsFile,
    });
    expect(fs.readFileSync(statsFile, "utf8")).toBe('{"namedChunkGroups":{}}');
    for (const gone of ["app-1a2b.js.map", "chunk-map.json", "webpack.stats.json"])
      expect(fs.existsSync(path.join(pub, gone))).toBe(false);
  });

  it("keeps what the browser loads: scripts, licences, app-data, page data, downloads", () => {
    for (const kept of [
      "index.html",
      "app-1a2b.js",
      "framework-7a8b.js.LICENSE.txt",
      "app-data.json",
      "page-data/index/page-data.json",
      "downloads/roadmap.json",
    ])
      expect(fs.existsSync(path.join(pub, kept))).toBe(true);
  });

  it("does nothing on a second run and keeps the stats already moved", () => {
    expect(removePrivateFiles(pub, statsFile)).toEqual({ removed: [], statsMovedTo: null });
    expect(fs.existsSync(statsFile)).toBe(true);
  });
});
