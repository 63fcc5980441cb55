/**
 * @jest-environment node
 */
import fs from "fs";
import http from "http";
import os from "os";
import path from "path";
import { startServer, type RunningServer } from "../../scripts/serve";

/**
 * The preview server (scripts/serve.ts) against a small published folder written to a temp dir:
 * hostile and odd requests each get an answer (the not-found ones: the 404 page, status 404, its
 * `_headers` rules), redirects keep the query, and the server still answers afterwards. Files
 * outside the folder hold a marker that must never come back.
 */

const SECRET = "secret-outside-the-published-folder";
const NOT_FOUND_PAGE = "<!doctype html><title>Not found</title><h1>Page not found</h1>";
const HOME_PAGE = "<!doctype html><title>Home</title><h1>Home</h1>";
const CSP = "default-src 'self'";
/** `public/_headers` of the fixture: every path gets nosniff, the not-found page its policy. */
const HEADERS_FILE = [
  "/*",
  "  X-Content-Type-Options: nosniff",
  "  X-Frame-Options: DENY",
  "/404.html",
  `  Content-Security-Policy: ${CSP}`,
  "",
].join("\n");
const REDIRECTS_FILE = "/services /ai-agents 301\n";

let tmp: string;
let server: RunningServer;

/** Writes `files` (paths relative to `dir`) with their contents. */
function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** GET `target` exactly as written (no normalisation by the client); resolves to the answer. */
function get(target: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port: server.port, path: target }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
  });
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "serve-test-"));
  // The folder is two levels down, so `../..` from it reaches the temp dir's secret files.
  const root = path.join(tmp, "site", "public");
  writeFiles(tmp, { "package.json": SECRET, "etc/passwd": SECRET, "site/package.json": SECRET });
  writeFiles(root, {
    "index.html": HOME_PAGE,
    "404.html": NOT_FOUND_PAGE,
    "favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
    "ai-agents.html": "<!doctype html><title>AI agents</title>",
    "ai-agents/index.html": "<!doctype html><title>AI agents</title>",
    _headers: HEADERS_FILE,
    _redirects: REDIRECTS_FILE,
  });
  server = await startServer({ root, port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("scripts/serve.ts: requests that name no file get the 404 page", () => {
  const cases: [string, string][] = [
    ["a null byte: /%00", "/%00"],
    ["a 300-character path segment", `/${"a".repeat(300)}`],
    ["the _headers file", "/_headers"],
    ["the _redirects file", "/_redirects"],
    ["the _headers file with a trailing slash", "/_headers/"],
    ["the _headers file by an escaped name: /%5fheaders", "/%5fheaders"],
    ["the _redirects file through a folder: /ai-agents/../_redirects", "/ai-agents/../_redirects"],
    ["the _headers file after a double slash: //_headers", "//_headers"],
    ["a path through a page file: /index.html/x", "/index.html/x"],
    ["a path through an asset: /favicon.svg/x", "/favicon.svg/x"],
    ["a path through a flat page: /ai-agents.html/x", "/ai-agents.html/x"],
    ["a malformed escape: /%E0%A4%A", "/%E0%A4%A"],
    ["plain `..` segments: /../etc/passwd", "/../etc/passwd"],
    ["escaped dots: /%2e%2e/%2e%2e/etc/passwd", "/%2e%2e/%2e%2e/etc/passwd"],
    ["escaped slashes: /..%2f..%2fpackage.json", "/..%2f..%2fpackage.json"],
    ["backslashes: /..\\..\\package.json", "/..\\..\\package.json"],
    ["escaped backslashes: /%5c..%5c..%5cpackage.json", "/%5c..%5c..%5cpackage.json"],
  ];

  it.each(cases)("%s: 404, the 404 page and its headers", async (_name, target) => {
    const answer = await get(target);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(NOT_FOUND_PAGE);
    expect(answer.body).not.toContain(SECRET);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect(answer.headers["content-security-policy"]).toBe(CSP);
  });
});

describe("scripts/serve.ts: redirects keep the query", () => {
  it.each([
    ["a page's .html file", "/ai-agents.html?utm_source=x"],
    ["a trailing slash", "/ai-agents/?utm_source=x"],
    ["a _redirects rule", "/services?utm_source=x"],
    ["a _redirects rule with a trailing slash", "/services/?utm_source=x"],
  ])("%s (%s) → /ai-agents?utm_source=x", async (_name, target) => {
    const answer = await get(target);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/ai-agents?utm_source=x");
  });
});

describe("scripts/serve.ts: still serving", () => {
  it("answers a very long query string with the page", async () => {
    const answer = await get(`/?q=${"x".repeat(10_000)}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(HOME_PAGE);
  });

  it("answers / after every request above", async () => {
    const answer = await get("/");
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(HOME_PAGE);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });
});
