import { Icon } from "./Icon";
import { useSiteContent } from "../content/SiteContentContext";
import { telHref } from "../lib/format";

/**
 * The company's email and phone (data/site.json `organization`) as `mailto:` and `tel:` links,
 * each after an icon and, when given, a visible label ("Email", "Phone"); with no phone number
 * in the data, only the email. `onDark` styles them for the footer. Styles are static CSS
 * (`.direct-contact…` in src/styles/shellCss.ts).
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
    ...(phone
      ? [{ icon: "phone" as const, label: phoneLabel, href: telHref(phone), text: phone }]
      : []),
  ];
  return (
    <ul className={onDark ? "direct-contact direct-contact--on-dark" : "direct-contact"}>
      {rows.map((r) => (
        <li key={r.href} className="direct-contact__row">
          <Icon name={r.icon} size={18} className="direct-contact__icon" />
          <span>
            {r.label && <span className="direct-contact__label">{r.label}</span>}
            <a href={r.href} className="direct-contact__link">
              {r.text}
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}
