/**
 * Server rendering helper for Emotion (no React): Emotion's default SSR writes a
 * `<style data-emotion="css …">` element just before each styled element, i.e. inside `<body>`,
 * `<ul>`, `<span>`, `<h3>`… which the HTML standard does not allow (the Nu HTML Checker reports
 * thousands of errors). This moves those elements out of the body HTML so gatsby-ssr can put them
 * in `<head>`, in the same order (so the cascade is unchanged), each rule set once.
 *
 * The client is unaffected: Emotion's cache moves every SSR `style[data-emotion]` element to
 * `<head>` before hydrating anyway and takes the class names it finds there as inserted, and its
 * `<Global>` looks its style element up by attribute, wherever it is.
 */

/** One Emotion style element: its `data-emotion` value ("css 1abc 2def" or "css-global xyz") and CSS. */
export type EmotionStyle = { key: string; css: string };

const STYLE_RE = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Takes server-rendered body HTML; returns it without Emotion's `<style data-emotion>` elements,
 * and their attribute and CSS in document order. A rule set Emotion wrote twice (two separate
 * SSR caches rendering the same class) is kept once: names are hashes of the CSS.
 *
 * Neighbouring class-rule elements are merged into one (`css 1abc` + `css 2def` → `css 1abc 2def`,
 * the format of @emotion/server, which the client cache reads the same way): a page then has a
 * couple of style sheets instead of over a hundred, which the browser parses and matches faster.
 * `<Global>` elements (`css-global …`) stay separate and in place, since
 * Emotion finds them by their exact attribute; the cascade order is unchanged.
 */
export function hoistEmotionStyles(html: string): { html: string; styles: EmotionStyle[] } {
  const styles: EmotionStyle[] = [];
  const seen = new Set<string>();
  const body = html.replace(STYLE_RE, (_match, key: string, css: string) => {
    if (!seen.has(key)) {
      seen.add(key);
      const [cacheKey, ...ids] = key.split(" ");
      const last = styles[styles.length - 1];
      const mergeable = !cacheKey.endsWith("-global") && ids.length > 0;
      if (mergeable && last && last.key.split(" ")[0] === cacheKey) {
        last.key = `${last.key} ${ids.join(" ")}`;
        last.css += css;
      } else {
        styles.push({ key, css });
      }
    }
    return "";
  });
  return { html: body, styles };
}
