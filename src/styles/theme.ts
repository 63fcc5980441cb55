/**
 * The design system, written once: colours (every text pair meets WCAG AA), the type scale,
 * spacing rhythm, radii, elevation and breakpoints. Components take every colour and size from
 * here; docs/DESIGN-SYSTEM.md gives the rules they follow.
 */
export const colors = {
  /** Brand blue, the single accent; also the theme colour (`themeColor` in data/site.json). 8.7:1 on white. */
  primary: "#1e40af",
  primaryDark: "#1e3a8a",
  primarySoft: "#eff6ff",
  primaryBorder: "#bfdbfe",
  /** Light brand blue for accents on the dark navy surface (eyebrows, tile icons, logo stroke). 8.4:1 on navy. */
  primaryOnDark: "#93c5fd",
  /** Kept for older call sites: the site has one accent, so this is the brand blue. */
  accent: "#1e40af",
  /** Kept for older call sites: the soft brand tint. */
  accentSoft: "#eff6ff",
  text: "#0f172a",
  /** Secondary text: 7.6:1 on white, 7.2:1 on `surface`. */
  muted: "#475569",
  border: "#cbd5e1",
  borderSoft: "#e2e8f0",
  /** The tinted surface of alternate sections. */
  surface: "#f8fafc",
  white: "#ffffff",
  /** The deep navy surface of proof and closing bands and the footer. */
  navy: "#0b1730",
  /** Hairlines on the navy surface. */
  navyBorder: "rgba(255, 255, 255, 0.16)",
  /** Text on navy: 17.9:1. */
  textOnDark: "#ffffff",
  /** Secondary text on navy: 11.6:1. */
  mutedOnDark: "#cbd5e1",
  /** Old name of `navy`. */
  ink: "#0b1730",
  /** Old name of `mutedOnDark`. */
  inkMuted: "#cbd5e1",
  /** Green, for results only (a measured gain, a passed check). 5.0:1 on white. */
  success: "#15803d",
  successSoft: "#f0fdf4",
  /** Amber, for warnings only. 5.0:1 on white. */
  warning: "#b45309",
  warningSoft: "#fffbeb",
  problem: "#b91c1c",
  problemSoft: "#fef2f2",
  /** Border of a problem (pain point) card. */
  problemBorder: "#fecaca",
  /** Background of the icon tile on a problem card. */
  problemIconBackground: "#fee2e2",
  /** Rating stars: the warning amber. */
  star: "#b45309",
  focus: "#f59e0b",
  /**
   * The thread: the brand's second accent, a warm copper, for connections and highlights only
   * (connector lines in the visuals, the live marker, the weft in the logo mark), never for
   * buttons, links or running text. 5.2:1 on white, 4.8:1 on `primarySoft` (non-text needs 3:1).
   */
  thread: "#c2410c",
  /** The thread as small text (a label on a highlight): 7.3:1 on white, 6.9:1 on `threadSoft`. */
  threadText: "#9a3412",
  /** The thread's pale tint, behind a highlighted chip. */
  threadSoft: "#fff7ed",
  /** Hairline of a highlighted chip. */
  threadBorder: "#fed7aa",
  /** The thread on the navy surface: 10.6:1 on navy, 5.2:1 on the brand blue. */
  threadOnDark: "#fdba74",
} as const;

/**
 * The woven texture (warp and weft hairlines) drawn in CSS for dark bands and the hero's backdrop:
 * the colour of each thread family and the repeat in px. Drawn only at the edges of a surface,
 * faded out by a mask before any text (src/styles/brandCss.ts).
 */
export const weave = {
  /** Warp (vertical) threads on navy. */
  warpOnDark: "rgba(147, 197, 253, 0.10)",
  /** Weft (horizontal) threads on navy: the thread colour, fainter. */
  weftOnDark: "rgba(253, 186, 116, 0.08)",
  /** Warp threads on a light surface. */
  warpOnLight: "rgba(30, 64, 175, 0.07)",
  /** Weft threads on a light surface. */
  weftOnLight: "rgba(194, 65, 12, 0.06)",
  /** Navy at 75 %: the middle of the fade that keeps the weave in a dark band's corner. */
  navyFade: "rgba(11, 23, 48, 0.75)",
  /** Distance between threads, px. */
  pitch: 12,
} as const;

/**
 * Spacing scale in px: a 4-px base with steps that double every two (4, 8, 16, 24, 32, 48, 96).
 * `xxxl` is the vertical rhythm between sections on wide screens.
 */
export const space = { xs: 4, sm: 8, md: 16, lg: 24, xl: 32, xxl: 48, xxxl: 96 } as const;

/** Vertical padding of a page section, phone → wide screen (CSS length). */
export const sectionSpace = "clamp(56px, 4rem + 4vw, 112px)";

/** Corner radii in px: `sm` controls and chips, `md` tiles, `lg` cards and panels. */
export const radii = { sm: 6, md: 10, lg: 16, pill: 999 } as const;

/**
 * Elevation: `flat` for cards at rest (a hairline is their edge), `raised` for hover and
 * highlighted tiers, `overlay` for menus and panels that float above the page.
 */
export const shadows = {
  flat: "0 1px 2px rgba(15, 23, 42, 0.05)",
  raised: "0 1px 2px rgba(15, 23, 42, 0.06), 0 8px 24px rgba(15, 23, 42, 0.08)",
  overlay: "0 16px 40px rgba(15, 23, 42, 0.16)",
} as const;

/** Min-width breakpoints in px. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

/** Media queries for the breakpoints, e.g. `[mq.md]: { … }`. */
export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
} as const;

/** The brand family's CSS name (its @font-face is written at build by src/styles/brandFont.ts). */
export const brandFontFamily = "Inter Variable";

/**
 * Font stacks. `body` is the brand variable font, then its metric-matched fallback (Arial sized
 * to the brand font's metrics, so the swap moves nothing), then system fonts.
 */
export const fonts = {
  body: `"${brandFontFamily}", "${brandFontFamily} Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`,
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
} as const;

/**
 * The type scale: one style per role, each with size (rem, fluid between 390 and 1280 px where
 * it says clamp), line height, tracking (tighter as the size grows) and weight.
 */
export const type = {
  display: {
    fontSize: "clamp(2.375rem, 1.6rem + 3.2vw, 3.75rem)",
    lineHeight: 1.05,
    letterSpacing: "-0.035em",
    fontWeight: 750,
  },
  h1: {
    fontSize: "clamp(2.125rem, 1.5rem + 2.4vw, 3rem)",
    lineHeight: 1.1,
    letterSpacing: "-0.03em",
    fontWeight: 750,
  },
  h2: {
    fontSize: "clamp(1.75rem, 1.3rem + 1.6vw, 2.5rem)",
    lineHeight: 1.15,
    letterSpacing: "-0.025em",
    fontWeight: 700,
  },
  h3: { fontSize: "1.1875rem", lineHeight: 1.3, letterSpacing: "-0.015em", fontWeight: 650 },
  lede: {
    fontSize: "clamp(1.125rem, 1.05rem + 0.3vw, 1.25rem)",
    lineHeight: 1.55,
    letterSpacing: "-0.005em",
    fontWeight: 400,
  },
  body: { fontSize: "1rem", lineHeight: 1.6, letterSpacing: "0", fontWeight: 400 },
  small: { fontSize: "0.875rem", lineHeight: 1.5, letterSpacing: "0", fontWeight: 400 },
  /** A headline figure in a stat row: every value in the row at this one size. */
  figure: {
    fontSize: "clamp(1.75rem, 1.45rem + 1vw, 2.25rem)",
    lineHeight: 1.1,
    letterSpacing: "-0.03em",
    fontWeight: 750,
  },
} as const;

/** Font sizes in rem (older names; the type scale above is the source of the big ones). */
export const fontSizes = {
  xs: "0.8125rem",
  sm: type.small.fontSize,
  md: type.body.fontSize,
  lg: "1.125rem",
  xl: "1.375rem",
  xxl: type.h2.fontSize,
  display: type.display.fontSize,
} as const;

/** Max content width in px. */
export const containerWidth = 1200;

/**
 * The reading measure of long text: about 68 characters a line of article prose (17 px brand
 * font, ~8.6 px a character on average). A rem width, since `ch` (the width of "0") overstates
 * the average character.
 */
export const readingWidth = "36.5rem";

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

/**
 * The declarations of a filter pill (a rounded, bordered link that narrows a listing: the case
 * study and template filters), as CSS text for a class rule. Its hover, current and count
 * states are written beside each listing's rule.
 */
export const filterPillDeclarations = `
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 40px;
    padding: 6px 14px;
    border-radius: ${radii.pill}px;
    border: 1px solid ${colors.border};
    background: ${colors.white};
    color: ${colors.text};
    font-size: ${fontSizes.sm};
    font-weight: 600;
    text-decoration: none;
`;

/** The small uppercase label above a card's title (a category, an industry). */
export const eyebrowText = {
  color: colors.primary,
  fontSize: fontSizes.xs,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
} as const;

/**
 * {@link eyebrowText} as CSS declarations for a class rule: the category, industry or kind label
 * above a title (post and related cards, service cards, case studies, template and article
 * headers).
 */
export const eyebrowDeclarations = `
    color: ${eyebrowText.color};
    font-size: ${eyebrowText.fontSize};
    font-weight: ${eyebrowText.fontWeight};
    text-transform: ${eyebrowText.textTransform};
    letter-spacing: ${eyebrowText.letterSpacing};
`;
