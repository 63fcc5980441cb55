/**
 * The test server of the cross-engine checks: the site's own server (scripts/serve.ts, serving
 * `public/` with its `_headers` and `_redirects`) behind a thin front on another 127.0.0.1 port
 * that does two things every engine needs and not every driver can do:
 *
 * - **Error probe.** It adds `<script src="/__engine-probe.js">` as the first element of every
 *   HTML page's `<head>`. The probe records uncaught errors, unhandled rejections and CSP
 *   violations (`securitypolicyviolation`) in `window.__engineProbe` from the first moment, so
 *   the same check reads them in Chromium, Firefox and WebKit (WebKitWebDriver has no console
 *   or preload-script access). The page's CSP allows it: it is a same-origin (`'self'`) script.
 * - **Form endpoint.** It answers the forms' POST to `/` (Netlify Forms on the real host) with
 *   200 and records each body, so a form can be submitted with no request interception.
 *
 * Everything else is passed through unchanged, status and headers included.
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { startServer, type RunningServer } from "../../scripts/serve";

/** Where the probe is served; the front adds it to every HTML page. */
export const PROBE_PATH = "/__engine-probe.js";

/**
 * The probe's source: collects `{ errors, csp }` in `window.__engineProbe`. Resource load
 * failures (a blocked third-party script or image) are not errors here: the checks only ever
 * refuse other hosts on purpose.
 */
const PROBE = `(function () {
  var probe = (window.__engineProbe = { errors: [], csp: [] });
  window.addEventListener("error", function (e) {
    if (e.target && e.target !== window && e.target.tagName) return;
    probe.errors.push("uncaught: " + (e.message || String(e.error)));
  }, true);
  window.addEventListener("unhandledrejection", function (e) {
    var r = e.reason;
    probe.errors.push("unhandled rejection: " + (r && r.message ? r.message : String(r)));
  });
  document.addEventListener("securitypolicyviolation", function (e) {
    probe.csp.push(e.violatedDirective + " blocked " + (e.blockedURI || "inline") +
      (e.sourceFile ? " in " + e.sourceFile + ":" + e.lineNumber : ""));
  });
})();
`;

/** What the probe collected on a page. */
export type ProbeReport = { errors: string[]; csp: string[] };

/** A form POST the front answered: the path and the urlencoded fields. */
export type FormPost = { path: string; fields: Record<string, string> };

/** A running test server: its origin, the form posts it answered, and how to stop it. */
export type EngineSite = {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  url: string;
  /** Form posts answered so far, oldest first. */
  posts: FormPost[];
  close(): Promise<void>;
};

/** Reads a request or response body to the end. */
function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
}

/** Inserts the probe's script tag right after `<head …>`; returns the HTML unchanged if none. */
export function withProbe(html: string): string {
  return html.replace(
    /<head(\s[^>]*)?>/i,
    (head) => `${head}<script src="${PROBE_PATH}"></script>`,
  );
}

/**
 * Starts the site's server on a free port and the front on another; resolves once both listen.
 * `root` is the built site (default: the repository's `public/`).
 */
export async function startEngineSite(
  root = path.join(__dirname, "..", "..", "public"),
): Promise<EngineSite> {
  const origin: RunningServer = await startServer({ root, port: 0 });
  const posts: FormPost[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", origin.url);
    if (url.pathname === PROBE_PATH) {
      res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8" });
      res.end(PROBE);
      return;
    }
    if (req.method === "POST") {
      const body = (await readBody(req)).toString("utf8");
      posts.push({ path: url.pathname, fields: Object.fromEntries(new URLSearchParams(body)) });
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end("<!doctype html><title>Thank you</title><p>Thank you</p>");
      return;
    }
    const upstream = await new Promise<IncomingMessage>((resolve, reject) => {
      const headers = { ...req.headers, "accept-encoding": "identity" };
      http
        .request(origin.url + (req.url ?? "/"), { method: req.method, headers }, resolve)
        .on("error", reject)
        .end();
    });
    const type = String(upstream.headers["content-type"] ?? "");
    if (!type.startsWith("text/html")) {
      res.writeHead(upstream.statusCode ?? 502, upstream.headers);
      upstream.pipe(res);
      return;
    }
    const html = withProbe((await readBody(upstream)).toString("utf8"));
    const headers = { ...upstream.headers, "content-length": String(Buffer.byteLength(html)) };
    delete headers.etag;
    res.writeHead(upstream.statusCode ?? 502, headers);
    res.end(req.method === "HEAD" ? undefined : html);
  };

  const front = http.createServer((req, res) => {
    handle(req, res).catch((e: Error) => {
      if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain" });
      res.end(`engine test server: ${e.message}`);
    });
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  const address = front.address();
  if (!address || typeof address === "string") throw new Error("front server has no port");
  return {
    url: `http://127.0.0.1:${address.port}`,
    posts,
    close: async () => {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await origin.close();
    },
  };
}
