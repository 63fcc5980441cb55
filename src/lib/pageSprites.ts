/**
 * Server rendering helper for the site's SVG sprites (no React). In the app, an icon or a tool
 * mark references its symbol in a shared sprite file (`<use href="/icons.svg#check">`,
 * `<use href="/tool-marks.svg#n8n">`; src/components/Icon.tsx and ToolMark.tsx). Each file holds
 * every drawing the site may show (the tool marks alone about 30 KB gzip), and a page that
 * references them makes the browser fetch and parse all of it while it draws its first frame,
 * for the few drawings the page shows. So the static HTML of each page carries its own: the
 * references point at symbols of one small sprite written into the page itself.
 *
 * React, hydrating, keeps the server's attribute values (it does not promise to patch them), so
 * those references stay in-page; an element React renders later (a page reached client-side, an
 * icon that changes with state) references the shared file again, which the browser then fetches
 * once. Either way the same symbol is drawn, and the page's sprite sits outside Gatsby's root, so
 * it stays valid for as long as the document lives.
 */

/** A shared sprite file and how its symbols are named inside a page. */
export type SharedSprite = {
  /** Where the file is served: "/icons.svg". */
  path: string;
  /** Prefix of the in-page symbols' ids ("icon-"), so they never collide with a section's `id`. */
  prefix: string;
  /** The file's text: `<symbol id="name" …>…</symbol>` per drawing. */
  file: string;
};

/** Escapes a string for use inside a regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Takes a page's server-rendered body HTML and the shared sprites. Returns the body with each
 * reference to a shared file (`href="/icons.svg#check"`) pointing at an in-page symbol
 * (`href="#icon-check"`), and `symbols`: the markup of those symbols, each once, in order of
 * first use ("" when the page references none), for one hidden `<svg>` in the page.
 * Throws when the page references a symbol its file lacks (naming it, the file and the command
 * that rewrites the file), so a missing drawing fails the build instead of showing a blank.
 */
export function inlineSprites(
  html: string,
  sprites: readonly SharedSprite[],
): { html: string; symbols: string } {
  let body = html;
  const symbols: string[] = [];
  for (const sprite of sprites) {
    const names: string[] = [];
    const reference = new RegExp(`href="${escapeRegExp(sprite.path)}#([a-z0-9-]+)"`, "g");
    body = body.replace(reference, (_match, name: string) => {
      if (!names.includes(name)) names.push(name);
      return `href="#${sprite.prefix}${name}"`;
    });
    for (const name of names) {
      const symbol = new RegExp(`<symbol id="${name}"([^>]*)>([\\s\\S]*?)</symbol>`).exec(
        sprite.file,
      );
      if (!symbol)
        throw new Error(
          `"${name}" is not in static${sprite.path}; run \`npm run icons\` to rewrite it`,
        );
      symbols.push(`<symbol id="${sprite.prefix}${name}"${symbol[1]}>${symbol[2]}</symbol>`);
    }
  }
  return { html: body, symbols: symbols.join("") };
}
