import type { ReactNode } from "react";
import { Link } from "gatsby";

/**
 * One link of a header menu (desktop panel or mobile menu), as a list item leading to `href`
 * (the menu around it closes when a link in it is chosen). The menu that shows it gives its content
 * and its look (`className`: `.mega-menu__link` or `.mobile-menu__link`, static rules in
 * src/styles/shellCss.ts).
 */
export function MenuItemLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}): JSX.Element {
  return (
    <li>
      <Link to={href} className={className}>
        {children}
      </Link>
    </li>
  );
}
