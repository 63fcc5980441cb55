import type { SectionProps } from "./types";
import { SectionShell } from "./SectionShell";
import { cardSurface, colors, fontSizes, mq, space } from "../styles/theme";

/**
 * A comparison table (before/after, traditional staff vs AI staff). From the `sm` breakpoint up
 * it is a table; on narrower screens each row stacks into a block: the row label, then each
 * value under its column's header (shown from the cell's `data-label`). It is the same `<table>`
 * at every width, so its row and column headers stay, and nothing needs scrolling sideways.
 */
export function Comparison({ section, index }: SectionProps<"comparison">): JSX.Element {
  // Cells are blocks in the stacked layout and table cells from `sm` up. Each cell's styles put
  // the `[mq.sm]` rules last, so they override the stacked ones.
  const cell = {
    display: "block",
    padding: `${space.xs}px ${space.md}px`,
    textAlign: "left",
    verticalAlign: "top",
  } as const;
  const wideCell = {
    display: "table-cell",
    padding: space.md,
    borderBottom: `1px solid ${colors.borderSoft}`,
  } as const;
  const last = section.columns.length - 1;
  return (
    <SectionShell isStatic section={section} index={index} tone="alternate">
      <div
        css={{
          ...cardSurface,
          // Clips the cells' square corners to the rounded border; the table always fits its width.
          overflow: "hidden",
        }}
      >
        <table
          css={{
            display: "block",
            width: "100%",
            borderCollapse: "collapse",
            fontSize: fontSizes.sm,
            [mq.sm]: { display: "table" },
          }}
        >
          <thead
            css={{
              // Stacked rows label each value themselves; the header row is then for screen readers.
              position: "absolute",
              width: 1,
              height: 1,
              overflow: "hidden",
              clipPath: "inset(50%)",
              whiteSpace: "nowrap",
              [mq.sm]: {
                position: "static",
                width: "auto",
                height: "auto",
                overflow: "visible",
                clipPath: "none",
                whiteSpace: "normal",
                display: "table-header-group",
              },
            }}
          >
            <tr>
              {section.columns.map((c, i) => (
                <th
                  key={c}
                  scope="col"
                  css={{
                    ...cell,
                    background: i === last ? colors.primarySoft : colors.surface,
                    color: i === last ? colors.primaryDark : colors.text,
                    fontSize: fontSizes.sm,
                    [mq.sm]: wideCell,
                  }}
                >
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody css={{ display: "block", [mq.sm]: { display: "table-row-group" } }}>
            {section.rows.map((row) => (
              <tr
                key={row.label}
                css={{
                  display: "block",
                  paddingTop: space.sm,
                  paddingBottom: space.md,
                  "& + &": { borderTop: `1px solid ${colors.borderSoft}` },
                  [mq.sm]: { display: "table-row", padding: 0, "& + &": { borderTop: "none" } },
                }}
              >
                <th
                  scope="row"
                  css={{
                    ...cell,
                    fontWeight: 700,
                    fontSize: fontSizes.md,
                    [mq.sm]: { ...wideCell, fontSize: fontSizes.sm },
                  }}
                >
                  {row.label}
                </th>
                {row.values.map((v, i) => (
                  <td
                    key={i}
                    data-label={section.columns[i + 1]}
                    css={{
                      ...cell,
                      color: i === row.values.length - 1 ? colors.text : colors.muted,
                      fontWeight: i === row.values.length - 1 ? 600 : 400,
                      "&::before": {
                        content: "attr(data-label)",
                        display: "block",
                        fontSize: fontSizes.xs,
                        fontWeight: 700,
                        color: i === row.values.length - 1 ? colors.primaryDark : colors.text,
                        textTransform: "uppercase",
                        letterSpacing: "0.06em",
                      },
                      [mq.sm]: { ...wideCell, "&::before": { content: "none" } },
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
