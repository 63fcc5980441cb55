/**
 * Files the site offers for download: every call to action with a `download` file name, such as
 * the workflow templates' Download buttons. The build gives each file a `Content-Disposition`
 * header with that name, so the browser saves it under the same name whichever way it is opened.
 */
import { PageSchema, type Page } from "./schema";
import { collectReferences } from "./walk";
import { templateDownloadName } from "../lib/templateLibrary";

/** A downloadable file: its site path (`/downloads/…`) and the name it is saved under. */
export type SiteDownload = { href: string; filename: string };

/**
 * Every download offered on `pages`, once per file, in page order, then each workflow template's
 * file (`templates`: the Download on its page and library card, saved as
 * `loomwork-<slug>.n8n.json`). Where two offer one file under different names, the first name
 * wins (content validation reports a clash between pages).
 */
export function siteDownloads(
  pages: Page[],
  templates: readonly { slug: string; workflow: string }[] = [],
): SiteDownload[] {
  const byHref = new Map<string, string>();
  for (const page of pages)
    for (const { value } of collectReferences(PageSchema, page).actions)
      if (value.download && !byHref.has(value.href)) byHref.set(value.href, value.download);
  for (const t of templates)
    if (!byHref.has(t.workflow)) byHref.set(t.workflow, templateDownloadName(t.slug));
  return [...byHref].map(([href, filename]) => ({ href, filename }));
}
