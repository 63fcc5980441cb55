import { cardSurface, colors, fontSizes, mq, radii, space } from "../../styles/theme";

/**
 * The contact section's class rules (src/sections/contactForm/ContactFormSection.tsx):
 * `.contact-section` (the form beside direct contact, 2:1 from 1024 px, stacked below),
 * `__form` (the white card around the form), `__aside` (the tinted card with the email, phone and
 * hours), `__heading`, `__hours` and `__note`. Part of GLOBAL_CSS in every page's head.
 */
export const CONTACT_FORM_CSS = `
  .contact-section { display: grid; gap: ${space.lg}px; }
  ${mq.lg} {
    .contact-section { grid-template-columns: 2fr 1fr; align-items: start; }
  }
  .contact-section__form {
    background: ${cardSurface.background};
    border: ${cardSurface.border};
    border-radius: ${cardSurface.borderRadius}px;
    padding: ${space.lg}px;
  }
  ${mq.md} {
    .contact-section__form { padding: ${space.xl}px; }
  }
  .contact-section__aside {
    padding: ${space.lg}px;
    background: ${colors.primarySoft};
    border: 1px solid ${colors.primaryBorder};
    border-radius: ${radii.lg}px;
  }
  .contact-section__heading { font-size: ${fontSizes.lg}; margin-bottom: ${space.md}px; }
  .contact-section__hours { margin-top: ${space.md}px; font-size: ${fontSizes.sm}; color: ${colors.muted}; }
  .contact-section__note { margin-top: ${space.md}px; font-size: ${fontSizes.sm}; }
`;
