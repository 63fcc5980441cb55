import type { SectionProps } from "./types";
import { SectionShell } from "./SectionShell";
import { Icon } from "../components/Icon";
import { colors, fontSizes, radii, space } from "../styles/theme";
import { balancedGrid } from "../styles/grid";

/** A grid of named tiles (integrations, technologies with levels, partners, compliance badges). */
export function Badges({ section, index }: SectionProps<"badges">): JSX.Element {
  return (
    <SectionShell section={section} index={index} tone="alternate">
      <div css={{ display: "grid", gap: space.xl }}>
        {section.groups.map((group, g) => (
          <div key={group.title ?? g}>
            {group.title && (
              <h3
                css={{
                  fontSize: fontSizes.lg,
                  marginBottom: space.md,
                  color: "var(--on-surface)",
                }}
              >
                {group.title}
              </h3>
            )}
            <ul
              css={{
                listStyle: "none",
                margin: 0,
                padding: 0,
                ...balancedGrid(
                  group.items.length,
                  { base: 1, sm: 2, md: 3, lg: 4, xl: 6 },
                  space.md,
                ),
              }}
            >
              {group.items.map((b) => (
                <li
                  key={b.name}
                  css={{
                    display: "flex",
                    alignItems: "flex-start",
                    gap: 10,
                    padding: space.md,
                    background: colors.white,
                    border: `1px solid ${colors.borderSoft}`,
                    borderRadius: radii.md,
                  }}
                >
                  {b.icon && (
                    <Icon name={b.icon} size={22} css={{ color: colors.primary, flexShrink: 0 }} />
                  )}
                  <span css={{ minWidth: 0 }}>
                    <span css={{ display: "block", fontWeight: 700 }}>{b.name}</span>
                    {b.description && (
                      <span css={{ display: "block", fontSize: fontSizes.xs, color: colors.muted }}>
                        {b.description}
                      </span>
                    )}
                    {b.level && (
                      <span
                        css={{
                          display: "inline-block",
                          marginTop: 6,
                          padding: "2px 8px",
                          borderRadius: radii.pill,
                          fontSize: fontSizes.xs,
                          fontWeight: 700,
                          background: b.level === "Expert" ? colors.primary : colors.primarySoft,
                          color: b.level === "Expert" ? colors.white : colors.primaryDark,
                        }}
                      >
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
