import type { SectionProps } from "./types";
import { SectionShell } from "./SectionShell";
import { colors, fontSizes, radii, space } from "../styles/theme";

/** A comparison table (before/after, traditional staff vs AI staff); scrolls sideways on phones. */
export function Comparison({ section, index }: SectionProps<"comparison">): JSX.Element {
  const cell = {
    padding: `${space.md}px`,
    textAlign: "left",
    verticalAlign: "top",
    borderBottom: `1px solid ${colors.borderSoft}`,
  } as const;
  const headingId = `${section.id ?? `section-${index}`}-heading`;
  return (
    <SectionShell section={section} index={index} tone="alternate">
      {/* A focusable group (not a second region: the section is already the region named by this heading) so keyboard users can scroll the table. */}
      <div
        role="group"
        aria-labelledby={headingId}
        tabIndex={0}
        css={{
          overflowX: "auto",
          background: colors.white,
          border: `1px solid ${colors.borderSoft}`,
          borderRadius: radii.lg,
        }}
      >
        <table
          css={{ width: "100%", minWidth: 560, borderCollapse: "collapse", fontSize: fontSizes.sm }}
        >
          <thead>
            <tr>
              {section.columns.map((c, i) => (
                <th
                  key={c}
                  scope="col"
                  css={{
                    ...cell,
                    background:
                      i === section.columns.length - 1 ? colors.primarySoft : colors.surface,
                    color: i === section.columns.length - 1 ? colors.primaryDark : colors.text,
                    fontSize: fontSizes.sm,
                  }}
                >
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" css={{ ...cell, fontWeight: 700 }}>
                  {row.label}
                </th>
                {row.values.map((v, i) => (
                  <td
                    key={i}
                    css={{
                      ...cell,
                      color: i === row.values.length - 1 ? colors.text : colors.muted,
                      fontWeight: i === row.values.length - 1 ? 600 : 400,
                    }}
                  >
                    {v}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionShell>
  );
}
