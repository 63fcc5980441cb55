/**
 * A new article's slug (its address after the folder, and its file name) made from its title, so
 * an editor never has to type one: lower case, accents dropped, anything that is not a letter or
 * a digit becomes one hyphen, none at either end. "Choosing Your First AI Agent: A Guide" →
 * `choosing-your-first-ai-agent-a-guide`. Returns "" for a title with no letters or digits.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** What the pre-save step needs of Decap's entry data (an Immutable map). */
export type EntryData = {
  get(key: string): unknown;
  set(key: string, value: unknown): EntryData;
};

/**
 * The entry's data with its `slug` filled from its `title` when the slug is empty (a new article
 * left as the form suggests); any slug the editor typed is kept. Only for entries whose form has
 * a `slug` field (`hasSlugField`).
 */
export function withSlugFromTitle(data: EntryData, hasSlugField: boolean): EntryData {
  if (!hasSlugField) return data;
  const slug = data.get("slug");
  const title = data.get("title");
  if ((typeof slug === "string" && slug.trim()) || typeof title !== "string") return data;
  const made = slugFromTitle(title);
  return made ? data.set("slug", made) : data;
}
