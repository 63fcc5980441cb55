import type { Stat } from "../content/schema";
import { colors, fontSizes, space } from "../styles/theme";

/**
 * A row of headline figures as a description list (`<dt>` label, `<dd>` value). Values longer
 * than 6 characters ("4-6 weeks") use a smaller size so they stay on one line.
 */
export function StatList({
  stats,
  onDark,
  center,
}: {
  stats: Stat[];
  onDark?: boolean;
  center?: boolean;
}): JSX.Element {
  return (
    <dl
      css={{
        display: "grid",
        gridTemplateColumns: `repeat(auto-fit, minmax(${stats.length > 3 ? 140 : 160}px, 1fr))`,
        gap: space.lg,
        margin: 0,
        textAlign: center ? "center" : "left",
      }}
    >
      {stats.map((s) => (
        <div
          key={`${s.value}-${s.label}`}
          css={{ display: "flex", flexDirection: "column-reverse", gap: 4 }}
        >
          <dt
            css={{
              color: onDark ? colors.inkMuted : colors.muted,
              fontSize: fontSizes.sm,
              fontWeight: 500,
            }}
          >
            {s.label}
            {s.description && (
              <span css={{ display: "block", fontSize: fontSizes.xs }}>{s.description}</span>
            )}
          </dt>
          <dd
            css={{
              margin: 0,
              fontSize:
                s.value.length > 6
                  ? "clamp(1.375rem, 1.15rem + 0.8vw, 1.875rem)"
                  : "clamp(1.75rem, 1.4rem + 1.2vw, 2.375rem)",
              fontWeight: 800,
              lineHeight: 1.15,
              color: onDark ? colors.white : colors.primary,
              letterSpacing: "-0.02em",
            }}
          >
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
