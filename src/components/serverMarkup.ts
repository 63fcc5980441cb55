import { useState } from "react";
import { navigate } from "gatsby";

/**
 * Static parts of a page: markup that has no state and no handlers of its own (a section of
 * cards, the links of a menu panel, the footer's link columns) is not hydrated when the page
 * first loads. The browser keeps the server's HTML for it, and React only takes over the element
 * that holds it, so hydration skips hundreds of elements (less main-thread work before the page
 * answers input). After the first client-side navigation every part renders normally, since the
 * document then holds another page's HTML.
 */

let navigated = false;

/**
 * Records that the visitor moved to another page inside the app (gatsby-browser calls it before
 * each client-side route change). From then on `useServerMarkup` returns null.
 */
export function markClientNavigation(): void {
  navigated = true;
}

/**
 * The server-rendered inner HTML of the static part `key` (the element with `data-static="key"`
 * in Gatsby's root), while React hydrates the page the browser loaded; null in every other render
 * (on the server, after a client-side navigation, in the CMS preview and in tests, where no server
 * HTML is in Gatsby's root). Read once, when the component mounts. Keys are unique on a page and
 * made of letters, digits and hyphens (section indexes, menu ids, which the content schema
 * restricts so); an empty key (a part that is not static) always gives null.
 */
export function useServerMarkup(key: string): string | null {
  const [html] = useState(() => {
    const part =
      key && !navigated && typeof document !== "undefined"
        ? document.querySelector(`#___gatsby [data-static="${key}"]`)
        : null;
    return part ? part.innerHTML : null;
  });
  return navigated ? null : html;
}

/** A static part's element as the server wrote it: its tag, its attributes as props, its HTML. */
export type ServerElement = {
  tag: string;
  props: Record<string, string>;
  html: string;
};

/**
 * The React prop name of an HTML attribute a static part's element may carry (`class`, `id`,
 * `role`, `aria-…`, `data-…`), or null for one React could not take back as it is (`style`).
 */
function propName(attribute: string): string | null {
  if (attribute === "class") return "className";
  if (attribute === "id" || attribute === "role") return attribute;
  return /^(aria|data)-[a-z0-9-]+$/.test(attribute) ? attribute : null;
}

/**
 * Like {@link useServerMarkup}, but the whole element of the static part `key`: its tag, its
 * attributes (as React props) and its inner HTML, so a component that has not loaded the code
 * which drew the part can still hand React the very element the server wrote (React hydrates it
 * without touching its content). Null in the same cases as {@link useServerMarkup}.
 */
export function useServerElement(key: string): ServerElement | null {
  const [element] = useState<ServerElement | null>(() => {
    const part =
      key && !navigated && typeof document !== "undefined"
        ? document.querySelector(`#___gatsby [data-static="${key}"]`)
        : null;
    if (!part) return null;
    const props: Record<string, string> = {};
    for (const { name, value } of Array.from(part.attributes)) {
      const prop = propName(name);
      if (prop) props[prop] = value;
    }
    return { tag: part.tagName.toLowerCase(), props, html: part.innerHTML };
  });
  return navigated ? null : element;
}

/**
 * Props for a static part's element: its `data-static` key and, with server HTML, that HTML as
 * the element's content (React then leaves the element's children alone; when it later renders
 * children instead, React clears the server's content first).
 */
export function staticPartProps(
  key: string,
  html: string | null,
): { "data-static": string; dangerouslySetInnerHTML?: { __html: string } } {
  return html === null
    ? { "data-static": key }
    : { "data-static": key, dangerouslySetInnerHTML: { __html: html } };
}

/** Links in static parts that lead to a page of this site and open in the same tab. */
const SITE_LINK = '[data-static] a[href^="/"]:not([href^="//"]):not([target]):not([download])';

/**
 * A document click handler that keeps links inside static parts as quick as the app's own links:
 * a plain left click on a link to another page of this site navigates client-side (Gatsby's
 * `navigate`), as a Gatsby `<Link>` would. Clicks with a modifier key, on links that open a new
 * tab or download, to other hosts or to an anchor on the current page are left to the browser.
 */
export function followStaticLink(event: MouseEvent): void {
  const target = event.target;
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>(SITE_LINK) : null;
  if (!link || event.defaultPrevented || event.button || event.metaKey || event.ctrlKey) return;
  if (event.shiftKey || event.altKey || (link.pathname === location.pathname && link.hash)) return;
  event.preventDefault();
  void navigate(link.pathname + link.search + link.hash);
}
