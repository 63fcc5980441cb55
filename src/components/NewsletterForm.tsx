import { useId, useState, type FormEvent } from "react";
import { actionStyles } from "./ActionButton";
import { NetlifyForm, fieldControlCss, postNetlifyForm } from "./netlifyForms";
import { colors, fontSizes } from "../styles/theme";
import { track } from "./analytics";

/** The Netlify Forms name every newsletter signup posts under. */
export const NEWSLETTER_FORM_NAME = "newsletter";
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
  const [status, setStatus] = useState<Status>("idle");
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setStatus("sending");
    try {
      await postNetlifyForm(form);
      setStatus("success");
      form.reset();
      track("newsletterSubscribed", { source });
    } catch {
      setStatus("error");
    }
  };
  const textColor = onDark ? colors.white : colors.text;
  return (
    <NetlifyForm
      name={NEWSLETTER_FORM_NAME}
      action={NEWSLETTER_ENDPOINT}
      source={source}
      onSubmit={onSubmit}
    >
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
          css={{ flex: "1 1 200px", ...fieldControlCss }}
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
    </NetlifyForm>
  );
}
