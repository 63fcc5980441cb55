/**
 * Loads the third-party scheduling widget's script once per page lifetime (spec 01 §4, §7).
 * No React: the BookingWidget section calls it.
 */

/** The Calendly-style global the widget script defines. */
export type SchedulerGlobal = {
  initInlineWidget(options: { url: string; parentElement: HTMLElement }): void;
};

declare global {
  interface Window {
    Calendly?: SchedulerGlobal;
  }
}

let pending: Promise<void> | null = null;

/**
 * Resolves once the script at `src` has loaded; injects it (async) if it is not on the page.
 * If a `<script src>` for it is already on the page and loaded, resolves at once (spec 01 §4:
 * "counts as loaded at once"), so navigating away and back never injects it twice.
 * Rejects if the script fails to load; the failed tag is removed so a later visit can retry.
 */
export function loadSchedulerScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  if (existing && (existing.dataset.loaded === "true" || window.Calendly)) return Promise.resolve();
  if (pending && existing) return pending;
  const script = existing ?? document.createElement("script");
  pending = new Promise<void>((resolve, reject) => {
    script.addEventListener("load", () => {
      script.dataset.loaded = "true";
      resolve();
    });
    script.addEventListener("error", () => {
      script.remove();
      pending = null;
      reject(new Error(`Failed to load ${src}`));
    });
  });
  if (!existing) {
    script.src = src;
    script.async = true;
    document.body.appendChild(script);
  }
  return pending;
}
