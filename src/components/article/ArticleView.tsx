import type { CaseStudy } from "../../content/schema";
import type { BodyHeading } from "../../content/markdown";
import { useSiteContent } from "../../content/SiteContentContext";
import { Container } from "../Container";
import { CaseStudyOverview } from "./CaseStudyOverview";
import type { CaseStudyDetails } from "../../content/caseStudyPages";
import { CallToAction } from "../../sections/cta/CallToAction";
import { ArticleHeader, type ArticleHeaderProps } from "./ArticleHeader";
import { ArticleBody } from "./ArticleBody";
import { TableOfContents } from "./TableOfContents";
import { RelatedArticles, type RelatedArticle } from "./RelatedArticles";
import { staticPartProps, useServerMarkup } from "../serverMarkup";

/** Everything an article page shows, already rendered from its content (HTML, not Markdown). */
export type ArticleViewProps = ArticleHeaderProps & {
  /** The body's sanitised HTML and its headings (src/content/markdown.ts). */
  bodyHtml: string;
  headings: BodyHeading[];
  /** A case study's facts, shown above its narrative. */
  caseStudy?: CaseStudy;
  /** A case study's quote, services, stack and before/after figures (with `caseStudy`). */
  caseStudyDetails?: CaseStudyDetails;
  related: RelatedArticle[];
};

/**
 * An article page's content inside the shared layout: header (h1, byline, dates, reading time),
 * a case study's facts and figures (src/components/article/CaseStudyOverview.tsx), the table of
 * contents, the body, related articles, and the closing call to action from data/site.json.
 * Below `lg` the table of contents sits inline above the body;
 * from `lg` the body is a 700 px reading column and the table of contents a sticky rail beside
 * it, the two centred together on the page (src/components/article/articleFrame.ts). Used by the article template and by the CMS preview. The whole
 * article holds only text and links, so it is a static part (src/components/serverMarkup.ts): on
 * the page the browser loaded it keeps the server's HTML and is not hydrated.
 */
export function ArticleView({
  bodyHtml,
  headings,
  caseStudy,
  caseStudyDetails,
  related,
  ...header
}: ArticleViewProps): JSX.Element {
  const { closingCta } = useSiteContent().site.articles;
  const html = useServerMarkup("article");
  if (html !== null)
    return <article aria-labelledby="page-heading" {...staticPartProps("article", html)} />;
  return (
    <article aria-labelledby="page-heading" {...staticPartProps("article", null)}>
      <ArticleHeader {...header} />
      {caseStudy && <CaseStudyOverview study={caseStudy} details={caseStudyDetails} />}
      <Container>
        <div className="article-main">
          <TableOfContents headings={headings} className="article-main__toc" />
          <ArticleBody html={bodyHtml} />
        </div>
      </Container>
      <RelatedArticles articles={related} />
      <CallToAction
        section={{ type: "cta", id: "get-started", variant: "band", ...closingCta }}
        index={1}
      />
    </article>
  );
}
