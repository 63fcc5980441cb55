import type { ComponentType } from "react";
import type { Section } from "../content/schema";
import type { SectionProps } from "./types";
import { SECTION_COMPONENTS } from "./index";

/**
 * Renders a page's sections in order through {@link SECTION_COMPONENTS}.
 * Throws on an unknown section type (content validation normally stops that at build time).
 */
export function SectionList({ sections }: { sections: Section[] }): JSX.Element {
  return (
    <>
      {sections.map((section, index) => {
        const Component = SECTION_COMPONENTS[section.type] as ComponentType<SectionProps<typeof section.type>> | undefined;
        if (!Component) throw new Error(`Unknown section type "${section.type}" at sections[${index}]`);
        return <Component key={`${section.type}-${section.id ?? index}`} section={section as never} index={index} />;
      })}
    </>
  );
}
