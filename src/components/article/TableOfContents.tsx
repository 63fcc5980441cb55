import type { BodyHeading } from "../../content/markdown";
import { useSiteContent } from "../../content/SiteContentContext";
import { colors, fontSizes, radii, space } from "../../styles/theme";

/** Fewest `##` headings an article needs before it gets a table of contents. */
export const TOC_MIN_HEADINGS = 3;

/**
 * "On this page": links to the article's `##` headings, shown only when it has at least
 * {@link TOC_MIN_HEADINGS} of them; renders nothing otherwise. Takes the body's headings and an
 * optional class (the article places it inline on small screens and as a rail from `lg`).
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
    <nav
      aria-labelledby="toc-heading"
      className={className}
      css={{
        padding: space.lg,
        border: `1px solid ${colors.borderSoft}`,
        borderRadius: radii.lg,
        background: colors.surface,
      }}
    >
      <h2 id="toc-heading" css={{ fontSize: fontSizes.md, marginBottom: space.sm }}>
        {label}
      </h2>
      <ol css={{ margin: 0, paddingLeft: "1.25rem", display: "grid", gap: 6 }}>
        {sections.map((h) => (
          <li key={h.id} css={{ fontSize: fontSizes.sm }}>
            <a href={`#${h.id}`} css={{ lineHeight: 1.6 }}>
              {h.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
