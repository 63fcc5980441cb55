import { Link } from "gatsby";
import { useSiteContent } from "../content/SiteContentContext";
import { BrandMark } from "./BrandMark";

/**
 * The brand's link home, as the header and the footer show it: the logo mark and the brand name
 * (data/site.json), named for screen readers by `labels.home`. `onDark` sets the name in white
 * for a dark background (the footer); otherwise it takes the text colour. Styles are static CSS
 * (`.brand-link` in src/styles/shellCss.ts).
 */
export function BrandLink({ onDark = false }: { onDark?: boolean }): JSX.Element {
  const { site } = useSiteContent();
  return (
    <Link
      to="/"
      aria-label={site.labels.home}
      className={onDark ? "brand-link brand-link--on-dark" : "brand-link"}
    >
      <BrandMark />
      <span>{site.brand}</span>
    </Link>
  );
}
