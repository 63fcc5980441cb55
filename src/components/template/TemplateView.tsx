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
import { RoleLegend, ROLE_COLORS, WorkflowGraph } from "./WorkflowGraph";
import { staticPartProps, useServerMarkup } from "../serverMarkup";
import { formatDate } from "../../lib/format";
import {
  cardSurface,
  colors,
  eyebrowText,
  fontSizes,
  mq,
  readingWidth,
  space,
  type,
} from "../../styles/theme";

/** Width of the "On this page" rail beside the guide from `lg` (px), as on article pages. */
const RAIL_WIDTH = 260;

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

/** A heading of the page's own blocks (h2), at the size of an article's body headings. */
const blockHeading = { fontSize: fontSizes.xl, marginBottom: space.md } as const;

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
    <header
      css={{
        background: `linear-gradient(180deg, ${colors.primarySoft} 0%, ${colors.white} 100%)`,
        paddingTop: space.xl,
        paddingBottom: space.xl,
        [mq.md]: { paddingTop: space.xxl, paddingBottom: space.xxl },
      }}
    >
      <Container>
        <div
          css={{
            display: "grid",
            gap: space.xl,
            [mq.lg]: {
              gridTemplateColumns: "minmax(0, 7fr) minmax(0, 4fr)",
              columnGap: space.xxl,
              alignItems: "start",
            },
          }}
        >
          <div>
            <p
              css={{
                ...eyebrowText,
                display: "flex",
                alignItems: "center",
                gap: space.sm,
                marginBottom: space.md,
              }}
            >
              <span
                css={{
                  display: "inline-flex",
                  padding: 8,
                  borderRadius: 10,
                  background: colors.white,
                  border: `1px solid ${colors.primaryBorder}`,
                }}
              >
                <Icon name={props.icon} size={20} />
              </span>
              {props.category}
            </p>
            <h1 id="page-heading" css={type.h1}>
              {props.title}
            </h1>
            <p css={{ ...type.lede, marginTop: space.md, color: colors.muted }}>
              {props.description}
            </p>
            <div css={{ display: "flex", flexWrap: "wrap", gap: space.sm, marginTop: space.lg }}>
              <ActionButton action={props.actions.download} />
              <ActionButton action={props.actions.customize} />
            </div>
            <p css={{ marginTop: space.sm, fontSize: fontSizes.sm, color: colors.muted }}>
              {t.downloadNote}
            </p>
            <p
              css={{
                display: "flex",
                flexWrap: "wrap",
                gap: "4px 16px",
                marginTop: space.md,
                fontSize: fontSizes.sm,
                color: colors.muted,
              }}
            >
              <span css={{ fontWeight: 650, color: colors.text }}>
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
          <aside
            aria-label={props.title}
            css={{ ...cardSurface, padding: space.lg, display: "grid", gap: space.lg }}
          >
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
              <h2 css={{ fontSize: fontSizes.md, marginBottom: space.sm }}>{t.platforms}</h2>
              <TagList items={props.platforms} />
            </div>
            <div>
              <h2 css={{ fontSize: fontSizes.md, marginBottom: space.sm }}>{t.features}</h2>
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
    <section aria-labelledby="workflow-heading" css={{ display: "grid", gap: space.md }}>
      <div>
        <h2 id="workflow-heading" css={{ ...blockHeading, marginBottom: space.xs }}>
          {t.nodesHeading}
        </h2>
        <p css={{ color: colors.muted }}>{fill(t.nodesIntro, { count })}</p>
      </div>
      <WorkflowGraph outline={outline} label={fill(t.graphLabel, { title, count })} />
      <RoleLegend roles={t.roles} />
      <ol
        css={{
          listStyle: "none",
          margin: 0,
          padding: 0,
          display: "grid",
          gap: space.sm,
          [mq.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
          [mq.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
        }}
      >
        {outline.nodes.map((n, i) => (
          <li
            key={n.name}
            css={{
              display: "grid",
              gridTemplateColumns: "auto minmax(0, 1fr)",
              gap: space.sm,
              alignItems: "start",
              padding: `${space.sm}px ${space.md}px ${space.sm}px ${space.sm}px`,
              ...cardSurface,
              borderRadius: 12,
            }}
          >
            <span
              aria-hidden="true"
              css={{
                display: "inline-grid",
                placeItems: "center",
                width: 28,
                height: 28,
                borderRadius: n.role === "trigger" ? 14 : 7,
                fontSize: fontSizes.xs,
                fontWeight: 700,
                background: ROLE_COLORS[n.role].fill,
                color: ROLE_COLORS[n.role].text,
                border: `2px solid ${ROLE_COLORS[n.role].stroke}`,
              }}
            >
              {i + 1}
            </span>
            <span css={{ display: "grid", minWidth: 0 }}>
              <span css={{ fontWeight: 650, lineHeight: 1.35, overflowWrap: "anywhere" }}>
                {n.name}
              </span>
              <span css={{ fontSize: fontSizes.sm, color: colors.muted }}>{n.typeName}</span>
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
      <h2 id="connect-heading" css={blockHeading}>
        {t.connects}
      </h2>
      <dl
        css={{
          margin: 0,
          display: "grid",
          gap: space.sm,
          [mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
        }}
      >
        {connects.map((c) => (
          <div key={c.name} css={{ ...cardSurface, padding: space.md }}>
            <dt css={{ fontWeight: 650 }}>{c.name}</dt>
            <dd css={{ margin: 0, marginTop: 2, fontSize: fontSizes.sm, color: colors.muted }}>
              {c.purpose}
            </dd>
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
 * Used by the template page and by the CMS preview.
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
        <div
          css={{
            display: "grid",
            gap: space.xxl,
            paddingTop: space.lg,
            paddingBottom: space.xl,
          }}
        >
          {props.outline && <WorkflowNodes outline={props.outline} title={props.title} />}
          <Connections connects={props.connects} />
        </div>
        <div
          css={{
            display: "grid",
            gridTemplateColumns: "minmax(0, 1fr)",
            gap: space.xl,
            maxWidth: 760,
            paddingTop: space.xl,
            paddingBottom: space.xxl,
            borderTop: `1px solid ${colors.borderSoft}`,
            [mq.md]: { paddingBottom: space.xxxl },
            [mq.lg]: {
              maxWidth: "none",
              gridTemplateColumns: `minmax(0, ${readingWidth}) ${RAIL_WIDTH}px`,
              justifyContent: "space-between",
              columnGap: space.xxl + space.md,
              "& > *": { gridColumn: 1 },
            },
          }}
        >
          <TableOfContents
            headings={props.headings}
            css={{
              [mq.lg]: {
                "&&": {
                  gridColumn: 2,
                  gridRow: "1 / span 2",
                  alignSelf: "start",
                  position: "sticky",
                  top: 96,
                  padding: `0 0 0 ${space.lg}px`,
                  border: 0,
                  borderLeft: `1px solid ${colors.borderSoft}`,
                  borderRadius: 0,
                  background: "transparent",
                },
              },
            }}
          />
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
