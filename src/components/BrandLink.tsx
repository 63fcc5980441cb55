import { Link } from "gatsby";
import { useSiteContent } from "../content/SiteContentContext";
import { BrandMark } from "./BrandMark";
import { colors } from "../styles/theme";

/**
 * The brand's link home, as the header and the footer show it: the logo mark and the brand name
 * (data/site.json), named for screen readers by `labels.home`. `onDark` sets the name in white
 * for a dark background (the footer); otherwise it takes the text colour.
 */
export function BrandLink({ onDark = false }: { onDark?: boolean }): JSX.Element {
  const { site } = useSiteContent();
  return (
    <Link
      to="/"
      aria-label={site.labels.home}
      css={{
        display: "inline-flex",
        alignItems: "center",
        gap: 10,
        textDecoration: "none",
        color: onDark ? colors.white : colors.text,
        fontWeight: 800,
        fontSize: "1.125rem",
        letterSpacing: "-0.02em",
      }}
    >
      <BrandMark />
      <span>{site.brand}</span>
    </Link>
  );
}
