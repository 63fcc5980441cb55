/**
 * Build-time content validation: every file in `data/` is parsed with the zod schema, then
 * checked across files (unique paths, resolvable links and anchors, spec rules such as one
 * popular package). Messages name the file, the JSON path and what was expected, e.g.
 * `data/pages/automation/zapier.json: sections[6].packages[1].price: expected string, received undefined`.
 */
import fs from "fs";
import path from "path";
import { z } from "zod";
import {
  BlogPostSchema,
  CaseStudyEntrySchema,
  NavigationSchema,
  PageSchema,
  SECTION_TYPES,
  SiteSchema,
  type Action,
  type BlogPost,
  type CaseStudyEntry,
  type Navigation,
  type Page,
  type Site,
} from "./schema";
import { KNOWN_MISSING_LINKS } from "./knownMissingLinks";
import { PLAIN_BUTTON_LABELS } from "./plainButtons";

/** A content file as read from disk: its path relative to the project and its parsed JSON. */
export type ContentFile = { file: string; json: unknown };

/** All content, parsed and typed. */
export type Content = {
  site: Site;
  navigation: Navigation;
  pages: { file: string; page: Page }[];
  blog: BlogPost[];
  caseStudies: CaseStudyEntry[];
};

/** Thrown when content is invalid; `errors` holds one editor-readable line per problem. */
export class ContentError extends Error {
  constructor(public readonly errors: string[]) {
    super(
      `Content validation failed (${errors.length} problem${errors.length === 1 ? "" : "s"}):\n  ${errors.join("\n  ")}`,
    );
    this.name = "ContentError";
  }
}

/** Formats a JSON path as `sections[6].packages[1].price`. */
export function formatJsonPath(segments: readonly PropertyKey[]): string {
  return segments
    .map((s, i) => (typeof s === "number" ? `[${s}]` : `${i === 0 ? "" : "."}${String(s)}`))
    .join("");
}

function describeValue(value: unknown): string {
  if (value === undefined) return "undefined";
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

function valueAt(root: unknown, segments: readonly PropertyKey[]): unknown {
  let v: unknown = root;
  for (const s of segments) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[s as string];
  }
  return v;
}

/** Turns one zod issue into `file: json.path: message`. */
function formatIssue(file: string, json: unknown, issue: z.core.$ZodIssue): string {
  const where = formatJsonPath(issue.path);
  let message = issue.message;
  if (issue.code === "invalid_type") {
    message = `expected ${issue.expected}, received ${describeValue(valueAt(json, issue.path))}`;
  } else if (
    issue.code === "invalid_union" &&
    issue.path[issue.path.length - 1] === "type" &&
    issue.path[issue.path.length - 3] === "sections"
  ) {
    const type = valueAt(json, issue.path); // zod 4 reports the discriminator at sections[i].type
    message = `unknown section type ${JSON.stringify(type)}; expected one of ${SECTION_TYPES.join(", ")}`;
  } else if (issue.code === "invalid_value" && issue.path[issue.path.length - 1] === "icon") {
    message = `unknown icon name ${JSON.stringify(valueAt(json, issue.path))}; see src/content/icons.ts for the names you can use`;
  } else if (issue.code === "unrecognized_keys") {
    message = `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => JSON.stringify(k)).join(", ")}`;
  }
  return `${file}: ${where ? `${where}: ` : ""}${message}`;
}

function parseWith<T>(schema: z.ZodType<T>, f: ContentFile, errors: string[]): T | undefined {
  const result = schema.safeParse(f.json);
  if (result.success) return result.data;
  for (const issue of result.error.issues) errors.push(formatIssue(f.file, f.json, issue));
  return undefined;
}

/** The file a page with this path must live in: folders mirror the URL. */
export function expectedPageFile(pagePath: string): string {
  if (pagePath === "/") return "data/pages/home.json";
  if (pagePath === "/404") return "data/pages/not-found.json";
  return `data/pages${pagePath}.json`;
}

type Located<T> = { value: T; where: string };

/** Every action on a page, with its JSON path, for link and plain-button checks. */
function actionsOf(page: Page): Located<Action>[] {
  const out: Located<Action>[] = [];
  page.sections.forEach((s, i) => {
    const at = `sections[${i}]`;
    const push = (a: Action | undefined, p: string) =>
      a && out.push({ value: a, where: `${at}.${p}` });
    if ("actions" in s && s.actions) s.actions.forEach((a, j) => push(a, `actions[${j}]`));
    if (s.type === "hero") push(s.backLink, "backLink");
    if (s.type === "cards")
      s.cards.forEach((c, j) => c.actions?.forEach((a, k) => push(a, `cards[${j}].actions[${k}]`)));
    if (s.type === "packages")
      s.packages.forEach((p, j) => push(p.action, `packages[${j}].action`));
    if (s.type === "roiCalculator") push(s.action, "action");
  });
  return out;
}

/** Every href on a page (actions and card title links), with its JSON path. */
function hrefsOf(page: Page): Located<string>[] {
  const out = actionsOf(page)
    .filter((a) => a.value.href)
    .map((a) => ({ value: a.value.href as string, where: `${a.where}.href` }));
  page.sections.forEach((s, i) => {
    if (s.type === "cards")
      s.cards.forEach(
        (c, j) => c.href && out.push({ value: c.href, where: `sections[${i}].cards[${j}].href` }),
      );
  });
  return out;
}

/**
 * Validates all content files.
 * Takes the files as read from disk; returns the parsed content; throws {@link ContentError}
 * listing every problem (schema errors first, then cross-file checks).
 */
export function validateContent(files: ContentFile[]): Content {
  const errors: string[] = [];
  const byName = (name: string) => files.find((f) => f.file === name);
  const siteFile = byName("data/site.json");
  const navFile = byName("data/navigation.json");
  if (!siteFile) errors.push("data/site.json: file is missing");
  if (!navFile) errors.push("data/navigation.json: file is missing");
  const site = siteFile && parseWith(SiteSchema, siteFile, errors);
  const navigation = navFile && parseWith(NavigationSchema, navFile, errors);

  const pages: { file: string; page: Page }[] = [];
  const blog: BlogPost[] = [];
  const caseStudies: CaseStudyEntry[] = [];
  for (const f of files) {
    if (f.file.startsWith("data/pages/")) {
      const page = parseWith(PageSchema, f, errors);
      if (page) pages.push({ file: f.file, page });
    } else if (f.file.startsWith("data/blog/")) {
      const post = parseWith(BlogPostSchema, f, errors);
      if (post) blog.push(post);
    } else if (f.file.startsWith("data/case-studies/")) {
      const study = parseWith(CaseStudyEntrySchema, f, errors);
      if (study) caseStudies.push(study);
    }
  }

  // Unique paths, files that mirror their URL.
  const served = new Map<string, string>();
  for (const { file, page } of pages) {
    const expected = expectedPageFile(page.path);
    if (file !== expected)
      errors.push(`${file}: path: "${page.path}" belongs in ${expected} (folders mirror the URL)`);
    for (const [p, where] of [
      [page.path, "path"],
      ...(page.aliases ?? []).map((a, i) => [a, `aliases[${i}]`]),
    ]) {
      const other = served.get(p);
      if (other)
        errors.push(`${file}: ${where}: duplicate path "${p}", already served by ${other}`);
      else served.set(p, file);
    }
  }
  for (const [kind, slugs] of [
    ["data/blog", blog.map((b) => b.slug)],
    ["data/case-studies", caseStudies.map((c) => c.slug)],
  ] as const) {
    const seen = new Set<string>();
    for (const s of slugs) {
      if (seen.has(s)) errors.push(`${kind}: duplicate slug "${s}"`);
      seen.add(s);
    }
  }

  const linkOk = (href: string, anchors: Set<string>): string | null => {
    if (/^(https:|mailto:)/.test(href)) return null;
    const [p, hash] = href.split("#");
    if (p === "") return anchors.has(hash) ? null : `no section on this page has id "${hash}"`;
    if (served.has(p) || KNOWN_MISSING_LINKS.includes(p)) return null;
    return `link to "${p}" has no page; add a page file or fix the link (deliberately missing pages are listed in src/content/knownMissingLinks.ts)`;
  };

  for (const { file, page } of pages) {
    const heroes = page.sections.filter((s) => s.type === "hero").length;
    if (page.sections[0]?.type !== "hero" || heroes !== 1)
      errors.push(
        `${file}: sections: expected exactly one hero, as the first section (its heading is the page's h1)`,
      );
    const anchors = new Set<string>();
    page.sections.forEach((s, i) => {
      if (!s.id) return;
      if (anchors.has(s.id))
        errors.push(`${file}: sections[${i}].id: duplicate id "${s.id}" on this page`);
      anchors.add(s.id);
    });
    for (const h of hrefsOf(page)) {
      const problem = linkOk(h.value, anchors);
      if (problem) errors.push(`${file}: ${h.where}: ${problem}`);
    }
    for (const a of actionsOf(page)) {
      if (!a.value.href && !PLAIN_BUTTON_LABELS.includes(a.value.label))
        errors.push(
          `${file}: ${a.where}.href: expected a destination for "${a.value.label}" (only the labels in src/content/plainButtons.ts may be plain buttons)`,
        );
    }
    page.sections.forEach((s, i) => {
      if (s.type === "packages" && s.packages.filter((p) => p.popular).length > 1)
        errors.push(
          `${file}: sections[${i}].packages: expected at most one package with "popular": true`,
        );
      if (s.type === "comparison")
        s.rows.forEach((r, j) => {
          if (r.values.length !== s.columns.length - 1)
            errors.push(
              `${file}: sections[${i}].rows[${j}].values: expected ${s.columns.length - 1} values (one per column after the first), received ${r.values.length}`,
            );
        });
    });
  }

  if (navigation) {
    const none = new Set<string>();
    navigation.header.menus.forEach((m, i) =>
      m.items.forEach((it, j) => {
        const problem = linkOk(it.href, none);
        if (problem)
          errors.push(`data/navigation.json: header.menus[${i}].items[${j}].href: ${problem}`);
      }),
    );
    const check = (href: string, where: string) => {
      const problem = linkOk(href, none);
      if (problem) errors.push(`data/navigation.json: ${where}: ${problem}`);
    };
    if (navigation.header.cta.href) check(navigation.header.cta.href, "header.cta.href");
    navigation.footer.columns.forEach((c, i) =>
      c.links.forEach((l, j) => check(l.href, `footer.columns[${i}].links[${j}].href`)),
    );
    navigation.footer.legal.forEach((l, i) => check(l.href, `footer.legal[${i}].href`));
  }
  if (site?.bookingPrompt.action.href) {
    const problem = linkOk(site.bookingPrompt.action.href, new Set());
    if (problem) errors.push(`data/site.json: bookingPrompt.action.href: ${problem}`);
  }

  if (errors.length || !site || !navigation) throw new ContentError(errors);
  return { site, navigation, pages, blog, caseStudies };
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? walk(path.join(dir, e.name))
        : e.name.endsWith(".json")
          ? [path.join(dir, e.name)]
          : [],
    )
    .sort();
}

/**
 * Reads every JSON file under `<root>/data`. Takes the project root; returns the files with
 * paths relative to it; throws {@link ContentError} for files that are not valid JSON.
 */
export function readContentFiles(root: string): ContentFile[] {
  const errors: string[] = [];
  const files: ContentFile[] = [];
  for (const abs of walk(path.join(root, "data"))) {
    const file = path.relative(root, abs).split(path.sep).join("/");
    try {
      files.push({ file, json: JSON.parse(fs.readFileSync(abs, "utf8")) });
    } catch (e) {
      errors.push(`${file}: not valid JSON: ${(e as Error).message}`);
    }
  }
  if (errors.length) throw new ContentError(errors);
  return files;
}

/** Reads and validates all content under `<root>/data`; throws {@link ContentError}. */
export function loadContent(root: string): Content {
  return validateContent(readContentFiles(root));
}
