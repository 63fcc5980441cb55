import { Link } from "gatsby";
import { useSiteContent } from "../content/SiteContentContext";
import type { Crumb } from "../lib/breadcrumbs";
import { Container } from "./Container";

/**
 * The visible breadcrumb trail at the top of an inner page: a `<nav>` named by
 * `labels.breadcrumbs.label` (data/site.json) holding an ordered list, one link per crumb and
 * the current page last as plain text with `aria-current="page"`. Chevrons between the items
 * are drawn in CSS (no text, so screen readers read only the names). Sits on the hero's tint
 * above it, and the hero that follows starts with less top padding (the trail spaces it from
 * the header); its items flow inline, so a long page name wraps like a sentence on narrow
 * screens. Takes the trail (src/lib/breadcrumbs.ts); renders nothing for a trail of fewer than
 * two crumbs (the home and not-found pages). Styles are static CSS (`.breadcrumbs…` in
 * src/styles/shellCss.ts).
 */
export function Breadcrumbs({ trail }: { trail: Crumb[] }): JSX.Element | null {
  const { labels } = useSiteContent().site;
  if (trail.length < 2) return null;
  return (
    <nav aria-label={labels.breadcrumbs.label} className="breadcrumbs">
      <Container>
        <ol className="breadcrumbs__list">
          {trail.map((c, i) => (
            <li key={c.path} className="breadcrumbs__crumb">
              {i < trail.length - 1 ? (
                <Link to={c.path} className="breadcrumbs__link">
                  {c.name}
                </Link>
              ) : (
                <span aria-current="page" className="breadcrumbs__current">
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
