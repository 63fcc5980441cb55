import { useSiteContent } from "../content/SiteContentContext";
import { Container } from "./Container";
import { MegaMenu } from "./MegaMenu";
import { MobileMenu } from "./MobileMenu";
import { ActionButton } from "./ActionButton";
import { BrandLink } from "./BrandLink";
import { colors, mq } from "../styles/theme";

/**
 * The sticky site header: brand, desktop mega-menus, header CTA, mobile menu. Its background is
 * opaque, so content scrolled under it never shows through.
 */
export function Header(): JSX.Element {
  const { navigation } = useSiteContent();
  const { header } = navigation;
  return (
    <header
      css={{
        position: "sticky",
        top: 0,
        zIndex: 40,
        background: colors.white,
        borderBottom: `1px solid ${colors.borderSoft}`,
      }}
    >
      <Container
        css={{
          position: "relative",
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 16,
          minHeight: 72,
        }}
      >
        <BrandLink />
        <div css={{ display: "none", [mq.lg]: { display: "block" } }}>
          <MegaMenu menus={header.menus} label={header.label} />
        </div>
        <div css={{ display: "flex", alignItems: "center", gap: 12 }}>
          <ActionButton
            action={header.cta}
            css={{
              display: "none",
              [mq.sm]: { display: "inline-flex" },
              minHeight: 44,
              padding: "10px 16px",
            }}
          />
          <div css={{ [mq.lg]: { display: "none" } }}>
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
