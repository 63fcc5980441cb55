/**
 * Helpers of the static-HTML section checks (src/sections/<type>/staticCheck.ts, test code):
 * the text a built element shows, and problems phrased for the content test's report.
 */
import { collapse } from "../../e2e/helpers";

/** Whitespace-collapsed text of an element (textContent: hidden text included), or "". */
export const text = (el: Element | null | undefined): string => collapse(el?.textContent ?? "");

/** Collapsed texts of every element `selector` matches in `scope`, in document order. */
export const texts = (scope: ParentNode, selector: string): string[] =>
  Array.from(scope.querySelectorAll(selector), (el) => text(el));

/** Same list, for messages: `what` when `actual` and `expected` differ, else nothing. */
export function differs(what: string, actual: unknown, expected: unknown): string | false {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  return a !== e && `${what}: ${a}, expected ${e}`;
}

/** `texts` that `scope`'s text lacks, as problems headed `where`. */
export function missing(where: string, scope: Element, wanted: (string | undefined)[]): string[] {
  const shown = text(scope);
  return wanted
    .filter((t): t is string => !!t && !shown.includes(collapse(t)))
    .map((t) => `${where} does not show "${t}"`);
}

/** A stat row's problem: the `<dl>` entries of `el` (outside hero visuals) are not `stats`. */
export function statsProblem(
  id: string,
  el: Element,
  stats: { value: string; label: string }[],
): string | false {
  const shown = Array.from(el.querySelectorAll("dl > div"))
    .filter((d) => !d.closest("[data-hero-visual]"))
    .map((d) => [text(d.querySelector("dd")), text(d.querySelector("dt"))]);
  const ok =
    shown.length === stats.length &&
    stats.every(
      (s, i) => shown[i][0] === collapse(s.value) && shown[i][1].startsWith(collapse(s.label)),
    );
  return (
    !ok &&
    differs(
      `${id} stats`,
      shown,
      stats.map((s) => [s.value, s.label]),
    )
  );
}
