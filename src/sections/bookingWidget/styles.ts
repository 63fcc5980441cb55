import { colors, fontSizes, mq, radii, shadows, space, type } from "../../styles/theme";

/** Height reserved for the scheduler in px (its inline calendar needs about this much). */
export const BOOKING_CALENDAR_HEIGHT_PX = 700;

/**
 * The booking widget section's own rules (./BookingWidget.tsx): the booking page as static class
 * rules, so it leads with the calendar at no script cost. Every rule applies only on a page with
 * this section: its own `.booking…` classes, and the hero and section-frame classes only where a
 * booking section follows (`.hero:has(+ .section.booking)`) or contains them:
 * - `.booking`: the booking section. Its top padding is small, and the hero right before it
 *   (`.hero:has(+ .section.booking)`, the booking page's own hero, whatever its content; specific
 *   enough to outrank the rules for a hero before any form, so the fallback form moves nothing)
 *   is compact: less padding, the h1 at the article h1 size, tighter gaps, and its visual only
 *   from 1024 px (beside the words, where it costs no height), without the woven backdrop, which
 *   would reach into the booking section's header. So at 1280 × 800 the calendar starts on the first
 *   screen; on a phone the hero's jump link does, and the calendar follows the hero directly.
 * - `.booking__layout`: from 1024 px the calendar's card on the left, the section's header and
 *   the sticky benefits card on the right; below, header, card, benefits.
 * - `.booking__header`: the calendar's words and the fallback form's words stacked in one grid
 *   cell, the ones not in use invisible (`.booking__header-ghost`, set like the heading they
 *   stand in for), so the header is as tall as the taller set and swapping them moves nothing.
 * - `.booking__card`: the calendar's card: a caption line (`.booking__caption`, also where a
 *   chosen package is named; its height is fixed, so naming one moves nothing), the calendar's
 *   place and a footer of links.
 * - `.booking__place`: the calendar's place, {@link BOOKING_CALENDAR_HEIGHT_PX} px tall whatever
 *   it holds: the loading state (`.booking__status`: a faint calendar outline, the spinner and
 *   the loading text), the scheduler, or the "ask us to call you" form (`.booking__fallback`),
 *   which may make it taller on a phone, below the first screen.
 * Part of the global CSS in the page head.
 */
export const BOOKING_CSS = `
  .hero:has(+ .section.booking) { padding: ${space.lg}px 0 ${space.sm}px; }
  ${mq.md} { .hero:has(+ .section.booking) { padding: ${space.xl}px 0 ${space.sm}px; } }
  .hero:has(+ .section.booking) .hero-back { margin-bottom: ${space.xs}px; }
  .hero:has(+ .section.booking) .hv-slot { display: none; }
  .hero:has(+ .section.booking) .hero-title {
    text-wrap: wrap;
    font-size: ${type.h1.fontSize};
    line-height: ${type.h1.lineHeight};
    letter-spacing: ${type.h1.letterSpacing};
  }
  .hero:has(+ .section.booking) .hero-intro { margin-top: ${space.md}px; font-size: ${fontSizes.md}; max-width: 640px; }
  .hero:has(+ .section.booking) .hero-jump { margin-top: ${space.md}px; }
  .hero:has(+ .section.booking) .hero-trust { margin-top: ${space.md}px; }
  ${mq.lg} {
    .hero:has(+ .section.booking) .hv-slot { display: block; }
    .hero:has(+ .section.booking) .hv-backdrop { display: none; }
    .hero:has(+ .section.booking) .hv-hero { grid-template-columns: minmax(0, 1.4fr) minmax(340px, 1fr); gap: ${space.xl}px; align-items: end; }
  }

  .section.booking { padding-top: ${space.lg}px; }
  .booking__layout { display: grid; grid-template-columns: minmax(0, 1fr); gap: ${space.lg}px; }
  .booking__header { margin-bottom: 0; display: grid; }
  .booking__header-words { grid-area: 1 / 1; min-width: 0; }
  .booking__header-ghost { visibility: hidden; }
  .booking__header-ghost .section__heading {
    line-height: ${type.h2.lineHeight}; letter-spacing: ${type.h2.letterSpacing};
    font-weight: ${type.h2.fontWeight}; text-wrap: balance;
  }
  .booking__header .section__heading { font-size: ${type.h2.fontSize}; }
  .booking__header .section__intro { font-size: ${fontSizes.md}; }
  ${mq.lg} {
    .booking__layout {
      grid-template-columns: minmax(0, 1fr) 340px;
      grid-template-areas: "card head" "card side";
      grid-template-rows: auto 1fr;
      column-gap: ${space.xl}px;
      row-gap: ${space.lg}px;
      align-items: start;
    }
    .booking__header { grid-area: head; }
    .booking__header .section__heading { font-size: 1.75rem; }
    .booking__header .section__intro { font-size: ${fontSizes.md}; }
    .booking__card { grid-area: card; }
    .booking__benefits { grid-area: side; }
  }

  .booking__card {
    background: ${colors.white};
    border: 1px solid ${colors.border};
    border-radius: ${radii.lg}px;
    box-shadow: ${shadows.raised};
    overflow: hidden;
  }
  .booking__caption {
    display: flex; align-items: center; gap: 10px;
    height: 64px; padding: 0 ${space.md}px;
    border-bottom: 1px solid ${colors.borderSoft};
    font-size: ${fontSizes.sm}; color: ${colors.muted};
  }
  ${mq.md} { .booking__caption { padding: 0 ${space.lg}px; } }
  .booking__caption-icon { color: ${colors.primary}; flex-shrink: 0; }
  .booking__caption-text {
    display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden;
    line-height: 1.45;
  }
  .booking__caption strong { color: ${colors.text}; font-weight: 650; }
  .booking__caption[data-chosen] { background: ${colors.primarySoft}; box-shadow: inset 4px 0 0 ${colors.primary}; }

  .booking__place { position: relative; display: grid; min-height: ${BOOKING_CALENDAR_HEIGHT_PX}px; }
  .booking__place > * { grid-area: 1 / 1; min-width: 0; }
  #booking-widget { height: ${BOOKING_CALENDAR_HEIGHT_PX}px; min-width: 280px; }
  #booking-widget[hidden] { display: none; }

  .booking__status {
    position: relative; display: flex; flex-direction: column; align-items: center; justify-content: flex-start;
    gap: ${space.sm}px; padding-top: 132px; color: ${colors.muted}; z-index: 1;
  }
  .booking__status > .booking__outline {
    position: absolute; z-index: 0; inset: 112px ${space.lg}px ${space.lg}px;
    background-image: radial-gradient(circle closest-side, ${colors.surface} 0 14px, transparent 15px);
    background-size: calc(100% / 7) 64px;
    -webkit-mask-image: linear-gradient(#000, transparent 90%);
    mask-image: linear-gradient(#000, transparent 90%);
  }
  .booking__status > .booking__outline-bar {
    position: absolute; z-index: 0; top: 48px; left: ${space.lg}px; width: 40%; height: 20px;
    border-radius: ${radii.sm}px; background: ${colors.surface};
  }
  .booking__status > * { position: relative; z-index: 1; }
  .booking__status > p { padding: 2px 12px; border-radius: ${radii.pill}px; background: ${colors.white}; }
  .booking__status p { font-weight: 550; }
  .booking__spinner { color: ${colors.primary}; animation: booking-spin 1s linear infinite; }
  @keyframes booking-spin { to { transform: rotate(360deg); } }

  .booking__fallback { padding: ${space.lg}px ${space.md}px; background: ${colors.white}; }
  ${mq.md} { .booking__fallback { padding: ${space.lg}px ${space.xl}px; } }
  /* From md the form would leave the calendar's reserved height half empty: its message box takes
     the room instead (still inside the reservation, so nothing below moves). */
  ${mq.md} { .booking__fallback textarea { min-height: 230px; } }
  ${mq.xl} { .booking__fallback textarea { min-height: 300px; } }
  .booking__fallback-email { margin: 0 0 ${space.md}px; font-size: ${fontSizes.sm}; }
  .booking__fallback-email a { font-weight: 650; }

  .booking__links {
    display: flex; flex-wrap: wrap; gap: ${space.xs}px ${space.lg}px;
    padding: 12px ${space.md}px; border-top: 1px solid ${colors.borderSoft};
    background: ${colors.surface}; font-size: ${fontSizes.sm}; color: ${colors.muted};
  }
  ${mq.md} { .booking__links { padding: 12px ${space.lg}px; } }
  .booking__links a { font-weight: 650; }

  .booking__benefits {
    position: sticky; top: 96px; padding: ${space.lg}px;
    background: ${colors.primarySoft}; border: 1px solid ${colors.primaryBorder}; border-radius: ${radii.lg}px;
  }
  .booking__benefits h3 { font-size: ${fontSizes.lg}; margin-bottom: ${space.md}px; }
  .booking__benefits ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
  .booking__benefits li { display: flex; gap: 10px; font-size: ${fontSizes.sm}; }
  .booking__benefits svg { color: ${colors.success}; flex-shrink: 0; }
`;
