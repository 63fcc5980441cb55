import { Suspense, type ReactNode } from "react";
import { useSiteContent } from "../content/SiteContentContext";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { FloatingBookingPrompt } from "./FloatingBookingPrompt";

type LayoutProps = {
  /** Hide the floating prompt (the booking page itself does not need it). */
  hideBookingPrompt?: boolean;
  children: ReactNode;
};

/**
 * The shared page frame: skip link, sticky header, `<main id="main">`, footer and the floating
 * booking prompt. Reads site settings from the site-content context. Its styles, and those of the
 * frame's parts, are static CSS in the page head (src/styles/shellCss.ts), not JavaScript.
 * Header, footer and prompt each sit in their own Suspense boundary, like the sections
 * (src/sections/SectionList.tsx): React 18 hydrates what lies outside every boundary in one long
 * task, and each boundary after it, in slices that let the browser answer input in between. A
 * click or key press in the header before its turn hydrates it at once and is replayed.
 */
export function Layout({ hideBookingPrompt, children }: LayoutProps): JSX.Element {
  const { site } = useSiteContent();
  return (
    <>
      <a href="#main" className="skip-link">
        {site.labels.skipToContent}
      </a>
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {!hideBookingPrompt && (
        <Suspense fallback={null}>
          <FloatingBookingPrompt prompt={site.bookingPrompt} />
        </Suspense>
      )}
    </>
  );
}
