import { fill } from "../../content/SiteContentContext";
import type { ToolNumberFieldSchema } from "../../sections/tool/schema";
import type { z } from "zod";
import { formatCount } from "../../lib/tools/format";
import { colors, fontSizes, radii } from "../../styles/theme";

/** A number field's words and bounds (src/sections/tool/schema.ts `ToolNumberFieldSchema`). */
export type NumberFieldCopy = z.infer<typeof ToolNumberFieldSchema>;

/** A form field's label: bold, on its own line. */
export const fieldLabel = { display: "block", fontWeight: 600, marginBottom: 6 } as const;
/** The muted line under a field's label. */
export const hintText = { color: colors.muted, fontSize: fontSizes.sm, marginBottom: 6 } as const;
const errorText = {
  marginTop: 6,
  color: colors.problem,
  fontSize: fontSizes.sm,
  fontWeight: 600,
} as const;

/**
 * A labelled text field for a number, with its hint and, when refused, its message beside it
 * (`aria-invalid`, described by the message). `messages` maps a problem key to its text; the
 * range message gets the field's bounds as `{min}` and `{max}`. `inputType` "number" makes it a
 * browser number field (any step), as the ROI calculator's fields are; the default is text.
 */
export function NumberField({
  id,
  name,
  field,
  value,
  problem,
  messages,
  onChange,
  inputType = "text",
}: {
  id: string;
  name: string;
  field: NumberFieldCopy;
  value: string;
  problem?: string;
  messages: Record<string, string>;
  onChange: (value: string, badInput: boolean) => void;
  inputType?: "text" | "number";
}): JSX.Element {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [field.hint && hintId, problem && errorId].filter(Boolean).join(" ");
  const message =
    problem &&
    fill(messages[problem] ?? messages.notNumber, {
      min: formatCount(field.min ?? 0),
      max: formatCount(field.max),
    });
  return (
    <div>
      <label htmlFor={id} css={fieldLabel}>
        {field.label}
      </label>
      {field.hint && (
        <p id={hintId} css={hintText}>
          {field.hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={inputType}
        step={inputType === "number" ? "any" : undefined}
        inputMode="decimal"
        autoComplete="off"
        placeholder={field.placeholder}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value, e.target.validity.badInput)}
        css={{
          width: "100%",
          minHeight: 48,
          padding: "10px 14px",
          border: `1px solid ${problem ? colors.problem : colors.border}`,
          borderRadius: radii.md,
          fontSize: fontSizes.md,
          color: colors.text,
          background: colors.white,
        }}
      />
      {message && (
        <p id={errorId} css={errorText}>
          {message}
        </p>
      )}
    </div>
  );
}
