/**
 * Design tokens: colours (all text pairs meet WCAG AA contrast), spacing, radii, breakpoints,
 * type scale. Components take every colour and size from here.
 */
export const colors = {
  /** Brand blue; also the theme colour (`themeColor` in data/site.json). 8.7:1 on white. */
  primary: "#1e40af",
  primaryDark: "#1e3a8a",
  primarySoft: "#eff6ff",
  primaryBorder: "#bfdbfe",
  /** Light brand blue for accents on the dark `ink` band (eyebrows, tile icons, logo stroke). */
  primaryOnDark: "#93c5fd",
  accent: "#6d28d9",
  /** Light violet: the far stop of the inline promo panel's gradient (from `primarySoft`). */
  accentSoft: "#f5f3ff",
  text: "#0f172a",
  /** Secondary text: 7.6:1 on white, 7.2:1 on `surface`. */
  muted: "#475569",
  border: "#cbd5e1",
  borderSoft: "#e2e8f0",
  surface: "#f8fafc",
  white: "#ffffff",
  /** Dark band background (closing CTA, footer). */
  ink: "#0b1730",
  inkMuted: "#cbd5e1",
  success: "#15803d",
  successSoft: "#f0fdf4",
  problem: "#b91c1c",
  problemSoft: "#fef2f2",
  /** Border of a problem (pain point) card. */
  problemBorder: "#fecaca",
  /** Background of the icon tile on a problem card. */
  problemIconBackground: "#fee2e2",
  star: "#b45309",
  focus: "#f59e0b",
} as const;

/** Spacing scale in px. */
export const space = { xs: 4, sm: 8, md: 16, lg: 24, xl: 32, xxl: 48, xxxl: 72 } as const;

/** Corner radii in px. */
export const radii = { sm: 6, md: 10, lg: 16, pill: 999 } as const;

/** Min-width breakpoints in px. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

/** Media queries for the breakpoints, e.g. `[mq.md]: { … }`. */
export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
} as const;

/** System font stacks: no web font to download, no layout shift. */
export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
} as const;

/** Type scale: font sizes in rem. */
export const fontSizes = {
  xs: "0.8125rem",
  sm: "0.875rem",
  md: "1rem",
  lg: "1.125rem",
  xl: "1.375rem",
  xxl: "clamp(1.625rem, 1.2rem + 1.6vw, 2.25rem)",
  display: "clamp(2.125rem, 1.4rem + 3vw, 3.5rem)",
} as const;

/** Max content width in px. */
export const containerWidth = 1200;

/** Shared focus ring: visible on every interactive element. */
export const focusRing = {
  outline: `3px solid ${colors.focus}`,
  outlineOffset: 2,
} as const;

/** The white, bordered, rounded panel of a card: service cards, case studies, quotes, posts. */
export const cardSurface = {
  background: colors.white,
  border: `1px solid ${colors.borderSoft}`,
  borderRadius: radii.lg,
} as const;

/** The small uppercase label above a card's title (a category, an industry). */
export const eyebrowText = {
  color: colors.primary,
  fontSize: fontSizes.xs,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
} as const;
