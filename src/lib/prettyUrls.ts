/**
 * Netlify's default "Pretty URLs" handling of trailing slashes, for the preview server
 * (scripts/serve.ts), so the browser tests see what production answers.
 */

/**
 * Where Netlify's Pretty URLs send a request for `pathname` (decoded, without the query) before
 * any file is served, or null when it serves it as it is. `isFile(path)` tells whether the
 * published folder has a file at that site path (`/hire.html`). The rule: a URL with a trailing
 * slash goes to the URL without it when `<path>.html` exists; a URL without one goes to the URL
 * with it when only `<path>/index.html` exists. URLs with a file extension are served as they are.
 */
export function prettyUrlRedirect(
  pathname: string,
  isFile: (sitePath: string) => boolean,
): string | null {
  if (pathname === "/" || /\.[^/]*$/.test(pathname)) return null;
  const bare = pathname.replace(/\/+$/, "");
  const hasFlat = isFile(`${bare}.html`);
  if (pathname.endsWith("/")) return hasFlat ? bare : null;
  return !hasFlat && isFile(`${bare}/index.html`) ? `${bare}/` : null;
}
