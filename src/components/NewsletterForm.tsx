import { useId, useState, type FormEvent } from "react";
import { actionClassName } from "./ActionButton";
import { NetlifyForm, postNetlifyForm } from "./netlifyForms";
import { track } from "./analytics";
import { FIELD_MAX_LENGTH } from "../lib/fieldLimits";

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
 * The address is at most `FIELD_MAX_LENGTH.email` characters, as on the contact form.
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
  return (
    <NetlifyForm
      className={onDark ? "newsletter newsletter--dark" : "newsletter"}
      name={NEWSLETTER_FORM_NAME}
      action={NEWSLETTER_ENDPOINT}
      source={source}
      onSubmit={onSubmit}
    >
      <label htmlFor={`${id}-email`} className="newsletter__label">
        {copy.label}
      </label>
      <div className="newsletter__row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={FIELD_MAX_LENGTH.email}
          autoComplete="email"
          placeholder={copy.placeholder}
          className="form-control newsletter__input"
        />
        <button
          type="submit"
          disabled={status === "sending"}
          className={actionClassName(onDark ? "inverse" : "primary", "newsletter__button")}
        >
          {copy.buttonLabel}
        </button>
      </div>
      <p role="status" aria-live="polite" className="newsletter__status">
        {status === "success" ? copy.successText : status === "error" ? copy.errorText : ""}
      </p>
    </NetlifyForm>
  );
}
