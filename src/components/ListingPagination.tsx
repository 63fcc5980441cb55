import { Link } from "gatsby";
import { useSiteContent, fill } from "../content/SiteContentContext";
import type { ListingPages } from "../content/CollectionsContext";
import { listingPagePath } from "../lib/articles";
import { colors, fontSizes, radii, space } from "../styles/theme";

const pageLink = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 44,
  minHeight: 44,
  padding: "0 12px",
  borderRadius: radii.md,
  border: `1px solid ${colors.border}`,
  background: colors.white,
  fontWeight: 600,
  textDecoration: "none",
} as const;

/**
 * The page numbers a pagination bar shows: the first, the last, and up to two either side of
 * `page`, ascending. Takes the current page and the page count (both 1-based).
 */
export function pageWindow(page: number, count: number): number[] {
  const shown = new Set([1, count]);
  for (let n = page - 2; n <= page + 2; n++) if (n >= 1 && n <= count) shown.add(n);
  return [...shown].sort((a, b) => a - b);
}

/**
 * Links between the pages of a paginated listing: newer, the first, last and nearby page numbers
 * (the current one marked with `aria-current="page"`), older, and "Page n of m". Renders nothing when the listing
 * fits on one page. Takes which page this is, how many there are and the listing's base path.
 */
export function ListingPagination({ page, count, basePath }: ListingPages): JSX.Element | null {
  const copy = useSiteContent().site.articles.pagination;
  if (count <= 1) return null;
  const pages = pageWindow(page, count);
  return (
    <nav aria-label={copy.label} css={{ marginTop: space.xl, display: "grid", gap: space.sm }}>
      <ul
        css={{
          listStyle: "none",
          margin: 0,
          padding: 0,
          display: "flex",
          flexWrap: "wrap",
          gap: space.sm,
          alignItems: "center",
        }}
      >
        {page > 1 && (
          <li>
            <Link to={listingPagePath(basePath, page - 1)} rel="prev" css={pageLink}>
              {copy.previous}
            </Link>
          </li>
        )}
        {pages.map((n, i) => (
          <li key={n} css={{ display: "flex", gap: space.sm, alignItems: "center" }}>
            {i > 0 && n - pages[i - 1] > 1 && <span aria-hidden="true">…</span>}
            <Link
              to={listingPagePath(basePath, n)}
              aria-current={n === page ? "page" : undefined}
              css={{
                ...pageLink,
                ...(n === page && {
                  background: colors.primary,
                  borderColor: colors.primary,
                  color: colors.white,
                }),
              }}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < count && (
          <li>
            <Link to={listingPagePath(basePath, page + 1)} rel="next" css={pageLink}>
              {copy.next}
            </Link>
          </li>
        )}
      </ul>
      <p css={{ fontSize: fontSizes.sm, color: colors.muted }}>
        {fill(copy.status, { page, count })}
      </p>
    </nav>
  );
}
