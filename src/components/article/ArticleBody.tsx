import { colors, focusRing, fonts, fontSizes, radii, space } from "../../styles/theme";
import { TABLE_SCROLL_CLASS } from "../../lib/articles";

/** Reading styles for the HTML rendered from an article's Markdown (headings, lists, tables…). */
const prose = {
  fontSize: "1.0625rem",
  lineHeight: 1.7,
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
  [`& .${TABLE_SCROLL_CLASS}`]: {
    overflowX: "auto",
    maxWidth: "100%",
    "&:focus-visible": focusRing,
  },
  // A table fills the column; cells wrap between words but never inside one, so a table whose
  // words cannot fit scrolls sideways inside its box instead of squeezing words letter by letter.
  "& table": {
    borderCollapse: "collapse",
    width: "100%",
    fontSize: fontSizes.sm,
    lineHeight: 1.5,
  },
  "& th, & td": {
    textAlign: "left",
    verticalAlign: "top",
    padding: "8px 12px",
    borderBottom: `1px solid ${colors.borderSoft}`,
    overflowWrap: "normal",
  },
  "& th": { background: colors.surface, fontWeight: 650 },
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
