/**
 * Preview templates for the CMS's preview pane, built into `public/admin/admin.js` only.
 *
 * The pane shows an entry the way a visitor sees it: the site's real section components, header
 * and footer render it, with the site's design tokens. Decap's prebuilt bundle has its own React;
 * the templates it receives are thin `createClass` bridges that mount our React tree into their
 * `<div>` (inside the preview iframe) and re-render it on every keystroke. Emotion writes the
 * styles into the iframe's `<head>`.
 *
 * A section whose required fields are still empty cannot render; it shows a notice in its
 * place instead of breaking the whole preview.
 */
import { Component, Suspense, type ComponentType, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type {
  BlogPost,
  CaseStudyEntry,
  Navigation,
  Page,
  Section,
  SectionOf,
  Site,
} from "../content/schema";
import { Layout } from "../components/Layout";
import { SiteContentProvider } from "../content/SiteContentContext";
import { SECTION_COMPONENTS } from "../sections";
import type { SectionProps } from "../sections/types";
import {
  CollectionsContext,
  type Collections,
  type ListedCaseStudy,
  type ListedPost,
} from "../content/CollectionsContext";
import { articlePath } from "../lib/articles";
import { colors, fontSizes, radii, space } from "../styles/theme";

/** Content the preview shows around an entry (written by src/build/cmsAdmin.ts at build time). */
export type PreviewData = {
  site: Site;
  navigation: Navigation;
  blog: ListedPost[];
  caseStudies: ListedCaseStudy[];
  home: Page | null;
  listings: {
    blog: SectionOf<"collectionList"> | null;
    caseStudies: SectionOf<"collectionList"> | null;
  };
};

/** What Decap passes a preview template (only what we read). */
type ImmutableLike = { toJS(): unknown; get(key: string): unknown };
export type DecapPreviewProps = { entry: ImmutableLike; document?: Document };

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
    return (
      <div
        role="note"
        data-preview-incomplete=""
        css={{
          margin: space.lg,
          padding: space.lg,
          border: `2px dashed ${colors.border}`,
          borderRadius: radii.md,
          color: colors.muted,
          fontSize: fontSizes.sm,
        }}
      >
        <strong css={{ color: colors.text }}>{this.props.label}: not previewable yet.</strong> Fill
        in its required fields.
        <br />
        <code>{this.state.error.message}</code>
      </div>
    );
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
              <Suspense fallback={null}>
                <Comp section={section as never} index={index} />
              </Suspense>
            ) : (
              <MissingType label={label} />
            )}
          </PreviewBoundary>
        );
      })}
    </>
  );
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
  };
  return (
    <Frame data={data} hideBookingPrompt>
      <CollectionsContext.Provider value={collections}>
        <PreviewSections sections={(page.sections ?? []) as Partial<Section>[]} />
      </CollectionsContext.Provider>
    </Frame>
  );
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
  return (
    <PreviewBoundary label="Header and footer" resetKey={key([s, n])}>
      <SiteContentProvider value={{ site: s, navigation: n }}>
        <Layout hideBookingPrompt={hideBookingPrompt}>{children}</Layout>
      </SiteContentProvider>
    </PreviewBoundary>
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

/** A blog post or case study as it appears in its listing on /blog or /case-studies. */
function ListingPreview({
  data,
  kind,
  item,
}: {
  data: PreviewData;
  kind: "blog" | "caseStudies";
  item: Partial<BlogPost> | Partial<CaseStudyEntry>;
}): JSX.Element {
  const section = data.listings[kind];
  const path = articlePath(kind, item.slug ?? "");
  const collections: Collections = {
    blog: kind === "blog" ? [{ ...(item as BlogPost), path, readingMinutes: 1 }] : [],
    caseStudies: kind === "caseStudies" ? [{ ...(item as CaseStudyEntry), path }] : [],
    blogPages: { page: 1, count: 1, basePath: "/blog" },
  };
  return (
    <Frame data={data} hideBookingPrompt>
      <CollectionsContext.Provider value={collections}>
        {section ? (
          <PreviewSections
            sections={[{ ...section, id: section.id ?? "listing" }]}
            dataKey={key(item)}
          />
        ) : null}
      </CollectionsContext.Provider>
    </Frame>
  );
}

export type PreviewKind = "page" | "site" | "navigation" | "blog" | "caseStudies";

/** The React element for an entry of the given kind. */
export function renderPreview(
  kind: PreviewKind,
  entry: ImmutableLike,
  data: PreviewData,
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
    case "blog":
      return <ListingPreview data={data} kind="blog" item={entryData<BlogPost>(entry)} />;
    case "caseStudies":
      return (
        <ListingPreview data={data} kind="caseStudies" item={entryData<CaseStudyEntry>(entry)} />
      );
  }
}

type BridgeThis = { el?: HTMLElement | null; root?: Root; props: DecapPreviewProps; paint(): void };

/**
 * A Decap preview template (a component of Decap's own React, made with its `createClass`) that
 * renders {@link renderPreview} with the site's React into the preview iframe.
 */
export function previewTemplate(
  kind: PreviewKind,
  data: PreviewData,
  createClass: CreateClass,
  h: H,
): unknown {
  return createClass({
    paint(this: BridgeThis) {
      const el = this.el;
      if (!el) return;
      if (!this.root) this.root = createRoot(el);
      this.root.render(
        <CacheProvider value={cacheFor(el.ownerDocument)}>
          {renderPreview(kind, this.props.entry, data)}
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
