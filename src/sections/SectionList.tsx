import { Suspense, type ComponentType } from "react";
import type { Section } from "../content/schema";
import type { SectionProps } from "./types";
import { SECTION_COMPONENTS } from "./index";

/**
 * Renders a page's sections in order through the section map. Throws on a type the map lacks
 * (content validation makes that impossible for built pages).
 *
 * Each section sits in its own `<Suspense>` boundary. Widget sections suspend while their chunk
 * loads; the others never do, but the boundaries still let React 18 hydrate the sections after
 * the page frame, each in small slices that yield to the browser, instead of in one long task
 * (less Total Blocking Time). The server HTML is on screen and links work meanwhile; a click or
 * key press in a section hydrates it at once.
 *
 * `omit` lists indexes of sections this page leaves out (a template filter page drops the
 * featured row its library repeats); the others keep their index, which keys their visuals.
 */
export function SectionList({
  sections,
  omit,
}: {
  sections: Section[];
  omit?: readonly number[];
}): JSX.Element {
  return (
    <>
      {sections.map((section, index) => {
        if (omit?.includes(index)) return null;
        const Component = SECTION_COMPONENTS[section.type] as
          ComponentType<SectionProps<typeof section.type>> | undefined;
        if (!Component)
          throw new Error(`Unknown section type "${section.type}" at sections[${index}]`);
        return (
          <Suspense key={`${section.type}-${section.id ?? index}`} fallback={null}>
            <Component section={section as never} index={index} />
          </Suspense>
        );
      })}
    </>
  );
}
