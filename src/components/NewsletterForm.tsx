import { useId, useState, type FormEvent } from "react";
import { actionStyles } from "./ActionButton";
import { useLabels } from "../content/SiteContentContext";
import { colors, fontSizes, radii } from "../styles/theme";
import { track } from "./analytics";

/** The Netlify Forms name every newsletter signup posts under. */
export const NEWSLETTER_FORM_NAME = "newsletter";
/** The honeypot field's name: bots fill it, Netlify drops those submissions. */
export const HONEYPOT_FIELD = "bot-field";
/** Where the form posts: Netlify captures form posts to any static path. */
export const NEWSLETTER_ENDPOINT = "/";

/** Visible copy of a newsletter form. */
export type NewsletterCopy = {
  label: string;
  placeholder: string;
  buttonLabel: string;
  successText: string;
  errorText: string;
};

type Status = "idle" | "sending" | "success" | "error";

/**
 * An email signup captured by Netlify Forms (form name, hidden `form-name`, honeypot).
 * With JavaScript it posts without a reload and shows `successText`, or `errorText` while
 * keeping the typed address in the field; without JavaScript the plain form post works.
 * The email input is uncontrolled on purpose: an address typed before hydration stays in the
 * field (a controlled input would be reset to its empty state on the first re-render).
 * `source` tells the form host where the signup came from (e.g. "footer"); an accepted signup
 * counts as "Newsletter subscribed" with that source when analytics is on.
 */
export function NewsletterForm({
  copy,
  source,
  onDark,
}: {
  copy: NewsletterCopy;
  source: string;
  onDark?: boolean;
}): JSX.Element {
  const id = useId();
  const labels = useLabels();
  const [status, setStatus] = useState<Status>("idle");
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setStatus("sending");
    try {
      const body = new URLSearchParams();
      new FormData(form).forEach((v, k) => body.append(k, String(v)));
      const res = await fetch(NEWSLETTER_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: body.toString(),
      });
      if (!res.ok) throw new Error(`status ${res.status}`);
      setStatus("success");
      form.reset();
      track("newsletterSubscribed", { source });
    } catch {
      setStatus("error");
    }
  };
  const textColor = onDark ? colors.white : colors.text;
  return (
    <form
      name={NEWSLETTER_FORM_NAME}
      method="POST"
      action={NEWSLETTER_ENDPOINT}
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="form-name" value={NEWSLETTER_FORM_NAME} />
      <input type="hidden" name="source" value={source} />
      {/* Honeypot: off screen and out of the accessibility tree; only bots fill it. */}
      <p className="visually-hidden" aria-hidden="true">
        <label>
          {labels.spamTrap} <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      <label
        htmlFor={`${id}-email`}
        css={{
          display: "block",
          fontWeight: 600,
          fontSize: fontSizes.sm,
          marginBottom: 6,
          color: textColor,
        }}
      >
        {copy.label}
      </label>
      <div css={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={copy.placeholder}
          css={{
            flex: "1 1 200px",
            minHeight: 48,
            padding: "10px 14px",
            borderRadius: radii.md,
            border: `1px solid ${colors.border}`,
            background: colors.white,
            color: colors.text,
          }}
        />
        <button
          type="submit"
          disabled={status === "sending"}
          css={{ ...actionStyles(onDark ? "inverse" : "primary"), flex: "0 0 auto" }}
        >
          {copy.buttonLabel}
        </button>
      </div>
      <p
        role="status"
        aria-live="polite"
        css={{
          marginTop: 8,
          minHeight: "1.6em",
          fontSize: fontSizes.sm,
          color: onDark ? colors.inkMuted : colors.muted,
        }}
      >
        {status === "success" ? copy.successText : status === "error" ? copy.errorText : ""}
      </p>
    </form>
  );
}
