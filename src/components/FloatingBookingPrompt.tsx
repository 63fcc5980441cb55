import { useEffect, useState } from "react";
import type { Site } from "../content/schema";
import { ActionButton } from "./ActionButton";
import { Icon } from "./Icon";
import { colors, fontSizes, mq, radii, space } from "../styles/theme";

/** The prompt is hidden while the page is scrolled 600 px or less. */
export const PROMPT_SCROLL_THRESHOLD_PX = 600;

/**
 * Floating booking prompt: hidden at scroll ≤ 600 px; beyond it an expanded
 * card leading to the booking page; its close button minimises it to a pill; clicking the pill
 * restores the card. Takes the prompt copy from data/site.json.
 */
export function FloatingBookingPrompt({
  prompt,
}: {
  prompt: Site["bookingPrompt"];
}): JSX.Element | null {
  const [past, setPast] = useState(false);
  const [minimised, setMinimised] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > PROMPT_SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!past) return null;
  const position = { position: "fixed", right: space.md, bottom: space.md, zIndex: 30 } as const;
  if (minimised) {
    return (
      <button
        type="button"
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
