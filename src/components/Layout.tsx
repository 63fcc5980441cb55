import { Suspense, type ReactNode } from "react";
import { useSiteContent } from "../content/SiteContentContext";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { FloatingBookingPrompt } from "./FloatingBookingPrompt";
import { colors, radii } from "../styles/theme";

type LayoutProps = {
  /** Hide the floating prompt (the booking page itself does not need it). */
  hideBookingPrompt?: boolean;
  children: ReactNode;
};

/**
 * The shared page frame: skip link, sticky header, `<main id="main">`, footer and the floating
 * booking prompt. Reads site settings from the site-content context.
 */
export function Layout({ hideBookingPrompt, children }: LayoutProps): JSX.Element {
  const { site } = useSiteContent();
  return (
    <>
      <a
        href="#main"
        css={{
          position: "absolute",
          left: 8,
          top: -100,
          zIndex: 100,
          padding: "10px 16px",
          background: colors.primary,
          color: colors.white,
          borderRadius: radii.md,
          fontWeight: 600,
          "&:focus": { top: 8 },
        }}
      >
        {site.labels.skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1} css={{ outline: "none" }}>
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
