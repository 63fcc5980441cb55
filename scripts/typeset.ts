/**
 * `npm run typeset [-- --check]`: typesets the visible copy of every content file in data/
 * (curly quotes and apostrophes, en dashes in numeric ranges; src/content/typography.ts) and
 * writes back only the strings that change, so each file keeps its formatting. With `--check`
 * it writes nothing, lists each string that would change, and exits 1 if there is one.
 */
import fs from "node:fs";
import path from "node:path";
import { typesetContent } from "../src/content/typography";

/** One string the typesetter changes: where it is and what it becomes. */
export type TypesetChange = { file: string; before: string; after: string };

/** Every JSON file under `dir`, sorted. */
function jsonFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? jsonFiles(path.join(dir, e.name))
        : e.name.endsWith(".json")
          ? [path.join(dir, e.name)]
          : [],
    )
    .sort();
}

/** Pairs of strings at the same place in two values of the same shape that differ. */
function changedStrings(
  before: unknown,
  after: unknown,
  out: [string, string][] = [],
): [string, string][] {
  if (typeof before === "string" && typeof after === "string") {
    if (before !== after) out.push([before, after]);
  } else if (Array.isArray(before) && Array.isArray(after)) {
    before.forEach((b, i) => changedStrings(b, after[i], out));
  } else if (before && after && typeof before === "object" && typeof after === "object") {
    for (const k of Object.keys(before))
      changedStrings(
        (before as Record<string, unknown>)[k],
        (after as Record<string, unknown>)[k],
        out,
      );
  }
  return out;
}

/**
 * Typesets the content files under `dataDir`.
 *
 * @param dataDir the content folder (data/)
 * @param write true to rewrite the files, false only to report
 * @returns every string that changes (or would change)
 */
export function typesetData(dataDir: string, write: boolean): TypesetChange[] {
  const changes: TypesetChange[] = [];
  for (const file of jsonFiles(dataDir)) {
    const raw = fs.readFileSync(file, "utf8");
    const parsed: unknown = JSON.parse(raw);
    const pairs = changedStrings(parsed, typesetContent(parsed));
    if (!pairs.length) continue;
    let text = raw;
    for (const [before, after] of pairs) {
      changes.push({ file: path.relative(process.cwd(), file), before, after });
      text = text.split(JSON.stringify(before)).join(JSON.stringify(after));
    }
    if (write) fs.writeFileSync(file, text);
  }
  return changes;
}

if (require.main === module) {
  const check = process.argv.includes("--check");
  const changes = typesetData(path.join(__dirname, "..", "data"), !check);
  for (const c of changes)
    console.log(
      `${c.file}: ${JSON.stringify(c.before.slice(0, 100))} → ${JSON.stringify(c.after.slice(0, 100))}`,
    );
  console.log(
    `${changes.length} string(s) ${check ? "to typeset: run `npm run typeset`" : "typeset"}`,
  );
  if (check && changes.length) process.exit(1);
}
