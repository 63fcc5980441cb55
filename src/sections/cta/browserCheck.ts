/** Browser check of the `cta` section (test code: only e2e/helpers.ts `assertSections` runs it). */
import assert from "node:assert/strict";
import { assertActions, collapse, textOf } from "../../../e2e/helpers";
import type { BrowserCheck } from "../browserChecks";

/** Its tiles' words, then its actions. */
export const ctaBrowserCheck: BrowserCheck<"cta"> = async ({ scope }, section) => {
  const text = await textOf(scope);
  for (const t of section.tiles ?? [])
    assert.ok(text.includes(collapse(t.title)) && text.includes(collapse(t.description)));
  await assertActions(scope, section.actions);
};
