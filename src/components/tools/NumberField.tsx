import { fill } from "../../content/SiteContentContext";
import type { ToolNumberFieldSchema } from "../../sections/tool/schema";
import type { z } from "zod";
import { formatCount } from "../../lib/tools/format";

/** A number field's words and bounds (src/sections/tool/schema.ts `ToolNumberFieldSchema`). */
export type NumberFieldCopy = z.infer<typeof ToolNumberFieldSchema>;

/**
 * A labelled text field for a number, with its hint and, when refused, its message beside it
 * (`aria-invalid`, described by the message). `messages` maps a problem key to its text; the
 * range message gets the field's bounds as `{min}` and `{max}`. `inputType` "number" makes it a
 * browser number field (any step), as the ROI calculator's fields are; the default is text.
 * Its looks are static class rules (`.field__…`, src/components/tools/styles.ts); a refused
 * field's red border follows its `aria-invalid`.
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
      <label htmlFor={id} className="field__label">
        {field.label}
      </label>
      {field.hint && (
        <p id={hintId} className="field__hint">
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
        className="field__input"
      />
      {message && (
        <p id={errorId} className="field__error">
          {message}
        </p>
      )}
    </div>
  );
}
