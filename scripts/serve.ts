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
 * CLI: `tsx scripts/serve.ts [--port 9000]` (`npm run serve`; host is always 127.0.0.1).
 * Module: `startServer({ root, port })` resolves to `{ url, port, close() }`.
 */
import http, {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from "node:http";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
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

const HOST = "127.0.0.1";

/** Options of {@link startServer}. */
export type ServerOptions = {
  /** The folder to serve (default `public`, relative to the working directory). */
  root?: string;
  /** The port to listen on; 0 (the default) picks a free one. */
  port?: number;
};

/** A started server: where it listens and how to stop it. */
export type RunningServer = {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
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

/** `own` headers with `rules` on top: a rule header replaces an own header of the same name. */
function withRuleHeaders(own: OutgoingHttpHeaders, rules: [string, string][]): OutgoingHttpHeaders {
  const names = new Set(rules.map(([name]) => name.toLowerCase()));
  const kept = Object.entries(own).filter(([name]) => !names.has(name.toLowerCase()));
  return { ...Object.fromEntries(kept), ...Object.fromEntries(rules) };
}

/**
 * Answers one request with serve-handler, adding the rule headers of the file it sends.
 * serve-handler opens that file (the page, the asset, or `404.html`) just before it writes the
 * status line and headers, so the file is known by the time `writeHead` runs. Redirects and
 * responses without a file get no rule headers.
 */
function serve(
  req: IncomingMessage,
  res: ServerResponse,
  config: ServeHandlerConfig & { public: string },
  rules: HeaderRule[],
  redirects: RedirectRule[],
): Promise<void> {
  const url = new URL(req.url ?? "/", "http://localhost");
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = url.pathname;
  }
  const isFile = (sitePath: string) => {
    const abs = path.join(config.public, sitePath);
    return (
      abs.startsWith(config.public + path.sep) &&
      fs.statSync(abs, { throwIfNoEntry: false })?.isFile() === true
    );
  };
  const rule = matchRedirect(redirects, pathname);
  const target = rule?.force ? null : prettyUrlRedirect(pathname, isFile);
  if (target !== null) {
    res.writeHead(301, { Location: encodeURI(target) + url.search });
    res.end();
    return Promise.resolve();
  }
  if (rule && isProxyRule(rule)) {
    res.writeHead(202, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("ok");
    return Promise.resolve();
  }
  if (rule && (rule.force || !fileAnswers(pathname, isFile))) {
    const to = redirectTarget(rule, url.search);
    if (rule.status !== 200) {
      res.writeHead(rule.status, { Location: to });
      res.end();
      return Promise.resolve();
    }
    req.url = to.split("#")[0];
  }
  /** The headers of the file being sent; undefined until serve-handler opens a file. */
  let fileHeaders: [string, string][] | undefined;
  const writeHead = res.writeHead.bind(res) as WriteHead;
  const writeHeadWithRules: WriteHead = (status, headers = {}) =>
    writeHead(status, fileHeaders ? withRuleHeaders(headers, fileHeaders) : headers);
  Object.assign(res, { writeHead: writeHeadWithRules });
  return handler(req, res, config, {
    createReadStream: (file, options) => {
      fileHeaders = headersForPath(rules, urlPathOf(config.public, file));
      return fs.createReadStream(file, options);
    },
  });
}

/**
 * Starts the static server on 127.0.0.1. Takes `{ root = "public", port = 0 }`; resolves to
 * `{ url, port, close }`. Rejects if `root` has no index.html (build first), if the port is
 * taken, or if `_headers` or `_redirects` is malformed (the parser's error names the line).
 */
export function startServer({
  root = "public",
  port = 0,
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
  const server = http.createServer((req, res) => {
    serve(req, res, config, rules, redirects).catch((e: unknown) => {
      console.error(e);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => {
      const address = server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      resolve({
        url: `http://${HOST}:${actual}`,
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf("--port");
  const port = i > 0 ? Number(process.argv[i + 1]) : Number(process.env.PORT ?? 9000);
  startServer({ port })
    .then(({ url }) => console.log(`Serving public/ at ${url} (Ctrl+C to stop)`))
    .catch((e: Error) => {
      console.error(e.message);
      process.exit(1);
    });
}
