import type { BodyHeading } from "../../content/markdown";
import { useSiteContent } from "../../content/SiteContentContext";

/** Fewest `##` headings an article needs before it gets a table of contents. */
export const TOC_MIN_HEADINGS = 3;

/**
 * "On this page": links to the article's `##` headings, shown only when it has at least
 * {@link TOC_MIN_HEADINGS} of them; renders nothing otherwise. Takes the body's headings and an
 * optional class (the article places it inline on small screens and as a rail from `lg`). Its
 * own looks are static class rules (`.toc…`, src/components/article/styles.ts).
 */
export function TableOfContents({
  headings,
  className,
}: {
  headings: BodyHeading[];
  className?: string;
}): JSX.Element | null {
  const label = useSiteContent().site.articles.tableOfContents;
  const sections = headings.filter((h) => h.depth === 2);
  if (sections.length < TOC_MIN_HEADINGS) return null;
  return (
    <nav aria-labelledby="toc-heading" className={className ? `toc ${className}` : "toc"}>
      <h2 id="toc-heading" className="toc__heading">
        {label}
      </h2>
      <ol className="toc__list">
        {sections.map((h) => (
          <li key={h.id} className="toc__item">
            <a href={`#${h.id}`} className="toc__link">
              {h.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
