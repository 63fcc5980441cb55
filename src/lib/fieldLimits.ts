/**
 * Longest value, in characters, of each kind of text a visitor types into a form on the site
 * (contact form, booking fallback, newsletter signup). Written once: the fields' `maxlength` and
 * the forms' own checks both read it. An email address is at most 254 characters (the longest a
 * mail server accepts); a name 100; a company 150; a message 4,000 (about 600 words).
 */
export const FIELD_MAX_LENGTH = {
  name: 100,
  email: 254,
  company: 150,
  message: 4000,
} as const;
