import { colors } from "../styles/theme";

/** The brand's logo mark: a woven "L" in an inline 32×32 px SVG, decorative (the brand name is text). */
export function BrandMark({ size = 32 }: { size?: number }): JSX.Element {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={colors.primary} />
      <path
        d="M10 8v16h12"
        stroke={colors.white}
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <path
        d="M15 8v11h7"
        stroke={colors.primaryOnDark}
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}
