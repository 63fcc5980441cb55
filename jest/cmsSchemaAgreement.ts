/**
 * Test helper: does a generated CMS config agree with the content schemas? Walks the config and
 * the zod schemas side by side and lists every difference. The build trusts the generator
 * (src/cms/config.ts); the unit tests (`__tests__/cms/config.test.ts`) run this on its output,
 * and on hand-broken configs and changed schemas to prove the walk can fail.
 *
 * It reads zod the way the generator does (`defOf`, `literalValues`, `stringWidget`): what it
 * checks on its own is what the generator made of each field.
 */
import { CONTENT_TYPES } from "../src/content/collections";
import {
  ARTICLE_COLLECTIONS,
  DATE_WIDGET,
  DEVELOPER_SETTINGS,
  ISO_DATE_FORMAT,
  SCHEMAS,
  optionValues,
  relationOf,
  stringWidget,
  type CmsCollection,
  type CmsConfig,
  type CmsField,
  type CmsSchemas,
  type ContentKey,
} from "../src/cms/config";
import {
  defOf,
  discriminatorValue,
  literalValues,
  unwrapOptional,
  type AnySchema,
} from "../src/content/zodShape";

/**
 * The content type a collection file or folder edits, by its location on disk: the type of that
 * file, or the type whose folder is the location or holds it (`data/pages/automation`).
 */
function contentTypeAt(location: string): (typeof CONTENT_TYPES)[number] | undefined {
  return CONTENT_TYPES.find((t) =>
    "file" in t
      ? t.file === location
      : location === t.folder || location.startsWith(`${t.folder}/`),
  );
}

/** Placeholders Decap fills in a collection summary besides the entry's fields. */
const SUMMARY_SPECIALS = [
  "filename",
  "extension",
  "dirname",
  "path",
  "commit_date",
  "commit_author",
];

/** The `{{…}}` placeholders of a folder collection's summary that name no field of it. */
function summaryProblems(c: CmsCollection): string[] {
  if (!c.summary || !c.fields) return [];
  const fields = c.fields;
  return [...c.summary.matchAll(/\{\{\s*([^}|\s]+)/g)]
    .map((m) => m[1].replace(/^fields\./, ""))
    .filter((n) => !SUMMARY_SPECIALS.includes(n) && !fields.some((f) => f.name === n.split(".")[0]))
    .map((n) => `summary: "{{${n}}}" is not a field of the collection`);
}

/**
 * Widgets that store a plain string: typed text, a pick from a list kept in data/ (authors,
 * categories), or a value the form keeps without showing it (a page's path).
 */
const STRING_WIDGETS = new Set(["string", "text", "select", "hidden"]);

/** Required fields the admin fills before it saves, so the form may leave them empty (slug from title). */
const FILLED_BEFORE_SAVE = new Set(["slug"]);

function sameSet<T>(a: T[], b: T[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x)) && b.every((x) => a.includes(x));
}

function compareObject(
  fields: CmsField[] | undefined,
  schema: AnySchema,
  at: string,
  out: string[],
  omit: string[] = [],
): void {
  const shape = defOf(schema).shape ?? {};
  const list = fields ?? [];
  const where = (k: string) => (at ? `${at}.${k}` : k);
  const seen = new Set<string>();
  for (const f of list) {
    if (seen.has(f.name)) out.push(`${where(f.name)}: appears twice in the CMS`);
    seen.add(f.name);
    if (!(f.name in shape) || omit.includes(f.name))
      out.push(`${where(f.name)}: in the CMS but not in the schema`);
  }
  for (const [key, sub] of Object.entries(shape)) {
    if (omit.includes(key)) continue;
    const f = list.find((x) => x.name === key);
    const { schema: inner, optional } = unwrapOptional(sub);
    if (!f) {
      out.push(
        `${where(key)}: ${optional ? "optional" : "required"} in the schema but missing from the CMS`,
      );
      continue;
    }
    const cmsRequired = f.required !== false;
    if (!optional && !cmsRequired && !FILLED_BEFORE_SAVE.has(key))
      out.push(`${where(key)}: required in the schema but optional in the CMS`);
    if (optional && cmsRequired)
      out.push(`${where(key)}: optional in the schema but required in the CMS`);
    compareValue(f, inner, where(key), out);
  }
}

function compareValue(f: CmsField, schema: AnySchema, at: string, out: string[]): void {
  const d = defOf(schema);
  const literals = literalValues(schema);
  const expect = (ok: boolean, what: string) => {
    if (!ok) out.push(`${at}: the schema has ${what}, the CMS a "${f.widget}" widget`);
    return ok;
  };
  if (literals || d.type === "enum") {
    const values = literals ?? Object.values(d.entries ?? {});
    if (
      expect(f.widget === "select", "a fixed set of values") &&
      !sameSet(optionValues(f.options ?? []), values)
    )
      out.push(
        `${at}: the CMS offers ${JSON.stringify(f.options)}, the schema allows ${JSON.stringify(values)}`,
      );
    return;
  }
  switch (d.type) {
    case "string": {
      const special = stringWidget(schema);
      if (special === "markdown") expect(f.widget === "markdown", "Markdown text");
      else if (special === "image") expect(f.widget === "image", "an uploaded image");
      else if (special === "relation") {
        const kind = relationOf(schema);
        if (expect(f.widget === "relation", `a ${kind} entry's slug`))
          relationProblems(f, kind, at, out);
      } else if (special === "datetime") {
        if (expect(f.widget === "datetime", `an ISO date (${ISO_DATE_FORMAT})`))
          for (const k of ["format", "date_format", "time_format"] as const)
            if (f[k] !== DATE_WIDGET[k])
              out.push(
                `${at}: the schema stores dates as ${ISO_DATE_FORMAT}, the CMS date widget has ${k}: ${JSON.stringify(f[k])}, not ${JSON.stringify(DATE_WIDGET[k])}`,
              );
      } else expect(STRING_WIDGETS.has(f.widget), "text");
      return;
    }
    case "union":
      if (d.discriminator) {
        if (expect(f.widget === "object", "an object of one of several kinds"))
          compareUnionObject(f.fields ?? [], d, at, out);
      } else expect(STRING_WIDGETS.has(f.widget), "text (a union of string forms)");
      return;
    case "number":
      expect(f.widget === "number", "a number");
      return;
    case "boolean":
      expect(f.widget === "boolean", "a true/false value");
      return;
    case "object":
      if (expect(f.widget === "object", "an object")) compareObject(f.fields, schema, at, out);
      return;
    case "array": {
      const element = d.element as AnySchema;
      const related = relationOf(unwrapOptional(element).schema);
      if (related) {
        if (expect(f.widget === "relation", `a list of ${related} entries' slugs`)) {
          if (f.multiple !== true) out.push(`${at}: the CMS relation must take several entries`);
          relationProblems(f, related, at, out);
        }
        return;
      }
      if (!expect(f.widget === "list", "a list")) return;
      const ed = defOf(element);
      if (ed.type === "union" && ed.discriminator) {
        const key = ed.discriminator;
        if (f.typeKey !== key)
          out.push(
            `${at}: the CMS list's typeKey is ${JSON.stringify(f.typeKey)}, the schema's discriminator "${key}"`,
          );
        const types = f.types ?? [];
        const options = ed.options ?? [];
        for (const o of options) {
          const value = discriminatorValue(o, key);
          const matches = types.filter((t) => t.name === value);
          if (matches.length === 0)
            out.push(`${at}: ${key} "${value}" is in the schema but has no CMS type`);
          else if (matches.length > 1)
            out.push(`${at}: ${key} "${value}" has ${matches.length} CMS types`);
          else compareObject(matches[0].fields, o, `${at}[${value}]`, out, [key]);
        }
        for (const t of types)
          if (!options.some((o) => discriminatorValue(o, key) === t.name))
            out.push(`${at}: CMS type "${t.name}" is not a ${key} in the schema`);
        return;
      }
      if (ed.type === "object") {
        if (!f.fields) out.push(`${at}: the schema lists objects, the CMS list has no "fields"`);
        else compareObject(f.fields, element, `${at}[]`, out);
        return;
      }
      if (!f.field) {
        out.push(`${at}: the schema lists single values, the CMS list has no "field"`);
        return;
      }
      const { schema: inner, optional } = unwrapOptional(element);
      if (optional) out.push(`${at}[]: list items may not be optional`);
      compareValue(f.field, inner, `${at}[]`, out);
      return;
    }
    default:
      out.push(`${at}: the schema has a "${d.type}", which the CMS config does not support`);
  }
}

/** A relation widget must offer the entries of `kind`'s collection and store their slugs. */
function relationProblems(
  f: CmsField,
  kind: ReturnType<typeof relationOf>,
  at: string,
  out: string[],
): void {
  const collection = kind ? ARTICLE_COLLECTIONS[kind].name : undefined;
  if (f.collection !== collection)
    out.push(
      `${at}: the CMS relation offers "${f.collection}", the schema refers to "${collection}"`,
    );
  if (f.value_field !== "slug")
    out.push(`${at}: the CMS relation stores "${f.value_field}", the schema a slug`);
}

/**
 * Compares the one-object form of a discriminated union (the generator's union-as-object): the
 * discriminator's choices, every option's fields (a field is required only when every option
 * requires it) and no field that no option has.
 */
function compareUnionObject(
  fields: CmsField[],
  d: ReturnType<typeof defOf>,
  at: string,
  out: string[],
): void {
  const key = d.discriminator ?? "";
  const options = d.options ?? [];
  const values = options.map((o) => discriminatorValue(o, key));
  const select = fields.find((f) => f.name === key);
  if (!select || select.widget !== "select" || !sameSet(optionValues(select.options ?? []), values))
    out.push(`${at}.${key}: the CMS must offer the choices ${JSON.stringify(values)}`);
  const names = new Set<string>([key]);
  for (const o of options) {
    for (const [name, sub] of Object.entries(defOf(o).shape ?? {})) {
      if (name === key) continue;
      names.add(name);
      const f = fields.find((x) => x.name === name);
      if (!f) {
        out.push(`${at}.${name}: in the schema but missing from the CMS`);
        continue;
      }
      compareValue(f, unwrapOptional(sub).schema, `${at}.${name}`, out);
    }
  }
  for (const f of fields) {
    if (!names.has(f.name)) out.push(`${at}.${f.name}: in the CMS but not in the schema`);
    const requiredEverywhere =
      f.name === key ||
      options.every((o) => {
        const sub = defOf(o).shape?.[f.name];
        return sub !== undefined && !unwrapOptional(sub).optional;
      });
    if ((f.required !== false) !== requiredEverywhere)
      out.push(
        `${at}.${f.name}: ${requiredEverywhere ? "required" : "optional"} in the schema but ${requiredEverywhere ? "optional" : "required"} in the CMS`,
      );
  }
}

/**
 * Every difference between a CMS config and the schemas, as `collection/file: json.path: problem`
 * lines (empty when they agree): fields missing or extra on either side, required flags,
 * widgets (Markdown and ISO-date fields included), fixed choices, section types, summaries
 * naming no field, and content types no collection edits; the developer settings of
 * `data/site.json` are left out of the form on purpose. Takes the config and the schemas (the
 * real ones by default).
 */
export function cmsSchemaProblems(config: CmsConfig, schemas: CmsSchemas = SCHEMAS): string[] {
  const out: string[] = [];
  const edited = new Set<ContentKey>();
  for (const c of config.collections) {
    out.push(...summaryProblems(c).map((p) => `${c.name}: ${p}`));
    const targets: { where: string; location: string; fields: CmsField[] | undefined }[] = c.files
      ? c.files.map((f) => ({ where: `${c.name}/${f.name}`, location: f.file, fields: f.fields }))
      : [{ where: c.name, location: c.folder ?? "", fields: c.fields }];
    for (const t of targets) {
      const type = contentTypeAt(t.location);
      if (!type) {
        out.push(`${t.where}: edits "${t.location}", which no content schema covers`);
        continue;
      }
      edited.add(type.key);
      const problems: string[] = [];
      const omit = type.key === "site" ? DEVELOPER_SETTINGS : [];
      compareObject(t.fields, schemas[type.key], "", problems, omit);
      out.push(...problems.map((p) => `${t.where}: ${p}`));
    }
  }
  for (const t of CONTENT_TYPES)
    if (!edited.has(t.key))
      out.push(`${t.key}: no CMS collection edits "${"file" in t ? t.file : t.folder}"`);
  return out;
}
