import { createContext } from "react";

/**
 * The registered path of the page being rendered (`/ai-agents/rag`), so a section can say where
 * it sits (a package's Get Started names its page to the booking page). "" outside a page (the
 * CMS preview), where sections link as their content says.
 */
export const PagePathContext = createContext<string>("");
