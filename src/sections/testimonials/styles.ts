import { colors, fontSizes, radii, space } from "../../styles/theme";

/**
 * The quotes of a testimonials section (src/sections/testimonials/Testimonials.tsx) as static class rules:
 * `.testimonial` (a card: rating, quote, results, author), `.testimonial__rating` and
 * `.testimonial__star` (filled stars in the star colour), `.testimonial__quote`,
 * `.testimonial__author` (pinned to the card's foot) with `.testimonial__avatar` (the initials in
 * a filled circle), `.testimonial__name` and `.testimonial__role`; and the section's figures
 * (`.testimonials__stats`) and industry tags (`.testimonials__tags`) below the quotes. Part of the
 * global CSS in the page head, so the quotes cost no JavaScript for their looks.
 */
export const TESTIMONIAL_CSS = `
  .testimonial {
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: ${space.md}px;
    padding: ${space.lg}px;
    background: ${colors.white};
    border: 1px solid ${colors.borderSoft};
    border-radius: ${radii.lg}px;
  }
  .testimonial__rating { display: flex; gap: 2px; color: ${colors.star}; }
  .testimonial__star { fill: currentColor; }
  .testimonial__quote { margin: 0; font-size: ${fontSizes.md}; }
  .testimonial__author { display: flex; align-items: center; gap: 12px; margin-top: auto; }
  .testimonial__avatar {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: ${radii.pill}px;
    background: ${colors.primary};
    color: ${colors.white};
    font-weight: 700;
  }
  .testimonial__name { display: block; font-weight: 700; }
  .testimonial__role { display: block; font-size: ${fontSizes.sm}; color: ${colors.muted}; }
  .testimonials__stats { margin-top: ${space.xxl}px; }
  .testimonials__tags { margin-top: ${space.xl}px; display: flex; justify-content: center; }
`;
