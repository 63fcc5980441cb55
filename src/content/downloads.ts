/**
 * Files the site offers for download: every call to action with a `download` file name, such as
 * the workflow templates' Download buttons. The build gives each file a `Content-Disposition`
 * header with that name, so the browser saves it under the same name whichever way it is opened.
 */
import { PageSchema, type Page } from "./schema";
import { collectReferences } from "./walk";

/** A downloadable file: its site path (`/downloads/…`) and the name it is saved under. */
export type SiteDownload = { href: string; filename: string };

/**
 * Every download offered on `pages`, once per file, in page order. Where two actions offer one
 * file under different names, the first name wins (content validation reports the clash).
 */
export function siteDownloads(pages: Page[]): SiteDownload[] {
  const byHref = new Map<string, string>();
  for (const page of pages)
    for (const { value } of collectReferences(PageSchema, page).actions)
      if (value.download && !byHref.has(value.href)) byHref.set(value.href, value.download);
  return [...byHref].map(([href, filename]) => ({ href, filename }));
}
