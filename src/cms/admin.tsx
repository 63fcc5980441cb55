/**
 * The admin page's own script (`/admin/admin.js`, bundled by src/build/cmsAdmin.ts), the only
 * script static/admin/index.html loads. It sets `CMS_MANUAL_INIT`, so Decap waits for us, and:
 *
 * 1. fetches the generated config (`/admin/config.json`) and the preview data;
 * 2. `?local_backend=http://localhost:<port>/api/v1` points the local backend (decap-server) at
 *    another URL (only http://localhost or http://127.0.0.1 URLs are accepted, and Decap itself
 *    uses the local backend only when the admin page runs on localhost; e2e/cms.spec.ts uses it);
 * 3. for the git-gateway backend only, loads the Netlify Identity widget, and then Decap's
 *    bundle (`/admin/decap-cms.js`): Decap looks for the widget once, as its bundle runs, so the
 *    widget must come first (src/cms/backend.ts `needsIdentityWidget`);
 * 4. notes the files the editor picks (src/cms/freshUploads.ts), so the preview can show a new
 *    upload before it is on the site;
 * 5. refuses links the build would refuse, beside the field, before Save (src/cms/linkChecks.ts,
 *    over `/admin/link-index.json`);
 * 6. registers the preview templates and a pre-save hook that drops empty optional fields,
 *    typesets the copy (src/content/typography.ts) and restores the file's key order
 *    (src/cms/clean.ts, src/cms/order.ts);
 * 7. starts Decap with `CMS.init({ config })`.
 */
import type { CmsCollection, CmsConfig, CmsField } from "./config";
import { emptyOptionalPaths, isBlank } from "./clean";
import { typesetChanges } from "../content/typography";
import { recordFreshUploads } from "./freshUploads";
import { patchLinkChecks } from "./linkChecks";
import { withSlugFromTitle, type EntryData } from "./slug";
import { linkChecker, type SiteLinkIndex } from "../content/linkRules";
import { IDENTITY_WIDGET_URL, needsIdentityWidget } from "./backend";
import { LOCAL_HOSTS, localBackendOverride } from "./localBackend";
import { immutableAdapter, reorderEntry, type ImmutableValue } from "./order";
import {
  previewTemplate,
  type DecapCms,
  type PreviewCollection,
  type PreviewData,
  type PreviewKind,
} from "./preview";

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: DecapCms;
    createClass?: (spec: Record<string, unknown>) => unknown;
    h?: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
  }
}

window.CMS_MANUAL_INIT = true;

/** Decap's prebuilt bundle, copied next to this script by the build. */
const DECAP_BUNDLE = "/admin/decap-cms.js";

/** Adds a script to the page; resolves true once it ran, false if it could not load. */
function loadScript(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const s = document.createElement("script");
    s.src = src;
    s.onload = () => resolve(true);
    s.onerror = () => resolve(false);
    document.head.appendChild(s);
  });
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { cache: "no-cache" });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Which preview a collection file or folder gets, by what it edits on disk: the page, settings
 * and navigation previews, or the article preview of the article type whose folder it is (blog
 * posts, case studies, guides, legal pages; the folders come from src/content/collections.ts
 * through the preview data, so this bundle does not carry the schemas). Any other file
 * (`data/redirects.json`) gets none: no custom preview, Decap's plain one.
 */
function kindOf(location: string, data: PreviewData): PreviewKind | undefined {
  if (location === "data/site.json") return "site";
  if (location === "data/navigation.json") return "navigation";
  if (location.startsWith("data/pages/")) return "page";
  const articles = Object.entries(data.articleFolders) as [PreviewKind, string][];
  return articles.find(([, folder]) => folder === location)?.[0];
}

/** Preview templates are keyed by file name (file collections) or collection name (folders). */
function templates(
  config: CmsConfig,
  data: PreviewData,
): ({ name: string; kind: PreviewKind } & PreviewCollection)[] {
  return config.collections.flatMap((c: CmsCollection) =>
    c.files
      ? c.files.flatMap((f) => {
          const kind = kindOf(f.file, data);
          return kind ? [{ name: f.name, kind, fields: f.fields, label: f.label }] : [];
        })
      : (() => {
          const kind = kindOf(c.folder ?? "", data);
          const label = c.label_singular ?? c.label;
          return kind ? [{ name: c.name, kind, fields: c.fields ?? [], label }] : [];
        })(),
  );
}

type EntryLike = {
  get(key: string): unknown;
};
type DataLike = {
  toJS(): unknown;
  deleteIn(path: (string | number)[]): DataLike;
  setIn(path: (string | number)[], value: string): DataLike;
};

/** The fields of the entry's collection (or file), for the pre-save cleanup. */
function fieldsFor(config: CmsConfig, entry: EntryLike): CmsField[] | undefined {
  const collection = config.collections.find((c) => c.name === entry.get("collection"));
  if (!collection) return undefined;
  if (collection.fields) return collection.fields;
  const slug = entry.get("slug");
  const file = collection.files?.find((f) => f.name === slug || f.file === entry.get("path"));
  return file?.fields;
}

/** What we touch of Decap's object control (decap-cms-widget-object's ObjectControl). */
type ObjectControlLike = {
  props: { value?: unknown; field: { get(key: string, fallback?: unknown): unknown } };
  childRefs?: Record<string, WidgetLike>;
  validate: () => void;
};
type WidgetLike = {
  props?: { onValidate?: (errors: unknown[]) => void };
  innerWrappedControl?: ObjectControlLike;
};

function plain(value: unknown): unknown {
  return value && typeof (value as { toJS?: unknown }).toJS === "function"
    ? (value as { toJS(): unknown }).toJS()
    : value;
}

/** Clears the errors an earlier validation left on an object's fields (and theirs). */
function clearErrors(control: ObjectControlLike): void {
  for (const ref of Object.values(control.childRefs ?? {})) {
    ref.props?.onValidate?.([]);
    if (ref.innerWrappedControl?.childRefs) clearErrors(ref.innerWrappedControl);
  }
}

/**
 * Decap validates the required fields inside an optional object even when the object is absent
 * (a hero without `backLink` fails with "Label is required"). This replaces the `object`
 * widget's control with a subclass that skips validation while an optional object is blank,
 * and validates as usual as soon as the editor fills anything in.
 */
export function patchOptionalObjects(CMS: DecapCms): void {
  const base = CMS.getWidget?.("object");
  if (!base?.control) return;
  const Base = base.control as new (props: unknown) => ObjectControlLike;
  class OptionalObjectControl extends Base {
    constructor(props: unknown) {
      super(props);
      const validateFields = this.validate;
      this.validate = () => {
        if (this.props.field.get("required", true) === false && isBlank(plain(this.props.value))) {
          clearErrors(this);
          return;
        }
        validateFields();
      };
    }
  }
  CMS.registerWidget?.("object", OptionalObjectControl, base.preview);
}

function showError(e: unknown): void {
  const p = document.createElement("p");
  p.setAttribute("role", "alert");
  p.style.cssText = "font:16px system-ui;margin:2rem;color:#b91c1c";
  p.textContent = `The content manager could not start: ${e instanceof Error ? e.message : String(e)}`;
  document.body.prepend(p);
  console.error(e);
}

async function start(): Promise<void> {
  const [config, data, linkIndex] = await Promise.all([
    getJson<CmsConfig>("/admin/config.json"),
    getJson<PreviewData>("/admin/preview-data.json"),
    getJson<SiteLinkIndex>("/admin/link-index.json"),
  ]);
  const local = localBackendOverride(window.location.search);
  if (local) config.local_backend = { url: local };
  // Editing on this machine: "View Live" and the preview links open the local site, not production.
  if (LOCAL_HOSTS.includes(window.location.hostname))
    Object.assign(config, {
      site_url: window.location.origin,
      display_url: window.location.origin,
    });
  if (
    needsIdentityWidget(config, LOCAL_HOSTS.includes(window.location.hostname)) &&
    !(await loadScript(IDENTITY_WIDGET_URL))
  )
    console.warn(`Could not load ${IDENTITY_WIDGET_URL}; Decap falls back to its own login form.`);
  await loadScript(DECAP_BUNDLE);

  const CMS = window.CMS;
  if (!CMS || !window.createClass || !window.h) throw new Error(`${DECAP_BUNDLE} did not load`);
  patchOptionalObjects(CMS);
  patchLinkChecks(CMS, linkChecker(linkIndex), linkIndex.today);
  const fresh = recordFreshUploads(document);
  for (const t of templates(config, data))
    CMS.registerPreviewTemplate(
      t.name,
      previewTemplate(t.kind, data, t, window.createClass, window.h, fresh),
    );

  CMS.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const e = entry as unknown as EntryLike;
      const fields = fieldsFor(config, e);
      let d = entry.get("data") as DataLike;
      if (!fields) return d;
      d = withSlugFromTitle(
        d as unknown as EntryData,
        fields.some((f) => f.name === "slug"),
      ) as unknown as DataLike;
      for (const path of emptyOptionalPaths(d.toJS(), fields)) d = d.deleteIn(path);
      // Curly quotes and apostrophes, en dashes in ranges: what the editor typed, typeset.
      for (const change of typesetChanges(d.toJS())) d = d.setIn(change.path, change.value);
      // Keys back in the file's order (Immutable maps lose it), new keys in schema order.
      let template: unknown;
      try {
        template = JSON.parse(String(e.get("raw") || "null"));
      } catch {
        template = undefined;
      }
      return reorderEntry(immutableAdapter, d as unknown as ImmutableValue, template, fields);
    },
  });

  CMS.init({ config: { ...config, load_config_file: false } });
}

document.addEventListener("DOMContentLoaded", () => {
  start().catch(showError);
});
