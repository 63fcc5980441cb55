import { Writable } from "stream";
import { renderToPipeableStream } from "react-dom/server";
import type { ReactElement } from "react";
import type { GatsbySSR } from "gatsby";
import { hoistEmotionStyles } from "./src/lib/emotionSsr";

/** Renders a React element to an HTML string the way Gatsby does (stream, once all is ready). */
function renderToHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onError: reject,
    });
  });
}

/**
 * Renders the page as Gatsby would, then moves Emotion's inline
 * `<style data-emotion>` elements from the body into `<head>` (src/lib/emotionSsr.ts), since
 * `<style>` is not allowed where Emotion puts it (inside `<ul>`, `<span>`, `<h3>`…).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, styles } = hoistEmotionStyles(await renderToHtml(bodyComponent as ReactElement));
  replaceBodyHTMLString(html);
  setHeadComponents(
    styles.map((s) => (
      <style key={s.key} data-emotion={s.key} dangerouslySetInnerHTML={{ __html: s.css }} />
    )),
  );
};
