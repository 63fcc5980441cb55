import { Link } from "gatsby";
import { useSiteContent, fill } from "../content/SiteContentContext";
import type { ListingPages } from "../content/CollectionsContext";
import { listingPagePath } from "../lib/articles";

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
 * Its looks are static class rules (src/sections/collectionList/styles.ts).
 */
export function ListingPagination({ page, count, basePath }: ListingPages): JSX.Element | null {
  const copy = useSiteContent().site.articles.pagination;
  if (count <= 1) return null;
  const pages = pageWindow(page, count);
  return (
    <nav aria-label={copy.label} className="pagination">
      <ul className="pagination__pages">
        {page > 1 && (
          <li>
            <Link to={listingPagePath(basePath, page - 1)} rel="prev" className="pagination__link">
              {copy.previous}
            </Link>
          </li>
        )}
        {pages.map((n, i) => (
          <li key={n} className="pagination__item">
            {i > 0 && n - pages[i - 1] > 1 && <span aria-hidden="true">…</span>}
            <Link
              to={listingPagePath(basePath, n)}
              aria-current={n === page ? "page" : undefined}
              className="pagination__link"
            >
              {n}
            </Link>
          </li>
        ))}
        {page < count && (
          <li>
            <Link to={listingPagePath(basePath, page + 1)} rel="next" className="pagination__link">
              {copy.next}
            </Link>
          </li>
        )}
      </ul>
      <p className="pagination__status">{fill(copy.status, { page, count })}</p>
    </nav>
  );
}
