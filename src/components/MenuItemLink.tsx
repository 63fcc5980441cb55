import type { ReactNode } from "react";
import { Link } from "gatsby";
import { colors } from "../styles/theme";

/**
 * One link of a header menu (desktop panel or mobile menu), as a list item: it leads to `href`
 * and calls `onSelect` when chosen (the menu closes). The menu that shows it gives its content
 * and its layout (`className`, from a `css` prop); the text colour and hover surface are shared.
 */
export function MenuItemLink({
  href,
  onSelect,
  className,
  children,
}: {
  href: string;
  onSelect: () => void;
  className?: string;
  children: ReactNode;
}): JSX.Element {
  return (
    <li>
      <Link
        to={href}
        onClick={onSelect}
        className={className}
        css={{
          textDecoration: "none",
          color: colors.text,
          "&:hover": { background: colors.surface },
        }}
      >
        {children}
      </Link>
    </li>
  );
}
