/**
 * Reading zod 4 schemas' shapes (`schema._zod.def`, zod's documented surface for library
 * authors), in one place: the content walk (src/content/walk.ts), the GraphQL type definitions
 * (src/content/collections.ts) and the CMS config generator (src/cms/config.ts) all read object
 * fields, list elements, optional wrappers, literals, unions and metadata through these helpers.
 */
import { z } from "zod";

/** A zod schema as these helpers see it: only its definition (`schema._zod.def`) is read. */
export type AnySchema = { _zod: { def: unknown } };

/** One check of a schema (`.regex()`, `.int()`, `.min()`…), as zod defines it. */
export type CheckDef = {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: number;
  minimum?: number;
  maximum?: number;
  error?: (issue?: unknown) => unknown;
};

/**
 * The parts of a zod definition the readers use: its type (`"object"`, `"array"`, `"union"`…),
 * an object's fields, a list's element, a wrapper's inner schema, a union's options and
 * discriminator, an enum's entries, a literal's values and the checks. `S` is the schema type the
 * caller works with (zod's own `z.ZodType`, or {@link AnySchema}).
 */
export type ShapeDef<S extends AnySchema = AnySchema> = {
  type: string;
  shape?: Record<string, S>;
  element?: S;
  innerType?: S;
  options?: S[];
  discriminator?: string;
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: { _zod: { def: CheckDef } }[];
};

/** The definition of a schema ({@link ShapeDef}), with its sub-schemas typed like the schema. */
export function defOf<S extends AnySchema>(schema: S): ShapeDef<S> {
  return schema._zod.def as ShapeDef<S>;
}

/** The wrappers {@link unwrap} can strip: `.optional()`, `.nullable()`, `.default()`. */
export type Wrapper = "optional" | "nullable" | "default";

/**
 * Strips the given wrappers, however nested; returns the inner schema and whether any wrapper
 * was stripped (the value may then be absent).
 */
export function unwrap<S extends AnySchema>(
  schema: S,
  wrappers: readonly Wrapper[],
): { inner: S; wrapped: boolean } {
  let inner = schema;
  let wrapped = false;
  for (;;) {
    const d = defOf(inner);
    if (!(wrappers as readonly string[]).includes(d.type) || !d.innerType)
      return { inner, wrapped };
    inner = d.innerType;
    wrapped = true;
  }
}

/** Strips `.optional()` only; returns the inner schema and whether the value may be absent. */
export function unwrapOptional<S extends AnySchema>(schema: S): { schema: S; optional: boolean } {
  const { inner, wrapped } = unwrap(schema, ["optional"]);
  return { schema: inner, optional: wrapped };
}

/** The checks of a schema (regex, int, min/max…), in the order they were added. */
export function checksOf(schema: AnySchema): CheckDef[] {
  return (defOf(schema).checks ?? []).map((c) => c._zod.def);
}

/** The metadata a schema was given with `.meta({ … })` (zod's global registry), if any. */
export function metaOf(schema: AnySchema): Record<string, unknown> | undefined {
  return z.globalRegistry.get(schema as unknown as z.ZodType);
}

/** The literal values of a literal or of a plain union of literals, or undefined. */
export function literalValues(schema: AnySchema): (string | number)[] | undefined {
  const d = defOf(schema);
  if (d.type === "literal") return d.values as (string | number)[];
  if (
    d.type === "union" &&
    !d.discriminator &&
    d.options?.every((o) => defOf(o).type === "literal")
  )
    return d.options.flatMap((o) => defOf(o).values as (string | number)[]);
  return undefined;
}

/**
 * The discriminator value of one option of a discriminated union (e.g. `"hero"`). Throws when
 * the option's `key` field is not a single literal.
 */
export function discriminatorValue(option: AnySchema, key: string): string {
  const lit = defOf(option).shape?.[key];
  const values = lit ? defOf(lit).values : undefined;
  if (!values || values.length !== 1) throw new Error(`union option has no literal "${key}"`);
  return String(values[0]);
}

/**
 * The option of a union schema that describes `value`: by the discriminator's literal when the
 * union has one, else the first option that parses it. Undefined when none does.
 */
export function unionMember(union: z.ZodType, value: unknown): z.ZodType | undefined {
  const { options = [], discriminator } = defOf(union);
  if (discriminator && value && typeof value === "object") {
    const tag = (value as Record<string, unknown>)[discriminator];
    return options.find((o) => {
      const field = defOf(o).shape?.[discriminator];
      return field && defOf(field).values?.includes(tag);
    });
  }
  return options.find((o) => o.safeParse(value).success);
}
