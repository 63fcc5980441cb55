/**
 * Stand-in for the `gatsby` package inside the CMS preview bundle (src/build/cmsAdmin.ts aliases
 * `gatsby` to this file). The preview renders the real section components, which import
 * `Link` from gatsby; in the editor a link is a plain `<a>` that does not navigate.
 */
import type { AnchorHTMLAttributes, MouseEvent } from "react";

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  state?: unknown;
  replace?: boolean;
};

/** An `<a href={to}>` that stays put when clicked (the preview pane must not navigate away). */
export function Link({
  to,
  activeClassName: _a,
  activeStyle: _s,
  partiallyActive: _p,
  state: _st,
  replace: _r,
  onClick,
  children,
  ...rest
}: LinkProps): JSX.Element {
  return (
    <a
      href={to}
      {...rest}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        e.preventDefault();
        onClick?.(e);
      }}
    >
      {children}
    </a>
  );
}

/** No navigation in the preview. */
export function navigate(): void {}

/** Page queries do not exist in the preview: content comes from the CMS entry. */
export function graphql(): never {
  throw new Error("graphql is not available in the CMS preview");
}

export const useStaticQuery = graphql;
