import type { SectionProps } from "../types";
import { SectionShell } from "../SectionShell";
import { Icon } from "../../components/Icon";
import { ToolMark } from "../../components/ToolMark";
import { space } from "../../styles/theme";
import { balancedGrid, type ColumnCaps } from "../../styles/grid";

/** Columns per breakpoint at most: tiles (two a row on a phone), and the denser strip. */
const TILE_COLUMNS: ColumnCaps = { base: 2, sm: 2, md: 3, lg: 4, xl: 6 };
const STRIP_COLUMNS: ColumnCaps = { base: 2, sm: 3, md: 3, lg: 6, xl: 6 };

/**
 * A grid of named tiles (integrations, technologies with levels, partners, compliance badges).
 * A tile shows its tool's mark when its JSON names one (`mark`, a simple-icons slug), else its
 * `icon`; the name is always shown as text. In a group with marks the other tiles' icons take the
 * text colour too, so the row reads as one monochrome set. `layout: "strip"` draws the same items
 * without tiles, marks larger, between two hairlines (a partner band). The tiles' styles are static classes
 * (BADGES_CSS in ./styles.ts); only the column count, which follows the item count, is
 * set here.
 */
export function Badges({ section, index }: SectionProps<"badges">): JSX.Element {
  return (
    <SectionShell isStatic section={section} index={index} tone="alternate">
      <div className="badge-groups">
        {section.groups.map((group, g) => (
          <div key={group.title ?? g}>
            {group.title && <h3 className="badge-group__title">{group.title}</h3>}
            <ul
              className={section.layout === "strip" ? "badge-list badge-list--strip" : "badge-list"}
              css={balancedGrid(
                group.items.length,
                section.layout === "strip" ? STRIP_COLUMNS : TILE_COLUMNS,
                space.md,
              )}
            >
              {group.items.map((b) => (
                <li key={b.name} className="badge-tile">
                  {b.mark ? (
                    <ToolMark slug={b.mark} />
                  ) : (
                    b.icon && <Icon name={b.icon} size={22} className="badge-tile__icon" />
                  )}
                  <span className="badge-tile__text">
                    <span className="badge-tile__name">{b.name}</span>
                    {b.description && (
                      <span className="badge-tile__description">{b.description}</span>
                    )}
                    {b.level && (
                      <span className="badge-tile__level" data-level={b.level}>
                        {b.level}
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </SectionShell>
  );
}
