import { Global, css } from "@emotion/react";
import { colors, fonts, focusRing } from "./theme";

const globalCss = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
    scroll-padding-top: 88px;
  }
  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }
    *,
    *::before,
    *::after {
      transition-duration: 0.01ms !important;
      animation-duration: 0.01ms !important;
    }
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: 1rem;
    line-height: 1.6;
    color: ${colors.text};
    background: ${colors.white};
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: 1.2;
    margin: 0;
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
  }
  a {
    color: ${colors.primary};
  }
  img,
  svg {
    display: block;
    max-width: 100%;
  }
  button,
  input {
    font: inherit;
  }
  :focus-visible {
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.outlineOffset}px;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
`;

/** Global element styles (reset, typography, focus ring). Takes nothing; renders `<Global>`. */
export function GlobalStyles(): JSX.Element {
  return <Global styles={globalCss} />;
}
