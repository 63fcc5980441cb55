import { useSiteContent } from "../content/SiteContentContext";
import { Container } from "./Container";
import { MegaMenu } from "./MegaMenu";
import { MobileMenu } from "./MobileMenu";
import { ActionButton } from "./ActionButton";
import { BrandLink } from "./BrandLink";

/**
 * The sticky site header: brand, desktop mega-menus, header CTA, mobile menu. Its background is
 * opaque, so content scrolled under it never shows through. Its layout is static CSS
 * (`.site-header…` in src/styles/shellCss.ts).
 */
export function Header(): JSX.Element {
  const { navigation } = useSiteContent();
  const { header } = navigation;
  return (
    <header className="site-header">
      <Container className="site-header__bar">
        <BrandLink />
        <div className="site-header__menus">
          <MegaMenu menus={header.menus} label={header.label} />
        </div>
        <div className="site-header__actions">
          <ActionButton action={header.cta} className="site-header__cta" />
          <div className="site-header__toggle">
            <MobileMenu
              menus={header.menus}
              cta={header.cta}
              label={header.label}
              openLabel={header.openMenuLabel}
              closeLabel={header.closeMenuLabel}
            />
          </div>
        </div>
      </Container>
    </header>
  );
}
