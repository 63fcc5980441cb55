/** Static-HTML check of the `demo` section (test code: only __tests__/static/content.checks.ts runs it). */
import { collapse } from "../../../e2e/helpers";
import { differs, texts } from "../staticCheckKit";
import type { StaticCheck } from "../staticChecks";

/** What its file lists, in order, as it is in the built HTML: the entries and the cited sources. */
export const demoStaticCheck: StaticCheck<"demo"> = ({ el }, section) => {
  const id = `#${section.id}`;
  return [
    differs(
      `${id} entries`,
      texts(el, ".demo__entry h3"),
      section.entries.map((e) => collapse(e.title)),
    ),
    differs(
      `${id} cited sources`,
      texts(el, ".demo__source-title"),
      section.entries.flatMap((e) => (e.sources ?? []).map((s) => collapse(s.title))),
    ),
  ];
};
