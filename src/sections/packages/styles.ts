import { colors, fontSizes, radii, shadows, space } from "../../styles/theme";

/**
 * The pricing tiers' class rules (src/sections/packages/Packages.tsx): `.packages` (the row; its
 * columns follow the number of tiers, an Emotion prop), `.package` (a tier's card; the popular
 * one, `[data-popular]`, with a thicker brand ring and a halo; its padding is set in
 * src/styles/polishCss.ts, so its contents line up with its neighbours'), `__badge` (the "Most
 * Popular" pill on the top edge), `__name`, `__price` (`__amount` beside `__duration`),
 * `__description`, `__action` (pinned to the card's foot) and `__button` (full width). Part of
 * GLOBAL_CSS in every page's head.
 */
export const PACKAGES_CSS = `
  .packages { align-items: stretch; padding-top: ${space.sm}px; }
  .package {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${space.md}px;
    padding: ${space.lg}px;
    background: ${colors.white};
    border-radius: ${radii.lg}px;
    border: 1px solid ${colors.borderSoft};
    box-shadow: ${shadows.flat};
  }
  .package[data-popular] {
    border: 2px solid ${colors.primary};
    box-shadow: 0 0 0 4px ${colors.primaryBorder}, 0 20px 40px rgba(30, 64, 175, 0.14);
  }
  .package__badge {
    position: absolute;
    top: -14px;
    left: 50%;
    transform: translateX(-50%);
    padding: 4px 14px;
    border-radius: ${radii.pill}px;
    background: ${colors.primary};
    color: ${colors.white};
    font-size: ${fontSizes.xs};
    font-weight: 700;
    white-space: nowrap;
  }
  .package__name { font-size: ${fontSizes.xl}; }
  .package__price { display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px; }
  .package__amount { font-size: 2.25rem; font-weight: 800; letter-spacing: -0.02em; }
  .package__duration { color: ${colors.muted}; font-weight: 600; }
  .package__description { color: ${colors.muted}; }
  .package__action { margin-top: auto; padding-top: ${space.sm}px; }
  .package__button { width: 100%; }
`;
