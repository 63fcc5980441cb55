import { Suspense, type ReactNode } from "react";
import type { Navigation, Site } from "../content/schema";
import { SiteContentProvider } from "../content/SiteContentContext";
import { GlobalStyles } from "../styles/GlobalStyles";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { FloatingBookingPrompt } from "./FloatingBookingPrompt";
import { colors, radii } from "../styles/theme";

type LayoutProps = {
  site: Site;
  navigation: Navigation;
  /** Hide the floating prompt (the booking page itself does not need it). */
  hideBookingPrompt?: boolean;
  children: ReactNode;
};

/**
 * The shared page frame (spec 01 §2.2): skip link, sticky header, `<main id="main">`, footer and
 * the floating booking prompt; provides site content to the sections below.
 */
export function Layout({
  site,
  navigation,
  hideBookingPrompt,
  children,
}: LayoutProps): JSX.Element {
  return (
    <SiteContentProvider value={{ site, navigation }}>
      <GlobalStyles />
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
      <Header site={site} navigation={navigation} />
      <main id="main" tabIndex={-1} css={{ outline: "none" }}>
        {children}
      </main>
      {/* Its own Suspense boundary: hydrated after the rest, in slices (see SectionList). */}
      <Suspense fallback={null}>
        <Footer site={site} navigation={navigation} />
      </Suspense>
      {!hideBookingPrompt && <FloatingBookingPrompt prompt={site.bookingPrompt} />}
    </SiteContentProvider>
  );
}
