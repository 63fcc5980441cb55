/** Static-HTML check of the `badges` section (test code: only __tests__/static/content.checks.ts runs it). */
import { differs, missing } from "../staticCheckKit";
import type { StaticCheck } from "../staticChecks";

/** What its file lists, in order, as it is in the built HTML. */
export const badgesStaticCheck: StaticCheck<"badges"> = ({ el }, section) => {
  const id = `#${section.id}`;
  const items = section.groups.flatMap((g) => g.items);
  return [
    differs(`${id} badges`, el.querySelectorAll("li").length, items.length),
    ...items.flatMap((b, i) =>
      missing(`${id} badge ${i + 1}`, el.querySelectorAll("li")[i] ?? el, [
        b.name,
        b.level,
        b.description,
      ]),
    ),
  ];
};
