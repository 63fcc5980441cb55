/**
 * Claims the site's copy makes about its own content ("30+ templates", "20+ case studies",
 * "15+ guides", "5+ tools") and whether the content holds up to them. Pure: the caller gives the
 * texts and how many of each kind the content holds; the content test (`npm test`) runs it over
 * every page, so a claim can never outgrow what `data/` holds.
 */

/** The kinds of the site's own content a claim may count. */
export type ClaimKind = "templates" | "studies" | "guides" | "tools";

/** One claim found in a text: its words, the number it claims and the kind it counts. */
export type CountClaim = { text: string; count: number; kind: ClaimKind };

/**
 * "N+" (digits, thousands commas allowed), up to two words ("workflow", "ready-made"), then the
 * counted noun: templates, case studies, studies, guides or tools (singular too).
 */
const CLAIM =
  /(\d{1,3}(?:,\d{3})*|\d+)\s*\+\s+((?:[a-z][a-z-]*\s+){0,2}?)(templates?|case stud(?:y|ies)|stud(?:y|ies)|guides?|tools?)\b/gi;

/** The kind a claim's noun counts. */
function kindOf(noun: string): ClaimKind {
  const n = noun.toLowerCase();
  if (n.startsWith("template")) return "templates";
  if (n.startsWith("guide")) return "guides";
  if (n.startsWith("tool")) return "tools";
  return "studies";
}

/** Every count claim in `text`, in order (none: []). */
export function findCountClaims(text: string): CountClaim[] {
  return [...text.matchAll(CLAIM)].map((m) => ({
    text: m[0],
    count: Number(m[1].replace(/,/g, "")),
    kind: kindOf(m[3]),
  }));
}

/** Every string inside a JSON value (objects, arrays), with its path, in document order. */
export function stringsOf(value: unknown, path = ""): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsOf(v, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => stringsOf(v, path ? `${path}.${k}` : k));
  return [];
}

/**
 * The claims that outgrow the content: one line per claim whose number exceeds what `holds`
 * says the content has of its kind, naming where it is (`where` of its text). Takes the texts to
 * search and the holdings; returns [] when every claim holds.
 */
export function claimProblems(
  texts: readonly { where: string; text: string }[],
  holds: Record<ClaimKind, number>,
): string[] {
  return texts.flatMap(({ where, text }) =>
    findCountClaims(text)
      .filter((c) => c.count > holds[c.kind])
      .map(
        (c) =>
          `${where}: "${c.text}" claims ${c.count} ${c.kind}, but the site has ${holds[c.kind]}`,
      ),
  );
}
