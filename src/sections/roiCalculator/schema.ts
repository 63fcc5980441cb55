/** The `roiCalculator` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import { Text, ActionSchema, sectionBase, RoiExampleSchema } from "../../content/schemaBlocks";

/**
 * A calculator field: its label, the hint inside the empty field and the largest figure it
 * accepts (`max`; the smallest is 0). A larger figure is refused with `errors.range`.
 */
const CalculatorFieldSchema = z
  .object({
    label: Text,
    placeholder: Text,
    max: z.number().positive().meta({
      label: "Largest figure",
      hint: "The calculator refuses a larger figure with the range message, beside the field.",
    }),
  })
  .strict();

/** The ROI calculator: four inputs, five results; the formulas live in `src/lib/roi.ts`. */
export const RoiCalculatorSectionSchema = z
  .object({
    type: z.literal("roiCalculator"),
    ...sectionBase,
    inputsHeading: Text,
    resultsHeading: Text,
    fields: z
      .object({
        employees: CalculatorFieldSchema,
        hourlyRate: CalculatorFieldSchema,
        hoursPerWeek: CalculatorFieldSchema,
        automationCost: CalculatorFieldSchema,
      })
      .strict(),
    submitLabel: Text,
    /**
     * Shown next to a field the calculator refuses (no result is computed from it): a negative
     * amount, text that is not a number, or a figure above the field's `max` (`range` takes
     * `{min}` and `{max}`). An empty field is not refused: it counts as 0.
     */
    errors: z.object({ negative: Text, notNumber: Text, range: Text }).strict(),
    results: z
      .object({
        weeklySavings: Text,
        monthlySavings: Text,
        annualSavings: Text,
        roi: Text,
        payback: Text,
        /** Unit after the payback figure, e.g. "months". */
        paybackUnit: Text,
        /** Shown instead of a payback figure when savings never repay the investment. */
        noPayback: Text,
      })
      .strict(),
    note: Text.optional(),
    /**
     * A worked example shown in the results card until the visitor's first calculation (the
     * results themselves start at zero), computed at build time with the calculator's own
     * formulas (src/lib/roiExample.ts), so it agrees with the calculator and with home's example.
     */
    example: RoiExampleSchema.optional(),
    action: ActionSchema,
  })
  .strict();
