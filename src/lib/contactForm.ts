/**
 * The contact form's fields and the checks a submission must pass, without React: the browser's
 * own validation (`required`, `type=email`, `maxlength`) runs first; these checks then catch
 * what it lets through (a field of spaces only, an address without a dot in its domain).
 */

import { FIELD_MAX_LENGTH } from "./fieldLimits";

/** The Netlify Forms name every contact form (contact page, booking fallback) posts under. */
export const CONTACT_FORM_NAME = "contact";

/** Where a contact form posts; without JavaScript the visitor lands on this page. */
export const CONTACT_FORM_ACTION = "/contact/thanks";

/** The fields a visitor fills in, in the order the form shows them. */
export const CONTACT_FIELDS = ["name", "email", "company", "message", "timeline"] as const;

/** One of {@link CONTACT_FIELDS}. */
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The fields a submission must fill in (the timeline is optional). */
export const REQUIRED_CONTACT_FIELDS: readonly ContactField[] = [
  "name",
  "email",
  "company",
  "message",
];

/**
 * Longest value, in characters, of each field the visitor types into (`maxlength`): the site's
 * one list of field limits (src/lib/fieldLimits.ts), which the newsletter signup shares.
 */
export const CONTACT_MAX_LENGTH: Record<
  Exclude<ContactField, "timeline">,
  number
> = FIELD_MAX_LENGTH;

/**
 * An email address a reply can reach: one `@`, something before it, and a domain with a dot and
 * no spaces (`jane@company.com`). Stricter than the browser's `type=email`, which accepts
 * `jane@company`.
 */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/**
 * Whether one field's value is wrong: a required field that is empty or only spaces, an email
 * that is not an address ({@link isEmailAddress}), a value longer than its
 * {@link CONTACT_MAX_LENGTH}. The timeline is a choice and is never wrong.
 */
export function isContactFieldWrong(field: ContactField, raw: string): boolean {
  if (field === "timeline") return false;
  const value = raw.trim();
  if (REQUIRED_CONTACT_FIELDS.includes(field) && !value) return true;
  if (field === "email" && !isEmailAddress(value)) return true;
  return value.length > CONTACT_MAX_LENGTH[field];
}

/**
 * The fields of a submission that are wrong ({@link isContactFieldWrong}), in form order. Takes
 * the submitted values by field name (missing = empty); returns [] when it can be sent.
 */
export function contactFieldErrors(values: Partial<Record<ContactField, string>>): ContactField[] {
  return CONTACT_FIELDS.filter((field) => isContactFieldWrong(field, values[field] ?? ""));
}
