/**
 * The rules a link in the content must meet, as pure functions over an index of what the site
 * serves. The validator (`npm run validate`, every build) and the CMS (before Save and Publish)
 * call the same functions: the CMS gets the index baked into the admin at build time.
 */
import { splitHref } from "../lib/href";
import { isPublished } from "../lib/schedule";
import { renderMarkdown } from "./markdown";
import { templateSlugOf, templateTitle } from "./bookingTemplates";

/** Where downloadable files live, as a site path (`static/downloads/` in the repository). */
export const DOWNLOADS_PATH = "/downloads";

/** What the site serves, as plain JSON (so the CMS can load it). */
export type SiteLinkIndex = {
  /** Site paths with a page: section pages, their aliases, and every article, scheduled ones included. */
  pages: string[];
  /** Site paths of the files under `static/`, e.g. `/downloads/templates/x.n8n.json`. */
  files: string[];
  /** The booking page's path, the only page that takes a query (`?template=<slug>`). */
  bookingPath: string | null;
  /** The templates the booking page can name, `{ slug: title }`. */
  templates: Record<string, string>;
  /** Articles dated after the build's date, by site path: their date and file. */
  scheduled: Record<string, { datePublished: string; file: string }>;
  /** The build's date, `YYYY-MM-DD`. */
  today: string;
};

/** The checks of one link, over a {@link SiteLinkIndex}. */
export type LinkChecker = {
  /**
   * Why `href` does not resolve, or null when it does. `anchors` are the ids a `#anchor` may name
   * on the linking page; `liveOn` is the date the linking content goes live (default: the
   * index's today), so a scheduled article may link to one published by then.
   */
  linkProblem(href: string, anchors: ReadonlySet<string>, liveOn?: string): string | null;
  /**
   * Every problem of a Markdown body: a level-1 heading, links that are not https://, a site
   * path, an anchor or mailto:, and links that do not resolve (anchors are the body's headings).
   * Messages start with `body: `-less text, ready to follow a file and field name.
   */
  bodyProblems(markdown: string, liveOn?: string): string[];
};

/** Builds the {@link LinkChecker} of an index; sets are made once, so checks are cheap. */
export function linkChecker(index: SiteLinkIndex): LinkChecker {
  const pages = new Set(index.pages);
  const files = new Set(index.files);
  const { bookingPath, templates, today } = index;

  /** Why a link's query string is wrong, or null: only the booking page takes one. */
  const queryProblem = (href: string, p: string): string | null => {
    if (p !== bookingPath)
      return `link to "${href}" has a query string; only the booking page (${bookingPath ?? "none"}) takes one, ?template=<slug>`;
    const slug = templateSlugOf(href, p);
    if (slug && templateTitle(slug, templates) !== null) return null;
    return `link to "${href}" names no template; expected ?template=<slug> with the slug a template card's Customize action uses (${Object.keys(templates).join(", ") || "none"})`;
  };

  /** Why a link to an article that is not out yet is dead for content live from `liveOn`, or null. */
  const scheduleProblem = (p: string, liveOn: string): string | null => {
    const target = Object.prototype.hasOwnProperty.call(index.scheduled, p)
      ? index.scheduled[p]
      : undefined;
    if (!target || isPublished(target, liveOn)) return null;
    const fix =
      liveOn === today
        ? "add the link on or after that date, or give that article an earlier datePublished"
        : `this article goes live on ${liveOn}: give it a datePublished of ${target.datePublished} or later, or give that article an earlier one`;
    return `links to ${p}, which is scheduled for ${target.datePublished} (${target.file}), so the link would lead nowhere until then; ${fix}`;
  };

  const linkProblem: LinkChecker["linkProblem"] = (href, anchors, liveOn = today) => {
    if (/^(https:|mailto:)/.test(href)) return null;
    const { path: p, query, hash } = splitHref(href);
    const id = hash.slice(1);
    if (p === "") return anchors.has(id) ? null : `no section on this page has id "${id}"`;
    if (files.has(p)) return null;
    if (p.startsWith(`${DOWNLOADS_PATH}/`))
      return `link to "${p}" has no file; add it to static${p} or fix the link`;
    if (!pages.has(p)) return `link to "${p}" has no page; add a page file or fix the link`;
    return scheduleProblem(p, liveOn) ?? (query ? queryProblem(p + query, p) : null);
  };

  const bodyProblems: LinkChecker["bodyProblems"] = (markdown, liveOn = today) => {
    const problems: string[] = [];
    const body = renderMarkdown(markdown);
    if (body.h1Count)
      problems.push(
        `expected no level-1 heading ("# …"); the title is the page's heading, so start sections with "## …"`,
      );
    const anchors = new Set(body.headings.map((h) => h.id));
    for (const href of body.links) {
      if (/^http:\/\//.test(href)) problems.push(`link "${href}" must use https://`);
      else if (!/^(\/|#|https:|mailto:)/.test(href))
        problems.push(
          `link "${href}" is not a site path (/page), an anchor (#heading), an https:// URL or a mailto: address`,
        );
      else {
        const problem = linkProblem(href, anchors, liveOn);
        if (problem) problems.push(problem);
      }
    }
    return problems;
  };

  return { linkProblem, bodyProblems };
}

/** What {@link siteLinkIndex} reads of the validated content. */
export type LinkIndexContent = {
  pages: { page: { path: string; aliases?: string[] } }[];
  /** Every published article's site path. */
  articlePaths: string[];
  scheduled: { path: string; file: string; datePublished: string }[];
  bookingPath: string | null;
  templates: Record<string, string>;
};

/**
 * The index of what a build serves, for the CMS: every page path and alias, every article path
 * (scheduled ones too, with their dates), the files under `static/` (`staticPaths`), the booking
 * page and its templates, and the build's date `today`. Returns plain JSON.
 */
export function siteLinkIndex(
  content: LinkIndexContent,
  staticPaths: Iterable<string>,
  today: string,
): SiteLinkIndex {
  return {
    pages: [
      ...content.pages.flatMap(({ page }) => [page.path, ...(page.aliases ?? [])]),
      ...content.articlePaths,
      ...content.scheduled.map((a) => a.path),
    ].sort(),
    files: [...staticPaths].sort(),
    bookingPath: content.bookingPath,
    templates: content.templates,
    scheduled: Object.fromEntries(
      content.scheduled.map((a) => [a.path, { datePublished: a.datePublished, file: a.file }]),
    ),
    today,
  };
}
