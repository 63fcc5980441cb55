/**
 * Netlify's `_headers` file format: parse it into rules, write rules back out, match a URL path
 * against a rule's path pattern, and give the headers a path gets. Pure: no file access.
 *
 * Used by the build (src/lib/headers.ts writes the site's `public/_headers` with
 * {@link formatHeadersFile}), by the preview and browser-test server (scripts/serve.ts applies
 * the file with {@link headersForPath}) and by the tests, so every one of them reads the file the
 * same way.
 *
 * The format, as Netlify documents and parses it:
 *  - a line starting with `#` is a comment; blank lines are ignored; lines are trimmed;
 *  - a line starting with `/` opens a rule: the URL path pattern it applies to;
 *  - every other line is a header of the rule above it, `Name: value` (the value may contain
 *    colons); a name set twice in one rule is a multi-value header.
 * Path patterns (the regular expression of Netlify's own parser, @netlify/headers-parser):
 * `*` matches any characters, `/` included; when a `*` is a whole segment (`/admin/*`) the slash
 * before it is optional, so it also matches the folder itself (`/admin`, `/admin/`), and, as on
 * Netlify, any path that merely starts with the folder's name (`/administrator`); `:name` matches
 * exactly one non-empty segment (anything but `/`); a trailing slash is optional; matching
 * ignores case.
 */

/** One rule of a `_headers` file: a path pattern and its headers, in file order. */
export type HeaderRule = { path: string; headers: [name: string, value: string][] };

/** A header a request gets from one rule: `[name, value, the rule's path]`. */
export type MatchedHeader = [name: string, value: string, rulePath: string];

/**
 * Parses the text of a `_headers` file into its rules, in file order (a rule keeps repeated
 * header names as separate entries). Takes the file's text (`\n` or `\r\n` line ends).
 * Throws, naming the line, on a header before any path, on a header line without `Name: value`
 * (no colon, empty name or empty value). Netlify skips or reports such lines; this parser refuses
 * them, since the site's file is generated and a bad line means a bug.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith("#")) return;
    if (line.startsWith("/")) {
      rules.push({ path: line, headers: [] });
      return;
    }
    const rule = rules[rules.length - 1];
    if (!rule) throw new Error(`_headers line ${i + 1}: header outside a path rule: ${line}`);
    const colon = line.indexOf(":");
    const name = colon > 0 ? line.slice(0, colon).trim() : "";
    const value = colon > 0 ? line.slice(colon + 1).trim() : "";
    if (!name || !value) throw new Error(`_headers line ${i + 1}: expected "Name: value": ${line}`);
    rule.headers.push([name, value]);
  });
  return rules;
}

/**
 * Serialises rules in the `_headers` format: the path at column 0, then its headers indented by
 * two spaces, one per line; `comment` (any number of lines) goes first as `#` lines followed by a
 * blank line. Takes rules and an optional comment; returns the file's text, ending in a newline.
 * {@link parseHeadersFile} reads it back to the same rules.
 */
export function formatHeadersFile(rules: HeaderRule[], comment = ""): string {
  const head = comment
    ? comment
        .split("\n")
        .map((l) => `# ${l}`.trimEnd())
        .join("\n") + "\n\n"
    : "";
  return (
    head +
    rules.map((r) => [r.path, ...r.headers.map(([k, v]) => `  ${k}: ${v}`)].join("\n")).join("\n") +
    "\n"
  );
}

/** Escapes the characters that have a meaning in a regular expression. */
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The regular expression of one segment of a rule path (see the file comment). */
function segmentPattern(segment: string): string {
  if (segment.startsWith(":")) return "([^/]+)";
  // A whole-segment splat: the slash before it is optional too, so `/a/*` matches `/a`.
  if (segment === "*") return "?(.*)";
  return segment.split("*").map(escapeRegExp).join("(.*)");
}

/**
 * The regular expression Netlify matches a rule's path pattern with: takes a rule path such as
 * `/blog/:slug/*`; returns a case-insensitive RegExp anchored at both ends that accepts the URL
 * paths the rule applies to (a trailing slash is optional). Never throws.
 */
export function rulePattern(path: string): RegExp {
  const pattern = path
    .split("/")
    .map((segment) => segment.trimEnd())
    .filter(Boolean)
    .map(segmentPattern)
    .join("/");
  return new RegExp(`^/${pattern}/?$`, "i");
}

/** True when the rule path pattern `rulePath` applies to the URL path `urlPath` (`/hire`). */
export function pathMatches(rulePath: string, urlPath: string): boolean {
  return rulePattern(rulePath).test(urlPath);
}

/**
 * Every header the rules give the URL path `urlPath`, one entry per header line of every
 * matching rule, in file order, each with the path of the rule it comes from. Nothing is merged:
 * this shows which rules set what (e.g. to check that no header comes from two rules).
 */
export function matchingHeaders(rules: HeaderRule[], urlPath: string): MatchedHeader[] {
  return rules
    .filter((r) => pathMatches(r.path, urlPath))
    .flatMap((r) => r.headers.map(([k, v]): MatchedHeader => [k, v, r.path]));
}

/**
 * The headers a response for the URL path `urlPath` gets, as Netlify sends them: every matching
 * rule applies, in file order; a header named more than once (in one rule or in several matching
 * rules, names compared without regard to case) is sent once, its values joined with `, ` in file
 * order, under the spelling of its first occurrence. Takes the parsed rules and a URL path;
 * returns `[name, value]` pairs in order of first occurrence (empty when no rule matches).
 */
export function headersForPath(rules: HeaderRule[], urlPath: string): [string, string][] {
  const combined = new Map<string, [string, string]>();
  for (const [name, value] of matchingHeaders(rules, urlPath)) {
    const key = name.toLowerCase();
    const seen = combined.get(key);
    combined.set(key, seen ? [seen[0], `${seen[1]}, ${value}`] : [name, value]);
  }
  return [...combined.values()];
}
