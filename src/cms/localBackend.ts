/**
 * `?local_backend=<url>` on the admin page: where Decap looks for decap-server (the local
 * backend) instead of http://localhost:8081/api/v1. Used by the browser test (e2e/cms.spec.ts)
 * and handy when port 8081 is taken. Only plain http://localhost or http://127.0.0.1 URLs are
 * accepted, and Decap itself uses the local backend only when the admin page runs on localhost.
 */

/** Hosts the admin page treats as the editor's own machine. */
export const LOCAL_HOSTS = ["localhost", "127.0.0.1"];

/** The local backend URL from the page's query string, or undefined if absent or not local. */
export function localBackendOverride(search: string): string | undefined {
  const raw = new URLSearchParams(search).get("local_backend");
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (
      url.protocol === "http:" &&
      LOCAL_HOSTS.includes(url.hostname) &&
      !url.username &&
      !url.password
    )
      return url.toString();
  } catch {
    // not a URL: ignored below
  }
  console.warn(`Ignoring local_backend=${raw}: expected http://localhost:<port>/api/v1`);
  return undefined;
}
