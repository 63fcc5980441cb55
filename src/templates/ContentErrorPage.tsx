import type { PageProps } from "gatsby";

/** Page context of a page whose content file has a problem (set by gatsby-node.ts in development). */
export type ContentErrorPageContext = {
  /** The file behind the page, e.g. `data/pages/ai-agents/rag.json`. */
  file: string;
  /** Every problem found in it, as the validator words them (file, field, what to do). */
  problems: string[];
};

/**
 * What `gatsby develop` shows at a page whose content file has a problem, instead of the page:
 * the file, each problem, and what to do. Development only: a production build stops at the
 * first bad file, so no visitor sees it. Its words live here rather than in data/, because the
 * file that would hold them may be the broken one.
 */
export default function ContentErrorPage({
  pageContext,
}: PageProps<object, ContentErrorPageContext>): JSX.Element {
  const { file, problems } = pageContext;
  return (
    <main
      style={{
        font: "16px/1.5 system-ui, sans-serif",
        maxWidth: "52rem",
        margin: "3rem auto",
        padding: "0 1.25rem",
        color: "#0f172a",
      }}
    >
      <h1 style={{ fontSize: "1.6rem", margin: "0 0 0.5rem" }}>This page has a content problem</h1>
      <p>
        The local site cannot show this page until <code>{file}</code> is fixed. Every other page
        still works. Fix the field named below in the CMS (or in the file), save, and this page
        reloads by itself.
      </p>
      <ul style={{ padding: 0, listStyle: "none" }}>
        {problems.map((p) => (
          <li key={p}>
            <pre
              style={{
                whiteSpace: "pre-wrap",
                overflowWrap: "anywhere",
                background: "#fef2f2",
                border: "1px solid #fecaca",
                borderRadius: 8,
                padding: "0.75rem 1rem",
                font: "14px/1.5 ui-monospace, monospace",
              }}
            >
              {p}
            </pre>
          </li>
        ))}
      </ul>
    </main>
  );
}
