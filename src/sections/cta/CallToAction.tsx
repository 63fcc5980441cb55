import { useContext } from "react";
import type { SectionProps } from "../types";
import { sectionHeadingId } from "../SectionShell";
import { Container } from "../../components/Container";
import { ActionRow } from "../../components/ActionButton";
import { Icon } from "../../components/Icon";
import { space } from "../../styles/theme";
import { staticPartProps, useServerMarkup } from "../../components/serverMarkup";
import { balancedGrid } from "../../styles/grid";
import { SectionVisualsContext } from "../../content/SectionVisualsContext";

/**
 * A call to action: `band` (default) is the dark full-width closing block; `panel` an inline
 * promo card. Optional tiles carry promises or reassurances. A panel with a worked ROI example
 * (`roiExample`, drawn at build time and handed over with the page's section visuals) shows it
 * beside the words from 1024 px, under them below. Its looks are static classes
 * (./styles.ts); it holds only links, so it is a static part
 * (src/components/serverMarkup.ts).
 */
export function CallToAction({ section, index }: SectionProps<"cta">): JSX.Element {
  const band = (section.variant ?? "band") === "band";
  const headingId = sectionHeadingId(section, index);
  // The same key a static SectionShell gives a section: its position on the page.
  const staticKey = `section-${index}`;
  const html = useServerMarkup(staticKey);
  const exampleHtml = useContext(SectionVisualsContext)[index];
  const inner = (
    <div className="cta__inner">
      {section.eyebrow && <p className="cta__eyebrow">{section.eyebrow}</p>}
      <h2 id={headingId} className="cta__heading">
        {section.heading}
      </h2>
      {section.intro && <p className="cta__intro">{section.intro}</p>}
      <div className="cta__actions">
        <ActionRow actions={section.actions} onDark={band} center={band} />
      </div>
      {section.tiles && (
        <ul
          className="cta__tiles"
          css={balancedGrid(section.tiles.length, { base: 1, md: 3 }, space.md)}
        >
          {section.tiles.map((t) => (
            <li key={t.title} className="cta__tile">
              {t.icon && <Icon name={t.icon} size={24} className="cta__tile-icon" />}
              <h3>{t.title}</h3>
              <p>{t.description}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className={band ? "cta cta--band" : "cta"}
      {...staticPartProps(staticKey, html)}
    >
      {html === null ? (
        <Container>
          {band ? (
            inner
          ) : (
            <div className={exampleHtml ? "cta__panel cta__panel--example" : "cta__panel"}>
              {inner}
              {exampleHtml && (
                <div className="cta__example" dangerouslySetInnerHTML={{ __html: exampleHtml }} />
              )}
            </div>
          )}
        </Container>
      ) : null}
    </section>
  );
}
