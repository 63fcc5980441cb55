/**
 * Gate: a linkinator crawl of the served site (scripts/serve.ts, as Netlify serves it), starting
 * at / and at every registered route and alias, follows every internal link (pages, files such as
 * the template downloads, fragments) and finds none that does not answer 200: no dead end is
 * allowed. External hosts are not fetched (unreachable here), but every external link must use
 * https.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { globSync } from "tinyglobby";
import { LinkChecker, LinkState, type LinkResult } from "linkinator";
import { startServer } from "../scripts/serve";
import { registeredRoutes } from "./harness";
import { downloadCards, templateDownloads } from "./helpers";

let server: { url: string; close(): Promise<void> };
let links: LinkResult[] = [];
let origin = "";

/** A crawled URL as a site path (query and fragment kept), for messages. */
const sitePath = (u: string | undefined): string => {
  if (!u) return "(start)";
  return u.startsWith(origin) ? u.slice(origin.length) || "/" : u;
};

/** Built pages (as site paths) whose HTML holds `href="<target>"`, e.g. a link with a fragment. */
function pagesLinkingTo(target: string): string[] {
  const root = path.join(__dirname, "..", "public");
  const toSitePath = (f: string) =>
    "/" +
    path
      .relative(root, f)
      .replace(/(^|\/)index\.html$/, "")
      .replace(/\.html$/, "");
  const hash = target.slice(target.indexOf("#"));
  const page = target.slice(0, target.indexOf("#"));
  return globSync("**/*.html", { cwd: root, absolute: true })
    .filter((f) => {
      const html = fs.readFileSync(f, "utf8");
      return (
        html.includes(`href="${target}"`) ||
        (html.includes(`href="${hash}"`) && toSitePath(f) === page)
      );
    })
    .map(toSitePath);
}

before(async () => {
  server = await startServer({ root: path.join(__dirname, "..", "public"), port: 0 });
  origin = new URL(server.url).origin;
  const starts = ["/", ...registeredRoutes().flatMap((r) => [r.path, ...r.aliases])];
  const checker = new LinkChecker();
  const result = await checker.check({
    path: [...new Set(starts)].map((p) => server.url + p),
    recurse: true,
    concurrency: 8,
    timeout: 20_000,
    checkFragments: true,
    redirects: "allow",
    // Only our own origin is fetched; everything else is reported SKIPPED (and checked for https below).
    linksToSkip: async (link: string) => !link.startsWith(origin + "/") && link !== origin,
  });
  links = result.links;
});

after(async () => {
  await server?.close();
});

test("the crawl reached every registered page", () => {
  const seen = new Set(
    links.filter((l) => l.state === LinkState.OK).map((l) => new URL(l.url).pathname),
  );
  const missing = registeredRoutes()
    .flatMap((r) => [r.path, ...r.aliases])
    .filter((p) => !seen.has(p));
  assert.deepEqual(missing, [], "pages the crawl did not load");
  assert.ok(links.length > 200, `crawl checked ${links.length} links`);
});

test("no broken internal link and no broken fragment: every target answers 200", () => {
  const problems = links
    .filter((l) => l.state === LinkState.BROKEN || (l.status !== undefined && l.status !== 200))
    .filter((l) => l.url.startsWith(origin))
    .map((l) => {
      const hash = new URL(l.url).hash;
      // linkinator names the target page's parent for a bad fragment: name the pages holding the link instead.
      if (hash && l.status === 200)
        return `${sitePath(l.url)}: no element with that id, linked from ${pagesLinkingTo(sitePath(l.url)).join(", ") || sitePath(l.parent)}`;
      const detail = (l.failureDetails ?? [])
        .map((d) => (d instanceof Error ? d.message : `HTTP ${d.status}`))
        .join("; ");
      return `${sitePath(l.url)} (status ${l.status ?? "?"}${detail ? `: ${detail}` : ""}) linked from ${sitePath(l.parent)}`;
    });
  assert.deepEqual([...new Set(problems)].sort(), [], `broken links:\n${problems.join("\n")}`);
});

test("the crawl fetched every template download", () => {
  const fetched = links
    .filter((l) => l.state === LinkState.OK && l.url.startsWith(origin))
    .map((l) => new URL(l.url).pathname)
    .filter((p) => p.startsWith("/downloads/"));
  assert.deepEqual(
    [...new Set(fetched)].sort(),
    [...new Set([...downloadCards().map((d) => d.download.href), ...templateDownloads()])].sort(),
    "every Download link on the site was crawled and answered 200",
  );
});

test("every external link uses https", () => {
  const insecure = links
    .filter((l) => !l.url.startsWith(origin))
    .filter((l) => /^(http:|javascript:)/i.test(l.url) || /^\/\//.test(l.url))
    .map((l) => `${l.url} linked from ${sitePath(l.parent)}`);
  assert.deepEqual([...new Set(insecure)].sort(), [], "insecure external links");
  const external = links.filter((l) => /^https:/.test(l.url) && !l.url.startsWith(origin));
  assert.ok(external.length > 0, "the crawl saw external links (social, scheduler, canonical)");
});
