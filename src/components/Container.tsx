import type { ReactNode } from "react";

/**
 * Centres content at the site's max width (1200 px) with side padding (16 px, 24 px from 640 px):
 * the static `.container` rule in src/styles/globalCss.ts, plus any `className` given.
 */
export function Container({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}): JSX.Element {
  return <div className={className ? `container ${className}` : "container"}>{children}</div>;
}
