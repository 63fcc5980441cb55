import { colors, fontSizes, space } from "../styles/theme";

/**
 * On the booking page, the tool result a visitor brings (a tool's "Discuss this result"):
 * `copy.label`, the result's sentence (built from known values only, src/lib/toolSubject.ts) and
 * `copy.note`. The booking widget renders it above the scheduler, only in the browser (the query
 * string is read there).
 */
export function ChosenToolNotice({
  copy,
  text,
}: {
  copy: { label: string; note: string };
  text: string;
}): JSX.Element {
  return (
    <div
      data-testid="booking-tool"
      css={{
        padding: space.md,
        background: colors.primarySoft,
        borderBottom: `1px solid ${colors.primaryBorder}`,
        borderLeft: `4px solid ${colors.primary}`,
      }}
    >
      <p css={{ fontSize: fontSizes.sm, fontWeight: 650, color: colors.primaryDark }}>
        {copy.label}
      </p>
      <p css={{ marginTop: space.xs, fontSize: fontSizes.lg, fontWeight: 650 }}>{text}</p>
      <p css={{ marginTop: space.xs, color: colors.muted, fontSize: fontSizes.sm }}>{copy.note}</p>
    </div>
  );
}
