import { renderToStaticMarkup } from "react-dom/server";
import { inlineScripts, sha256Source } from "../../src/lib/headers";
import {
  PAGE_PATH_FROM_ATTRIBUTE,
  sharedPagePathScript,
  withSharedPagePathScript,
} from "../../src/lib/pagePathScript";

/** Gatsby's post-body components for a page, as its HTML renderer makes them. */
function gatsbyPostBody(pagePath: string) {
  return [
    <script
      key="script-loader"
      id="gatsby-script-loader"
      dangerouslySetInnerHTML={{
        __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`,
      }}
    />,
    <script key="app" src="/app-638e13902375016b3c2d.js" async />,
  ];
}

/** The page's HTML after the rewrite: the post-body components rendered. */
const rendered = (pagePath: string) =>
  renderToStaticMarkup(<>{withSharedPagePathScript(gatsbyPostBody(pagePath))}</>);

/** Runs a script's text with `document.currentScript` carrying `dataset`; returns `window`. */
function run(text: string, dataset: Record<string, string>): { pagePath?: string } {
  const win: { pagePath?: string } = {};
  new Function("window", "document", text)(win, { currentScript: { dataset } });
  return win;
}

describe("Gatsby's page-path script, the same on every page", () => {
  it("has the same text, so the same CSP hash, on every page", () => {
    const hire = inlineScripts(rendered("/hire"));
    const blog = inlineScripts(rendered("/blog/agents-in-production"));
    expect(hire).toHaveLength(1);
    expect(hire).toEqual(blog);
    expect(sha256Source(hire[0])).toBe(sha256Source(blog[0]));
    expect(hire[0]).toBe(`/*<![CDATA[*/${PAGE_PATH_FROM_ATTRIBUTE}/*]]>*/`);
  });

  it("still gives Gatsby the page's own path, now from the script's attribute", () => {
    for (const path of ["/hire", "/404.html", "/", '/odd "quoted" path'])
      expect(rendered(path)).toContain(`data-page-path="${path.replace(/"/g, "&quot;")}"`);
    const { text, pagePath } = sharedPagePathScript('window.pagePath="/hire/ai-sdr";')!;
    expect(pagePath).toBe("/hire/ai-sdr");
    expect(run(text, { pagePath }).pagePath).toBe("/hire/ai-sdr");
  });

  it("leaves other components, and scripts that set no page path, as they are", () => {
    const others = [
      <script key="a" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: "x=1;" }} />,
      <script key="b" id="other" dangerouslySetInnerHTML={{ __html: 'window.pagePath="/";' }} />,
      "text",
      null,
    ];
    expect(withSharedPagePathScript(others)).toEqual(others);
    expect(sharedPagePathScript("window.___chunkMapping={};")).toBeNull();
  });
});
