import type * as ArticleViewModule from "./ArticleView";

/**
 * Loads the article view (src/components/article/ArticleView.tsx) on demand: webpack puts it in
 * a chunk of its own, `part-article`, so the article template's JavaScript stays small (the
 * article is a static part: the page the browser loaded keeps the server's HTML). The article
 * template renders through it after a client-side navigation, and gatsby-browser.tsx calls it once
 * the page is idle so that navigation finds it loaded. Resolves to the module; rejects when the
 * chunk cannot load.
 */
export function loadArticleView(): Promise<typeof ArticleViewModule> {
  return import(/* webpackChunkName: "part-article" */ "./ArticleView");
}
