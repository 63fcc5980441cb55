/**
 * Server rendering helper for tool marks (no React). In the app, a tool mark references its
 * symbol in the shared sprite file (`<use href="/tool-marks.svg#n8n">`, src/components/ToolMark.tsx).
 * That file holds every mark the content may name, about 30 KB gzip, and a page that references
 * it makes the browser fetch and parse all of it before the page's first frame, for the handful
 * of marks the page shows. So the static HTML of each page carries its own marks instead: the
 * references point at symbols of a small sprite written into the page itself.
 *
 * Pages reached by client-side navigation keep referencing the file, which the browser then
 * fetches once; the page's own sprite sits outside Gatsby's root, so it stays valid for as long
 * as the document lives.
 */

/** Where the shared sprite is served; matches `TOOL_MARK_SPRITE` in src/components/ToolMark.tsx. */
const SPRITE_PATH = "/tool-marks.svg";

/** Prefix of the in-page symbols' ids, so they never collide with a section's `id`. */
export const INLINE_TOOL_MARK_PREFIX = "tool-mark-";

const REFERENCE_RE = new RegExp(`href="${SPRITE_PATH.replace(/[.]/g, "\\.")}#([a-z0-9-]+)"`, "g");

/**
 * Takes a page's server-rendered body HTML and the text of the shared sprite file
 * (static/tool-marks.svg: `<symbol id="slug" viewBox="…">…</symbol>` per mark). Returns the body
 * with each reference to the shared sprite (`href="/tool-marks.svg#slug"`) pointing at an in-page
 * symbol (`href="#tool-mark-slug"`), and `symbols`: the markup of those symbols, each once, in
 * order of first use ("" when the page shows no mark), for a hidden `<svg>` in the page.
 * Throws when the page references a mark the sprite file lacks (naming the mark and the command
 * that rewrites the file), so a missing drawing fails the build instead of showing a blank.
 */
export function inlineToolMarks(
  html: string,
  spriteFile: string,
): { html: string; symbols: string } {
  const slugs: string[] = [];
  const body = html.replace(REFERENCE_RE, (_match, slug: string) => {
    if (!slugs.includes(slug)) slugs.push(slug);
    return `href="#${INLINE_TOOL_MARK_PREFIX}${slug}"`;
  });
  if (!slugs.length) return { html, symbols: "" };
  const symbols = slugs.map((slug) => {
    const symbol = new RegExp(`<symbol id="${slug}"([^>]*)>([\\s\\S]*?)</symbol>`).exec(spriteFile);
    if (!symbol)
      throw new Error(
        `Tool mark "${slug}" is not in static${SPRITE_PATH}; run \`npm run icons\` to rewrite it`,
      );
    return `<symbol id="${INLINE_TOOL_MARK_PREFIX}${slug}"${symbol[1]}>${symbol[2]}</symbol>`;
  });
  return { html: body, symbols: symbols.join("") };
}
