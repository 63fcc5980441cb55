/**
 * The layout of a page's social image (Open Graph / Twitter card), as the element tree satori
 * lays out: a dark brand band with the logo mark and brand name, the page's label and title, and
 * the site's host. Elements are built with `createElement` (no JSX), so this module compiles the
 * same way in gatsby-node.ts, Jest and scripts. Only satori's subset of CSS is used: every `div`
 * with more than one child is `display: flex`.
 */
import { createElement as h, type ReactElement } from "react";
import { colors } from "../styles/theme";
import { BRAND_MARK_STROKES, BRAND_MARK_TILE } from "../styles/brandMark";

/** The card's size in px: the Open Graph and Twitter large-image size. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** The colours the card is drawn in (a subset of src/styles/theme.ts `colors`). */
export const CARD_COLORS = {
  background: colors.ink,
  backgroundEnd: colors.primaryDark,
  title: colors.white,
  label: colors.primaryOnDark,
  muted: colors.inkMuted,
  band: colors.primary,
  bandEnd: colors.thread,
} as const;

/** The font family name the card's text is set in (the fonts are loaded under this name). */
export const CARD_FONT_FAMILY = "Inter";

/** What a card shows: the page's title, its area or kind (may be empty), the brand and host. */
export type CardContent = {
  /** The page's title, e.g. "Zapier Automation Services & Expert Zap Design". */
  title: string;
  /** The small line above the title, e.g. "Automation" or "Blog · Strategy"; "" for none. */
  label: string;
  /** The brand name next to the mark (data/site.json `brand`). */
  brand: string;
  /** The site's host shown at the bottom, e.g. "www.loomwork.ai"; "" for none. */
  host: string;
};

/** Horizontal padding of the card in px; the title wraps within the width left between. */
const PAD_X = 80;

/**
 * The title's font size in px and its line limit for a title of `length` characters: the
 * longer the title, the smaller the type and the more lines it may take, so a title fills the
 * card without overflowing it (76 px up to 30 characters, down to 46 px and 5 lines past 110).
 * A title longer than the limit ends with an ellipsis.
 */
export function titleType(length: number): { fontSize: number; maxLines: number } {
  if (length <= 30) return { fontSize: 76, maxLines: 3 };
  if (length <= 55) return { fontSize: 66, maxLines: 3 };
  if (length <= 80) return { fontSize: 58, maxLines: 4 };
  if (length <= 110) return { fontSize: 52, maxLines: 4 };
  return { fontSize: 46, maxLines: 5 };
}

/** The brand's logo mark (src/styles/brandMark.ts, as the header and favicon draw it) at `size` px. */
function mark(size: number): ReactElement {
  return h(
    "svg",
    { width: size, height: size, viewBox: "0 0 32 32" },
    h("rect", { width: 32, height: 32, rx: BRAND_MARK_TILE.rx, fill: BRAND_MARK_TILE.fill }),
    ...BRAND_MARK_STROKES.map((s, key) =>
      h("path", {
        key,
        d: s.d,
        stroke: s.stroke,
        strokeWidth: s.width,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        fill: "none",
      }),
    ),
  );
}

/**
 * The card as an element tree for satori, {@link CARD_SIZE} px: brand row at the top, label and
 * title in the middle (the title wraps, shrinks with its length and is clamped, see
 * {@link titleType}), host at the bottom, a brand-coloured band along the bottom edge.
 */
export function socialImageCard({ title, label, brand, host }: CardContent): ReactElement {
  const type = titleType(title.length);
  return h(
    "div",
    {
      style: {
        width: CARD_SIZE.width,
        height: CARD_SIZE.height,
        display: "flex",
        flexDirection: "column",
        backgroundColor: CARD_COLORS.background,
        backgroundImage: `linear-gradient(135deg, ${CARD_COLORS.background} 0%, ${CARD_COLORS.background} 55%, ${CARD_COLORS.backgroundEnd} 100%)`,
        fontFamily: CARD_FONT_FAMILY,
        color: CARD_COLORS.title,
      },
    },
    h(
      "div",
      {
        style: {
          display: "flex",
          flexDirection: "column",
          flexGrow: 1,
          padding: `64px ${PAD_X}px 48px`,
        },
      },
      h(
        "div",
        { style: { display: "flex", alignItems: "center", gap: 20 } },
        mark(64),
        h("div", { style: { fontSize: 36, fontWeight: 700, letterSpacing: -0.5 } }, brand),
      ),
      h(
        "div",
        {
          style: {
            display: "flex",
            flexDirection: "column",
            flexGrow: 1,
            justifyContent: "center",
            gap: 20,
          },
        },
        label
          ? h(
              "div",
              {
                style: {
                  display: "block",
                  lineClamp: 1,
                  fontSize: 28,
                  fontWeight: 700,
                  letterSpacing: 2,
                  textTransform: "uppercase",
                  color: CARD_COLORS.label,
                },
              },
              label,
            )
          : null,
        h(
          "div",
          {
            style: {
              display: "block",
              lineClamp: type.maxLines,
              fontSize: type.fontSize,
              fontWeight: 700,
              lineHeight: 1.14,
              letterSpacing: -1,
              wordBreak: "break-word",
            },
          },
          title,
        ),
      ),
      host
        ? h("div", { style: { fontSize: 26, fontWeight: 400, color: CARD_COLORS.muted } }, host)
        : null,
    ),
    h("div", {
      style: {
        height: 12,
        backgroundImage: `linear-gradient(90deg, ${CARD_COLORS.band}, ${CARD_COLORS.bandEnd})`,
      },
    }),
  );
}
