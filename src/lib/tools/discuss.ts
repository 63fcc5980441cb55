/**
 * The "Discuss this result" link of a tool: the booking page's path with the tool and its result
 * code, `/book-session?tool=<tool>&result=<code>`. The booking page reads both back with
 * src/lib/toolSubject.ts (which names the same two parameters) and shows only a sentence built
 * from known values.
 */

/**
 * The link to the booking page carrying a tool's result. Takes the booking page's path (the
 * tool's `discuss.href`, without a query), the tool's slug and its result code (lowercase
 * letters, digits, hyphens and dots); returns the path with both as query parameters.
 */
export function discussHref(bookingPath: string, tool: string, code: string): string {
  const query = new URLSearchParams({ tool, result: code });
  return `${bookingPath}?${query.toString()}`;
}
