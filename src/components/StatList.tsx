import type { Stat } from "../content/schema";
import { space, type } from "../styles/theme";
import { balancedGrid } from "../styles/grid";

/** Longest value (characters) that still takes the full figure size; longer rows step down. */
const FULL_SIZE_MAX_CHARS = 6;
/** Longest value (characters) that still fits three to a row on a phone. */
const THREE_UP_MAX_CHARS = 5;

/**
 * The figure size for a whole row of values (CSS length): the full figure size, or one step
 * smaller when any value is longer than 6 characters ("300-600%"), so every value in the row is
 * set at one size and none wraps.
 */
export function statFigureSize(values: string[]): string {
  const longest = Math.max(0, ...values.map((v) => v.length));
  return longest > FULL_SIZE_MAX_CHARS
    ? "clamp(1.5rem, 1.3rem + 0.7vw, 1.875rem)"
    : type.figure.fontSize;
}

/**
 * A row of headline figures as a description list (`<dt>` label, `<dd>` value shown above it).
 * Every value in the row is set at one size (`statFigureSize`) on one line; the columns follow
 * the item count (src/styles/grid.ts). On phones a row of three becomes three lines, each value
 * beside its label (the static `.stat-list` rules in src/styles/phoneCss.ts), so a label never
 * squeezes into a third of the screen. Static parts are `.stat-list…` classes
 * (./statListCss.ts); the columns and the figure size stay Emotion props.
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
  const values = stats.map((s) => s.value);
  const longest = Math.max(0, ...values.map((v) => v.length));
  const caps = { base: longest > THREE_UP_MAX_CHARS ? 2 : 3, sm: 3, md: 4, lg: 5 };
  return (
    <dl
      className={center ? "stat-list stat-list--center" : "stat-list"}
      css={balancedGrid(stats.length, caps, space.lg)}
    >
      {stats.map((s) => (
        <div key={`${s.value}-${s.label}`} className="stat-list__item">
          <dt
            className={onDark ? "stat-list__label stat-list__label--on-dark" : "stat-list__label"}
          >
            {s.label}
            {s.description && <span className="stat-list__description">{s.description}</span>}
          </dt>
          <dd
            className={onDark ? "stat-list__value stat-list__value--on-dark" : "stat-list__value"}
            css={{ fontSize: statFigureSize(values) }}
          >
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
