import { space } from "../../styles/theme";

/**
 * The cards section's own rule (src/sections/cards/Cards.tsx): `.cards__actions`, the row of
 * actions under the grid. The card itself (`.card…`) is shared with other lists
 * (src/styles/cardCss.ts); the grid's columns follow the number of cards (an Emotion prop).
 */
export const CARDS_CSS = `
  .cards__actions { margin-top: ${space.xl}px; }
`;
