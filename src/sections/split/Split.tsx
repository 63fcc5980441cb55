import { useContext } from "react";
import type { SectionProps } from "../types";
import { SectionShell } from "../SectionShell";
import { Icon } from "../../components/Icon";
import { SectionVisualsContext } from "../../content/SectionVisualsContext";

/**
 * A split row: ticked benefits beside a side panel (implementation steps, sample interactions,
 * daily tasks) or beside a visual, the build-time drawing of the section's `visual` (HTML from
 * the page's context, so no JavaScript ships for it). Styles are static classes (`SPLIT_CSS` in
 * src/sections/split/styles.ts).
 */
export function Split({ section, index }: SectionProps<"split">): JSX.Element {
  const visualHtml = useContext(SectionVisualsContext)[index];
  const { panel } = section;
  const PanelList = panel?.ordered ? "ol" : "ul";
  return (
    <SectionShell isStatic section={section} index={index} tone="alternate">
      <div className={visualHtml ? "split split--visual" : "split"}>
        <ul className="split__items">
          {section.items.map((it) => (
            <li key={it.title}>
              <Icon name="circle-check" size={24} className="split__icon" />
              <div>
                <h3>{it.title}</h3>
                {it.description && <p>{it.description}</p>}
              </div>
            </li>
          ))}
        </ul>
        {visualHtml ? (
          <div className="split__visual" dangerouslySetInnerHTML={{ __html: visualHtml }} />
        ) : (
          panel && (
            <aside aria-label={panel.title} className="split__panel">
              <h3>{panel.title}</h3>
              <PanelList
                className={
                  panel.ordered
                    ? "split__panel-list split__panel-list--ordered"
                    : "split__panel-list"
                }
              >
                {panel.items.map((it) => (
                  <li key={it}>{it}</li>
                ))}
              </PanelList>
            </aside>
          )
        )}
      </div>
    </SectionShell>
  );
}
