import type { SectionProps } from "./types";
import { SectionShell } from "./SectionShell";
import { ActionButton } from "../components/ActionButton";
import { CaseStudyCard } from "../components/CaseStudyCard";
import { useCollections } from "../content/CollectionsContext";
import { formatDate } from "../lib/format";
import { cardSurface, colors, eyebrowText, fontSizes, mq, space } from "../styles/theme";

/**
 * Lists a content collection: blog posts (newest first, from data/blog/) or case studies (by
 * `order`, from data/case-studies/). An editor adds an item by adding a file.
 */
export function CollectionList({ section, index }: SectionProps<"collectionList">): JSX.Element {
  const { blog, caseStudies } = useCollections();
  const grid = {
    display: "grid",
    gap: space.lg,
    [mq.md]: { gridTemplateColumns: "repeat(2, 1fr)" },
    [mq.lg]: { gridTemplateColumns: "repeat(3, 1fr)" },
  } as const;
  return (
    <SectionShell section={section} index={index} tone="tinted">
      {section.collection === "blog" ? (
        <div css={grid}>
          {blog.map((post) => (
            <article
              key={post.slug}
              css={{
                display: "flex",
                flexDirection: "column",
                gap: space.sm,
                padding: space.lg,
                ...cardSurface,
              }}
            >
              <p
                css={{
                  ...eyebrowText,
                }}
              >
                {post.category}
              </p>
              <h3 css={{ fontSize: fontSizes.lg }}>{post.title}</h3>
              <p
                css={{
                  display: "flex",
                  flexWrap: "wrap",
                  gap: "0 12px",
                  fontSize: fontSizes.sm,
                  color: colors.muted,
                }}
              >
                <span>{post.author}</span>
                <time dateTime={post.date}>{formatDate(post.date)}</time>
                <span>{post.readTime}</span>
              </p>
              <p css={{ color: colors.muted }}>{post.excerpt}</p>
              {section.itemActionLabel && (
                <div css={{ marginTop: "auto", paddingTop: space.sm }}>
                  <ActionButton
                    action={{ label: section.itemActionLabel }}
                    tone="secondary"
                    css={{ minHeight: 44, padding: "8px 16px" }}
                  />
                </div>
              )}
            </article>
          ))}
        </div>
      ) : (
        <div css={grid}>
          {caseStudies.map((study) => (
            <CaseStudyCard key={study.slug} study={study} title={study.title} />
          ))}
        </div>
      )}
    </SectionShell>
  );
}
