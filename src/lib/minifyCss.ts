import type * as Esbuild from "esbuild";

/** Node's own `require`, which webpack leaves as it is in the server bundle. */
declare const __non_webpack_require__: NodeJS.Require;

/**
 * Minifies a stylesheet with esbuild (`loader: "css"`, `minify: true`): whitespace and comments
 * go, colours and numbers take their shortest form, and rules are merged only where that keeps
 * the cascade as it was. Takes CSS text, returns the minified text without its trailing newline.
 * Server render only (gatsby-ssr.tsx): esbuild is a native binary, so it is loaded with Node's
 * own `require` when called and never enters a webpack bundle.
 */
export function minifyCss(css: string): string {
  const esbuild = __non_webpack_require__("esbuild") as typeof Esbuild;
  return esbuild.transformSync(css, { loader: "css", minify: true }).code.trimEnd();
}
