/**
 * Serves the built site in `public/` the way Netlify does: clean URLs without a trailing
 * slash (`/about/` → 301 `/about`), `404.html` with status 404 for unknown paths, and the
 * headers from `public/_headers` when that file exists.
 *
 * CLI: `node scripts/serve.mjs [--port 9000]` (host is always 127.0.0.1).
 * Module: `startServer({ root, port })` resolves to `{ url, port, close() }`.
 */
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import handler from "serve-handler";

const HOST = "127.0.0.1";

/**
 * Parses a Netlify `_headers` file into serve-handler rules.
 * Takes the file's text; returns `[{ source, headers: [{ key, value }] }]`.
 * A path line starts at column 0; header lines below it are indented `Name: value`.
 */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      current = { source: raw.trim().replace(/\*$/, "**"), headers: [] };
      rules.push(current);
    } else if (current) {
      const i = raw.indexOf(":");
      if (i > 0)
        current.headers.push({ key: raw.slice(0, i).trim(), value: raw.slice(i + 1).trim() });
    }
  }
  return rules;
}

/**
 * Starts the static server. Takes `{ root = "public", port = 0 }` (0 picks a free port);
 * resolves to `{ url, port, close }`. Rejects if `root` has no index.html (build first).
 */
export function startServer({ root = "public", port = 0 } = {}) {
  const publicDir = path.resolve(root);
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    return Promise.reject(
      new Error(`${publicDir}/index.html not found: run \`npm run build\` first.`),
    );
  }
  const headersFile = path.join(publicDir, "_headers");
  const headers = fs.existsSync(headersFile)
    ? parseHeadersFile(fs.readFileSync(headersFile, "utf8"))
    : [];
  const config = {
    public: publicDir,
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers,
  };
  const server = http.createServer((req, res) => handler(req, res, config));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => {
      const actual = server.address().port;
      resolve({
        url: `http://${HOST}:${actual}`,
        port: actual,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf("--port");
  const port = i > 0 ? Number(process.argv[i + 1]) : Number(process.env.PORT ?? 9000);
  startServer({ port })
    .then(({ url }) => console.log(`Serving public/ at ${url} (Ctrl+C to stop)`))
    .catch((e) => {
      console.error(e.message);
      process.exit(1);
    });
}
