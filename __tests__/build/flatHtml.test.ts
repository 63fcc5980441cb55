/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import { writeFlatHtmlCopies } from "../../src/build/flatHtml";
import { prettyUrlRedirect } from "../../src/lib/prettyUrls";

/** A public/ folder laid out as Gatsby writes it: pages as folders, its own 404.html. */
function gatsbyPublic(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  write("index.html", "home");
  write("hire/index.html", "hire");
  write("hire/ai-sdr/index.html", "sdr");
  write("404/index.html", "gatsby 404 page");
  write("404.html", "not found, with its meta CSP");
  write("admin/index.html", "cms");
  write("downloads/templates/x.n8n.json", "{}");
  return dir;
}

describe("writeFlatHtmlCopies", () => {
  const dir = gatsbyPublic();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes <page>.html beside every page folder, but not for the admin or Gatsby's 404.html", () => {
    expect(writeFlatHtmlCopies(dir).sort()).toEqual(["hire.html", "hire/ai-sdr.html"]);
    expect(fs.readFileSync(path.join(dir, "hire/ai-sdr.html"), "utf8")).toBe("sdr");
    expect(fs.readFileSync(path.join(dir, "404.html"), "utf8")).toBe(
      "not found, with its meta CSP",
    );
    expect(fs.existsSync(path.join(dir, "admin.html"))).toBe(false);
  });

  it("replaces an older copy when the page changed", () => {
    fs.writeFileSync(path.join(dir, "hire/index.html"), "hire, edited");
    writeFlatHtmlCopies(dir);
    expect(fs.readFileSync(path.join(dir, "hire.html"), "utf8")).toBe("hire, edited");
  });
});

describe("prettyUrlRedirect (Netlify's default Pretty URLs)", () => {
  const dir = gatsbyPublic();
  writeFlatHtmlCopies(dir);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const isFile = (sitePath: string) => fs.existsSync(path.join(dir, sitePath));

  it("serves a page written as a file without its slash, and sends the slashed URL there", () => {
    expect(prettyUrlRedirect("/hire", isFile)).toBeNull();
    expect(prettyUrlRedirect("/hire/", isFile)).toBe("/hire");
    expect(prettyUrlRedirect("/hire/ai-sdr/", isFile)).toBe("/hire/ai-sdr");
  });

  it("sends a folder-only URL without its slash to the slashed one", () => {
    expect(prettyUrlRedirect("/admin", isFile)).toBe("/admin/");
    expect(prettyUrlRedirect("/admin/", isFile)).toBeNull();
  });

  it("leaves the home page, files and unknown paths alone", () => {
    expect(prettyUrlRedirect("/", isFile)).toBeNull();
    expect(prettyUrlRedirect("/downloads/templates/x.n8n.json", isFile)).toBeNull();
    expect(prettyUrlRedirect("/no-such-page", isFile)).toBeNull();
  });
});
