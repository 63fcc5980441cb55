import { createContext } from "react";

/**
 * The workflow templates the booking page can name, as `{ slug: title }` (built from the template
 * cards by src/content/bookingTemplates.ts and passed in the booking page's context). Empty on
 * every other page.
 */
export const BookingTemplatesContext = createContext<Record<string, string>>({});
