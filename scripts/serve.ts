/**
 * Serves the built site in `public/` the way Netlify does with its default "Pretty URLs": a page
 * written as a file (`about.html`) answers at `/about` and `/about/` 301s to it; a page written
 * only as a folder (`about/index.html`) answers at `/about/` and `/about` 301s to that
 * ({@link prettyUrlRedirect}); the rules of `public/_redirects` for paths no file answers;
 * `404.html` with status 404 for unknown paths, and the headers of `public/_headers` when that
 * file exists. No compression (scripts/audit.mjs puts a gzip proxy in front when it needs one).
 *
 * Order, as on Netlify: Pretty URLs' trailing-slash redirects (only where the page's file exists
 * under the other form) → a file that answers at the path (`/x`, `/x.html`, `/x/index.html`) →
 * `_redirects` rules (read once, at start, with
 * src/lib/netlifyRedirects.ts; a rule marked `!` comes before the file): a 301/302 answers with
 * its `Location` (the request's query kept when the rule's target has none), a 200 serves the
 * target's file at the requested URL → `404.html`. A proxy rule (a 200 to an `https://` URL: the
 * analytics endpoint) is answered here with `202 ok`, as the provider answers, and forwarded
 * nowhere: a local preview never reaches another host or counts in the owner's statistics, and
 * browser tests read what was sent by intercepting the path in the browser.
 *
 * Headers: the file is read once, at start, with the site's one `_headers` parser
 * (src/lib/netlifyHeaders.ts), and every response gets {@link headersForPath} of the file it
 * sends, as a URL path (`/hire/index.html` for `/hire`, `/404.html` for an unknown URL). It
 * matches by file, not by requested URL, so that the not-found page carries its headers; the
 * build writes a rule for each page's route and one for its file, so both hosts agree. A rule
 * header replaces the server's own header of the same name (such as `Content-Type`).
 *
 * Hostile and odd requests: the URL is parsed as a browser parses it (WHATWG `URL`: `.` and `..`
 * segments, also written `%2e`, and backslashes are resolved) and handed on in that form, so the
 * rules and serve-handler read the same path. A path that names no file in the folder (a
 * malformed `%` escape, an escaped `/` leading out of it, a NUL byte, a name too long for the file
 * system, a path through a file such as `/index.html/x`) gets `404.html` with status 404 and its
 * headers, as on Netlify; `_headers` and `_redirects` are configuration and are never served.
 * Every redirect keeps the request's query when its target has none. An error while answering
 * one request is logged and answered 500; the server keeps running.
 *
 * CLI: `tsx scripts/serve.ts [--port 9000]` (`npm run serve`; `PORT` also sets the port; host
 * 127.0.0.1). Module: `startServer({ root, port, host })` resolves to `{ url, port, close() }`.
 */
import http, {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from "node:http";
import fs from "node:fs";
import path from "node:path";
import handler, { type ServeHandlerConfig } from "serve-handler";
import { headersForPath, parseHeadersFile, type HeaderRule } from "../src/lib/netlifyHeaders";
import { prettyUrlRedirect } from "../src/lib/prettyUrls";
import {
  isProxyRule,
  matchRedirect,
  parseRedirectsFile,
  redirectTarget,
  type RedirectRule,
} from "../src/lib/netlifyRedirects";

const DEFAULT_HOST = "127.0.0.1";

/** Files of the published folder that the host reads as its configuration and never serves. */
const CONFIG_FILES = ["_headers", "_redirects"];

/**
 * Error codes of a path no file can have: a name longer than the file system allows, or a NUL
 * byte (Node refuses it before asking the system).
 */
const UNNAMABLE = new Set(["ENAMETOOLONG", "ERR_INVALID_ARG_VALUE"]);

/** Options of {@link startServer}. */
export type ServerOptions = {
  /** The folder to serve (default `public`, relative to the working directory). */
  root?: string;
  /** The port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** The address to listen on (default 127.0.0.1). */
  host?: string;
};

/** A started server: where it listens and how to stop it. */
export type RunningServer = {
  /** `http://<host>:<port>`, without a trailing slash. */
  url: string;
  port: number;
  /** Stops the server, dropping open connections; resolves once it is closed. */
  close(): Promise<void>;
};

/** The rules of `<publicDir>/_headers`, or none when the build wrote no such file. */
function readHeaderRules(publicDir: string): HeaderRule[] {
  const file = path.join(publicDir, "_headers");
  return fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, "utf8")) : [];
}

/** The rules of `<publicDir>/_redirects`, or none when the build wrote no such file. */
function readRedirectRules(publicDir: string): RedirectRule[] {
  const file = path.join(publicDir, "_redirects");
  return fs.existsSync(file) ? parseRedirectsFile(fs.readFileSync(file, "utf8")) : [];
}

/** The published folder as visitors see it (see {@link siteFolder}). */
type SiteFolder = {
  /** Absolute path of the folder. */
  dir: string;
  /** Whether a file answers at a decoded site path (`/hire.html`). Never throws. */
  isFile(sitePath: string): boolean;
  /** `lstat` of an absolute path, for serve-handler; see {@link siteFolder}. */
  lstat(file: string): Promise<fs.Stats>;
};

/**
 * The `code` of a thrown error (`ENOENT`), if it has one. Duck-typed: an error made in another
 * realm (a VM context, as under Jest) is no `instanceof Error` here.
 */
function errorCode(e: unknown): string | undefined {
  return typeof e === "object" && e !== null && "code" in e ? String(e.code) : undefined;
}

/** Whether the absolute path `file` is the folder `dir` or inside it (both normalised). */
function isInside(dir: string, file: string): boolean {
  return file === dir || file.startsWith(dir + path.sep);
}

/**
 * The published folder `dir` (absolute) as visitors see it: the configuration files
 * ({@link CONFIG_FILES}) and paths no file can have ({@link UNNAMABLE}) do not exist, so `lstat`
 * rejects for them with `ENOENT` (serve-handler then answers its 404, and not a 500). Other
 * errors are the file system's: serve-handler already treats `ENOTDIR` (`/index.html/x`) as
 * not found.
 */
function siteFolder(dir: string): SiteFolder {
  const hidden = new Set(CONFIG_FILES.map((name) => path.join(dir, name)));
  const missing = (file: string) =>
    Object.assign(new Error(`ENOENT: no such file or directory, lstat '${file}'`), {
      code: "ENOENT",
    });
  return {
    dir,
    isFile(sitePath) {
      const abs = path.join(dir, sitePath);
      if (!isInside(dir, abs) || hidden.has(abs)) return false;
      try {
        return fs.statSync(abs, { throwIfNoEntry: false })?.isFile() === true;
      } catch {
        return false;
      }
    },
    async lstat(file) {
      if (hidden.has(file)) throw missing(file);
      try {
        return await fs.promises.lstat(file);
      } catch (e) {
        throw UNNAMABLE.has(errorCode(e) ?? "") ? missing(file) : e;
      }
    },
  };
}

/**
 * A request target (`req.url`: `/path?query`) as a browser reads it, with its decoded path, or
 * null when the path can name no file inside the folder `dir`. WHATWG `URL` resolves `.` and `..`
 * segments (also written `%2e`) and backslashes; what is left to refuse is a malformed `%`
 * escape and an escaped slash that, decoded, leads out of the folder (`/..%2f..%2fpackage.json`).
 */
function parseTarget(target: string, dir: string): { url: URL; pathname: string } | null {
  try {
    // A target starting with `//` is a path, not a host (`new URL("//x", base)` would read a host).
    const url = new URL(target.startsWith("/") ? `http://localhost${target}` : target);
    const pathname = decodeURIComponent(url.pathname);
    return isInside(dir, path.join(dir, pathname)) ? { url, pathname } : null;
  } catch {
    return null;
  }
}

/**
 * Whether a file answers at `pathname` (decoded) the way serve-handler with clean URLs finds one:
 * the path itself as a file, `<path>.html`, or `<path>/index.html`. `isFile(sitePath)` tells
 * whether the published folder has a file at a site path.
 */
function fileAnswers(pathname: string, isFile: (sitePath: string) => boolean): boolean {
  const bare = pathname.replace(/\/+$/, "");
  return isFile(pathname) || isFile(`${bare}.html`) || isFile(`${bare}/index.html`);
}

/** The URL path of a file under `publicDir`: `/hire/index.html`. */
function urlPathOf(publicDir: string, file: string): string {
  return `/${path.relative(publicDir, file).split(path.sep).join("/")}`;
}

type WriteHead = (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;

/**
 * The headers of a redirect with the request's query (`search`, with its `?`) added to a
 * `Location` that has none, as Netlify keeps it (serve-handler's `/x.html` → `/x` drops it).
 * Other headers are returned as they are.
 */
function withQuery(
  status: number,
  headers: OutgoingHttpHeaders,
  search: string,
): OutgoingHttpHeaders {
  const location = headers.Location ?? headers.location;
  if (status < 300 || status > 399 || typeof location !== "string" || location.includes("?"))
    return headers;
  const { Location: _upper, location: _lower, ...rest } = headers;
  return { ...rest, Location: location + search };
}

/**
 * Answers 404 with the site's `404.html` and its `_headers` rules, as Netlify answers a URL that
 * names no file; a plain-text 404 when the build wrote no such page.
 */
async function sendNotFound(res: ServerResponse, dir: string, rules: HeaderRule[]): Promise<void> {
  const body = await fs.promises.readFile(path.join(dir, "404.html")).catch(() => null);
  if (!body) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("Not Found");
    return;
  }
  const own = { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length };
  res.writeHead(404, withRuleHeaders(own, headersForPath(rules, "/404.html")));
  res.end(body);
}

/** `own` headers with `rules` on top: a rule header replaces an own header of the same name. */
function withRuleHeaders(own: OutgoingHttpHeaders, rules: [string, string][]): OutgoingHttpHeaders {
  const names = new Set(rules.map(([name]) => name.toLowerCase()));
  const kept = Object.entries(own).filter(([name]) => !names.has(name.toLowerCase()));
  return { ...Object.fromEntries(kept), ...Object.fromEntries(rules) };
}

/** What {@link serve} answers from: the folder, its `_headers` rules and `_redirects` rules. */
type Site = {
  folder: SiteFolder;
  config: ServeHandlerConfig & { public: string };
  rules: HeaderRule[];
  redirects: RedirectRule[];
};

/**
 * Answers one request: Pretty URLs' redirect, a `_redirects` rule, else serve-handler, adding
 * the rule headers of the file it sends. serve-handler opens that file (the page, the asset, or
 * `404.html`) just before it writes the status line and headers, so the file is known by the
 * time `writeHead` runs. Redirects and responses without a file get no rule headers. A target
 * that names no file ({@link parseTarget}) gets the 404 page. Rejects only on an unexpected
 * error (the caller answers 500).
 */
async function serve(req: IncomingMessage, res: ServerResponse, site: Site): Promise<void> {
  const { folder, config, rules, redirects } = site;
  const parsed = parseTarget(req.url ?? "/", folder.dir);
  if (!parsed) return sendNotFound(res, folder.dir, rules);
  const { url, pathname } = parsed;
  req.url = url.pathname + url.search;
  const rule = matchRedirect(redirects, pathname);
  const target = rule?.force ? null : prettyUrlRedirect(pathname, folder.isFile);
  if (target !== null) {
    res.writeHead(301, { Location: encodeURI(target) + url.search });
    res.end();
    return;
  }
  if (rule && isProxyRule(rule)) {
    res.writeHead(202, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("ok");
    return;
  }
  if (rule && (rule.force || !fileAnswers(pathname, folder.isFile))) {
    const to = redirectTarget(rule, url.search);
    if (rule.status !== 200) {
      res.writeHead(rule.status, { Location: to });
      res.end();
      return;
    }
    req.url = to.split("#")[0];
  }
  /** The headers of the file being sent; undefined until serve-handler opens a file. */
  let fileHeaders: [string, string][] | undefined;
  const writeHead = res.writeHead.bind(res) as WriteHead;
  const writeHeadWithRules: WriteHead = (status, headers = {}) => {
    const own = withQuery(status, headers, url.search);
    return writeHead(status, fileHeaders ? withRuleHeaders(own, fileHeaders) : own);
  };
  Object.assign(res, { writeHead: writeHeadWithRules });
  return handler(req, res, config, {
    lstat: folder.lstat,
    createReadStream: (file, options) => {
      fileHeaders = headersForPath(rules, urlPathOf(folder.dir, file));
      // A read error after the headers are out can only cut the response short.
      return fs.createReadStream(file, options).on("error", () => res.destroy());
    },
  });
}

/**
 * Starts the static server. Takes `{ root = "public", port = 0, host = "127.0.0.1" }`; resolves
 * to `{ url, port, close }`. Rejects if `root` has no index.html (build first), if the port is
 * taken, or if `_headers` or `_redirects` is malformed (the parser's error names the line).
 */
export function startServer({
  root = "public",
  port = 0,
  host = DEFAULT_HOST,
}: ServerOptions = {}): Promise<RunningServer> {
  const publicDir = path.resolve(root);
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    return Promise.reject(
      new Error(`${publicDir}/index.html not found: run \`npm run build\` first.`),
    );
  }
  let rules: HeaderRule[];
  let redirects: RedirectRule[];
  try {
    rules = readHeaderRules(publicDir);
    redirects = readRedirectRules(publicDir);
  } catch (e) {
    return Promise.reject(e);
  }
  const config: ServeHandlerConfig & { public: string } = {
    public: publicDir,
    // `/about` serves about.html; slashes are handled by prettyUrlRedirect, as Netlify does.
    cleanUrls: true,
    directoryListing: false,
  };
  const site: Site = { folder: siteFolder(publicDir), config, rules, redirects };
  const server = http.createServer((req, res) => {
    serve(req, res, site).catch((e: unknown) => {
      console.error(`${req.method} ${req.url}:`, e);
      if (res.headersSent) return void res.end();
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      resolve({
        url: `http://${host.includes(":") ? `[${host}]` : host}:${actual}`,
        port: actual,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

// Run as a program (`tsx scripts/serve.ts`), not imported. Compared by name rather than with
// `import.meta.url`, which Jest's CommonJS transform cannot compile (__tests__/scripts/serve.test.ts).
if (path.basename(process.argv[1] ?? "") === "serve.ts") {
  const i = process.argv.indexOf("--port");
  const port = i > 0 ? Number(process.argv[i + 1]) : Number(process.env.PORT ?? 9000);
  startServer({ port })
    .then(({ url }) => console.log(`Serving public/ at ${url} (Ctrl+C to stop)`))
    .catch((e: Error) => {
      console.error(e.message);
      process.exit(1);
    });
}
