/**
 * Preview templates for the CMS's preview pane, built into `public/admin/admin.js` only.
 *
 * The pane shows an entry the way a visitor sees it: the site's real section components, header
 * and footer render it, with the site's design tokens. Decap's prebuilt bundle has its own React;
 * the templates it receives are thin `createClass` bridges that mount our React tree into their
 * `<div>` (inside the preview iframe) and re-render it on every keystroke. The iframe has no
 * page head: the frame renders the site's static sheet (GLOBAL_CSS) and the preview's own
 * notices' rules (PREVIEW_CSS, ./previewCss.ts) as `<style>` elements, and Emotion writes the
 * content-dependent styles into the iframe's `<head>`.
 *
 * An article (blog post, case study, guide, legal page) renders with the article template's own
 * view, its Markdown body rendered here in the browser.
 *
 * A section or an article whose required fields are still empty cannot render; it shows a
 * notice in its place instead of breaking the whole preview. An article dated after today is
 * headed by a notice that it is scheduled.
 */
import { Component, Suspense, type ComponentType, type MouseEvent, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { Navigation, Page, Section, Site } from "../content/schema";
import { Layout } from "../components/Layout";
import { SiteContentProvider } from "../content/SiteContentContext";
import { SECTION_COMPONENTS } from "../sections";
import { HeroVisualSchema } from "../content/schema";
import { SectionVisualsContext } from "../content/SectionVisualsContext";
import { HERO_CSS, heroVisualMarkup } from "../components/visualMarkup";
import { GLOBAL_CSS } from "../styles/globalCss";
import type { SectionProps } from "../sections/types";
import {
  CollectionsContext,
  type Collections,
  type ListedCaseStudy,
  type ListedPost,
} from "../content/CollectionsContext";
import { renderMarkdown } from "../content/markdown";
import { articleCategory, caseStudyFacts } from "../content/articleListing";
import { CaseStudyContext, type CaseStudyData } from "../content/CaseStudyContext";
import { caseStudyDetails, type ServicePage } from "../content/caseStudyPages";
import type { FilterOption } from "../lib/caseStudyFilters";
import { ArticleView, type ArticleViewProps } from "../components/article/ArticleView";
import { TemplateView } from "../components/template/TemplateView";
import { templateActions, type ListedTemplate } from "../content/templatePages";
import type { WorkflowOutline } from "../content/n8nWorkflow";
import type { IconName } from "../content/icons";
import type { TemplateEntry } from "../content/schema";
import { fillCounts, type ContentCounts } from "../lib/contentCounts";
import type { ArticleKind } from "../lib/articles";
import { buildDate, isIsoDate, isPublished } from "../lib/schedule";
import { formatDate } from "../lib/format";
import type { CmsField } from "./config";
import { isBlank } from "./clean";
import { isLocalCopy, uploadKey, type FreshUploads } from "./freshUploads";
import { PREVIEW_CSS } from "./previewCss";

/** Content the preview shows around an entry (written by src/build/cmsAdmin.ts at build time). */
export type PreviewData = {
  site: Site;
  navigation: Navigation;
  /** What the /blog and /case-studies listings show, for page previews. */
  blog: ListedPost[];
  caseStudies: ListedCaseStudy[];
  home: Page | null;
  /** The folder of each article type (`data/blog`…), to give its collection the article preview. */
  articleFolders: Record<ArticleKind, string>;
  /** What the template library's cards show, and the booking page their Customize links open. */
  templates?: ListedTemplate[];
  bookingPath?: string;
  /** Each template workflow's outline (nodes in run order, links), by its file's site path. */
  workflows?: Record<string, WorkflowOutline>;
  /** The collections' sizes, for the count tokens in page copy (`{count:templates}`). */
  counts?: ContentCounts;
  /** The pages a case study's `services` may name, by path, and the case-study listing's filters. */
  caseStudyServices?: Record<string, ServicePage>;
  caseStudyFilters?: FilterOption[];
  /** Each author's role by name (data/authors.json), for the byline. */
  authorRoles?: Record<string, string>;
};

/** What the admin knows of the collection (or file) an entry belongs to, from the CMS config. */
export type PreviewCollection = {
  /** Its fields, as the editor's form shows them. */
  fields: CmsField[];
  /** What one entry is called ("Blog post"). */
  label: string;
};

/** What Decap passes a preview template (only what we read). */
type ImmutableLike = { toJS(): unknown; get(key: string): unknown };
export type DecapPreviewProps = {
  entry: ImmutableLike;
  document?: Document;
  /** The URL to show a media path from: a `blob:` URL for a file uploaded but not yet built. */
  getAsset?: (path: string) => { toString(): string } | null | undefined;
};

/**
 * The URL the preview shows an image path from: Decap's asset for it when there is one (a fresh
 * upload's `blob:` URL, or the path itself), else the path as written.
 */
export type AssetUrl = (path: string) => string;

/**
 * An {@link AssetUrl} from Decap's `getAsset` prop (the path unchanged without it). When Decap
 * answers with a site address rather than the browser's copy, a file picked in this session
 * under the same name (`fresh`, src/cms/freshUploads.ts) is shown instead: it is not on the site
 * until the entry is published and built.
 */
export function assetUrlOf(
  getAsset: DecapPreviewProps["getAsset"],
  fresh: FreshUploads = new Map(),
): AssetUrl {
  return (path) => {
    const url = getAsset?.(path)?.toString() || path;
    if (isLocalCopy(url)) return url;
    return fresh.get(uploadKey(path)) ?? url;
  };
}

/** Decap's global API (the subset we use). */
export type DecapCms = {
  registerPreviewTemplate(name: string, component: unknown): void;
  registerEventListener(listener: {
    name: string;
    handler: (args: { entry: ImmutableLike }) => unknown;
  }): void;
  init(options: { config: unknown }): void;
  getWidget?(name: string): { control?: unknown; preview?: unknown } | undefined;
  registerWidget?(name: string, control: unknown, preview?: unknown): void;
};

type CreateClass = (spec: Record<string, unknown>) => unknown;
type H = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** Entry data as plain JSON (an empty object while a new entry has no data). */
export function entryData<T>(entry: ImmutableLike): Partial<T> {
  const data = entry.get("data") as ImmutableLike | undefined;
  return (data && typeof data.toJS === "function" ? data.toJS() : {}) as Partial<T>;
}

const caches = new WeakMap<Document, EmotionCache>();

/** One Emotion cache per document: styles go into the preview iframe's own `<head>`. */
function cacheFor(doc: Document): EmotionCache {
  let cache = caches.get(doc);
  if (!cache) {
    cache = createCache({ key: "lw", container: doc.head });
    caches.set(doc, cache);
  }
  return cache;
}

/** The "not previewable yet" notice: what cannot render, and why. */
function IncompleteNotice({ label, detail }: { label: string; detail: string }): JSX.Element {
  return (
    <div
      role="note"
      data-preview-incomplete=""
      className="preview-notice preview-notice--incomplete"
    >
      <strong className="preview-notice__label">{label}: not previewable yet.</strong> Fill in its
      required fields.
      <br />
      <code>{detail}</code>
    </div>
  );
}

type BoundaryProps = { label: string; resetKey: string; children: ReactNode };

/** Shows what is missing instead of a blank pane while required fields are still empty. */
class PreviewBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidUpdate(prev: BoundaryProps): void {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return <IncompleteNotice label={this.props.label} detail={this.state.error.message} />;
  }
}

const key = (value: unknown) => JSON.stringify(value ?? null);

/** The sections of a page, each in its own boundary (one unfinished section leaves the others visible). */
export function PreviewSections({
  sections,
  dataKey = "",
}: {
  sections: Partial<Section>[];
  dataKey?: string;
}): JSX.Element {
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: HERO_CSS }} />
      {sections.map((section, index) => {
        const Comp = section.type
          ? (SECTION_COMPONENTS[section.type] as
              ComponentType<SectionProps<Section["type"]>> | undefined)
          : undefined;
        const label = `Section ${index + 1}${section.type ? ` (${section.type})` : ""}`;
        return (
          <PreviewBoundary
            key={`${section.type}-${index}`}
            label={label}
            resetKey={key(section) + dataKey}
          >
            {Comp ? (
              <SectionVisualsContext.Provider value={{ [index]: previewVisualHtml(section) }}>
                <Suspense fallback={null}>
                  <Comp section={section as never} index={index} />
                </Suspense>
              </SectionVisualsContext.Provider>
            ) : (
              <MissingType label={label} />
            )}
          </PreviewBoundary>
        );
      })}
    </>
  );
}

/**
 * A hero's or split row's visual as the built page draws it (src/components/visualMarkup.ts),
 * once its fields are complete enough to validate; "" (no visual) while the editor is still
 * filling them in.
 */
function previewVisualHtml(section: Partial<Section>): string {
  if (section.type !== "hero" && section.type !== "split") return "";
  if (!("visual" in section) || !section.visual) return "";
  const parsed = HeroVisualSchema.safeParse(section.visual);
  return parsed.success ? heroVisualMarkup(parsed.data) : "";
}

function MissingType({ label }: { label: string }): JSX.Element {
  throw new Error(`${label} has no known type`);
}

/** A page in the site's frame (header, footer), with the collections a listing needs. */
export function PagePreview({
  page,
  data,
}: {
  page: Partial<Page>;
  data: PreviewData;
}): JSX.Element {
  const collections: Collections = {
    blog: data.blog,
    caseStudies: data.caseStudies,
    blogPages: { page: 1, count: 1, basePath: page.path ?? "/blog" },
    templateLibrary: {
      templates: data.templates ?? [],
      filter: null,
      basePath: page.path ?? "/templates",
      bookingPath: data.bookingPath ?? "/",
    },
  };
  // Count tokens ({count:templates}) read as the built page shows them.
  const sections = (page.sections ?? []) as Partial<Section>[];
  return (
    <Frame data={data} hideBookingPrompt>
      <CollectionsContext.Provider value={collections}>
        <CaseStudyContext.Provider value={previewCaseStudyData(data)}>
          <PreviewSections sections={data.counts ? fillCounts(sections, data.counts) : sections} />
        </CaseStudyContext.Provider>
      </CollectionsContext.Provider>
    </Frame>
  );
}

/**
 * The case-study data of a page preview: every study (a section may name any of them while the
 * editor picks) and the listing's filters, none active.
 */
function previewCaseStudyData(data: PreviewData): CaseStudyData {
  return {
    bySlug: Object.fromEntries(data.caseStudies.map((s) => [s.slug, s])),
    filters: data.caseStudyFilters ?? [],
    active: null,
  };
}

/** The site frame with the given site settings and navigation (defaults: as built). */
function Frame({
  data,
  site,
  navigation,
  hideBookingPrompt,
  children,
}: {
  data: PreviewData;
  site?: Site;
  navigation?: Navigation;
  hideBookingPrompt?: boolean;
  children: ReactNode;
}): JSX.Element {
  const s = site ?? data.site;
  const n = navigation ?? data.navigation;
  // The sheets sit outside the boundary, so a notice in place of a broken frame is styled too.
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }} />
      <style dangerouslySetInnerHTML={{ __html: PREVIEW_CSS }} />
      <PreviewBoundary label="Header and footer" resetKey={key([s, n])}>
        <SiteContentProvider value={{ site: s, navigation: n }}>
          <Layout hideBookingPrompt={hideBookingPrompt}>{children}</Layout>
        </SiteContentProvider>
      </PreviewBoundary>
    </>
  );
}

/** Site settings or navigation: the home page in a frame built from the edited file. */
function SettingsPreview({
  data,
  site,
  navigation,
}: {
  data: PreviewData;
  site?: Site;
  navigation?: Navigation;
}): JSX.Element {
  const home = (data.home?.sections ?? []).slice(0, 2);
  return (
    <Frame data={data} site={site} navigation={navigation}>
      <CollectionsContext.Provider
        value={{
          blog: data.blog,
          caseStudies: data.caseStudies,
          blogPages: { page: 1, count: 1, basePath: "/blog" },
        }}
      >
        <PreviewSections sections={home} />
      </CollectionsContext.Provider>
    </Frame>
  );
}

/** A text value, or undefined when it is missing or blank. */
function textOf(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/**
 * An entry without its blank values (empty text; lists and objects with nothing inside), at any
 * depth, as its saved file will be: the form keeps a cleared field as "".
 */
function withoutBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => !isBlank(v)).map(withoutBlanks);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => !isBlank(v))
        .map(([k, v]) => [k, withoutBlanks(v)]),
    );
  return value;
}

/**
 * What the article view shows for an article entry being edited, or the labels of the required
 * fields still blank (the collection's CMS fields, generated from the schema, so the labels are
 * those of the editor's form). The body is rendered from Markdown here (src/content/markdown.ts)
 * and the reading time taken from it; its category and a case study's facts follow the site's
 * own rules (src/content/articleListing.ts); a preview has no related articles. Takes the article kind, the entry's data and
 * its collection's fields, and where images are shown from (a fresh upload's `blob:` URL): the
 * hero image and the body's images use it; for a case study, the pages its `services` may name
 * (its details as its page shows them: src/content/caseStudyPages.ts).
 */
export function articlePreviewProps(
  kind: ArticleKind,
  item: Record<string, unknown>,
  fields: CmsField[],
  assetUrl: AssetUrl = (path) => path,
  services: Readonly<Record<string, ServicePage>> = {},
  authorRoles: Readonly<Record<string, string>> = {},
): { props: ArticleViewProps } | { missing: string[] } {
  const missing = fields
    .filter((f) => f.required !== false && isBlank(item[f.name]))
    .map((f) => f.label);
  if (missing.length) return { missing };
  const body = renderMarkdown(String(item.body), { imageUrl: assetUrl });
  const entry = withoutBlanks(item) as Record<string, unknown>;
  const text = (name: string) => textOf(item[name]) ?? "";
  const image = item.image as { src?: unknown; alt?: unknown } | undefined;
  const src = textOf(image?.src);
  return {
    props: {
      category: articleCategory(kind, entry),
      title: text("title"),
      description: text("description"),
      author: text("author"),
      authorRole: Object.prototype.hasOwnProperty.call(authorRoles, text("author"))
        ? authorRoles[text("author")]
        : undefined,
      datePublished: text("datePublished"),
      dateModified: text("dateModified"),
      readingMinutes: body.readingMinutes,
      bodyHtml: body.html,
      headings: body.headings,
      heroImage: src ? { src: assetUrl(src), alt: textOf(image?.alt) ?? "" } : undefined,
      caseStudy: kind === "caseStudies" ? caseStudyFacts(entry) : undefined,
      caseStudyDetails:
        kind === "caseStudies"
          ? caseStudyDetails(entry as Parameters<typeof caseStudyDetails>[0], services)
          : undefined,
      related: [],
    },
  };
}

/**
 * Keeps clicks in the preview pane: a link to a heading of the body scrolls to it, any other
 * link (the body's links are plain HTML, not the shimmed `Link`) does not navigate the pane.
 */
function stayInPreview(event: MouseEvent<HTMLDivElement>): void {
  const target = event.target as Element | null;
  const link = target?.closest?.("a[href]");
  if (!link) return;
  event.preventDefault();
  const href = link.getAttribute("href") ?? "";
  if (href.startsWith("#"))
    link.ownerDocument.getElementById(decodeURIComponent(href.slice(1)))?.scrollIntoView();
}

/**
 * A workflow template entry as its page shows it: the article props ({@link articlePreviewProps})
 * plus its own fields, its Download and Customize, and its workflow's nodes from the preview data
 * (by its `workflow` path; none for a file not yet built).
 */
function TemplateEntryView({
  props,
  item,
  data,
}: {
  props: ArticleViewProps;
  item: Record<string, unknown>;
  data: PreviewData;
}): JSX.Element {
  const entry = withoutBlanks(item) as Partial<TemplateEntry>;
  const workflow = textOf(entry.workflow) ?? "";
  return (
    <TemplateView
      {...props}
      icon={(entry.icon ?? "workflow") as IconName}
      features={entry.features ?? []}
      platforms={entry.platforms ?? []}
      connects={entry.connects ?? []}
      actions={templateActions(
        { slug: textOf(entry.slug) ?? "", title: props.title, workflow },
        data.site.templates,
        data.bookingPath ?? "/",
      )}
      outline={data.workflows?.[workflow] ?? null}
    />
  );
}

/** The article's own view, or the notice naming the required fields still blank. */
function ArticleEntry({
  kind,
  item,
  collection,
  assetUrl,
  data,
}: {
  kind: ArticleKind;
  item: Record<string, unknown>;
  collection: PreviewCollection;
  assetUrl?: AssetUrl;
  data: PreviewData;
}): JSX.Element {
  const result = articlePreviewProps(
    kind,
    item,
    collection.fields,
    assetUrl,
    data.caseStudyServices,
    data.authorRoles,
  );
  if ("missing" in result)
    return (
      <IncompleteNotice label={collection.label} detail={`Missing: ${result.missing.join(", ")}`} />
    );
  return (
    <div onClickCapture={stayInPreview}>
      {kind === "templates" ? (
        <TemplateEntryView props={result.props} item={item} data={data} />
      ) : (
        <ArticleView {...result.props} />
      )}
    </div>
  );
}

/**
 * The date an article entry is scheduled for, or null when it is not: its `datePublished` is a
 * date after `today` (default: the editor's today in UTC, src/lib/schedule.ts `buildDate`),
 * which keeps it off the site until then (the rule of src/lib/schedule.ts `isPublished`).
 */
export function scheduledDate(
  item: Record<string, unknown>,
  today: string = buildDate(),
): string | null {
  const date = item.datePublished;
  if (typeof date !== "string" || !isIsoDate(date)) return null;
  return isPublished({ datePublished: date }, today) ? null : date;
}

/** The notice above a scheduled article's preview: the date it goes live, and what that means. */
export function ScheduledNotice({ date }: { date: string }): JSX.Element {
  return (
    <div
      role="note"
      data-preview-scheduled={date}
      className="preview-notice preview-notice--scheduled"
    >
      <strong>
        Scheduled for <time dateTime={date}>{formatDate(date)}</time>: not on the site until then.
      </strong>{" "}
      The site’s daily rebuild publishes it on that day; until then it is in no listing, feed or
      search, and other pages may not link to it.
    </div>
  );
}

/** An article (blog post, case study, guide, legal page) as its page shows it, in the site frame. */
function ArticlePreview({
  data,
  kind,
  item,
  collection,
  assetUrl,
}: {
  data: PreviewData;
  kind: ArticleKind;
  item: Record<string, unknown>;
  collection: PreviewCollection;
  assetUrl?: AssetUrl;
}): JSX.Element {
  const scheduled = scheduledDate(item);
  return (
    <Frame data={data} hideBookingPrompt>
      {scheduled && <ScheduledNotice date={scheduled} />}
      <PreviewBoundary label={collection.label} resetKey={key(item)}>
        <ArticleEntry
          kind={kind}
          item={item}
          collection={collection}
          assetUrl={assetUrl}
          data={data}
        />
      </PreviewBoundary>
    </Frame>
  );
}

/** Which preview an entry gets: a page, site settings, navigation, or an article of a kind. */
export type PreviewKind = "page" | "site" | "navigation" | ArticleKind;

/**
 * The React element for an entry of the given kind. Takes the kind, Decap's entry, the preview
 * data, the entry's collection (its fields and name, which an article preview needs) and where
 * images are shown from (Decap's assets, for uploads not built yet).
 */
export function renderPreview(
  kind: PreviewKind,
  entry: ImmutableLike,
  data: PreviewData,
  collection: PreviewCollection,
  assetUrl?: AssetUrl,
): JSX.Element {
  switch (kind) {
    case "page":
      return <PagePreview page={entryData<Page>(entry)} data={data} />;
    case "site":
      return (
        <SettingsPreview data={data} site={{ ...data.site, ...entryData<Site>(entry) } as Site} />
      );
    case "navigation":
      return (
        <SettingsPreview
          data={data}
          navigation={{ ...data.navigation, ...entryData<Navigation>(entry) } as Navigation}
        />
      );
    default:
      return (
        <ArticlePreview
          data={data}
          kind={kind}
          item={entryData<Record<string, unknown>>(entry)}
          collection={collection}
          assetUrl={assetUrl}
        />
      );
  }
}

type BridgeThis = { el?: HTMLElement | null; root?: Root; props: DecapPreviewProps; paint(): void };

/**
 * A Decap preview template (a component of Decap's own React, made with its `createClass`) that
 * renders {@link renderPreview} with the site's React into the preview iframe. Takes the kind,
 * the preview data, the collection the template serves, Decap's `createClass` and `h`, and the
 * files picked in this session (shown for uploads not yet on the site).
 */
export function previewTemplate(
  kind: PreviewKind,
  data: PreviewData,
  collection: PreviewCollection,
  createClass: CreateClass,
  h: H,
  fresh: FreshUploads = new Map(),
): unknown {
  return createClass({
    paint(this: BridgeThis) {
      const el = this.el;
      if (!el) return;
      if (!this.root) this.root = createRoot(el);
      this.root.render(
        <CacheProvider value={cacheFor(el.ownerDocument)}>
          {renderPreview(
            kind,
            this.props.entry,
            data,
            collection,
            assetUrlOf(this.props.getAsset, fresh),
          )}
        </CacheProvider>,
      );
    },
    componentDidMount(this: BridgeThis) {
      this.paint();
    },
    componentDidUpdate(this: BridgeThis) {
      this.paint();
    },
    componentWillUnmount(this: BridgeThis) {
      const root = this.root;
      this.root = undefined;
      // Unmount after Decap's own commit has finished.
      setTimeout(() => root?.unmount(), 0);
    },
    render(this: BridgeThis) {
      return h("div", {
        "data-loomwork-preview": kind,
        ref: (el: HTMLElement | null) => {
          this.el = el;
        },
      });
    },
  });
}
