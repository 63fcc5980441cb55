/**
 * Loads the third-party scheduling widget's script once per page lifetime: never injected twice,
 * and a script already on the page counts as loaded.
 * No React: the BookingWidget section calls it.
 */

import type { SchedulerUtm } from "./campaign";

/** The Calendly-style global the widget script defines. */
export type SchedulerGlobal = {
  initInlineWidget(options: {
    url: string;
    parentElement: HTMLElement;
    /** Answers filled in on the booking form, e.g. `{ customAnswers: { a1: "…" } }`. */
    prefill?: { customAnswers?: Record<string, string> };
    /** The visit's campaign parameters, stored with the booking. */
    utm?: SchedulerUtm;
  }): void;
};

declare global {
  interface Window {
    Calendly?: SchedulerGlobal;
  }
}

/** The load in progress: its script element and the promise its listeners settle. */
let pending: { script: HTMLScriptElement; promise: Promise<void> } | null = null;

/** The `<script>` element for `src` already on the page, if any. */
function findScript(src: string): HTMLScriptElement | null {
  return Array.from(document.scripts).find((s) => s.getAttribute("src") === src) ?? null;
}

/**
 * True when a `<script>` for `src` is already on the page and has loaded (we saw its `load`
 * event, or the widget's global exists). The booking widget then counts as loaded at once
 * and neither waits nor injects the script again.
 */
export function isSchedulerScriptLoaded(src: string): boolean {
  const existing = findScript(src);
  return Boolean(existing && (existing.dataset.loaded === "true" || window.Calendly));
}

/**
 * Resolves once the script at `src` has loaded; injects it (async) if it is not on the page.
 * If a `<script src>` for it is already on the page and loaded, resolves at once, so navigating
 * away and back never injects it twice.
 * Rejects if the script fails to load; the failed tag is removed so a later visit can retry.
 */
export function loadSchedulerScript(src: string): Promise<void> {
  if (isSchedulerScriptLoaded(src)) return Promise.resolve();
  const existing = findScript(src);
  if (pending && existing && pending.script === existing) return pending.promise;
  const script = existing ?? document.createElement("script");
  const promise = new Promise<void>((resolve, reject) => {
    script.addEventListener("load", () => {
      script.dataset.loaded = "true";
      if (pending?.script === script) pending = null;
      resolve();
    });
    script.addEventListener("error", () => {
      script.remove();
      if (pending?.script === script) pending = null;
      reject(new Error(`Failed to load ${src}`));
    });
  });
  pending = { script, promise };
  if (!existing) {
    script.src = src;
    script.async = true;
    document.body.appendChild(script);
  }
  return promise;
}
