/** The `bookingWidget` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import { Text, TextList, HrefSchema, sectionBase } from "../../content/schemaBlocks";

/** The embedded scheduling widget with its sticky benefits card. */
export const BookingWidgetSectionSchema = z
  .object({
    type: z.literal("bookingWidget"),
    ...sectionBase,
    loadingText: Text,
    fallbackText: Text,
    fallbackLinkLabel: Text,
    /**
     * When the scheduler fails to load or is not ready in time, the compact contact form takes
     * the calendar's place and the section's eyebrow, heading and intro become these three (so
     * the header no longer asks the visitor to pick a time); `unavailableEmailText` is the
     * words before the email link above the form.
     */
    unavailableEyebrow: Text,
    unavailableHeading: Text,
    unavailableText: Text,
    unavailableEmailText: Text,
    /** A line under the widget pointing to the contact page, for visitors who would rather write. */
    contactLink: z.object({ text: Text, label: Text, href: HrefSchema }).strict(),
    benefitsHeading: Text,
    benefits: TextList.min(1),
    /**
     * Shown above the widget when a visitor arrives from a tool's "Discuss this result": `label`
     * before the result's sentence, `note` under it.
     */
    toolNotice: z.object({ label: Text, note: Text }).strict(),
    /**
     * The line at the top of the calendar's card naming the session. A visitor who brings a
     * package sees `packageNotice` in its place (same room, so nothing moves).
     */
    calendarCaption: Text.meta({
      label: "Calendar caption",
      hint: "One short line above the calendar, e.g. Free 30-minute video call with an AI architect.",
    }),
    /**
     * Shown in place of `calendarCaption` when a visitor arrives from a package's Get Started:
     * `label` before `subject`; `answer` is what the scheduler receives. In `subject` and
     * `answer`, {package}, {service}, {price} and {duration} become the chosen package's words.
     */
    packageNotice: z
      .object({
        label: Text.meta({ label: "Label", hint: "e.g. You chose:" }),
        subject: Text.meta({
          label: "Package line",
          hint: "{package} package for {service}. Keep it short: it shares one line with the label.",
        }),
        answer: Text.meta({
          label: "Passed to the scheduler",
          hint: "{package} package for {service} ({price}, {duration})",
        }),
      })
      .strict(),
  })
  .strict();
