import { colors, fontSizes, mq, radii, space } from "../styles/theme";

/**
 * The static class rules of the site's forms (src/components/ContactForm.tsx and NewsletterForm.tsx),
 * built from the theme's tokens and written into every page's head with GLOBAL_CSS, so the forms'
 * looks cost no JavaScript:
 *
 * - `.form-control`: a text field, email field, text area or select (48 px tall at least);
 * - the contact form: `.contact-form` (one column, two from 768 px), `__wide` (a row across both
 *   columns), `__label`, `__control` (full width; a refused field, `aria-invalid`, gets a thicker
 *   red border), `__message` (the text area, resizable in height), `__error`, `__submit-row` (the
 *   button beside the privacy note, `__privacy`), `__status` (`--error` when sending failed), and
 *   the thank-you note that replaces it (`__sent`, `__sent-heading`, `__sent-text`).
 *
 * The newsletter's own rules (`.newsletter__…`) are in src/styles/shellCss.ts with the footer's.
 */
export const FORM_CSS = `
  .form-control {
    min-height: 48px;
    padding: 10px 14px;
    border-radius: ${radii.md}px;
    border: 1px solid ${colors.border};
    background: ${colors.white};
    color: ${colors.text};
  }

  .contact-form { display: grid; gap: ${space.lg}px; grid-template-columns: minmax(0, 1fr); }
  ${mq.md} {
    .contact-form { grid-template-columns: repeat(2, minmax(0, 1fr)); }
    .contact-form__wide { grid-column: 1 / -1; }
  }
  .contact-form__label {
    display: block;
    font-weight: 600;
    font-size: ${fontSizes.sm};
    margin-bottom: 6px;
  }
  .contact-form__control { display: block; width: 100%; font: inherit; }
  .contact-form__control[aria-invalid="true"] { border-color: ${colors.problem}; border-width: 2px; }
  .contact-form__message { resize: vertical; }
  .contact-form__error {
    margin-top: 6px;
    font-size: ${fontSizes.sm};
    color: ${colors.problem};
    font-weight: 550;
  }
  .contact-form__submit-row { display: flex; flex-wrap: wrap; align-items: center; gap: ${space.md}px; }
  .contact-form__privacy { font-size: ${fontSizes.sm}; color: ${colors.muted}; }
  .contact-form__status { font-size: ${fontSizes.sm}; font-weight: 600; color: ${colors.problem}; }
  .contact-form__status--error { margin-top: ${space.sm}px; }
  .contact-form__sent {
    padding: ${space.lg}px;
    border-radius: ${radii.md}px;
    background: ${colors.successSoft};
    border-left: 4px solid ${colors.success};
  }
  .contact-form__sent-heading { font-weight: 700; font-size: ${fontSizes.lg}; }
  .contact-form__sent-text { margin-top: ${space.xs}px; }
`;
