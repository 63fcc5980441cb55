import type { ReactNode } from "react";
import { Container } from "../components/Container";
import { staticPartProps, useServerMarkup } from "../components/serverMarkup";
import type { SectionSurface } from "../styles/surfaces";
import { KeepHyphenated } from "../components/KeepHyphenated";

type SectionShellProps = {
  /**
   * The section's shared fields: `id` (anchor, and the basis of the heading's id), `eyebrow`,
   * `heading` and `intro`. Any section's content can be passed as it is.
   */
  section: {
    id?: string;
    eyebrow?: string;
    heading?: string;
    intro?: string;
    surface?: SectionSurface;
  };
  /** The section's position on the page: fallback id for its heading, and `alternate` tone. */
  index: number;
  /**
   * The section type's default background when the page's JSON names no `surface`: `plain`
   * white, `tinted` surface, `alternate` tinted on even positions.
   */
  tone?: "plain" | "tinted" | "alternate";
  /**
   * The content has no state and no handlers (cards, figures, steps, links): on the page the
   * browser loaded it keeps the server's HTML and is not hydrated (src/components/serverMarkup.ts).
   */
  isStatic?: boolean;
  children: ReactNode;
};

/**
 * The background a section gets: the `surface` its JSON names, else its type's default `tone`
 * (`alternate` is tinted on even positions).
 */
function resolveSurface(
  surface: SectionSurface | undefined,
  tone: "plain" | "tinted" | "alternate",
  index: number,
): SectionSurface {
  if (surface) return surface;
  return tone === "tinted" || (tone === "alternate" && index % 2 === 0) ? "tint" : "white";
}

/** The id of a section's `<h2>` (sections label tables and regions with it). */
export function sectionHeadingId(section: { id?: string }, index: number): string {
  return `${section.id ?? `section-${index}`}-heading`;
}

/**
 * The frame every section shares: `<section id>` labelled by its `<h2>`, an optional eyebrow and
 * intro above the content, in the page container, on the section's surface (`data-surface` names
 * it for styles and tests). On the dark band the header turns light; the content keeps its
 * light cards. Its styles are static classes (SECTION_FRAME_CSS in src/styles/surfaces.ts).
 */
export function SectionShell({
  section,
  index,
  tone = "plain",
  isStatic = false,
  children,
}: SectionShellProps): JSX.Element {
  const { id, eyebrow, heading, intro } = section;
  const headingId = sectionHeadingId(section, index);
  const surface = resolveSurface(section.surface, tone, index);
  const staticKey = isStatic ? `section-${index}` : "";
  const html = useServerMarkup(staticKey);
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      data-surface={surface}
      className="section"
      {...(isStatic ? staticPartProps(staticKey, html) : {})}
    >
      {html === null ? (
        <Container>
          {(eyebrow || heading || intro) && (
            <header className="section__header">
              {eyebrow && <p className="section__eyebrow">{eyebrow}</p>}
              {heading && (
                <h2 id={headingId} className="section__heading">
                  <KeepHyphenated text={heading} />
                </h2>
              )}
              {intro && <p className="section__intro">{intro}</p>}
            </header>
          )}
          {children}
        </Container>
      ) : null}
    </section>
  );
}
