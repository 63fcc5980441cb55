import type { ReactNode } from "react";
import { Container } from "../components/Container";
import { colors, fontSizes, mq, space } from "../styles/theme";

type SectionShellProps = {
  /** Anchor id from content; also used to label the section by its heading. */
  id?: string;
  /** Fallback id for the heading when the section has none (its index on the page). */
  index: number;
  eyebrow?: string;
  heading?: string;
  intro?: string;
  /** Alternating background for visual rhythm. */
  tone?: "plain" | "tinted";
  children: ReactNode;
};

/**
 * The frame every section shares: `<section id>` labelled by its `<h2>`, an optional eyebrow and
 * intro above the content, in the page container.
 */
export function SectionShell({
  id,
  index,
  eyebrow,
  heading,
  intro,
  tone = "plain",
  children,
}: SectionShellProps): JSX.Element {
  const headingId = `${id ?? `section-${index}`}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      css={{
        background: tone === "tinted" ? colors.surface : colors.white,
        paddingTop: space.xxl,
        paddingBottom: space.xxl,
        [mq.md]: { paddingTop: space.xxxl, paddingBottom: space.xxxl },
      }}
    >
      <Container>
        {(eyebrow || heading || intro) && (
          <header css={{ maxWidth: 760, marginBottom: space.xl }}>
            {eyebrow && (
              <p
                css={{
                  color: colors.primary,
                  fontWeight: 700,
                  fontSize: fontSizes.sm,
                  textTransform: "uppercase",
                  letterSpacing: "0.08em",
                  marginBottom: space.sm,
                }}
              >
                {eyebrow}
              </p>
            )}
            {heading && (
              <h2 id={headingId} css={{ fontSize: fontSizes.xxl }}>
                {heading}
              </h2>
            )}
            {intro && (
              <p css={{ color: colors.muted, fontSize: fontSizes.lg, marginTop: space.md }}>
                {intro}
              </p>
            )}
          </header>
        )}
        {children}
      </Container>
    </section>
  );
}
