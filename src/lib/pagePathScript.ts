/**
 * Makes Gatsby's one per-page inline script the same on every page, so that every page's inline
 * scripts have the same CSP hashes and pages can share one `Content-Security-Policy` rule in
 * `_headers` (src/lib/headers.ts).
 *
 * Gatsby ends every page with `<script id="gatsby-script-loader">window.pagePath="/hire";…`:
 * the only inline script whose text differs from page to page (the chunk map and the compilation
 * hash are the same for the whole build). A CSP hash covers a script's text, not its attributes,
 * so the path moves into a `data-page-path` attribute and the script reads it from there:
 * `window.pagePath` gets the same value as before, before Gatsby's runtime starts.
 */
import { cloneElement, isValidElement, type ReactNode } from "react";

/** The `id` Gatsby gives the script that sets `window.pagePath`. */
export const PAGE_PATH_SCRIPT_ID = "gatsby-script-loader";

/** What replaces `window.pagePath="<path>";` in that script: the same on every page. */
export const PAGE_PATH_FROM_ATTRIBUTE = "window.pagePath=document.currentScript.dataset.pagePath;";

/** Gatsby's assignment: `window.pagePath=` and the path as a JSON string, then `;`. */
const PAGE_PATH_ASSIGNMENT = /window\.pagePath=("(?:[^"\\]|\\.)*");/;

/** The props of an element written with `dangerouslySetInnerHTML`. */
type InlineScriptProps = {
  id?: unknown;
  "data-page-path"?: string;
  dangerouslySetInnerHTML?: { __html?: unknown };
};

/**
 * The script text with Gatsby's page path taken out: takes the inline script's text; returns
 * `{ text, pagePath }`, where `text` reads the path from the `data-page-path` attribute, or null
 * when the text sets no page path (nothing to change).
 */
export function sharedPagePathScript(text: string): { text: string; pagePath: string } | null {
  const m = PAGE_PATH_ASSIGNMENT.exec(text);
  if (!m) return null;
  const pagePath: unknown = JSON.parse(m[1]);
  if (typeof pagePath !== "string") return null;
  return { text: text.replace(m[0], () => PAGE_PATH_FROM_ATTRIBUTE), pagePath };
}

/**
 * Gatsby's post-body components (gatsby-ssr `onPreRenderHTML`) with the page-path script
 * rewritten by {@link sharedPagePathScript}: its text the same on every page, the path in its
 * `data-page-path` attribute. Other components, and a page-path script in another shape, are
 * returned as they are.
 */
export function withSharedPagePathScript(components: ReactNode[]): ReactNode[] {
  return components.map((c) => {
    if (!isValidElement<InlineScriptProps>(c) || c.type !== "script") return c;
    const html = c.props.dangerouslySetInnerHTML?.__html;
    if (c.props.id !== PAGE_PATH_SCRIPT_ID || typeof html !== "string") return c;
    const shared = sharedPagePathScript(html);
    if (!shared) return c;
    return cloneElement(c, {
      "data-page-path": shared.pagePath,
      dangerouslySetInnerHTML: { __html: shared.text },
    });
  });
}
