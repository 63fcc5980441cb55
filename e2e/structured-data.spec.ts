/**
 * Gate: the structured data of every page the whole-site gates check ({@link sitePaths}: every
 * page and alias, a sample of the articles, the not-found page) passes a validator we did not
 * write, with no error. @marbec/web-auto-extractor reads the JSON-LD (and any microdata or RDFa)
 * out of the built HTML in public/, and @adobe/structured-data-validator checks it against the
 * schema.org vocabulary (types exist, properties belong to their type) and its own rules for the
 * types Google's rich results use (e.g. an Organization or Person needs a name). Warnings are
 * counted per page type in the test log but do not fail the gate.
 *
 * The vocabulary is shipped, since the tests run offline: e2e/fixtures/schemaorg-all-https.jsonld.gz
 * is schema.org release 30.0 (2026-03-19), data/releases/30.0/schemaorg-all-https.jsonld of
 * github.com/schemaorg/schemaorg, gzipped (see e2e/fixtures/README.md).
 */
import { before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { NOT_FOUND_PROBE, sitePaths } from "./gates";

const PUBLIC = path.join(__dirname, "..", "public");
const VOCABULARY = path.join(__dirname, "fixtures", "schemaorg-all-https.jsonld.gz");

/** One item of structured data as the extractor returns it (a parsed JSON-LD object). */
type Item = Record<string, unknown>;

/** The extractor's result; the validator reads `jsonld`, `microdata`, `rdfa` and `errors`. */
type Extracted = {
  jsonld: Record<string, Item[]>;
  microdata: Record<string, Item[]>;
  rdfa: Record<string, Item[]>;
  errors: { message: string; format: string }[];
};

/** One step of an issue's path: the item's type and index, or the property it sits under. */
type PathStep = { type?: string | string[]; index?: number; length?: number; property?: string };

/** One finding of the validator (its README, "Validation Results"). */
type Issue = {
  issueMessage: string;
  severity: "ERROR" | "WARNING";
  rootType?: string;
  dataFormat?: string;
  path?: PathStep[];
  fieldNames?: string[];
  location?: string;
};

/** The two ES-module-only packages, as this spec uses them (neither ships types). */
type Extractor = { parse(html: string): Extracted };
type ExtractorClass = new (options: {
  addLocation?: boolean;
  embedSource?: boolean | string[];
}) => Extractor;
type Validator = { validate(data: Extracted): Promise<Issue[]> };
type ValidatorClass = new (schemaOrgJson: unknown) => Validator;

/** schema.org's vocabulary file: a JSON-LD graph of classes and properties. */
type Vocabulary = {
  "@graph": {
    "@id": string;
    "@type": string;
    "rdfs:subClassOf"?: { "@id": string } | { "@id": string }[];
  }[];
};

/**
 * Imports an ES module by package name at run time. The specifier is a variable so that
 * TypeScript does not look for the package's (missing) type declarations; the caller states
 * the shape it relies on.
 */
async function importModule<T>(name: string): Promise<T> {
  return (await import(name)) as T;
}

/** The built HTML file of a site path: `/` → public/index.html, the not-found probe → 404.html. */
function htmlFile(sitePath: string): string {
  if (sitePath === NOT_FOUND_PROBE) return path.join(PUBLIC, "404.html");
  return path.join(PUBLIC, sitePath, "index.html");
}

/** An issue's path as text, e.g. `WebPage[1].isPartOf(WebSite)`. */
function formatPath(steps: PathStep[] | undefined): string {
  return (steps ?? [])
    .map((s) => {
      const type = Array.isArray(s.type) ? s.type.join("+") : s.type;
      if (s.property)
        return `.${s.property}${type ? `(${type})` : ""}${s.index !== undefined ? `[${s.index}]` : ""}`;
      return `${type ?? "?"}${s.index !== undefined ? `[${s.index}]` : ""}`;
    })
    .join("");
}

/** An issue on one line: message, path and field names. */
function formatIssue(issue: Issue): string {
  const where = formatPath(issue.path) || issue.rootType || issue.dataFormat || "?";
  return `${issue.severity} ${issue.issueMessage} at ${where} (fields: ${(issue.fieldNames ?? []).join(", ") || "-"})`;
}

/** Every schema.org class that is `root` or (transitively) a subclass of it, from the vocabulary. */
function subclassesOf(vocabulary: Vocabulary, root: string): Set<string> {
  const strip = (id: string) => id.replace(/^schema:/, "");
  const parents = new Map<string, string[]>();
  for (const node of vocabulary["@graph"]) {
    if (node["@type"] !== "rdfs:Class") continue;
    const sup = node["rdfs:subClassOf"];
    const list = sup === undefined ? [] : Array.isArray(sup) ? sup : [sup];
    parents.set(
      strip(node["@id"]),
      list.map((p) => strip(p["@id"])),
    );
  }
  const isA = (type: string, seen = new Set<string>()): boolean => {
    if (type === root) return true;
    if (seen.has(type)) return false;
    seen.add(type);
    return (parents.get(type) ?? []).some((p) => isA(p, seen));
  };
  return new Set([...parents.keys()].filter((t) => isA(t)));
}

let extractorClass: ExtractorClass;
let validator: Validator;
let webPageTypes: Set<string>;

/** Extracts the structured data of `html` and validates it: every issue found. */
async function check(html: string): Promise<{ extracted: Extracted; issues: Issue[] }> {
  const extracted = new extractorClass({
    addLocation: true,
    embedSource: ["rdfa", "microdata"],
  }).parse(html);
  const issues = await validator.validate(extracted);
  return { extracted, issues };
}

before(async () => {
  const vocabulary = JSON.parse(
    zlib.gunzipSync(fs.readFileSync(VOCABULARY)).toString("utf8"),
  ) as Vocabulary;
  extractorClass = (await importModule<{ default: ExtractorClass }>("@marbec/web-auto-extractor"))
    .default;
  const validatorClass = (
    await importModule<{ default: ValidatorClass }>("@adobe/structured-data-validator")
  ).default;
  validator = new validatorClass(vocabulary);
  webPageTypes = subclassesOf(vocabulary, "WebPage");
});

test("the validator reports an ERROR for broken structured data (the gate can fail)", async () => {
  const page = (json: string) =>
    `<!doctype html><html><head><script type="application/ld+json">${json}</script></head><body></body></html>`;
  const broken: { what: string; json: string; field?: string }[] = [
    {
      what: "an Organization without its required name",
      json: JSON.stringify({
        "@context": "https://schema.org",
        "@type": "Organization",
        url: "https://example.com/",
      }),
      field: "name",
    },
    {
      what: "a misspelled type",
      json: JSON.stringify({ "@context": "https://schema.org", "@type": "Servce", name: "x" }),
      field: "@type",
    },
    {
      what: "an article whose author Person has no name",
      json: JSON.stringify({
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: "h",
        author: { "@type": "Person", url: "https://example.com/a" },
      }),
      field: "name",
    },
    { what: "JSON-LD that does not parse", json: '{"@context": "https://schema.org", "@type": ' },
  ];
  for (const b of broken) {
    const { issues } = await check(page(b.json));
    const errors = issues.filter((i) => i.severity === "ERROR");
    assert.ok(errors.length >= 1, `no ERROR for ${b.what}: ${issues.map(formatIssue).join("; ")}`);
    const field = b.field;
    if (field) {
      assert.ok(
        errors.some((e) => e.fieldNames?.includes(field)),
        `the ERROR for ${b.what} names the field ${field}: ${errors.map(formatIssue).join("; ")}`,
      );
    }
  }
  // The same kind of snippet, fixed, passes: the errors above come from the faults.
  const fine = await check(
    page(JSON.stringify({ "@context": "https://schema.org", "@type": "Organization", name: "n" })),
  );
  assert.deepEqual(fine.issues.filter((i) => i.severity === "ERROR").map(formatIssue), []);
});

test("every checked page's structured data has no validator ERROR", async () => {
  const paths = sitePaths();
  assert.ok(paths.length > 40, `sitePaths() gave ${paths.length} paths`);
  const errors: string[] = [];
  const vacuous: string[] = [];
  const warnings = new Map<
    string,
    { pages: number; warnings: number; messages: Map<string, number> }
  >();
  for (const sitePath of paths) {
    const file = htmlFile(sitePath);
    assert.ok(fs.existsSync(file), `${sitePath}: ${path.relative(PUBLIC, file)} is not built`);
    const { extracted, issues } = await check(fs.readFileSync(file, "utf8"));
    const rootTypes = Object.keys(extracted.jsonld);
    if (!rootTypes.includes("Organization") || !rootTypes.some((t) => webPageTypes.has(t))) {
      vacuous.push(`${sitePath}: JSON-LD root types [${rootTypes.join(", ")}]`);
    }
    for (const issue of issues.filter((i) => i.severity === "ERROR")) {
      errors.push(`${sitePath}: ${formatIssue(issue)}`);
    }
    const pageType = [...rootTypes].sort().join("+");
    const group = warnings.get(pageType) ?? { pages: 0, warnings: 0, messages: new Map() };
    group.pages += 1;
    for (const issue of issues.filter((i) => i.severity === "WARNING")) {
      group.warnings += 1;
      group.messages.set(issue.issueMessage, (group.messages.get(issue.issueMessage) ?? 0) + 1);
    }
    warnings.set(pageType, group);
  }
  for (const [pageType, g] of [...warnings].sort(([a], [b]) => a.localeCompare(b))) {
    const top = [...g.messages].map(([m, n]) => `${m} ×${n}`).join("; ");
    console.log(
      `structured data ${pageType}: ${g.pages} pages, ${g.warnings} warning${g.warnings === 1 ? "" : "s"}${top ? ` (${top})` : ""}`,
    );
  }
  assert.deepEqual(vacuous, [], `pages without an Organization and a WebPage in their JSON-LD`);
  assert.deepEqual(errors, [], `${errors.length} structured data errors:\n${errors.join("\n")}`);
});
