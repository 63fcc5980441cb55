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
      <BrandName name={site.brand} />
    </Link>
  );
}

/**
 * The wordmark: the brand name with its last word (the "AI" of "Loomwork AI") set lighter, so
 * the name itself carries the weight. A one-word name is drawn whole.
 */
function BrandName({ name }: { name: string }): JSX.Element {
  const cut = name.lastIndexOf(" ");
  if (cut < 0) return <span>{name}</span>;
  return (
    <span>
      {name.slice(0, cut)} <span className="brand-link__suffix">{name.slice(cut + 1)}</span>
    </span>
  );
}
