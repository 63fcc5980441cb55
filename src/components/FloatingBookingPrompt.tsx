import { useCallback, useEffect, useRef, useState } from "react";
import type { Site } from "../content/schema";
import { ActionButton, AVOID_PROMPT } from "./ActionButton";
import { Icon } from "./Icon";
import { colors, fontSizes, mq, radii, space } from "../styles/theme";

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
  const position = {
    position: "fixed",
    right: space.md,
    bottom: space.md,
    zIndex: 30,
    visibility: covering ? "hidden" : "visible",
  } as const;
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
        css={{
          ...position,
          display: "inline-flex",
          alignItems: "center",
          gap: 8,
          minHeight: 48,
          padding: "10px 18px",
          borderRadius: radii.pill,
          border: 0,
          background: colors.primary,
          color: colors.white,
          fontWeight: 650,
          boxShadow: "0 10px 24px rgba(30, 64, 175, 0.35)",
          cursor: "pointer",
        }}
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
      css={{
        ...position,
        left: space.md,
        maxWidth: 360,
        marginLeft: "auto",
        padding: space.md,
        [mq.sm]: { padding: space.lg },
        background: colors.white,
        border: `1px solid ${colors.primaryBorder}`,
        borderRadius: radii.lg,
        boxShadow: "0 20px 40px rgba(15, 23, 42, 0.18)",
      }}
    >
      <button
        type="button"
        onClick={() => setMinimised(true)}
        aria-label={prompt.minimizeLabel}
        css={{
          position: "absolute",
          top: 8,
          right: 8,
          width: 40,
          height: 40,
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          border: 0,
          background: "transparent",
          color: colors.muted,
          borderRadius: radii.sm,
          cursor: "pointer",
          "&:hover": { background: colors.surface },
        }}
      >
        <Icon name="x" size={18} />
      </button>
      <h2
        id="booking-prompt-heading"
        css={{
          fontSize: fontSizes.lg,
          paddingRight: 36,
          marginBottom: space.sm,
          [mq.sm]: { marginBottom: 0 },
        }}
      >
        {prompt.heading}
      </h2>
      <p
        css={{
          color: colors.muted,
          fontSize: fontSizes.sm,
          margin: `${space.sm}px 0 ${space.md}px`,
          display: "none",
          [mq.sm]: { display: "block" },
        }}
      >
        {prompt.text}
      </p>
      <ActionButton action={prompt.action} css={{ width: "100%" }} />
    </aside>
  );
}
