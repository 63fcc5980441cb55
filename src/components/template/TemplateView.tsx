import type { Action, TemplateEntry } from "../../content/schema";
import type { BodyHeading } from "../../content/markdown";
import type { WorkflowOutline } from "../../content/n8nWorkflow";
import { fill, useSiteContent } from "../../content/SiteContentContext";
import { Container } from "../Container";
import { Icon } from "../Icon";
import { ActionButton } from "../ActionButton";
import { CheckList, TagList } from "../CheckAndTagLists";
import { ArticleBody } from "../article/ArticleBody";
import { TableOfContents } from "../article/TableOfContents";
import { RelatedArticles, type RelatedArticle } from "../article/RelatedArticles";
import { CallToAction } from "../../sections/cta/CallToAction";
import { RoleLegend, WorkflowGraph } from "./WorkflowGraph";
import { staticPartProps, useServerMarkup } from "../serverMarkup";
import { formatDate } from "../../lib/format";

/** Everything a template page shows: the entry's fields, its body as HTML, its workflow's outline. */
export type TemplateViewProps = Pick<
  TemplateEntry,
  | "title"
  | "category"
  | "icon"
  | "description"
  | "features"
  | "platforms"
  | "connects"
  | "author"
  | "datePublished"
  | "dateModified"
> & {
  /** The author's role from data/authors.json, shown after the name; absent for the brand. */
  authorRole?: string;
  /** The guide's reading time in whole minutes (from its body, src/content/markdown.ts). */
  readingMinutes: number;
  /** Download (the workflow file) and Customize (the booking page naming it): src/content/templatePages.ts. */
  actions: { download: Action; customize: Action };
  /** The workflow's nodes in run order and its links, read from its file at build time; null when unknown. */
  outline: WorkflowOutline | null;
  /** The guide's sanitised HTML and its headings (src/content/markdown.ts). */
  bodyHtml: string;
  headings: BodyHeading[];
  related: RelatedArticle[];
  /** The template's page path: its header shows the workflow's thumbnail (src/build/covers.ts). */
  path?: string;
};

/**
 * The top of a template page: its category with its icon, the page's only `<h1>`, the
 * description as a lede, Download and Customize, what the download is, and the byline (author,
 * published and updated dates, the guide's reading time); beside
 * it from `lg`, a panel with the workflow's thumbnail, the platforms it runs on and its key
 * features.
 */
function TemplateHeader(props: TemplateViewProps): JSX.Element {
  const copy = useSiteContent().site;
  const t = copy.templates;
  return (
    <header className="template-header">
      <Container>
        <div className="template-header__grid">
          <div>
            <p className="template-header__eyebrow">
              <span className="template-header__icon">
                <Icon name={props.icon} size={20} />
              </span>
              {props.category}
            </p>
            <h1 id="page-heading" className="template-header__title">
              {props.title}
            </h1>
            <p className="template-header__lede">{props.description}</p>
            <div className="template-header__actions">
              <ActionButton action={props.actions.download} />
              <ActionButton action={props.actions.customize} />
            </div>
            <p className="template-header__note">{t.downloadNote}</p>
            <p className="template-header__byline">
              <span className="template-header__author">
                {fill(copy.articles.byline, {
                  author: props.authorRole ? `${props.author}, ${props.authorRole}` : props.author,
                })}
              </span>
              <span>
                {copy.articles.published}{" "}
                <time dateTime={props.datePublished}>{formatDate(props.datePublished)}</time>
              </span>
              <span>
                {copy.articles.updated}{" "}
                <time dateTime={props.dateModified}>{formatDate(props.dateModified)}</time>
              </span>
              <span>{fill(copy.articles.readingTime, { minutes: props.readingMinutes })}</span>
            </p>
          </div>
          <aside aria-label={props.title} className="template-header__panel">
            {/* The workflow's thumbnail (src/build/covers.ts): decorative, its box reserved. */}
            {props.path && (
              <img
                className="card-cover card-cover--thumb"
                src={`/covers${props.path}.svg`}
                width={640}
                height={300}
                alt=""
                decoding="async"
                loading="eager"
              />
            )}
            <div>
              <h2 className="template-header__panel-heading">{t.platforms}</h2>
              <TagList items={props.platforms} />
            </div>
            <div>
              <h2 className="template-header__panel-heading">{t.features}</h2>
              <CheckList items={props.features} />
            </div>
          </aside>
        </div>
      </Container>
    </header>
  );
}

/**
 * The workflow's nodes: the diagram (src/components/template/WorkflowGraph.tsx) with its
 * legend, then the nodes as an ordered list in run order, each numbered as in the diagram with
 * its name and its n8n type.
 */
function WorkflowNodes({
  outline,
  title,
}: {
  outline: WorkflowOutline;
  title: string;
}): JSX.Element {
  const t = useSiteContent().site.templates;
  const count = outline.nodes.length;
  return (
    <section aria-labelledby="workflow-heading" className="template-nodes">
      <div>
        <h2 id="workflow-heading" className="template-block-heading template-nodes__heading">
          {t.nodesHeading}
        </h2>
        <p className="template-nodes__intro">{fill(t.nodesIntro, { count })}</p>
      </div>
      <WorkflowGraph outline={outline} label={fill(t.graphLabel, { title, count })} />
      <RoleLegend roles={t.roles} />
      <ol className="template-nodes__list">
        {outline.nodes.map((n, i) => (
          <li key={n.name} className="template-node">
            <span
              aria-hidden="true"
              className={`template-node__number template-node__number--${n.role}`}
            >
              {i + 1}
            </span>
            <span className="template-node__text">
              <span className="template-node__name">{n.name}</span>
              <span className="template-node__type">{n.typeName}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** "What to connect": each app the template needs, with what the workflow uses it for. */
function Connections({ connects }: Pick<TemplateViewProps, "connects">): JSX.Element {
  const t = useSiteContent().site.templates;
  return (
    <section aria-labelledby="connect-heading">
      <h2 id="connect-heading" className="template-block-heading">
        {t.connects}
      </h2>
      <dl className="template-connects">
        {connects.map((c) => (
          <div key={c.name} className="template-connect">
            <dt className="template-connect__name">{c.name}</dt>
            <dd className="template-connect__purpose">{c.purpose}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * A workflow template's page content inside the shared layout: its header (category, h1,
 * description, Download and Customize, platforms and key features), the workflow's nodes drawn
 * and listed as read from its file, what to connect, then its guide (the Markdown body, with
 * "On this page" beside it from `lg`), related templates and a closing call to action whose
 * button is the Customize link. All words come from the entry and data/site.json `templates`.
 * The whole view holds only text and links, so it is a static part
 * (src/components/serverMarkup.ts): on the page the browser loaded it keeps the server's HTML.
 * Used by the template page and by the CMS preview. Styled by the static `.template-…` classes
 * (./styles.ts).
 */
export function TemplateView(props: TemplateViewProps): JSX.Element {
  const t = useSiteContent().site.templates;
  const html = useServerMarkup("template");
  if (html !== null)
    return <article aria-labelledby="page-heading" {...staticPartProps("template", html)} />;
  return (
    <article aria-labelledby="page-heading" {...staticPartProps("template", null)}>
      <TemplateHeader {...props} />
      <Container>
        <div className="template-blocks">
          {props.outline && <WorkflowNodes outline={props.outline} title={props.title} />}
          <Connections connects={props.connects} />
        </div>
        <div className="template-guide">
          <TableOfContents headings={props.headings} className="template-guide__toc" />
          <ArticleBody html={props.bodyHtml} />
        </div>
      </Container>
      <RelatedArticles articles={props.related} heading={t.related} />
      <CallToAction
        section={{
          type: "cta",
          id: "get-started",
          variant: "band",
          heading: t.closingCta.heading,
          intro: t.closingCta.intro,
          actions: [
            { label: t.closingCta.label, href: props.actions.customize.href, variant: "primary" },
          ],
        }}
        index={1}
      />
    </article>
  );
}
