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
 */
export function Layout({ hideBookingPrompt, children }: LayoutProps): JSX.Element {
  const { site } = useSiteContent();
  return (
    <>
      <a href="#main" className="skip-link">
        {site.labels.skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      {/* Its own Suspense boundary: hydrated after the rest, in slices (see SectionList). */}
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {!hideBookingPrompt && <FloatingBookingPrompt prompt={site.bookingPrompt} />}
    </>
  );
}
