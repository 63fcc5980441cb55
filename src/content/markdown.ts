/**
 * Article bodies: Markdown (CommonMark with GFM tables, task lists, strikethrough and autolinks)
 * rendered to sanitised HTML at build time with the unified ecosystem. Nothing here ships to a
 * visitor's browser: pages receive the finished HTML. The CMS preview (admin only) reuses it.
 */
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkRehype from "remark-rehype";
import rehypeSanitize from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import { SKIP, visit } from "unist-util-visit";
import { toString as hastToString } from "hast-util-to-string";
import readingTime from "reading-time";
import type { Root as MdastRoot } from "mdast";
import type { Element, ElementContent, Root as HastRoot, Text } from "hast";
import { TABLE_SCROLL_CLASS } from "../lib/articles";
import type { ImageDimensions } from "../lib/imageSize";

/** A heading of a rendered body, for the table of contents. */
export type BodyHeading = {
  /** The heading's `id` (its slug), the target of `#id` links. */
  id: string;
  text: string;
  /** 2 for `##`, 3 for `###`, … */
  depth: number;
};

/** A Markdown body rendered for an article page. */
export type RenderedBody = {
  /** Sanitised HTML: no script, no event handler, no raw HTML from the Markdown. */
  html: string;
  /** Every heading, in order, with the id it was given. */
  headings: BodyHeading[];
  /** Every link target written in the body (`[text](target)` and autolinks), in order. */
  links: string[];
  /** Reading time in whole minutes (at least 1), from the body's words at 200 words a minute. */
  readingMinutes: number;
  /** Words in the body's text. */
  words: number;
  /** Depths of level-1 headings found (the title is the page's h1, so a body must have none). */
  h1Count: number;
  /** Every image written in the body (`![alt](src)`), in order, with its alt text as written. */
  images: { src: string; alt: string }[];
};

/**
 * How {@link renderMarkdown} treats a body's images. Both are optional: the CMS preview (in the
 * browser, no file access) may have neither.
 */
export type MarkdownOptions = {
  /**
   * The real size in px of the image at a site path (`/uploads/x.png`), or undefined when it is
   * not known; known sizes become the `<img>`'s `width` and `height`, so it reserves its space.
   */
  imageSize?: (src: string) => ImageDimensions | undefined;
  /** The URL an image at a site path is shown from (the CMS preview's fresh uploads: `blob:`). */
  imageUrl?: (src: string) => string;
};

/**
 * Turns each GFM task-list checkbox into a working, labelled checkbox: remark writes a disabled
 * `<input>` with no label; this gives it an id and wraps the item's text in a `<label>` for it,
 * so a reader can tick items (nothing is stored) and assistive technology names each box.
 */
function rehypeLabelledTaskItems() {
  return (tree: HastRoot): void => {
    let n = 0;
    visit(tree, "element", (li: Element) => {
      const classes = li.properties?.className;
      if (li.tagName !== "li" || !Array.isArray(classes) || !classes.includes("task-list-item"))
        return;
      // The checkbox is the first element of the item, or of its first paragraph (loose lists).
      const holder =
        li.children.find((c): c is Element => c.type === "element" && c.tagName === "p") ?? li;
      const index = holder.children.findIndex((c) => c.type === "element" && c.tagName === "input");
      if (index < 0) return;
      const input = holder.children[index] as Element;
      n += 1;
      const id = `task-${n}`;
      input.properties = { type: "checkbox", id, checked: input.properties?.checked };
      const rest = holder.children.slice(index + 1) as ElementContent[];
      const label: Element = {
        type: "element",
        tagName: "label",
        properties: { htmlFor: [id] },
        children: rest,
      };
      holder.children = [...holder.children.slice(0, index + 1), label];
    });
  };
}

/** A word joined by hyphens between letters or digits ("six-month", "end-to-end"). */
const HYPHENATED_WORD = /([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+)/u;

/**
 * Keeps each hyphenated word of a body's headings on one line: the word goes into a
 * `<span class="nowrap">`, so a heading never breaks at its hyphen. The heading's text is
 * unchanged (its slug and the table of contents read the same words).
 */
function rehypeHeadingHyphens() {
  return (tree: HastRoot): void => {
    visit(tree, "element", (heading: Element) => {
      if (!/^h[1-6]$/.test(heading.tagName)) return;
      visit(heading, "text", (node: Text, index, parent) => {
        if (!parent || index === undefined) return;
        const parts = node.value.split(HYPHENATED_WORD);
        if (parts.length === 1) return;
        const children: ElementContent[] = parts
          .map((part, i): ElementContent =>
            i % 2 === 1
              ? {
                  type: "element",
                  tagName: "span",
                  properties: { className: ["nowrap"] },
                  children: [{ type: "text", value: part }],
                }
              : { type: "text", value: part },
          )
          .filter((c) => c.type !== "text" || c.value !== "");
        parent.children.splice(index, 1, ...children);
        return [SKIP, index + children.length];
      });
      return SKIP;
    });
  };
}

/**
 * The name of a table's scrolling box: its header cells joined ("Score, Instances per month"),
 * else its first row's cells, so a screen reader announces what the box holds. A name already
 * given to an earlier table gets its position appended ("… (2)"), so every region's name is
 * unique. Takes the table and the names given so far (updated).
 */
function tableName(table: Element, given: Map<string, number>): string {
  let row: Element | undefined;
  visit(table, "element", (el: Element) => {
    if (row || el.tagName !== "tr") return;
    row = el;
  });
  const cells = (row?.children ?? []).filter(
    (c): c is Element => c.type === "element" && (c.tagName === "th" || c.tagName === "td"),
  );
  const base =
    cells
      .map((c) => hastToString(c).trim())
      .filter(Boolean)
      .join(", ") || "Table";
  const seen = (given.get(base) ?? 0) + 1;
  given.set(base, seen);
  return seen === 1 ? base : `${base} (${seen})`;
}

/**
 * Wraps each table in a keyboard-focusable, labelled box that scrolls sideways
 * (`<div class="table-scroll" role="region" tabindex="0" aria-label="…">`), so a wide table never
 * makes the page itself scroll horizontally on a narrow screen, a keyboard can scroll it and a
 * screen reader names it (see {@link tableName}). The article styles shade the edge it scrolls
 * towards.
 */
function rehypeScrollableTables() {
  return (tree: HastRoot): void => {
    const given = new Map<string, number>();
    visit(tree, "element", (el: Element, index, parent) => {
      if (el.tagName !== "table" || !parent || index === undefined) return;
      parent.children[index] = {
        type: "element",
        tagName: "div",
        properties: {
          className: [TABLE_SCROLL_CLASS],
          role: "region",
          tabIndex: 0,
          ariaLabel: tableName(el, given),
        },
        children: [el],
      };
      return "skip";
    });
  };
}

/**
 * Gives each body image (after sanitising) its real `width` and `height` from the lookup, when
 * known, and `loading="lazy" decoding="async"`: a body image is never the first thing a reader
 * sees, and its reserved box keeps the text from jumping when it arrives. Every other attribute
 * is dropped (sanitising already removed unsafe URLs). Takes the options; returns the transform.
 */
export function rehypeImageAttributes({ imageSize, imageUrl }: MarkdownOptions = {}): (
  tree: HastRoot,
) => void {
  return (tree: HastRoot): void => {
    visit(tree, "element", (img: Element) => {
      if (img.tagName !== "img") return;
      const src = typeof img.properties.src === "string" ? img.properties.src : "";
      const size = src ? imageSize?.(src) : undefined;
      img.properties = {
        src: src && imageUrl ? imageUrl(src) : src,
        alt: typeof img.properties.alt === "string" ? img.properties.alt : "",
        ...(size ? { width: size.width, height: size.height } : {}),
        loading: "lazy",
        decoding: "async",
      };
    });
  };
}

/** The Markdown → HTML pipeline; built once, reused for every body. */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeSlug)
  .use(rehypeLabelledTaskItems)
  .use(rehypeScrollableTables)
  .use(rehypeHeadingHyphens)
  .use(rehypeStringify);

/**
 * Bodies already rendered in this process, by their Markdown: a build asks for each body several
 * times (validation, the page, listings, the feed). Bounded, oldest first out, so a long CMS
 * preview session (a new text per keystroke) does not grow without limit.
 */
const defaultCache = new Map<string, RenderedBody>();
const CACHE_LIMIT = 2000;

/** Bodies rendered with a given option set (each lookup gives other image attributes). */
const optionCaches = new WeakMap<MarkdownOptions, Map<string, RenderedBody>>();

/**
 * Renders an article's Markdown body. Takes the Markdown text; returns its sanitised HTML, its
 * headings with their ids, the link targets it contains, its reading time and word count.
 * Raw HTML in the Markdown is dropped, never passed through. Images get `loading="lazy"`,
 * `decoding="async"` and, where `options.imageSize` knows the file, `width` and `height` in px.
 * Results are cached per text (and per options object).
 */
export function renderMarkdown(markdown: string, options?: MarkdownOptions): RenderedBody {
  let cache = defaultCache;
  if (options) {
    cache = optionCaches.get(options) ?? new Map<string, RenderedBody>();
    optionCaches.set(options, cache);
  }
  const hit = cache.get(markdown);
  if (hit) return hit;
  const mdast = processor.parse(markdown) as MdastRoot;
  const links: string[] = [];
  const words: string[] = [];
  const images: RenderedBody["images"] = [];
  let h1Count = 0;
  visit(mdast, (node) => {
    if (node.type === "link") links.push(node.url);
    else if (node.type === "image") images.push({ src: node.url, alt: node.alt ?? "" });
    else if (node.type === "heading" && node.depth === 1) h1Count += 1;
    else if (node.type === "text" || node.type === "inlineCode") words.push(node.value);
  });
  const hast = processor.runSync(mdast) as HastRoot;
  rehypeImageAttributes(options)(hast);
  const headings: BodyHeading[] = [];
  visit(hast, "element", (el: Element) => {
    const depth = /^h([1-6])$/.exec(el.tagName)?.[1];
    if (depth && typeof el.properties?.id === "string")
      headings.push({ id: el.properties.id, text: hastToString(el), depth: Number(depth) });
  });
  const stats = readingTime(words.join(" "));
  const rendered: RenderedBody = {
    html: processor.stringify(hast),
    headings,
    links,
    readingMinutes: Math.max(1, Math.round(stats.minutes)),
    words: stats.words,
    h1Count,
    images,
  };
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(markdown, rendered);
  return rendered;
}
