import { Link } from "gatsby";
import type { Action } from "../content/schema";

/** Visual style of an action: filled, outlined, a text link, or for dark backgrounds. */
export type ActionTone = "primary" | "secondary" | "link" | "inverse" | "inverseSecondary";

/**
 * Marks an element the floating booking prompt must never cover (a primary button, the
 * calculator's results): spread it on the element (`<button {...AVOID_PROMPT}>`). The prompt
 * (src/components/FloatingBookingPrompt.tsx) steps aside while such an element is under it.
 */
export const AVOID_PROMPT = { "data-avoid-prompt": "" } as const;

/**
 * The class names of a button in the given tone (static rules in src/styles/buttonCss.ts), for
 * links or buttons styled to match, followed by `extra` classes if any.
 */
export function actionClassName(tone: ActionTone, extra?: string): string {
  return extra ? `btn btn--${tone} ${extra}` : `btn btn--${tone}`;
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
  const classes = actionClassName(resolved, className);
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
      <Link to={href} className={classes} onClick={onClick} {...avoid}>
        {label}
      </Link>
    );
  }
  const external = href.startsWith("https://");
  return (
    <a
      href={href}
      className={classes}
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
    <div className={center ? "btn-row btn-row--center" : "btn-row"}>
      {actions.map((a) => (
        <ActionButton key={`${a.label}-${a.href}`} action={a} onDark={onDark} />
      ))}
    </div>
  );
}
