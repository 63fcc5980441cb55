import type { SectionProps } from "../types";
import { SectionShell } from "../SectionShell";

/**
 * A comparison table (before/after, traditional staff vs AI staff). From the `sm` breakpoint up
 * it is a table; on narrower screens each row stacks into a block: the row label, then each
 * value under its column's header (shown from the cell's `data-label`). It is the same `<table>`
 * at every width, so its row and column headers stay, and nothing needs scrolling sideways. Its
 * looks are static class rules (src/sections/comparison/styles.ts), so they cost no JavaScript.
 */
export function Comparison({ section, index }: SectionProps<"comparison">): JSX.Element {
  const last = section.columns.length - 1;
  return (
    <SectionShell isStatic section={section} index={index} tone="alternate">
      <div className="comparison">
        <table className="comparison__table">
          <thead className="comparison__head">
            <tr>
              {section.columns.map((c, i) => (
                <th
                  key={c}
                  scope="col"
                  className={`comparison__cell comparison__column${i === last ? " comparison__column--ours" : ""}`}
                >
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="comparison__body">
            {section.rows.map((row) => (
              <tr key={row.label} className="comparison__row">
                <th scope="row" className="comparison__cell comparison__label">
                  {row.label}
                </th>
                {row.values.map((v, i) => (
                  <td
                    key={i}
                    data-label={section.columns[i + 1]}
                    className={`comparison__cell comparison__value${i === row.values.length - 1 ? " comparison__value--ours" : ""}`}
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
