/**
 * Key order of a saved entry. Decap keeps entry data in Immutable maps, which do not keep key
 * order beyond eight keys: saving `data/site.json` would shuffle its keys, and every save would
 * produce a noisy diff. Before saving (src/cms/admin.tsx, `preSave`) the data is put back in
 * order: the keys the file already had, in the file's order (from the entry's raw text), then
 * new keys in the schema's order (the CMS fields mirror it).
 *
 * The walk is written once over an {@link Adapter}, so the admin applies it to Decap's Immutable
 * data and the unit tests to plain JSON.
 */
import type { CmsField } from "./config";

/** How to read and rebuild one kind of tree (plain JSON, or Decap's Immutable maps and lists). */
export type Adapter<T> = {
  isMap(v: T): boolean;
  isList(v: T): boolean;
  keys(v: T): string[];
  get(v: T, key: string): T;
  items(v: T): T[];
  /** A map like `v` with exactly these entries, in this order. */
  makeMap(v: T, entries: [string, T][]): T;
  /** A list like `v` with these items. */
  makeList(v: T, items: T[]): T;
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === "object" && !Array.isArray(v);

/** The keys of `present` in order: those of `template` first (its order), then `fields` order, then the rest. */
export function orderedKeys(
  present: string[],
  template: unknown,
  fields: CmsField[] | undefined,
  first: string[] = [],
): string[] {
  const out: string[] = [];
  const add = (k: string) => {
    if (present.includes(k) && !out.includes(k)) out.push(k);
  };
  first.forEach(add);
  if (isObj(template)) Object.keys(template).forEach(add);
  (fields ?? []).forEach((f) => add(f.name));
  present.forEach(add);
  return out;
}

function reorderObject<T>(
  a: Adapter<T>,
  value: T,
  template: unknown,
  fields?: CmsField[],
  first: string[] = [],
): T {
  if (!a.isMap(value)) return value;
  const keys = orderedKeys(a.keys(value), template, fields, first);
  return a.makeMap(
    value,
    keys.map((k) => {
      const field = fields?.find((f) => f.name === k);
      const t = isObj(template) ? template[k] : undefined;
      // A key the form does not show (a developer setting) keeps the file's order too.
      return [
        k,
        field ? reorderField(a, a.get(value, k), t, field) : reorderObject(a, a.get(value, k), t),
      ];
    }),
  );
}

function reorderField<T>(a: Adapter<T>, value: T, template: unknown, field: CmsField): T {
  if (field.widget === "object" && field.fields)
    return reorderObject(a, value, template, field.fields);
  if (field.widget !== "list" || !a.isList(value)) return value;
  const tItems = Array.isArray(template) ? template : [];
  if (field.types) {
    const key = field.typeKey ?? "type";
    return a.makeList(
      value,
      a.items(value).map((item, i) => {
        if (!a.isMap(item)) return item;
        const typeName = a.get(item, key) as unknown;
        const type = field.types?.find((t) => t.name === typeName);
        const t = tItems[i];
        const sameType = isObj(t) && t[key] === typeName;
        return reorderObject(a, item, sameType ? t : undefined, type?.fields, [key]);
      }),
    );
  }
  if (field.fields)
    return a.makeList(
      value,
      a.items(value).map((item, i) => reorderObject(a, item, tItems[i], field.fields)),
    );
  return value;
}

/** The entry data with its keys in order (see the module comment). `template` is the saved file's JSON. */
export function reorderEntry<T>(a: Adapter<T>, data: T, template: unknown, fields: CmsField[]): T {
  return reorderObject(a, data, template, fields);
}

/** The adapter for plain JSON. */
export const plainAdapter: Adapter<unknown> = {
  isMap: isObj,
  isList: Array.isArray,
  keys: (v) => Object.keys(v as Obj),
  get: (v, k) => (v as Obj)[k],
  items: (v) => v as unknown[],
  makeMap: (_v, entries) => Object.fromEntries(entries),
  makeList: (_v, items) => items,
};

/** What the admin needs of Decap's Immutable values (Immutable's own method names). */
export type ImmutableValue = {
  keySeq?(): { toArray(): string[] };
  get?(key: string | number): ImmutableValue;
  toOrderedMap?(): ImmutableValue;
  clear?(): ImmutableValue;
  set?(key: string, value: ImmutableValue): ImmutableValue;
  toArray?(): ImmutableValue[];
  push?(...items: ImmutableValue[]): ImmutableValue;
  [key: string]: unknown;
};

/** The adapter for Decap's Immutable maps and lists (whatever copy of Immutable its bundle holds). */
export const immutableAdapter: Adapter<ImmutableValue> = {
  isMap: (v) => !!v && typeof v === "object" && v["@@__IMMUTABLE_KEYED__@@"] === true,
  isList: (v) => !!v && typeof v === "object" && v["@@__IMMUTABLE_LIST__@@"] === true,
  keys: (v) => v.keySeq!().toArray(),
  get: (v, k) => v.get!(k),
  items: (v) => v.toArray!(),
  makeMap: (v, entries) => entries.reduce((m, [k, x]) => m.set!(k, x), v.toOrderedMap!().clear!()),
  makeList: (v, items) => v.clear!().push!(...items),
};
