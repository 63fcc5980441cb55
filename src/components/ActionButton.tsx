import { Link } from "gatsby";
import type { CSSObject } from "@emotion/react";
import type { Action } from "../content/schema";
import { colors, fontSizes, radii } from "../styles/theme";

/** Visual style of an action: filled, outlined, or for dark backgrounds. */
export type ActionTone = "primary" | "secondary" | "inverse" | "inverseSecondary";

const base: CSSObject = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: 8,
  minHeight: 48,
  padding: "12px 22px",
  borderRadius: radii.md,
  fontWeight: 650,
  fontSize: fontSizes.md,
  lineHeight: 1.2,
  textDecoration: "none",
  textAlign: "center",
  cursor: "pointer",
  border: "2px solid transparent",
  transition: "background-color 150ms, color 150ms, border-color 150ms",
};

const tones: Record<ActionTone, CSSObject> = {
  primary: {
    background: colors.primary,
    color: colors.white,
    "&:hover": { background: colors.primaryDark },
  },
  secondary: {
    background: colors.white,
    color: colors.primary,
    borderColor: colors.primary,
    "&:hover": { background: colors.primarySoft },
  },
  inverse: {
    background: colors.white,
    color: colors.primaryDark,
    "&:hover": { background: colors.primarySoft },
  },
  inverseSecondary: {
    background: "transparent",
    color: colors.white,
    borderColor: colors.white,
    "&:hover": { background: "rgba(255,255,255,0.12)" },
  },
};

/**
 * Marks an element the floating booking prompt must never cover (a primary button, the
 * calculator's results): spread it on the element (`<button {...AVOID_PROMPT}>`). The prompt
 * (src/components/FloatingBookingPrompt.tsx) steps aside while such an element is under it.
 */
export const AVOID_PROMPT = { "data-avoid-prompt": "" } as const;

/** Styles of an action with the given tone, for links or buttons styled to match. */
export function actionStyles(tone: ActionTone): CSSObject {
  return { ...base, ...tones[tone] };
}

type ActionButtonProps = {
  action: Action;
  /** Overrides the tone chosen from `action.variant` (default primary). */
  tone?: ActionTone;
  /** On dark backgrounds, variants map to the inverse tones. */
  onDark?: boolean;
  className?: string;
  onClick?: () => void;
};

/**
 * Renders a content action (a call to action from data/): a Gatsby `<Link>` for site pages, a
 * plain `<a>` for in-page anchors, external URLs (opened in a new tab) and downloads (`download`
 * names the saved file; Gatsby's router must not treat the file as a page).
 * `action.screenReaderText` follows the label in a visually hidden span (part of the accessible
 * name and of the link text search engines read, not shown).
 */
export function ActionButton({
  action,
  tone,
  onDark,
  className,
  onClick,
}: ActionButtonProps): JSX.Element {
  const variant = action.variant ?? "primary";
  const resolved: ActionTone =
    tone ?? (onDark ? (variant === "primary" ? "inverse" : "inverseSecondary") : variant);
  const styles = actionStyles(resolved);
  /** Filled buttons (a page's primary actions) keep the floating prompt away. */
  const avoid = resolved === "primary" || resolved === "inverse" ? AVOID_PROMPT : {};
  const { href } = action;
  const label = (
    <>
      {action.label}
      {action.screenReaderText ? (
        <span className="visually-hidden"> {action.screenReaderText}</span>
      ) : null}
    </>
  );
  if (href.startsWith("/") && !action.download) {
    return (
      <Link to={href} css={styles} className={className} onClick={onClick} {...avoid}>
        {label}
      </Link>
    );
  }
  const external = href.startsWith("https://");
  return (
    <a
      href={href}
      css={styles}
      className={className}
      onClick={onClick}
      download={action.download}
      {...avoid}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {label}
    </a>
  );
}

/** A row of actions that wraps on small screens. */
export function ActionRow({
  actions,
  onDark,
  center,
}: {
  actions: Action[];
  onDark?: boolean;
  center?: boolean;
}): JSX.Element | null {
  if (!actions.length) return null;
  return (
    <div
      css={{
        display: "flex",
        flexWrap: "wrap",
        gap: 12,
        justifyContent: center ? "center" : "flex-start",
      }}
    >
      {actions.map((a) => (
        <ActionButton key={`${a.label}-${a.href}`} action={a} onDark={onDark} />
      ))}
    </div>
  );
}
