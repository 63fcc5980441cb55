/** The `contactForm` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import { Text, sectionBase } from "../../content/schemaBlocks";

/**
 * The contact page's form (its field copy is the site's one contact form copy, data/site.json
 * `contactForm`) beside the company's direct contact details (email and phone from
 * data/site.json `organization`).
 */
export const ContactFormSectionSchema = z
  .object({
    type: z.literal("contactForm"),
    ...sectionBase,
    /** Heading of the direct-contact card beside the form. */
    directHeading: Text,
    emailLabel: Text,
    phoneLabel: Text,
    /** e.g. "Monday to Friday, 9:00 to 17:30 (US Eastern)". */
    hours: Text,
    /** What happens after a message is sent, under the direct contact details. */
    responseNote: Text,
  })
  .strict();
