import type { ReactNode } from "react";
import { Link } from "gatsby";

/**
 * One link of a header menu (desktop panel or mobile menu), as a list item: it leads to `href`
 * and calls `onSelect` when chosen (the menu closes). The menu that shows it gives its content
 * and its look (`className`: `.mega-menu__link` or `.mobile-menu__link`, static rules in
 * src/styles/shellCss.ts).
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
      <Link to={href} onClick={onSelect} className={className}>
        {children}
      </Link>
    </li>
  );
}
