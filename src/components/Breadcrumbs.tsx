import { Link } from "gatsby";
import { useSiteContent } from "../content/SiteContentContext";
import type { Crumb } from "../lib/breadcrumbs";
import { Container } from "./Container";
import { colors, fontSizes, focusRing, mq, space } from "../styles/theme";

/**
 * The visible breadcrumb trail at the top of an inner page: a `<nav>` named by
 * `labels.breadcrumbs.label` (data/site.json) holding an ordered list, one link per crumb and
 * the current page last as plain text with `aria-current="page"`. Chevrons between the items
 * are drawn in CSS (no text, so screen readers read only the names). Sits on the hero's tint
 * above it, and the hero that follows starts with less top padding (the trail spaces it from
 * the header); its items flow inline, so a long page name wraps like a sentence on narrow
 * screens. Takes the trail (src/lib/breadcrumbs.ts); renders nothing for a trail of fewer than
 * two crumbs (the home and not-found pages).
 */
export function Breadcrumbs({ trail }: { trail: Crumb[] }): JSX.Element | null {
  const { labels } = useSiteContent().site;
  if (trail.length < 2) return null;
  return (
    <nav
      aria-label={labels.breadcrumbs.label}
      css={{
        background: colors.primarySoft,
        // The trail already spaces the page from the header: the hero below starts closer.
        "& + section": { paddingTop: space.xl, [mq.md]: { paddingTop: space.xxl } },
      }}
    >
      <Container>
        <ol
          css={{
            listStyle: "none",
            margin: 0,
            padding: `${space.sm}px 0 0`,
            fontSize: fontSizes.sm,
            lineHeight: 1.7,
            color: colors.muted,
          }}
        >
          {trail.map((c, i) => (
            <li
              key={c.path}
              css={{
                display: "inline",
                overflowWrap: "anywhere",
                "& + &::before": {
                  content: '""',
                  display: "inline-block",
                  verticalAlign: "middle",
                  width: 6,
                  height: 6,
                  margin: "-2px 12px 0 8px",
                  borderTop: `1.5px solid ${colors.muted}`,
                  borderRight: `1.5px solid ${colors.muted}`,
                  transform: "rotate(45deg)",
                },
              }}
            >
              {i < trail.length - 1 ? (
                <Link
                  to={c.path}
                  css={{
                    display: "inline-block",
                    minHeight: 24,
                    color: colors.primary,
                    fontWeight: 550,
                    "&:focus-visible": focusRing,
                  }}
                >
                  {c.name}
                </Link>
              ) : (
                <span aria-current="page" css={{ color: colors.text }}>
                  {c.name}
                </span>
              )}
            </li>
          ))}
        </ol>
      </Container>
    </nav>
  );
}
