/**
 * Where the floating booking prompt (src/components/FloatingBookingPrompt.tsx) appears: on every
 * page except those where a visitor can already book or get in touch without leaving, known by
 * their sections, so moving the booking widget to another page moves the rule with it.
 */
import type { Page, SectionType } from "./schema";

/**
 * Section types that let a visitor book a call (or reach the team) on the page itself. A page
 * holding one of them shows no floating prompt: it would only lead back to where the visitor is.
 */
export const PROMPT_REPLACING_SECTIONS: readonly SectionType[] = ["bookingWidget", "contactForm"];

/** True when the page shows the floating booking prompt: none of its sections replaces it. */
export function showsBookingPrompt(page: Pick<Page, "sections">): boolean {
  return !page.sections.some((s) => PROMPT_REPLACING_SECTIONS.includes(s.type));
}
