import { colors, fontSizes, mq, space } from "./theme";

/** A section's background as the page's JSON names it. */
export type SectionSurface = "white" | "tint" | "dark";

/**
 * Background and header colours of each section surface; every text colour meets WCAG AA
 * (4.5:1) on its background (`__tests__/styles/contrast.test.ts`).
 */
export const SURFACE_COLOURS: Record<
  SectionSurface,
  { background: string; eyebrow: string; heading: string; intro: string }
> = {
  white: {
    background: colors.white,
    eyebrow: colors.primary,
    heading: colors.text,
    intro: colors.muted,
  },
  tint: {
    background: colors.surface,
    eyebrow: colors.primary,
    heading: colors.text,
    intro: colors.muted,
  },
  dark: {
    background: colors.navy,
    eyebrow: colors.primaryOnDark,
    heading: colors.textOnDark,
    intro: colors.mutedOnDark,
  },
};

/**
 * Static CSS for `[data-surface]` sections: the background, and custom properties the section's
 * header (and text a section type sets straight on the background) read: `--surface-eyebrow`,
 * `--on-surface`, `--on-surface-muted`. Rendered into the page head with the global CSS, so the
 * surfaces cost no JavaScript.
 */
export const SURFACE_CSS = (
  Object.entries(SURFACE_COLOURS) as [SectionSurface, (typeof SURFACE_COLOURS)[SectionSurface]][]
)
  .map(
    ([name, c]) =>
      `[data-surface="${name}"] { background: ${c.background}; --surface-eyebrow: ${c.eyebrow}; --on-surface: ${c.heading}; --on-surface-muted: ${c.intro}; }`,
  )
  .join("\n");

/**
 * Static CSS for the frame every section shares (SectionShell): its vertical padding and its
 * header (eyebrow, h2, intro) in the colours of its surface. Part of the global CSS in the page
 * head, so the frame costs no JavaScript; the component only names the classes.
 */
export const SECTION_FRAME_CSS = `
  .section { padding-top: ${space.xxl}px; padding-bottom: ${space.xxl}px; }
  ${mq.md} { .section { padding-top: ${space.xxxl}px; padding-bottom: ${space.xxxl}px; } }
  .section__header { max-width: 760px; margin-bottom: ${space.xl}px; }
  .section__eyebrow {
    color: var(--surface-eyebrow);
    font-weight: 700;
    font-size: ${fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    margin-bottom: ${space.sm}px;
  }
  .section__heading { font-size: ${fontSizes.xxl}; color: var(--on-surface); }
  .section__intro {
    color: var(--on-surface-muted);
    font-size: ${fontSizes.lg};
    margin-top: ${space.md}px;
  }
`;
