/**
 * Development only (loaded by gatsby-browser.tsx when NODE_ENV is "development", so production
 * bundles never carry it): a panel at the foot of every page of `gatsby develop` that lists the
 * content problems the dev server knows of, so an editor sees a broken link or a missing field
 * while every page keeps working. Plain DOM, no React: it sits outside the app.
 */

/** The dev server's list of problems (gatsby-node.ts `onCreateDevServer`). */
export const CONTENT_PROBLEMS_URL = "/__content-problems";

/** The panel's element id, so a refresh replaces it. */
const PANEL_ID = "content-problems-panel";

/**
 * Fetches the current problems and shows them in a fixed panel (or removes the panel when there
 * are none). Takes the document; resolves when done; never throws (a failed fetch shows nothing).
 */
export async function showContentProblems(doc: Document = document): Promise<void> {
  let errors: string[] = [];
  try {
    const res = await fetch(CONTENT_PROBLEMS_URL, { cache: "no-store" });
    if (res.ok) errors = ((await res.json()) as { errors?: string[] }).errors ?? [];
  } catch {
    return;
  }
  doc.getElementById(PANEL_ID)?.remove();
  if (!errors.length) return;
  const panel = doc.createElement("aside");
  panel.id = PANEL_ID;
  panel.setAttribute("role", "status");
  panel.setAttribute("aria-label", "Content problems");
  panel.style.cssText =
    "position:fixed;left:12px;right:12px;bottom:12px;z-index:2147483647;max-height:40vh;overflow:auto;" +
    "background:#fff;color:#0f172a;border:2px solid #dc2626;border-radius:10px;padding:12px 16px;" +
    "font:14px/1.45 system-ui,sans-serif;box-shadow:0 10px 30px rgba(15,23,42,.25)";
  const title = doc.createElement("strong");
  title.textContent = `${errors.length} content problem${errors.length === 1 ? "" : "s"} (local preview only; the build would stop on ${errors.length === 1 ? "it" : "them"}):`;
  const close = doc.createElement("button");
  close.type = "button";
  close.textContent = "Hide";
  close.style.cssText = "float:right;font:inherit;padding:2px 10px;cursor:pointer";
  close.addEventListener("click", () => panel.remove());
  const list = doc.createElement("ul");
  list.style.cssText = "margin:8px 0 0;padding-left:18px";
  for (const e of errors) {
    const item = doc.createElement("li");
    item.style.cssText =
      "white-space:pre-wrap;overflow-wrap:anywhere;font-family:ui-monospace,monospace";
    item.textContent = e;
    list.append(item);
  }
  panel.append(close, title, list);
  doc.body.append(panel);
}
