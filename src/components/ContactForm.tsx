import {
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type SyntheticEvent,
} from "react";
import { Link } from "gatsby";
import { actionClassName } from "./ActionButton";
import { track } from "./analytics";
import { NetlifyForm, postNetlifyForm } from "./netlifyForms";
import { useSiteContent } from "../content/SiteContentContext";
import { CAMPAIGN_PARAMS, visitCampaign, type Campaign } from "../lib/campaign";
import {
  CONTACT_FORM_ACTION,
  CONTACT_FORM_NAME,
  CONTACT_MAX_LENGTH,
  contactFieldErrors,
  isContactFieldWrong,
  type ContactField,
} from "../lib/contactForm";

type Status = "idle" | "sending" | "success" | "error";

/** The one-line fields, in form order, with their input type and autofill token. */
const TEXT_INPUTS = [
  { field: "name", type: "text", autoComplete: "name" },
  { field: "email", type: "email", autoComplete: "email" },
  { field: "company", type: "text", autoComplete: "organization" },
] as const;

/** The campaign never changes during a visit: nothing to subscribe to. */
const subscribeNever = () => () => {};
/** The static HTML is built without a campaign. */
const NO_CAMPAIGN: Campaign = {};

/**
 * The visit's campaign parameters (src/lib/campaign.ts). The server render and the first render
 * in the browser see none, so hydration matches the static HTML; React then re-renders with them.
 */
function useVisitCampaign(): Campaign {
  return useSyncExternalStore(subscribeNever, visitCampaign, () => NO_CAMPAIGN);
}

/**
 * The site's contact form, captured by Netlify Forms as `contact` (one form for the contact page
 * and the booking page's fallback). Fields: name, work email, company, what to automate, and an
 * optional timeline, with copy from data/site.json `contactForm`; hidden fields: `form-name`,
 * `source`, the honeypot, `template` (the workflow template chosen on the booking page, else
 * empty) and the visit's `utm_*` parameters (src/lib/campaign.ts), always present so that
 * Netlify's form detection registers them.
 *
 * Without JavaScript it is a plain POST to /contact/thanks. With JavaScript the browser's own
 * validation runs first; a field it rejects, or that fails {@link contactFieldErrors}, gets its
 * message next to it (`aria-invalid`, `aria-describedby`) and the first such field gets focus.
 * A valid message is posted without a reload: success replaces the form with a thank-you note;
 * failure says so and keeps everything typed. Fields are uncontrolled, so text typed before
 * hydration stays. Fields keep the same spacing everywhere; `compact` (under the booking widget)
 * only gives the message box fewer rows (3 instead of 5). Its looks are static class rules
 * (`.form-control`, `.contact-form…`, src/components/formCss.ts).
 */
export function ContactForm({
  source,
  template,
  compact,
}: {
  /** Where on the site the form is, sent as `source` (e.g. "contact-page"). */
  source: string;
  /** The chosen workflow template's title, sent as `template`. */
  template?: string | null;
  /** A shorter message box (3 rows), for the form under the booking widget. */
  compact?: boolean;
}): JSX.Element {
  const copy = useSiteContent().site.contactForm;
  const id = useId();
  const campaign = useVisitCampaign();
  const [status, setStatus] = useState<Status>("idle");
  const [invalid, setInvalid] = useState<ContactField[]>([]);
  const sentRef = useRef<HTMLDivElement>(null);

  /**
   * The one place a sent message is handled: shows the thank-you note in place of the form and
   * moves focus to it. Whatever else should happen once a lead is sent belongs here.
   */
  const handleSent = () => {
    setStatus("success");
    track("contactSent", { source });
    requestAnimationFrame(() => sentRef.current?.focus());
  };

  const markInvalid = (field: ContactField, bad: boolean) =>
    setInvalid((list) =>
      bad === list.includes(field)
        ? list
        : bad
          ? [...list, field]
          : list.filter((f) => f !== field),
    );

  type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  /** Re-checks a field the visitor is correcting, so its message goes once it is right. */
  const recheck = (e: SyntheticEvent<Control>) => {
    const el = e.currentTarget;
    const field = el.name as ContactField;
    if (!invalid.includes(field)) return;
    markInvalid(field, !el.validity.valid || isContactFieldWrong(field, el.value));
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const values = Object.fromEntries(
      Array.from(new FormData(form), ([k, v]) => [k, String(v)]),
    ) as Record<ContactField, string>;
    const wrong = contactFieldErrors(values);
    setInvalid(wrong);
    if (wrong.length) {
      (form.elements.namedItem(wrong[0]) as Control | null)?.focus();
      return;
    }
    setStatus("sending");
    try {
      await postNetlifyForm(form);
      handleSent();
    } catch {
      setStatus("error");
    }
  };

  /** Props shared by every visible field: id, name, invalid state and its message's id. */
  const fieldProps = (field: ContactField) => {
    const bad = invalid.includes(field);
    return {
      id: `${id}-${field}`,
      name: field,
      "aria-invalid": bad || undefined,
      "aria-describedby": bad ? `${id}-${field}-error` : undefined,
      onInvalid: () => markInvalid(field, true),
      onInput: recheck,
      className: "form-control contact-form__control",
    };
  };
  const label = (field: ContactField, text: string) => (
    <label htmlFor={`${id}-${field}`} className="contact-form__label">
      {text}
    </label>
  );
  const message = (field: Exclude<ContactField, "timeline">) =>
    invalid.includes(field) ? (
      <p id={`${id}-${field}-error`} className="contact-form__error">
        {copy.fields[field].error}
      </p>
    ) : null;

  if (status === "success")
    return (
      <div
        ref={sentRef}
        tabIndex={-1}
        role="status"
        data-testid="contact-sent"
        className="contact-form__sent"
      >
        <p className="contact-form__sent-heading">{copy.successHeading}</p>
        <p className="contact-form__sent-text">{copy.successText}</p>
      </div>
    );

  const { fields } = copy;
  return (
    <NetlifyForm
      name={CONTACT_FORM_NAME}
      action={CONTACT_FORM_ACTION}
      source={source}
      onSubmit={onSubmit}
      className="contact-form"
    >
      <input type="hidden" name="template" value={template ?? ""} />
      {CAMPAIGN_PARAMS.map((p) => (
        <input key={p} type="hidden" name={p} value={campaign[p] ?? ""} />
      ))}
      {TEXT_INPUTS.map(({ field, type, autoComplete }) => (
        <div key={field}>
          {label(field, fields[field].label)}
          <input
            {...fieldProps(field)}
            type={type}
            required
            maxLength={CONTACT_MAX_LENGTH[field]}
            autoComplete={autoComplete}
            placeholder={fields[field].placeholder}
          />
          {message(field)}
        </div>
      ))}
      <div>
        {label("timeline", fields.timeline.label)}
        <select {...fieldProps("timeline")}>
          <option value="">{fields.timeline.none}</option>
          {fields.timeline.options.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </select>
      </div>
      <div className="contact-form__wide">
        {label("message", fields.message.label)}
        <textarea
          {...fieldProps("message")}
          required
          rows={compact ? 3 : 5}
          maxLength={CONTACT_MAX_LENGTH.message}
          placeholder={fields.message.placeholder}
          className="form-control contact-form__control contact-form__message"
        />
        {message("message")}
      </div>
      <div className="contact-form__wide">
        <div className="contact-form__submit-row">
          <button
            type="submit"
            disabled={status === "sending"}
            className={actionClassName("primary")}
          >
            {status === "sending" ? copy.sendingLabel : copy.buttonLabel}
          </button>
          <p className="contact-form__privacy">
            {copy.privacyNote.text}{" "}
            <Link to={copy.privacyNote.href}>{copy.privacyNote.linkLabel}</Link>
          </p>
        </div>
        <p
          role="status"
          aria-live="polite"
          className={
            status === "error"
              ? "contact-form__status contact-form__status--error"
              : "contact-form__status"
          }
        >
          {status === "error" ? copy.errorText : ""}
        </p>
      </div>
    </NetlifyForm>
  );
}
