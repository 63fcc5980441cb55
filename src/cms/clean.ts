/**
 * Before Decap saves an entry, optional fields an editor left empty are removed.
 *
 * Decap writes a cleared text field as `""` (and a cleared number as `null`); the content
 * schema rejects both for an optional field (it must be absent or real text). Walking the CMS
 * fields (which mirror the schema, src/cms/config.ts) tells which keys are optional.
 * Required fields are never touched: if one is empty, the build's validation says so.
 */
import type { CmsField } from "./config";

export type KeyPath = (string | number)[];

/** True for a value with nothing in it: no text, no number, no true/false anywhere inside. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.every(isBlank);
  if (typeof value === "object") return Object.values(value as object).every(isBlank);
  return false;
}

/**
 * The key paths to delete from `data` (deepest first), given the fields of its collection.
 * A key is deleted when its field is optional and its value is blank: empty text, `null`, an
 * empty list, or an object or list with nothing but blanks inside (an optional `backLink`
 * whose label and link were both cleared).
 */
export function emptyOptionalPaths(data: unknown, fields: CmsField[], typeKey = "type"): KeyPath[] {
  const out: KeyPath[] = [];
  walkObject(data, fields, [], out, typeKey);
  return out;
}

function walkObject(
  value: unknown,
  fields: CmsField[],
  at: KeyPath,
  out: KeyPath[],
  typeKey: string,
): void {
  if (!value || typeof value !== "object" || Array.isArray(value)) return;
  const obj = value as Record<string, unknown>;
  for (const f of fields) {
    if (!(f.name in obj)) continue;
    const v = obj[f.name];
    const path = [...at, f.name];
    if (f.required === false && isBlank(v)) {
      out.push(path);
      continue;
    }
    if (f.widget === "object" && f.fields) walkObject(v, f.fields, path, out, typeKey);
    if (f.widget === "list" && Array.isArray(v)) walkList(v, f, path, out, typeKey);
  }
}

function walkList(
  items: unknown[],
  f: CmsField,
  at: KeyPath,
  out: KeyPath[],
  typeKey: string,
): void {
  items.forEach((item, i) => {
    if (f.types) {
      const key = f.typeKey ?? typeKey;
      const type = f.types.find((t) => t.name === (item as Record<string, unknown> | null)?.[key]);
      if (type?.fields) walkObject(item, type.fields, [...at, i], out, typeKey);
    } else if (f.fields) {
      walkObject(item, f.fields, [...at, i], out, typeKey);
    }
  });
}

/** Deletes the paths from plain data (the same operation the admin applies to Decap's entry). */
export function withoutPaths<T>(data: T, paths: KeyPath[]): T {
  const copy = JSON.parse(JSON.stringify(data)) as T;
  for (const p of paths) {
    let parent: unknown = copy;
    for (const k of p.slice(0, -1)) parent = (parent as Record<string | number, unknown>)?.[k];
    if (parent && typeof parent === "object")
      delete (parent as Record<string | number, unknown>)[p[p.length - 1]];
  }
  return copy;
}
