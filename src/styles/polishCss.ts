import { space } from "./theme";

/**
 * Site-wide finishing rules, static CSS in every page's head (part of GLOBAL_CSS), so they cost
 * no JavaScript:
 * - The root reserves the scrollbar's gutter only while the page is locked (the mobile menu sets
 *   `overflow: hidden` on `<html>`): then the gutter keeps the width the scrollbar took, so
 *   nothing moves sideways; the rest of the time full-width bands reach both edges of the
 *   window (a gutter reserved on a page with no scrollbar left a white strip at the right).
 * - Headings balance their lines and never hyphenate a word on their own (`hyphens: manual`);
 *   a hyphenated word in a heading sits in a `.nowrap` span (src/components/KeepHyphenated.tsx,
 *   and the article bodies' headings in src/content/markdown.ts), so it never breaks at its
 *   hyphen;
 *   running text avoids a lone last word (`text-wrap: pretty`); any text breaks a word too long
 *   for its line rather than widening the page.
 * - The most popular pricing tier keeps its 2 px ring but the same inner offset as its
 *   neighbours (border + padding = 25 px on every side), so names, prices and lists line up
 *   across the row.
 * - A hero followed by a form closes up to it (src/styles/phoneCss.ts); before the contact form,
 *   whose hero is tall, the hero's top and the section's header are tighter still, so the form's
 *   first fields are on a 1280 x 800 first screen.
 */
export const POLISH_CSS = `
  html[style*="overflow: hidden"] {
    scrollbar-gutter: stable;
  }
  body {
    overflow-wrap: break-word;
  }
  h1,
  h2,
  h3,
  h4 {
    text-wrap: balance;
    hyphens: manual;
  }
  .nowrap {
    white-space: nowrap;
  }
  p,
  li,
  dd,
  blockquote {
    text-wrap: pretty;
  }
  article[data-popular="true"] {
    padding: ${space.lg - 1}px;
  }
  .hero:has(+ .section .contact-section) {
    padding-top: ${space.xl}px;
  }
  .section:has(.contact-section) .section__header {
    margin-bottom: ${space.md}px;
  }
`;
