import { createContext } from "react";
import type { ToolSubjects } from "../lib/toolSubject";

/**
 * The tool results the booking page can name (src/content/bookingTools.ts, passed in the booking
 * page's context). Empty on every other page.
 */
export const BookingToolsContext = createContext<ToolSubjects>({});
