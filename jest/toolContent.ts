/**
 * The tool sections of data/pages/tools/*.json for unit tests, parsed with the page schema, so a
 * test reads the bands, plans, tiers and assumptions it expects from the content.
 */
import fs from "fs";
import path from "path";
import { PageSchema, type SectionOf } from "../src/content/schema";

/** A tool section's `tool`, by kind. */
export type ToolOf<K extends SectionOf<"tool">["tool"]["kind"]> = Extract<
  SectionOf<"tool">["tool"],
  { kind: K }
>;

/** The tool section of `data/pages/tools/<file>.json`; throws when it has none. */
export function toolSection(file: string): SectionOf<"tool"> {
  const raw = fs.readFileSync(path.join(__dirname, "..", "data", "pages", "tools", `${file}.json`));
  const page = PageSchema.parse(JSON.parse(raw.toString("utf8")));
  const section = page.sections.find((s): s is SectionOf<"tool"> => s.type === "tool");
  if (!section) throw new Error(`data/pages/tools/${file}.json has no tool section`);
  return section;
}

/** The `tool` of `data/pages/tools/<file>.json`, which must be of `kind`. */
export function toolOf<K extends SectionOf<"tool">["tool"]["kind"]>(
  file: string,
  kind: K,
): ToolOf<K> {
  const { tool } = toolSection(file);
  if (tool.kind !== kind) throw new Error(`${file}: expected a ${kind} tool, found ${tool.kind}`);
  return tool as ToolOf<K>;
}
