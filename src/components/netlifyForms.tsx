import type { FormEvent, ReactNode } from "react";
import { useLabels } from "../content/SiteContentContext";

/** The honeypot field's name: bots fill it, Netlify drops those submissions. */
export const HONEYPOT_FIELD = "bot-field";

/**
 * Posts a Netlify form without a page load: every field of `form` (hidden ones included),
 * URL-encoded, to the form's own `action` (Netlify captures a form post to any static path, as
 * long as it carries `form-name`). Resolves when the host answers 2xx; rejects on any other
 * status or a network failure. The form itself is left as it is.
 */
export async function postNetlifyForm(form: HTMLFormElement): Promise<void> {
  const body = new URLSearchParams();
  new FormData(form).forEach((v, k) => body.append(k, String(v)));
  const res = await fetch(form.getAttribute("action") ?? "/", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: body.toString(),
  });
  if (!res.ok) throw new Error(`status ${res.status}`);
}

/**
 * A form Netlify Forms captures: `name`, `method="POST"`, `action` (where a visitor without
 * JavaScript lands after sending), `data-netlify`, `netlify-honeypot` and the hidden fields of
 * {@link NetlifyFormFields}, then `children`. `onSubmit` takes over when JavaScript runs.
 */
export function NetlifyForm({
  name,
  action,
  source,
  onSubmit,
  className,
  children,
}: {
  name: string;
  action: string;
  source: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** Class names for the form: static ones, or Emotion's from the caller's `css` prop. */
  className?: string;
  children: ReactNode;
}): JSX.Element {
  return (
    <form
      name={name}
      method="POST"
      action={action}
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
      onSubmit={onSubmit}
      className={className}
    >
      <NetlifyFormFields formName={name} source={source} />
      {children}
    </form>
  );
}

/**
 * The hidden fields every Netlify form of the site carries: `form-name` (which form this is),
 * `source` (where on the site it was sent from, e.g. "footer") and the honeypot, off screen and
 * out of the accessibility tree, labelled with data/site.json `labels.spamTrap`.
 */
function NetlifyFormFields({
  formName,
  source,
}: {
  formName: string;
  source: string;
}): JSX.Element {
  const labels = useLabels();
  return (
    <>
      <input type="hidden" name="form-name" value={formName} />
      <input type="hidden" name="source" value={source} />
      <p className="visually-hidden" aria-hidden="true">
        <label>
          {labels.spamTrap} <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
    </>
  );
}
