/**
 * The content types of `data/`, listed once: where each type's files live, which schema parses
 * them, and the GraphQL node type they become. gatsby-config (sources, node type names),
 * gatsby-node (GraphQL type definitions) and the validator (which schema checks which file) all
 * read this list, so a new content type is added here and nowhere else.
 */
import type { z } from "zod";
import { ARTICLE_KINDS, type ArticleKind } from "../lib/articles";
import {
  AuthorsSchema,
  BlogPostSchema,
  CategoriesSchema,
  CaseStudyEntrySchema,
  GuideSchema,
  LegalPageSchema,
  NavigationSchema,
  PageSchema,
  RedirectsSchema,
  SiteSchema,
  TemplateEntrySchema,
} from "./schema";
import { defOf, unwrap } from "./zodShape";

/** One content type: files under `folder` (or the single `file`), each parsed by `schema`. */
export type ContentType = {
  /** Key of the type in the loaded content (`Content["pages"]`, …). */
  key: "site" | "navigation" | "redirects" | "authors" | "categories" | "pages" | ArticleKind;
  /** GraphQL node type gatsby-transformer-json creates for these files. */
  nodeType: string;
  /** The zod object schema of one file. */
  schema: z.ZodObject;
  /** A folder of files (`data/blog`), read recursively… */
  folder?: string;
  /** …or one file (`data/site.json`). */
  file?: string;
  /** A file the site can do without (its rules then do not apply); others must exist. */
  optional?: boolean;
};

/** Every content type. Folders are disjoint; files outside them and not named here are errors. */
export const CONTENT_TYPES = [
  { key: "site", nodeType: "SiteJson", schema: SiteSchema, file: "data/site.json" },
  {
    key: "navigation",
    nodeType: "NavigationJson",
    schema: NavigationSchema,
    file: "data/navigation.json",
  },
  {
    key: "redirects",
    nodeType: "RedirectsJson",
    schema: RedirectsSchema,
    file: "data/redirects.json",
  },
  {
    key: "authors",
    nodeType: "AuthorsJson",
    schema: AuthorsSchema,
    file: "data/authors.json",
    optional: true,
  },
  {
    key: "categories",
    nodeType: "CategoriesJson",
    schema: CategoriesSchema,
    file: "data/categories.json",
    optional: true,
  },
  { key: "pages", nodeType: "PageJson", schema: PageSchema, folder: "data/pages" },
  { key: "blog", nodeType: "BlogPostJson", schema: BlogPostSchema, folder: "data/blog" },
  {
    key: "caseStudies",
    nodeType: "CaseStudyJson",
    schema: CaseStudyEntrySchema,
    folder: "data/case-studies",
  },
  { key: "guides", nodeType: "GuideJson", schema: GuideSchema, folder: "data/resources" },
  { key: "legal", nodeType: "LegalPageJson", schema: LegalPageSchema, folder: "data/legal" },
  {
    key: "templates",
    nodeType: "TemplateJson",
    schema: TemplateEntrySchema,
    folder: "data/templates",
  },
] as const satisfies readonly ContentType[];

/** The content types whose files are articles (one page each, rendered from Markdown). */
export const ARTICLE_TYPES = CONTENT_TYPES.filter(
  (t): t is Extract<(typeof CONTENT_TYPES)[number], { key: ArticleKind }> =>
    (ARTICLE_KINDS as readonly string[]).includes(t.key),
);

/** The content type a file (path relative to the project, `/`-separated) belongs to, if any. */
export function contentTypeOf(file: string): (typeof CONTENT_TYPES)[number] | undefined {
  return CONTENT_TYPES.find((t) =>
    "file" in t ? t.file === file : file.startsWith(`${t.folder}/`),
  );
}

/** The GraphQL scalar of a leaf schema, or `JSON` for anything structured. */
function scalarOf(schema: z.ZodType): string {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
    case "enum":
      return "String";
    case "number":
      return (schema as z.ZodNumber).isInt ? "Int" : "Float";
    case "boolean":
      return "Boolean";
    case "literal":
      return typeof def.values?.[0] === "string" ? "String" : "JSON";
    default:
      return "JSON";
  }
}

/** The GraphQL type of one field: `String!`, `[String!]`, `Int`, `JSON!`… */
function fieldType(schema: z.ZodType): string {
  const { inner, wrapped: optional } = unwrap(schema, ["optional", "nullable"]);
  const def = defOf(inner);
  let type = scalarOf(inner);
  if (def.type === "array" && def.element) {
    const element = scalarOf(unwrap(def.element, ["optional", "nullable"]).inner);
    type = element === "JSON" ? "JSON" : `[${element}!]`;
  }
  return optional ? type : `${type}!`;
}

/**
 * GraphQL type definitions (SDL) for every content type, derived from the zod schemas: each
 * top-level field becomes a typed field (structured values are `JSON`), so listings can sort and
 * filter on them, and each type gets `content: JSON!`, the file's own fields as one object, which
 * is what templates query. Takes nothing; returns the SDL string for `createTypes`.
 */
export function contentTypeDefs(): string {
  const types = CONTENT_TYPES.map((t) => {
    const isArticle = (ARTICLE_KINDS as readonly string[]).includes(t.key);
    const own = Object.entries(t.schema.shape).map(
      ([name, schema]) => `  ${name}: ${fieldType(schema as z.ZodType)}`,
    );
    const added = isArticle
      ? ARTICLE_FIELDS.filter(([name]) => !(name in t.schema.shape)).map(
          ([name, type]) => `  ${name}: ${type}`,
        )
      : [];
    return `type ${t.nodeType} implements Node${isArticle ? " & Article" : ""} @dontInfer {\n${[...own, "  content: JSON!", ...added].join("\n")}\n}`;
  });
  const article = ARTICLE_FIELDS.map(([name, type]) => `  ${name}: ${type}`);
  return [
    `interface Article implements Node @nodeInterface {\n  id: ID!\n  content: JSON!\n${article.join("\n")}\n}`,
    ...types,
  ].join("\n");
}

/**
 * The fields of the `Article` interface every article node type implements: its own shared
 * fields, plus those resolved at build time from the node's own fields (gatsby-node.ts,
 * src/content/articleListing.ts): `category` (a case study's industry), a case study's facts
 * (null for other kinds), what a listing card or feed item shows of it (`listing`), its kind and
 * site path, and its body rendered from Markdown.
 */
const ARTICLE_FIELDS: [string, string][] = [
  ["slug", "String!"],
  ["title", "String!"],
  ["description", "String!"],
  ["author", "String!"],
  ["authorProfile", "JSON"],
  ["datePublished", "String!"],
  ["dateModified", "String!"],
  ["image", "JSON"],
  ["category", "String!"],
  ["caseStudy", "JSON"],
  ["listing", "JSON!"],
  ["kind", "String!"],
  ["path", "String!"],
  ["readingMinutes", "Int!"],
  ["bodyHtml", "String!"],
  ["headings", "JSON!"],
];

/**
 * The content fields of a GraphQL node: the keys its schema defines, without Gatsby's internals
 * (`id`, `internal`, `parent`…). Takes the node and its type; returns a plain object.
 */
export function contentOfNode(
  node: Record<string, unknown>,
  type: (typeof CONTENT_TYPES)[number],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(type.schema.shape)
      .filter((k) => k in node)
      .map((k) => [k, node[k]]),
  );
}
