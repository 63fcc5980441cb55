import { Link } from "gatsby";
import { useSiteContent } from "../content/SiteContentContext";
import { Container } from "./Container";
import { BrandLink } from "./BrandLink";
import { NewsletterForm } from "./NewsletterForm";
import { staticPartProps, useServerMarkup } from "./serverMarkup";
import { DirectContact } from "./DirectContact";

type FooterLink = { label: string; href: string };

/**
 * A list of footer links: site paths through Gatsby's `<Link>`, `https://` links in a new tab
 * with `rel="noopener noreferrer"` and a visually hidden "(opens in a new tab)".
 */
function FooterLinks({
  links,
  newTabLabel,
  inline,
}: {
  links: FooterLink[];
  newTabLabel: string;
  inline?: boolean;
}): JSX.Element {
  return (
    <ul className={inline ? "site-footer__links site-footer__links--inline" : "site-footer__links"}>
      {links.map((l) => (
        <li key={l.href}>
          {l.href.startsWith("https://") ? (
            <a
              href={l.href}
              target="_blank"
              rel="noopener noreferrer"
              className="site-footer__link"
            >
              {l.label}
              <span className="visually-hidden"> {newTabLabel}</span>
            </a>
          ) : (
            <Link to={l.href} className="site-footer__link">
              {l.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The site footer: service-area and resources link columns, the company's email and phone with
 * a link to the contact page, newsletter signup,
 * social links (new tab, `rel="noopener noreferrer"`), legal links and © {copyrightYear}. Its
 * styles are static CSS (`.site-footer…` in src/styles/shellCss.ts). The link columns are a static
 * part: on the page the browser loaded they keep the server's HTML (src/components/serverMarkup.ts).
 */
export function Footer(): JSX.Element {
  const { site, navigation } = useSiteContent();
  const { footer } = navigation;
  const columns = useServerMarkup("footer-columns");
  return (
    <footer className="site-footer">
      <Container>
        <div className="site-footer__grid">
          <div>
            <BrandLink onDark />
            <p className="site-footer__tagline">{footer.tagline}</p>
            <div className="site-footer__block">
              <h2 className="site-footer__heading">{footer.contact.heading}</h2>
              <DirectContact onDark />
              <Link to={footer.contact.formLink.href} className="site-footer__link">
                {footer.contact.formLink.label}
              </Link>
            </div>
            <div className="site-footer__block site-footer__newsletter">
              <h2 className="site-footer__heading">{footer.newsletter.heading}</h2>
              <p className="site-footer__text">{footer.newsletter.text}</p>
              <NewsletterForm copy={footer.newsletter} source="footer" onDark />
            </div>
          </div>
          <div className="site-footer__columns" {...staticPartProps("footer-columns", columns)}>
            {columns === null
              ? footer.columns.map((col) => (
                  <nav key={col.title} aria-label={col.title}>
                    <h2 className="site-footer__heading">{col.title}</h2>
                    <FooterLinks links={col.links} newTabLabel={site.labels.opensInNewTab} />
                  </nav>
                ))
              : null}
          </div>
        </div>
        <div className="site-footer__bottom">
          <p className="site-footer__text">
            © {site.copyrightYear} {site.brand}. {footer.rights}
          </p>
          <nav aria-label={footer.socialHeading}>
            <FooterLinks links={footer.social} newTabLabel={site.labels.opensInNewTab} inline />
          </nav>
          <nav aria-label={footer.legalHeading}>
            <FooterLinks links={footer.legal} newTabLabel={site.labels.opensInNewTab} inline />
          </nav>
        </div>
      </Container>
    </footer>
  );
}
