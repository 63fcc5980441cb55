import { colors, containerWidth, fonts, focusRing, mq, space, type } from "./theme";
import { SHELL_CSS } from "./shellCss";
import { SECTION_STYLES } from "../sections/styles";
import { SECTION_FRAME_CSS, SURFACE_CSS } from "./surfaces";
import { BENTO_CSS } from "../sections/cards/bentoCss";
import { CARD_CSS } from "./cardCss";
import { LIST_CSS } from "./listCss";
import { TOOL_MARK_CSS } from "./toolMarkCss";
import { BUTTON_CSS } from "./buttonCss";
import { ROI_EXAMPLE_CSS } from "./roiExampleCss";
import { POLISH_CSS } from "./polishCss";
import { LISTING_CSS } from "./listingCss";
import { CASE_STUDY_CSS } from "./caseStudyCss";
import { HERO_LINKS_CSS } from "./heroLinksCss";
import { PHONE_CSS } from "./phoneCss";
import { TOOLS_CSS } from "../components/tools/styles";
import { FORM_CSS } from "../components/formCss";
import { ARTICLE_BODY_CSS, ARTICLE_CSS, ARTICLE_PAGE_CSS } from "../components/article/styles";
import { NOTICE_CSS } from "../components/noticeCss";
import { TEMPLATE_CSS } from "../components/template/styles";
import { STAT_LIST_CSS } from "../components/statListCss";
import { ERROR_SCREEN_CSS } from "../components/errorScreenCss";

/**
 * The site's global element styles (reset, typography, focus ring, `.visually-hidden`) and the
 * page frame's class rules (SHELL_CSS, src/styles/shellCss.ts) and the section surfaces
 * (SURFACE_CSS, src/styles/surfaces.ts), the rules shared by several sections (the other
 * `src/styles/*Css.ts` files) and each section type's own (SECTION_STYLES,
 * src/sections/styles.ts, from `src/sections/<type>/styles.ts`) as one CSS string built from the
 * theme's tokens. Order is cascade order: a later rule wins over an earlier one of the same
 * specificity, so a section's rules keep their place in the list below. The rules that replaced
 * Emotion `css` props (the tools' and the later sections' at the end of the list) come last: once
 * the page's script runs, Emotion moves its own style elements to the end of the head, so a `css`
 * prop used to win over a class rule of the same specificity, and these keep that order. Static CSS:
 * `gatsby-ssr.tsx` puts it in every page's head, so it costs no JavaScript and applies before any
 * script runs; the CMS preview (which has no such head) renders it as a `<style>` element.
 */
export const GLOBAL_CSS = `
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
    scroll-padding-top: 88px;
  }
  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }
    *,
    *::before,
    *::after {
      transition-duration: 0.01ms !important;
      animation-duration: 0.01ms !important;
    }
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: ${type.body.fontSize};
    line-height: ${type.body.lineHeight};
    font-optical-sizing: auto;
    color: ${colors.text};
    background: ${colors.white};
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: 1.25;
    margin: 0;
    letter-spacing: -0.01em;
    font-weight: 700;
    text-wrap: balance;
  }
  h1 {
    line-height: ${type.h1.lineHeight};
    letter-spacing: ${type.h1.letterSpacing};
    font-weight: ${type.h1.fontWeight};
  }
  h2 {
    line-height: ${type.h2.lineHeight};
    letter-spacing: ${type.h2.letterSpacing};
    font-weight: ${type.h2.fontWeight};
  }
  h3 {
    line-height: ${type.h3.lineHeight};
    letter-spacing: ${type.h3.letterSpacing};
    font-weight: ${type.h3.fontWeight};
  }
  p {
    margin: 0;
  }
  a {
    color: ${colors.primary};
  }
  img,
  svg {
    display: block;
    max-width: 100%;
  }
  button,
  input {
    font: inherit;
  }
  :focus-visible {
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.outlineOffset}px;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
  .container {
    max-width: ${containerWidth}px;
    margin: 0 auto;
    padding-left: ${space.md}px;
    padding-right: ${space.md}px;
  }
  ${mq.sm} {
    .container {
      padding-left: ${space.lg}px;
      padding-right: ${space.lg}px;
    }
  }
${SECTION_STYLES.comparison}
${SECTION_STYLES.faq}
${SECTION_STYLES.collectionList}
${LISTING_CSS}
${BUTTON_CSS}
${SHELL_CSS}
${SURFACE_CSS}
${SECTION_FRAME_CSS}
${LIST_CSS}
${CARD_CSS}
${BENTO_CSS}
${TOOL_MARK_CSS}
${SECTION_STYLES.badges}
${SECTION_STYLES.split}
${SECTION_STYLES.process}
${SECTION_STYLES.testimonials}
${SECTION_STYLES.cta}
${ROI_EXAMPLE_CSS}
${CASE_STUDY_CSS}
${HERO_LINKS_CSS}
${SECTION_STYLES.demo}
${SECTION_STYLES.bookingWidget}
${PHONE_CSS}
${POLISH_CSS}
${FORM_CSS}
${ARTICLE_CSS}
${TOOLS_CSS}
${SECTION_STYLES.roiCalculator}
${SECTION_STYLES.siteSearch}
${SECTION_STYLES.packages}
${SECTION_STYLES.contactForm}
${SECTION_STYLES.newsletter}
${SECTION_STYLES.cards}
${NOTICE_CSS}
${TEMPLATE_CSS}
${ARTICLE_PAGE_CSS}
${ARTICLE_BODY_CSS}
${STAT_LIST_CSS}
${ERROR_SCREEN_CSS}
`;
