import { Link } from "gatsby";
import { useSiteContent } from "../content/SiteContentContext";
import { Container } from "./Container";
import { BrandLink } from "./BrandLink";
import { NewsletterForm } from "./NewsletterForm";
import { DirectContact } from "./DirectContact";
import { colors, fontSizes, mq, space } from "../styles/theme";

const linkCss = {
  color: colors.inkMuted,
  textDecoration: "none",
  fontSize: fontSizes.sm,
  display: "inline-block",
  padding: "4px 0",
  "&:hover": { color: colors.white, textDecoration: "underline" },
} as const;

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
    <ul
      css={{
        listStyle: "none",
        margin: 0,
        padding: 0,
        ...(inline ? { display: "flex", flexWrap: "wrap", gap: space.md } : {}),
      }}
    >
      {links.map((l) => (
        <li key={l.href}>
          {l.href.startsWith("https://") ? (
            <a href={l.href} target="_blank" rel="noopener noreferrer" css={linkCss}>
              {l.label}
              <span className="visually-hidden"> {newTabLabel}</span>
            </a>
          ) : (
            <Link to={l.href} css={linkCss}>
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
 * social links (new tab, `rel="noopener noreferrer"`), legal links and © {copyrightYear}.
 */
export function Footer(): JSX.Element {
  const { site, navigation } = useSiteContent();
  const { footer } = navigation;
  return (
    <footer
      css={{
        background: colors.ink,
        color: colors.inkMuted,
        paddingTop: space.xxxl,
        paddingBottom: space.xl,
      }}
    >
      <Container>
        <div
          css={{
            display: "grid",
            gap: space.xl,
            gridTemplateColumns: "1fr",
            [mq.md]: { gridTemplateColumns: "1.3fr 2fr" },
          }}
        >
          <div>
            <BrandLink onDark />
            <p css={{ marginTop: space.md, maxWidth: 380, fontSize: fontSizes.sm }}>
              {footer.tagline}
            </p>
            <div css={{ marginTop: space.lg }}>
              <h2 css={{ color: colors.white, fontSize: fontSizes.md, marginBottom: space.sm }}>
                {footer.contact.heading}
              </h2>
              <DirectContact onDark />
              <Link to={footer.contact.formLink.href} css={{ ...linkCss, marginTop: 4 }}>
                {footer.contact.formLink.label}
              </Link>
            </div>
            <div css={{ marginTop: space.lg, maxWidth: 420 }}>
              <h2 css={{ color: colors.white, fontSize: fontSizes.md, marginBottom: 4 }}>
                {footer.newsletter.heading}
              </h2>
              <p css={{ fontSize: fontSizes.sm, marginBottom: space.sm }}>
                {footer.newsletter.text}
              </p>
              <NewsletterForm copy={footer.newsletter} source="footer" onDark />
            </div>
          </div>
          <div
            css={{
              display: "grid",
              gap: space.lg,
              gridTemplateColumns: "1fr 1fr",
              [mq.sm]: { gridTemplateColumns: "repeat(4, 1fr)" },
            }}
          >
            {footer.columns.map((col) => (
              <nav key={col.title} aria-label={col.title}>
                <h2 css={{ color: colors.white, fontSize: fontSizes.sm, marginBottom: space.sm }}>
                  {col.title}
                </h2>
                <FooterLinks links={col.links} newTabLabel={site.labels.opensInNewTab} />
              </nav>
            ))}
          </div>
        </div>
        <div
          css={{
            marginTop: space.xxl,
            paddingTop: space.lg,
            borderTop: "1px solid rgba(203,213,225,0.25)",
            display: "flex",
            flexWrap: "wrap",
            gap: space.lg,
            justifyContent: "space-between",
            alignItems: "center",
          }}
        >
          <p css={{ fontSize: fontSizes.sm }}>
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
