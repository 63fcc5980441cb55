import { Icon } from "./Icon";
import { useSiteContent } from "../content/SiteContentContext";
import { telHref } from "../lib/format";
import { colors, fontSizes } from "../styles/theme";

/**
 * The company's email and phone (data/site.json `organization`) as `mailto:` and `tel:` links,
 * each after an icon and, when given, a visible label ("Email", "Phone"). `onDark` styles them
 * for the footer.
 */
export function DirectContact({
  emailLabel,
  phoneLabel,
  onDark,
}: {
  emailLabel?: string;
  phoneLabel?: string;
  onDark?: boolean;
}): JSX.Element {
  const { email, phone } = useSiteContent().site.organization;
  const rows = [
    { icon: "mail" as const, label: emailLabel, href: `mailto:${email}`, text: email },
    { icon: "phone" as const, label: phoneLabel, href: telHref(phone), text: phone },
  ];
  return (
    <ul css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 8 }}>
      {rows.map((r) => (
        <li key={r.href} css={{ display: "flex", alignItems: "center", gap: 10 }}>
          <Icon
            name={r.icon}
            size={18}
            css={{ flexShrink: 0, color: onDark ? colors.primaryOnDark : colors.primary }}
          />
          <span>
            {r.label && (
              <span css={{ display: "block", fontSize: fontSizes.xs, color: colors.muted }}>
                {r.label}
              </span>
            )}
            <a
              href={r.href}
              css={{
                fontWeight: 650,
                overflowWrap: "anywhere",
                ...(onDark
                  ? {
                      color: colors.white,
                      fontSize: fontSizes.sm,
                      textDecoration: "none",
                      "&:hover": { textDecoration: "underline" },
                    }
                  : {}),
              }}
            >
              {r.text}
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}
