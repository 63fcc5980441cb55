import type NodeFs from "fs";
import path from "path";
import { Writable } from "stream";
import { renderToPipeableStream } from "react-dom/server";
import type { ReactElement } from "react";
import type { GatsbySSR } from "gatsby";
import { hoistEmotionStyles } from "./src/lib/emotionSsr";
import { inlineSprites, type SharedSprite } from "./src/lib/pageSprites";
import { TOOL_MARK_SPRITE } from "./src/components/ToolMark";
import { ICON_SPRITE } from "./src/components/Icon";
import { HERO_CSS } from "./src/components/visualMarkup";
import { GLOBAL_CSS } from "./src/styles/globalCss";
import { brandFontFaceCss, brandFontUrl } from "./src/styles/brandFont";
import { withSharedPagePathScript } from "./src/lib/pagePathScript";
import { minifyCss } from "./src/lib/minifyCss";

/**
 * Renders a React element to an HTML string the way Gatsby does (stream, once all is ready).
 * React 18's stream writer sends its whole 2,048-byte buffer when a multi-byte character (such
 * as ’) does not fit in the bytes left at its end, so those one or two unused bytes reach the
 * page as NUL characters (react-dom's `writeStringChunk`). HTML never holds a NUL, so every one
 * is removed here.
 */
function renderToHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8").replaceAll(String.fromCharCode(0), ""));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onError: reject,
    });
  });
}

/*
 * Gatsby renders two pages at a time in each worker, and react-helmet collects a page's head in
 * one global list that `onRenderBody` (gatsby-plugin-react-helmet) reads and clears. A page that
 * waits for a lazily loaded section would let the other page's head tags mix into its own, or
 * take them away. So renders take turns: a page's turn starts in `replaceRenderer` and ends in
 * this site's `onRenderBody`, which runs after the plugin has read the head.
 */
let previousTurn: Promise<void> = Promise.resolve();
let endTurn: (() => void) | null = null;

/** Waits for the previous page's turn to end; returns the function that ends this one. */
async function takeTurn(): Promise<() => void> {
  const waitFor = previousTurn;
  let end!: () => void;
  previousTurn = new Promise<void>((resolve) => {
    end = resolve;
  });
  await waitFor;
  return end;
}

let globalCssMinified: string | null = null;

/**
 * The static sheet (GLOBAL_CSS) as pages carry it: minified once per build worker
 * (src/lib/minifyCss.ts), so every page's head holds the same shorter text. The CMS preview
 * imports GLOBAL_CSS itself and keeps the readable source.
 */
function pageGlobalCss(): string {
  globalCssMinified ??= minifyCss(GLOBAL_CSS);
  return globalCssMinified;
}

/**
 * Ends the current page's render turn, once its head has been read. Every page's head also gets
 * the global element styles (src/styles/globalCss.ts, minified), the brand font (a preload of its one WOFF2
 * file and its `@font-face` rules with the metric-matched fallback) and the hero visuals'
 * stylesheet: static CSS, no JavaScript, on every page, because a visitor may move to a page
 * with a visual without loading new HTML.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <style key="global" data-global-css="" dangerouslySetInnerHTML={{ __html: pageGlobalCss() }} />,
    <link
      key="brand-font-preload"
      rel="preload"
      href={brandFontUrl}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
    <style key="brand-font-face" dangerouslySetInnerHTML={{ __html: brandFontFaceCss() }} />,
    <style
      key="hero-visual"
      data-hero-visual-css=""
      dangerouslySetInnerHTML={{ __html: HERO_CSS }}
    />,
  ]);
  const end = endTurn;
  endTurn = null;
  end?.();
};

let sharedSprites: SharedSprite[] | null = null;

/** Node's own `require`, which webpack leaves as it is in the server bundle. */
declare const __non_webpack_require__: NodeJS.Require;

/**
 * The shared sprite files (static/icons.svg, static/tool-marks.svg), read once per worker. They
 * are read with Node's own `fs`, not the one Gatsby hands the server bundle: Gatsby's copy
 * reports every call as "Unsafe builtin usage" with a stack trace in the build log and then
 * re-renders every page on the next build. The sprites are generated from the icon lists in
 * src/content (`npm run icons`), so they only change when code does, and a code change already
 * re-renders every page.
 */
function readSharedSprites(): SharedSprite[] {
  const fs = __non_webpack_require__("fs") as typeof NodeFs;
  const read = (file: string) => fs.readFileSync(path.join(process.cwd(), "static", file), "utf8");
  sharedSprites ??= [
    { path: ICON_SPRITE, prefix: "icon-", file: read(ICON_SPRITE) },
    { path: TOOL_MARK_SPRITE, prefix: "tool-mark-", file: read(TOOL_MARK_SPRITE) },
  ];
  return sharedSprites;
}

/**
 * Renders the page as Gatsby would, then moves Emotion's inline
 * `<style data-emotion>` elements from the body into `<head>` (src/lib/emotionSsr.ts), since
 * `<style>` is not allowed where Emotion puts it (inside `<ul>`, `<span>`, `<h3>`…); and gives
 * the page its own sprite of the icons and tool marks it shows (src/lib/pageSprites.ts), a
 * hidden `<svg>` before Gatsby's root, so its first frame never waits for the shared files.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  const end = await takeTurn();
  endTurn = end;
  try {
    const rendered = hoistEmotionStyles(await renderToHtml(bodyComponent as ReactElement));
    const { styles } = rendered;
    const { html, symbols } = inlineSprites(rendered.html, readSharedSprites());
    replaceBodyHTMLString(html);
    if (symbols)
      setPreBodyComponents([
        <svg
          key="page-sprite"
          xmlns="http://www.w3.org/2000/svg"
          aria-hidden="true"
          width="0"
          height="0"
          style={{ position: "absolute", overflow: "hidden" }}
          dangerouslySetInnerHTML={{ __html: symbols }}
        />,
      ]);
    setHeadComponents(
      styles.map((s) => (
        <style key={s.key} data-emotion={s.key} dangerouslySetInnerHTML={{ __html: s.css }} />
      )),
    );
  } catch (error) {
    endTurn = null;
    end();
    throw error;
  }
};

/**
 * Gatsby's page-path script reads the path from an attribute, so its text, and so its CSP hash,
 * is the same on every page: pages share one policy in `_headers` (src/lib/pagePathScript.ts).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getPostBodyComponents,
  replacePostBodyComponents,
}) => replacePostBodyComponents(withSharedPagePathScript(getPostBodyComponents()));
