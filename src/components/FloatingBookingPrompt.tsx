import { useCallback, useEffect, useRef, useState } from "react";
import type { Site } from "../content/schema";
import { ActionButton, AVOID_PROMPT } from "./ActionButton";
import { Icon } from "./Icon";

/** The prompt is hidden while the page is scrolled 600 px or less. */
export const PROMPT_SCROLL_THRESHOLD_PX = 600;

/** The selector of elements the prompt must not cover (see `AVOID_PROMPT` in ActionButton.tsx). */
const AVOIDED = `[${Object.keys(AVOID_PROMPT)[0]}]`;

type Box = { top: number; right: number; bottom: number; left: number };

/** Whether two boxes (viewport px, as `getBoundingClientRect` gives) share any area. */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Whether the prompt, occupying `prompt`, would cover one of the page's avoided elements (a
 * primary button, the calculator's results), its own button excepted.
 */
function coversAvoided(promptEl: HTMLElement): boolean {
  const box = promptEl.getBoundingClientRect();
  return Array.from(document.querySelectorAll(AVOIDED)).some(
    (el) => !promptEl.contains(el) && boxesOverlap(box, el.getBoundingClientRect()),
  );
}

/**
 * Floating booking prompt: hidden at scroll ≤ 600 px; beyond it an expanded
 * card leading to the booking page; its close button minimises it to a pill; clicking the pill
 * restores the card. Card or pill steps aside (invisible, out of the tab order) while it would
 * cover a primary button or the calculator's results, and returns once they have scrolled past,
 * so it never hides what a visitor came to press or read. Takes the prompt copy from
 * data/site.json.
 */
export function FloatingBookingPrompt({
  prompt,
}: {
  prompt: Site["bookingPrompt"];
}): JSX.Element | null {
  const [past, setPast] = useState(false);
  const [minimised, setMinimised] = useState(false);
  const [covering, setCovering] = useState(false);
  const box = useRef<HTMLElement | null>(null);
  const checkCovering = useCallback(() => {
    setCovering(box.current ? coversAvoided(box.current) : false);
  }, []);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      checkCovering();
    };
    // Showing follows the scroll at once; the overlap check (it reads layout) once per frame.
    const update = () => {
      setPast(window.scrollY > PROMPT_SCROLL_THRESHOLD_PX);
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [checkCovering]);
  // A newly shown card or pill has a new size: check it at once, not at the next scroll.
  useEffect(checkCovering, [past, minimised, checkCovering]);
  if (!past) return null;
  // Stepping aside changes at runtime, so it is the one inline style; the rest is static CSS
  // (`.booking-prompt…` in src/styles/shellCss.ts).
  const stepAside = { visibility: covering ? "hidden" : "visible" } as const;
  if (minimised) {
    return (
      <button
        ref={(el) => {
          box.current = el;
        }}
        type="button"
        data-booking-prompt="pill"
        onClick={() => setMinimised(false)}
        aria-expanded={false}
        className="booking-prompt booking-prompt--pill"
        style={stepAside}
      >
        <Icon name="calendar-check" size={18} />
        {prompt.minimizedLabel}
      </button>
    );
  }
  return (
    <aside
      ref={(el) => {
        box.current = el;
      }}
      data-booking-prompt="card"
      aria-labelledby="booking-prompt-heading"
      className="booking-prompt booking-prompt--card"
      style={stepAside}
    >
      <button
        type="button"
        onClick={() => setMinimised(true)}
        aria-label={prompt.minimizeLabel}
        className="booking-prompt__close"
      >
        <Icon name="x" size={18} />
      </button>
      <h2 id="booking-prompt-heading" className="booking-prompt__heading">
        {prompt.heading}
      </h2>
      <p className="booking-prompt__text">{prompt.text}</p>
      <ActionButton action={prompt.action} className="btn--block" />
    </aside>
  );
}
