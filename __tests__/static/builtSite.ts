/**
 * The built site as the static tests read it: every page the build wrote to `public/` (each
 * registered page, alias and article, and the not-found page), parsed once with jsdom, with the
 * content file it came from. Expected values come from `data/` through the browser tests' own
 * content helpers (e2e/helpers.ts), so both layers read the content the same way.
 *
 * `STATIC_PUBLIC_DIR` may name another built folder (default: `public/` of the repository).
 */
import fs from "node:fs";
import path from "node:path";
import { allArticles, allPages, type ArticleEntry, type PageContent } from "../../e2e/helpers";

/** The folder the build wrote. */
export const PUBLIC = path.resolve(
  process.env.STATIC_PUBLIC_DIR ?? path.join(__dirname, "..", "..", "public"),
);

/** The not-found page's own path in data/pages/, served for every unknown address. */
export const NOT_FOUND_PATH = "/404";

/** One built page: where it is served, what it was built from, and its parsed document. */
export type BuiltPage = {
  /** The site path it is served at (`/`, `/hire/ai-sdr`, an alias, or `/404`). */
  path: string;
  /** The path whose canonical URL it carries (a page's `canonicalPath`, else its own path). */
  canonical: string;
  /** The page file it was built from, when it is a section page or an alias of one. */
  page?: PageContent;
  /** The article it was built from, when it is an article. */
  article?: ArticleEntry;
  /** Whether this is an alias: the same page at another address. */
  alias: boolean;
  /** The built file, relative to {@link PUBLIC}. */
  file: string;
  /** The parsed HTML as the server sends it (no script runs). */
  document: Document;
};

/**
 * Throws, saying what to do, when the build has not written `public/` yet: the static tests
 * read the built HTML and have nothing to check without it.
 */
export function requireBuild(): void {
  if (!fs.existsSync(path.join(PUBLIC, "index.html")))
    throw new Error(
      `The static tests read the built site, but ${PUBLIC}/index.html does not exist: ` +
        "run `npm run build` first, then `npm run test:static`.",
    );
}

/**
 * The built file the host serves at a site path, as scripts/serve.ts and Netlify look: `/` →
 * index.html, `/404` → 404.html, `/x` → the flat copy x.html when the build wrote one, else
 * x/index.html. Relative to {@link PUBLIC}.
 */
export function htmlFileOf(sitePath: string): string {
  if (sitePath === NOT_FOUND_PATH) return "404.html";
  if (sitePath === "/") return "index.html";
  const flat = `${sitePath.slice(1)}.html`;
  return fs.existsSync(path.join(PUBLIC, flat)) ? flat : `${sitePath.slice(1)}/index.html`;
}

/**
 * Parses the built HTML file `file` (relative to {@link PUBLIC}) with the test environment's
 * `DOMParser` (jsdom's), which runs no script: the document as the server sends it, with its
 * `<style>` elements emptied. Each file is parsed once per run and shared by every check.
 */
export function parse(file: string): Document {
  let document = parsed.get(file);
  if (!document) parsed.set(file, (document = parseFile(file)));
  return document;
}

const parsed = new Map<string, Document>();

/** {@link parse} without its memo. */
function parseFile(file: string): Document {
  const html = fs.readFileSync(path.join(PUBLIC, file), "utf8");
  // The inlined critical CSS is most of each page's bytes and no check reads it: jsdom would
  // parse every rule, so the style elements are kept empty.
  return new DOMParser().parseFromString(
    html.replace(/(<style[^>]*>)[\s\S]*?(<\/style>)/g, "$1$2"),
    "text/html",
  );
}

let cache: BuiltPage[] | undefined;

/**
 * Every page the content says the build writes, parsed: each section page and its aliases,
 * every article, and the not-found page. Asserts nothing; a missing file throws naming it.
 */
export function builtPages(): BuiltPage[] {
  if (cache) return cache;
  requireBuild();
  const entries: Omit<BuiltPage, "file" | "document">[] = [
    ...allPages().flatMap((page) =>
      [page.path, ...(page.aliases ?? [])].map((p) => ({
        path: p,
        canonical: page.path === NOT_FOUND_PATH ? p : (page.seo.canonicalPath ?? page.path),
        page,
        alias: p !== page.path,
      })),
    ),
    ...allArticles().map((article) => ({
      path: article.path,
      canonical: article.path,
      article,
      alias: false,
    })),
  ];
  cache = entries.map((e) => {
    const file = htmlFileOf(e.path);
    if (!fs.existsSync(path.join(PUBLIC, file)))
      throw new Error(`${e.path}: the build wrote no ${file} in ${PUBLIC}`);
    return { ...e, file, document: parse(file) };
  });
  return cache;
}

/** Every JSON-LD node of a document: each block parsed, arrays and `@graph`s flattened. */
export function jsonLdNodes(document: Document): Record<string, unknown>[] {
  return Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
    .map((s) => JSON.parse(s.textContent ?? "") as unknown)
    .flatMap((j) => (Array.isArray(j) ? j : [j]) as Record<string, unknown>[])
    .flatMap((n) =>
      Array.isArray(n["@graph"]) ? (n["@graph"] as Record<string, unknown>[]) : [n],
    );
}

/** The `@type`s of a JSON-LD node as a list (a node may have one type or several). */
export function typesOf(node: Record<string, unknown>): string[] {
  const t = node["@type"];
  return Array.isArray(t) ? (t as string[]) : typeof t === "string" ? [t] : [];
}

/**
 * Runs `check` on every page and returns its problems as "path: problem" lines, so one failing
 * test lists every page and problem at once instead of stopping at the first.
 */
export function problemsOn(
  pages: BuiltPage[],
  check: (page: BuiltPage) => (string | false | undefined)[],
): string[] {
  return pages.flatMap((p) =>
    check(p)
      .filter((x): x is string => typeof x === "string")
      .map((x) => `${p.path}: ${x}`),
  );
}
