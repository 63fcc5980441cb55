import { createContext } from "react";
import type { BookingPackages } from "../lib/packageChoice";

/**
 * The packages the booking page can name (src/content/bookingPackages.ts, passed in the booking
 * page's context). Empty on every other page.
 */
export const BookingPackagesContext = createContext<BookingPackages>({});
