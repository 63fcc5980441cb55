import type { SectionProps } from "../types";
import { SectionShell, mainAndAsideGrid } from "../SectionShell";
import { ContactForm } from "../../components/ContactForm";
import { DirectContact } from "../../components/DirectContact";
import { cardSurface, colors, fontSizes, mq, radii, space } from "../../styles/theme";

/** Re-exported for the booking widget's fallback, which loads it from this section's chunk. */
export { ContactForm };

/**
 * The contact page's form in a card (src/components/ContactForm.tsx, sent as source
 * "contact-page"), beside a card with the company's email and phone, office hours and what
 * happens after a message is sent.
 */
export function ContactFormSection({ section, index }: SectionProps<"contactForm">): JSX.Element {
  return (
    <SectionShell section={section} index={index}>
      <div className="contact-section" css={mainAndAsideGrid}>
        <div css={{ ...cardSurface, padding: space.lg, [mq.md]: { padding: space.xl } }}>
          <ContactForm source="contact-page" />
        </div>
        <aside
          aria-labelledby="direct-contact-heading"
          css={{
            padding: space.lg,
            background: colors.primarySoft,
            border: `1px solid ${colors.primaryBorder}`,
            borderRadius: radii.lg,
          }}
        >
          <h3 id="direct-contact-heading" css={{ fontSize: fontSizes.lg, marginBottom: space.md }}>
            {section.directHeading}
          </h3>
          <DirectContact emailLabel={section.emailLabel} phoneLabel={section.phoneLabel} />
          <p css={{ marginTop: space.md, fontSize: fontSizes.sm, color: colors.muted }}>
            {section.hours}
          </p>
          <p css={{ marginTop: space.md, fontSize: fontSizes.sm }}>{section.responseNote}</p>
        </aside>
      </div>
    </SectionShell>
  );
}
