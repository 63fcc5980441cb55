/**
 * An article's body: HTML rendered and sanitised from its Markdown at build time
 * (src/content/markdown.ts), in the site's reading styles (`.article-prose`, static rules in
 * ./styles.ts: headings, lists, quotes, code, tables, images). Takes the HTML string.
 */
export function ArticleBody({ html }: { html: string }): JSX.Element {
  return <div className="article-prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
