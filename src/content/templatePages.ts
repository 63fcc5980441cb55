/**
 * What the workflow-template pages and the template library show that is derived from an
 * entry and the site's copy (data/site.json `templates`): the Download and Customize actions
 * and a filter page's title and description. Used at build time (gatsby-node.ts), by the
 * templates that render them and by the CMS preview.
 */
import type { Action, Site, TemplateEntry } from "./schema";
import { fill } from "./SiteContentContext";
import {
  templateCustomizeHref,
  templateDownloadName,
  type FilterPage,
} from "../lib/templateLibrary";

/** The copy of template pages and the library (data/site.json `templates`). */
export type TemplateCopy = Site["templates"];

/** A template as a library card shows it: no body; its page's path. */
export type ListedTemplate = Pick<
  TemplateEntry,
  "slug" | "title" | "category" | "icon" | "description" | "platforms" | "workflow"
> & { path: string };

/**
 * A template's two actions: Download (its workflow file, saved as `loomwork-<slug>.n8n.json`,
 * primary) and Customize (the booking page at `bookingPath` naming it, secondary), each with
 * screen-reader text naming the template. Takes the entry's slug, title and workflow path.
 */
export function templateActions(
  template: Pick<TemplateEntry, "slug" | "title" | "workflow">,
  copy: TemplateCopy,
  bookingPath: string,
): { download: Action; customize: Action } {
  return {
    download: {
      label: copy.download,
      href: template.workflow,
      download: templateDownloadName(template.slug),
      variant: "primary",
      screenReaderText: fill(copy.downloadFor, { title: template.title }),
    },
    customize: {
      label: copy.customize,
      href: templateCustomizeHref(bookingPath, template.slug),
      variant: "secondary",
      screenReaderText: fill(copy.customizeFor, { title: template.title }),
    },
  };
}

/**
 * A filter page's own title and meta description, from `library.categoryTitle`/`platformTitle`
 * and their descriptions with `{name}` (the category or platform) and `{count}` filled.
 */
export function filterPageSeo(
  filter: Pick<FilterPage, "facet" | "name" | "count">,
  copy: TemplateCopy,
): { title: string; description: string } {
  const { library } = copy;
  const values = { name: filter.name, count: filter.count };
  return filter.facet === "category"
    ? {
        title: fill(library.categoryTitle, values),
        description: fill(library.categoryDescription, values),
      }
    : {
        title: fill(library.platformTitle, values),
        description: fill(library.platformDescription, values),
      };
}
