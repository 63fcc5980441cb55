import {
  cardSurface,
  colors,
  eyebrowDeclarations,
  focusRing,
  fontSizes,
  mq,
  radii,
  shadows,
  space,
  weave,
} from "./theme";

/**
 * The styles of the page frame and of shared cards that never change at runtime (skip link,
 * header, brand link, desktop mega-menu, mobile menu, breadcrumbs, footer, newsletter signup,
 * direct contact links, floating booking prompt, case-study card), as one CSS string of class rules built from the
 * theme's tokens. It is part of GLOBAL_CSS (src/styles/globalCss.ts), which the build writes into
 * every page's head, so these styles cost no JavaScript: the components only name the classes
 * (`.site-header…`, `.mega-menu…`, `.case-study…`). States are written as attribute selectors
 * (`[aria-expanded="true"]`, `[hidden]`), so nothing is computed in the browser. The server
 * writes Emotion's rules (from `css` props) earlier in the head than these, so where a class here
 * and a `css` prop on the same element set one property, the class wins.
 */
export const SHELL_CSS = `
  .skip-link {
    position: absolute;
    left: 8px;
    top: -100px;
    z-index: 100;
    padding: 10px 16px;
    background: ${colors.primary};
    color: ${colors.white};
    border-radius: ${radii.md}px;
    font-weight: 600;
  }
  .skip-link:focus {
    top: 8px;
  }
  .site-main {
    outline: none;
  }

  .site-header {
    position: sticky;
    top: 0;
    z-index: 40;
    background: ${colors.white};
    border-bottom: 1px solid ${colors.borderSoft};
  }
  .site-header__bar {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 16px;
    min-height: 72px;
  }
  .site-header__menus {
    display: none;
  }
  .site-header__actions {
    display: flex;
    align-items: center;
    gap: 12px;
  }
  ${mq.lg} {
    .site-header__menus {
      display: block;
    }
    .site-header__toggle {
      display: none;
    }
  }

  .mega-menu__list {
    display: flex;
    gap: 2px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .mega-menu__item {
    position: relative;
  }
  .mega-menu__trigger {
    display: flex;
    align-items: center;
    gap: 4px;
    padding: 10px 12px;
    background: transparent;
    border: 0;
    border-radius: ${radii.sm}px;
    color: ${colors.text};
    font-weight: 600;
    font-size: ${fontSizes.sm};
    cursor: pointer;
  }
  .mega-menu__trigger[aria-expanded="true"],
  .mega-menu__trigger:hover {
    background: ${colors.primarySoft};
  }
  .mega-menu__panel {
    position: absolute;
    top: 100%;
    left: 0;
    padding-top: 8px;
    z-index: 50;
  }
  .mega-menu__panel--wide {
    left: -120px;
  }
  .mega-menu__card {
    width: 340px;
    padding: ${space.sm}px;
    background: ${colors.white};
    border: 1px solid ${colors.borderSoft};
    border-radius: ${radii.lg}px;
    box-shadow: ${shadows.overlay};
  }
  .mega-menu__panel--wide .mega-menu__card {
    width: 620px;
  }
  .mega-menu__links {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: 1fr;
    gap: 2px;
  }
  .mega-menu__panel--wide .mega-menu__links {
    grid-template-columns: 1fr 1fr;
  }
  .mega-menu__link {
    display: flex;
    gap: 12px;
    padding: 12px;
    border-radius: ${radii.md}px;
    text-decoration: none;
    color: ${colors.text};
  }
  .mega-menu__link:hover {
    background: ${colors.surface};
  }
  /* A fixed 36 px tile that never shrinks: every item's words start at the same x in a column. */
  .mega-menu__icon {
    flex: none;
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    color: ${colors.primary};
    background: ${colors.primarySoft};
    border-radius: ${radii.sm}px;
  }
  .mega-menu__title {
    display: block;
    font-weight: 650;
    font-size: ${fontSizes.sm};
  }
  .mega-menu__description {
    display: block;
    color: ${colors.muted};
    font-size: ${fontSizes.xs};
    line-height: 1.4;
  }
  .mega-menu__hub {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space.sm}px;
    margin-top: ${space.xs}px;
    padding: 12px;
    border-top: 1px solid ${colors.borderSoft};
    border-radius: 0 0 ${radii.md}px ${radii.md}px;
    color: ${colors.primary};
    font-weight: 650;
    font-size: ${fontSizes.sm};
    text-decoration: none;
  }
  .mega-menu__hub:hover {
    background: ${colors.primarySoft};
  }

  .mobile-menu__toggle {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 48px;
    height: 48px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md}px;
    background: ${colors.white};
    color: ${colors.text};
    cursor: pointer;
  }
  .mobile-menu__toggle[aria-expanded="true"] [data-icon="menu"],
  .mobile-menu__toggle[aria-expanded="false"] [data-icon="x"] {
    display: none;
  }
  .mobile-menu__panel {
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    height: calc(100vh - 72px);
    flex-direction: column;
    background: ${colors.white};
    border-top: 1px solid ${colors.borderSoft};
    box-shadow: ${shadows.overlay};
  }
  @supports (height: 100dvh) {
    .mobile-menu__panel {
      height: calc(100dvh - 72px);
    }
  }
  .mobile-menu__panel:not([hidden]) {
    display: flex;
  }
  .mobile-menu__menus {
    list-style: none;
    margin: 0;
    padding: ${space.sm}px ${space.md}px;
    flex: 1 1 auto;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  .mobile-menu__menu {
    border-bottom: 1px solid ${colors.borderSoft};
  }
  .mobile-menu__heading {
    margin: 0;
    font-size: inherit;
  }
  .mobile-menu__disclosure {
    display: flex;
    width: 100%;
    align-items: center;
    justify-content: space-between;
    min-height: 52px;
    padding: 0 ${space.xs}px;
    border: 0;
    background: transparent;
    color: ${colors.text};
    font-size: ${fontSizes.md};
    font-weight: 650;
    text-align: left;
    cursor: pointer;
  }
  .mobile-menu__disclosure svg {
    transition: transform 0.2s ease;
  }
  .mobile-menu__disclosure[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
  .mobile-menu__links {
    list-style: none;
    margin: 0;
    padding: 0 0 ${space.sm}px;
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    gap: 2px;
  }
  .mobile-menu__links:not([hidden]) {
    display: grid;
  }
  .mobile-menu__link {
    display: flex;
    align-items: center;
    gap: ${space.sm}px;
    padding: 10px 12px;
    min-height: 44px;
    color: ${colors.text};
    text-decoration: none;
    font-size: ${fontSizes.sm};
    font-weight: 550;
    border-radius: ${radii.sm}px;
  }
  .mobile-menu__link:hover {
    background: ${colors.surface};
  }
  .mobile-menu__hub {
    grid-column: 1 / -1;
  }
  .mobile-menu__hub .mobile-menu__link {
    color: ${colors.primary};
    font-weight: 650;
  }
  .mobile-menu__cta {
    flex: none;
    padding: ${space.md}px;
    border-top: 1px solid ${colors.borderSoft};
    background: ${colors.white};
  }

  .site-footer {
    background: ${colors.ink};
    color: ${colors.inkMuted};
    padding-top: ${space.xxxl}px;
    padding-bottom: ${space.xl}px;
  }
  /* After a dark closing band the two navy areas would read as one empty block: a hairline
     separates them and the footer's top padding halves. */
  main:has(> .cta--band:last-child) + .site-footer {
    padding-top: ${space.xxl}px;
    box-shadow: inset 0 1px 0 ${weave.warpOnDark};
  }
  .site-footer__grid {
    display: grid;
    gap: ${space.xl}px;
    grid-template-columns: 1fr;
  }
  .site-footer__columns {
    display: grid;
    gap: ${space.lg}px;
    grid-template-columns: 1fr 1fr;
  }
  ${mq.sm} {
    .site-footer__columns {
      grid-template-columns: repeat(4, 1fr);
    }
  }
  ${mq.md} {
    .site-footer__grid {
      grid-template-columns: 1.3fr 2fr;
    }
  }
  .site-footer__tagline {
    margin-top: ${space.md}px;
    max-width: 380px;
    font-size: ${fontSizes.sm};
  }
  .site-footer__block {
    margin-top: ${space.lg}px;
  }
  .site-footer__newsletter {
    max-width: 420px;
  }
  .newsletter__label {
    display: block;
    font-weight: 600;
    font-size: ${fontSizes.sm};
    margin-bottom: 6px;
    color: ${colors.text};
  }
  .newsletter__row {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .newsletter__input {
    flex: 1 1 200px;
  }
  .newsletter__button {
    flex: 0 0 auto;
  }
  .newsletter__status {
    margin-top: 8px;
    min-height: 1.6em;
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  .newsletter--dark .newsletter__label {
    color: ${colors.white};
  }
  .newsletter--dark .newsletter__status {
    color: ${colors.inkMuted};
  }
  .site-footer__heading {
    color: ${colors.white};
    font-size: ${fontSizes.md};
    margin-bottom: ${space.sm}px;
  }
  .site-footer__newsletter .site-footer__heading {
    margin-bottom: 4px;
  }
  .site-footer__columns .site-footer__heading {
    font-size: ${fontSizes.sm};
  }
  .site-footer__text {
    font-size: ${fontSizes.sm};
  }
  .site-footer__newsletter .site-footer__text {
    margin-bottom: ${space.sm}px;
  }
  .site-footer__bottom {
    margin-top: ${space.xxl}px;
    padding-top: ${space.lg}px;
    border-top: 1px solid rgba(203, 213, 225, 0.25);
    display: flex;
    flex-wrap: wrap;
    gap: ${space.lg}px;
    justify-content: space-between;
    align-items: center;
  }
  .site-footer__links {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .site-footer__links--inline {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.md}px;
  }
  .site-footer__link {
    color: ${colors.inkMuted};
    text-decoration: none;
    font-size: ${fontSizes.sm};
    display: inline-block;
    padding: 4px 0;
  }
  .site-footer__link:hover {
    color: ${colors.white};
    text-decoration: underline;
  }
  .site-footer__block > .site-footer__link {
    margin-top: 4px;
  }

  .booking-prompt {
    position: fixed;
    right: ${space.md}px;
    bottom: ${space.md}px;
    z-index: 30;
  }
  .booking-prompt--pill {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 48px;
    padding: 10px 18px;
    border-radius: ${radii.pill}px;
    border: 0;
    background: ${colors.primary};
    color: ${colors.white};
    font-weight: 650;
    box-shadow: 0 10px 24px rgba(30, 64, 175, 0.35);
    cursor: pointer;
  }
  .booking-prompt--card {
    left: ${space.md}px;
    max-width: 360px;
    margin-left: auto;
    padding: ${space.md}px;
    background: ${colors.white};
    border: 1px solid ${colors.primaryBorder};
    border-radius: ${radii.lg}px;
    box-shadow: 0 20px 40px rgba(15, 23, 42, 0.18);
  }
  .booking-prompt__close {
    position: absolute;
    top: 8px;
    right: 8px;
    width: 40px;
    height: 40px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border: 0;
    background: transparent;
    color: ${colors.muted};
    border-radius: ${radii.sm}px;
    cursor: pointer;
  }
  .booking-prompt__close:hover {
    background: ${colors.surface};
  }
  .booking-prompt__heading {
    font-size: ${fontSizes.lg};
    padding-right: 36px;
    margin-bottom: ${space.sm}px;
  }
  .booking-prompt__text {
    color: ${colors.muted};
    font-size: ${fontSizes.sm};
    margin: ${space.sm}px 0 ${space.md}px;
    display: none;
  }
  ${mq.sm} {
    .booking-prompt--card {
      padding: ${space.lg}px;
    }
    .booking-prompt__heading {
      margin-bottom: 0;
    }
    .booking-prompt__text {
      display: block;
    }
  }

  .brand-link {
    display: inline-flex;
    align-items: center;
    gap: 10px;
    text-decoration: none;
    color: ${colors.text};
    font-weight: 800;
    font-size: 1.125rem;
    letter-spacing: -0.02em;
  }
  .brand-link--on-dark {
    color: ${colors.white};
  }

  .breadcrumbs {
    background: ${colors.primarySoft};
  }
  /* The trail already spaces the page from the header: the hero below starts closer. */
  .breadcrumbs + section {
    padding-top: ${space.xl}px;
  }
  ${mq.md} {
    .breadcrumbs + section {
      padding-top: ${space.xxl}px;
    }
  }
  .breadcrumbs__list {
    list-style: none;
    margin: 0;
    padding: ${space.sm}px 0 0;
    font-size: ${fontSizes.sm};
    line-height: 1.7;
    color: ${colors.muted};
  }
  .breadcrumbs__crumb {
    display: inline;
    overflow-wrap: anywhere;
  }
  .breadcrumbs__crumb + .breadcrumbs__crumb::before {
    content: "";
    display: inline-block;
    vertical-align: middle;
    width: 6px;
    height: 6px;
    margin: -2px 12px 0 8px;
    border-top: 1.5px solid ${colors.muted};
    border-right: 1.5px solid ${colors.muted};
    transform: rotate(45deg);
  }
  .breadcrumbs__link {
    display: inline-block;
    min-height: 24px;
    color: ${colors.primary};
    font-weight: 550;
  }
  .breadcrumbs__link:focus-visible {
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.outlineOffset}px;
  }
  .breadcrumbs__current {
    color: ${colors.text};
  }

  .direct-contact {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  .direct-contact__row {
    display: flex;
    align-items: center;
    gap: 10px;
  }
  .direct-contact__icon {
    flex-shrink: 0;
    color: ${colors.primary};
  }
  .direct-contact--on-dark .direct-contact__icon {
    color: ${colors.primaryOnDark};
  }
  .direct-contact__label {
    display: block;
    font-size: ${fontSizes.xs};
    color: ${colors.muted};
  }
  .direct-contact__link {
    font-weight: 650;
    overflow-wrap: anywhere;
  }
  .direct-contact--on-dark .direct-contact__link {
    color: ${colors.white};
    font-size: ${fontSizes.sm};
    text-decoration: none;
  }
  .direct-contact--on-dark .direct-contact__link:hover {
    text-decoration: underline;
  }

  .case-study {
    display: flex;
    flex-direction: column;
    gap: ${space.md}px;
    padding: ${space.lg}px;
    background: ${cardSurface.background};
    border: ${cardSurface.border};
    border-radius: ${cardSurface.borderRadius}px;
  }
  .case-study__eyebrow {
    ${eyebrowDeclarations}
  }
  .case-study__title {
    font-size: ${fontSizes.lg};
    margin-top: 4px;
  }
  .case-study__text {
    color: ${colors.muted};
    font-size: ${fontSizes.sm};
  }
  .case-study__label {
    font-size: ${fontSizes.sm};
  }
  .case-study__label--list {
    margin-bottom: 6px;
  }
  .case-study__metrics {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space.md}px ${space.sm}px;
    margin: 0;
    /* A plain block under a hairline, not a tinted box inside the card. */
    padding-top: ${space.md}px;
    border-top: 1px solid ${colors.borderSoft};
  }
  .case-study__metric {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: 2px;
  }
  .case-study__metric--lead {
    grid-column: 1 / -1;
  }
  .case-study__metric-label {
    font-size: ${fontSizes.xs};
    color: ${colors.muted};
  }
  .case-study__metric-value {
    margin: 0;
    font-size: ${fontSizes.lg};
    line-height: 1.3;
    font-weight: 750;
    letter-spacing: -0.01em;
    color: ${colors.text};
    white-space: nowrap;
    text-wrap: balance;
  }
  .case-study__metric--lead .case-study__metric-value {
    color: ${colors.success};
    white-space: normal;
  }
`;
