import type { SectionProps } from "../types";
import { SectionShell } from "../SectionShell";
import { ContactForm } from "../../components/ContactForm";
import { DirectContact } from "../../components/DirectContact";

/** Re-exported for the booking widget's fallback, which loads it from this section's chunk. */
export { ContactForm };

/**
 * The contact page's form in a card (src/components/ContactForm.tsx, sent as source
 * "contact-page"), beside a card with the company's email and phone, office hours and what
 * happens after a message is sent. Its looks are static class rules (`.contact-section…`,
 * src/sections/contactForm/styles.ts).
 */
export function ContactFormSection({ section, index }: SectionProps<"contactForm">): JSX.Element {
  return (
    <SectionShell section={section} index={index}>
      <div className="contact-section">
        <div className="contact-section__form">
          <ContactForm source="contact-page" />
        </div>
        <aside aria-labelledby="direct-contact-heading" className="contact-section__aside">
          <h3 id="direct-contact-heading" className="contact-section__heading">
            {section.directHeading}
          </h3>
          <DirectContact emailLabel={section.emailLabel} phoneLabel={section.phoneLabel} />
          <p className="contact-section__hours">{section.hours}</p>
          <p className="contact-section__note">{section.responseNote}</p>
        </aside>
      </div>
    </SectionShell>
  );
}
