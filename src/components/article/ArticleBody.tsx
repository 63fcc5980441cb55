import { colors, focusRing, fonts, fontSizes, mq, radii, space } from "../../styles/theme";
import { TABLE_SCROLL_CLASS } from "../../lib/articles";

/** Reading styles for the HTML rendered from an article's Markdown (headings, lists, tables…). */
const prose = {
  fontSize: "1.0625rem",
  lineHeight: 1.7,
  // The wider reading column on large screens takes a larger size (19 px), so a line of its
  // 700 px holds about 75 characters, never more than 78.
  [mq.lg]: { fontSize: "1.1875rem" },
  textWrap: "pretty",
  color: colors.text,
  overflowWrap: "anywhere",
  minWidth: 0,
  "& > * + *": { marginTop: space.md },
  "& h2": { fontSize: fontSizes.xl, marginTop: space.xxl, lineHeight: 1.25, scrollMarginTop: 96 },
  "& h3": { fontSize: fontSizes.lg, marginTop: space.xl, scrollMarginTop: 96 },
  "& ul, & ol": { paddingLeft: "1.5rem", display: "grid", gap: 6 },
  "& ul.contains-task-list": { listStyle: "none", paddingLeft: 0 },
  "& li.task-list-item": { display: "flex", gap: 10, alignItems: "flex-start" },
  "& li.task-list-item input": { width: 20, height: 20, marginTop: 4, flexShrink: 0 },
  "& blockquote": {
    margin: 0,
    paddingLeft: space.md,
    borderLeft: `4px solid ${colors.primaryBorder}`,
    color: colors.muted,
  },
  "& code": {
    fontFamily: fonts.mono,
    fontSize: "0.9em",
    background: colors.surface,
    padding: "1px 5px",
    borderRadius: radii.sm,
  },
  "& pre": {
    overflowX: "auto",
    padding: space.md,
    background: colors.surface,
    borderRadius: radii.md,
  },
  // A table's box scrolls sideways when its words cannot fit the column. Its edges shade where
  // more of the table is hidden: white covers stay put with the content (`local`) and hide
  // shadows fixed to the box's edges (`scroll`), so a shadow shows only at an edge with more
  // beyond it. Pure CSS: nothing runs in the browser.
  [`& .${TABLE_SCROLL_CLASS}`]: {
    overflowX: "auto",
    maxWidth: "100%",
    border: `1px solid ${colors.borderSoft}`,
    borderRadius: radii.md,
    background: [
      `linear-gradient(to right, ${colors.white} 30%, rgba(255, 255, 255, 0)) left center / 40px 100% no-repeat local`,
      `linear-gradient(to left, ${colors.white} 30%, rgba(255, 255, 255, 0)) right center / 40px 100% no-repeat local`,
      "radial-gradient(farthest-side at 0 50%, rgba(15, 23, 42, 0.22), rgba(15, 23, 42, 0)) left center / 16px 100% no-repeat scroll",
      "radial-gradient(farthest-side at 100% 50%, rgba(15, 23, 42, 0.22), rgba(15, 23, 42, 0)) right center / 16px 100% no-repeat scroll",
      colors.white,
    ].join(", "),
    "&:focus-visible": focusRing,
    marginTop: space.lg,
    marginBottom: space.lg,
  },
  // A table fills its box; cells wrap between words but never inside one, so a table whose
  // words cannot fit scrolls sideways inside its box instead of squeezing words letter by letter.
  // Cells keep no background of their own, so the box's edge shading shows through them.
  "& table": {
    borderCollapse: "collapse",
    width: "100%",
    fontSize: fontSizes.sm,
    lineHeight: 1.5,
    fontVariantNumeric: "tabular-nums",
  },
  "& th, & td": {
    textAlign: "left",
    verticalAlign: "top",
    padding: "10px 14px",
    borderBottom: `1px solid ${colors.borderSoft}`,
    overflowWrap: "normal",
    minWidth: "6em",
  },
  "& th": {
    fontWeight: 650,
    fontSize: fontSizes.xs,
    letterSpacing: "0.02em",
    color: colors.muted,
    borderBottom: `1px solid ${colors.border}`,
    whiteSpace: "nowrap",
  },
  "& tr:last-child td": { borderBottom: 0 },
  "& td:first-of-type, & th:first-of-type": { minWidth: "11em" },
  "& td:first-of-type": { fontWeight: 550 },
  // Images carry their real width and height (src/content/markdown.ts): scaled to the column,
  // their box keeps that ratio before the file arrives.
  "& img": { display: "block", maxWidth: "100%", height: "auto", borderRadius: radii.md },
  "& hr": { border: 0, borderTop: `1px solid ${colors.borderSoft}`, margin: `${space.xl}px 0` },
} as const;

/**
 * An article's body: HTML rendered and sanitised from its Markdown at build time
 * (src/content/markdown.ts), in the site's reading styles. Takes the HTML string.
 */
export function ArticleBody({ html }: { html: string }): JSX.Element {
  return <div css={prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
