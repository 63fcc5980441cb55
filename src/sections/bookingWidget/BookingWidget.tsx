import { Suspense, lazy, useContext, useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { useLocationSearch } from "../../components/useLocationSearch";
import { track } from "../../components/analytics";
import type { SectionProps } from "../types";
import { sectionHeadingId } from "../SectionShell";
import { Container } from "../../components/Container";
import { Icon } from "../../components/Icon";
import { useSiteContent } from "../../content/SiteContentContext";
import { BookingTemplatesContext } from "../../content/BookingTemplatesContext";
import { chosenTemplate } from "../../content/bookingTemplates";
import { BookingToolsContext } from "../../content/BookingToolsContext";
import { chosenToolResult } from "../../lib/toolSubject";
import { ChosenToolNotice } from "../../components/ChosenToolNotice";
import { isSchedulerScriptLoaded, loadSchedulerScript } from "../../lib/schedulerScript";
import { schedulerUtm, visitCampaign } from "../../lib/campaign";
import { BookingPackagesContext } from "../../content/BookingPackagesContext";
import { chosenPackage, describePackage, type ChosenPackage } from "../../lib/packageChoice";
import { schedulerEventOf, type AnalyticsProps } from "../../lib/analyticsEvents";
import { BOOKING_CALENDAR_HEIGHT_PX } from "./styles";

/** The widget script is injected about 100 ms after the page mounts. */
export const WIDGET_INJECT_DELAY_MS = 100;
/** The widget is initialised about 100 ms after the script loads. */
export const WIDGET_INIT_DELAY_MS = 100;
/** The console error when the script fails to load (the fallback form then takes the calendar's place). */
export const WIDGET_LOAD_ERROR = "Failed to load the scheduling script.";
/** Height reserved for the widget in px, so nothing shifts when it appears. */
export const WIDGET_HEIGHT_PX = BOOKING_CALENDAR_HEIGHT_PX;
/**
 * How long after the page mounts the scheduler may take to become ready before the contact form
 * takes the calendar's place, in ms. The widget script comes from another origin (its own DNS lookup,
 * TLS handshake and a script of several dozen KB), which on a slow mobile connection takes about
 * 3 to 5 s; 8 s leaves room for that, yet offers the form before a visitor watching a spinner
 * gives up (attention drifts after about 10 s of waiting).
 */
export const SCHEDULER_READY_TIMEOUT_MS = 8000;

/**
 * The contact form, fetched only when the scheduler fails (most visits never need it). It comes
 * from the contact page's section chunk, so its code sits in that one chunk: imported into two
 * chunks, webpack would move it into the `commons` chunk every page loads.
 */
const ContactForm = lazy(() =>
  import(/* webpackChunkName: "section-contact-form" */ "../contactForm/ContactFormSection").then(
    (m) => ({
      default: m.ContactForm,
    }),
  ),
);

/**
 * The scheduler's address with the chosen template as a prefilled answer (`?a1=<title>` for
 * `answerKey` a1), or the address as it is when no template was chosen.
 */
export function schedulerUrlFor(
  schedulerUrl: string,
  answerKey: string,
  template: string | null,
): string {
  if (!template) return schedulerUrl;
  const url = new URL(schedulerUrl);
  url.searchParams.set(answerKey, template);
  return url.toString();
}

/** Where the calendar's place is: waiting for the scheduler, showing it, or given up on it. */
type SchedulerState = "loading" | "ready" | "failed";

/**
 * The analytics props of a booking event: the chosen package's slug and its service (page path
 * without its slash), or nothing when no package was chosen.
 */
export function bookingEventProps(choice: ChosenPackage | null): AnalyticsProps | undefined {
  return choice ? { package: choice.slug, service: choice.serviceKey } : undefined;
}

/**
 * The booking section, leading with the calendar: the calendar's card (a caption line, the
 * calendar's place of {@link WIDGET_HEIGHT_PX} px, a footer of links) beside the section's header
 * and a sticky card of session benefits (static classes in ./styles.ts, which also
 * makes the booking page's hero compact, so the calendar starts on the first screen at 1280 ×
 * 800). Script and scheduler URLs come from data/site.json `booking`.
 *
 * The calendar's place shows one thing at a time, in the same reserved room:
 * - loading: a spinner with `loadingText` over a faint calendar outline, from the static HTML
 *   until the script has loaded (injected {@link WIDGET_INJECT_DELAY_MS} ms after mount; the
 *   widget is initialised {@link WIDGET_INIT_DELAY_MS} ms after the load);
 * - ready: the scheduler;
 * - failed: when the script fails to load (logging {@link WIDGET_LOAD_ERROR}), loads without
 *   defining the widget, or is not ready {@link SCHEDULER_READY_TIMEOUT_MS} ms (8 s) after
 *   mount: the "ask us to call you" form (the site's compact contact form, sent as source
 *   "booking-fallback", carrying what the visitor asks about) with the company email. No
 *   spinner is left turning. Once shown, the form stays even if the scheduler arrives later,
 *   so nothing typed is taken away; the footer's link still opens the scheduler in a new tab.
 *   The section's header then stops saying "pick a time": its eyebrow, heading and intro become
 *   the fallback's own (`unavailableEyebrow`, `unavailableHeading`, `unavailableText`). Both
 *   sets of words sit in the header's one grid cell, the other set invisible, so the header
 *   keeps the height of the taller and nothing moves when they swap.
 *
 * What the visitor asks about goes to the scheduler as the answer to `templateAnswerKey`, to the
 * fallback link and to the form: a template chosen with a card's Customize (`?template=<slug>`;
 * the hero names it, src/components/ChosenTemplateNotice.tsx), else the sentence of a tool result
 * (`?tool=<kind>&result=<code>`, shown above the calendar, src/lib/toolSubject.ts), else a
 * package chosen with its Get Started (`?package=<slug>&service=<page>`, named in the caption
 * line as `packageNotice` says, src/lib/packageChoice.ts). A value that names nothing known is
 * ignored; only the content's own words are shown. The scheduler's booking steps (its frame's
 * messages) and a failed scheduler are counted with the chosen package as props.
 * The visit's campaign parameters (src/lib/campaign.ts) go to the widget as its `utm` option.
 */
export function BookingWidget({ section, index }: SectionProps<"bookingWidget">): JSX.Element {
  const { site } = useSiteContent();
  const { scriptUrl, schedulerUrl, templateAnswerKey } = site.booking;
  const templates = useContext(BookingTemplatesContext);
  const placeholder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<SchedulerState>("loading");
  const tools = useContext(BookingToolsContext);
  const packages = useContext(BookingPackagesContext);
  const search = useLocationSearch();
  const toolResult = chosenToolResult(search, tools);
  const choice = chosenPackage(search, packages);
  // What the visitor asks about, passed to the scheduler and the fallback form: the template's
  // title, else the sentence of the tool result they bring, else the package they chose.
  const template =
    chosenTemplate(search, templates) ??
    toolResult ??
    (choice ? describePackage(section.packageNotice.answer, choice) : null);
  const props = bookingEventProps(choice);
  const propsRef = useRef(props);
  // Declared before the effects that read it, so they see the current choice.
  useEffect(() => {
    propsRef.current = props;
  });
  useEffect(() => {
    let cancelled = false;
    let injectTimer: ReturnType<typeof setTimeout> | undefined;
    let initTimer: ReturnType<typeof setTimeout> | undefined;
    /**
     * The one place the scheduler is given up on (failed to load, no widget, or not ready in
     * time): the form takes the calendar's place. Whatever else should happen then belongs here.
     */
    let gaveUp = false;
    const showFallback = () => {
      if (cancelled || gaveUp) return;
      gaveUp = true;
      setState("failed");
      track("schedulerFailed", propsRef.current);
    };
    const readyTimer = setTimeout(showFallback, SCHEDULER_READY_TIMEOUT_MS);
    const onLoaded = () => {
      if (cancelled || gaveUp) return;
      setState("ready");
      initTimer = setTimeout(() => {
        const el = placeholder.current;
        if (cancelled || gaveUp || !el) return;
        if (!window.Calendly) return showFallback();
        clearTimeout(readyTimer);
        const utm = schedulerUtm(visitCampaign());
        el.replaceChildren();
        window.Calendly.initInlineWidget({
          url: schedulerUrl,
          parentElement: el,
          ...(template ? { prefill: { customAnswers: { [templateAnswerKey]: template } } } : {}),
          ...(utm ? { utm } : {}),
        });
      }, WIDGET_INIT_DELAY_MS);
    };
    const onError = () => {
      if (cancelled) return;
      console.error(WIDGET_LOAD_ERROR);
      showFallback();
    };
    if (isSchedulerScriptLoaded(scriptUrl)) {
      // A script already on the page (e.g. after navigating away and back)
      // counts as loaded at once: no spinner wait, no second injection.
      onLoaded();
    } else {
      injectTimer = setTimeout(() => {
        loadSchedulerScript(scriptUrl).then(onLoaded, onError);
      }, WIDGET_INJECT_DELAY_MS);
    }
    return () => {
      cancelled = true;
      clearTimeout(injectTimer);
      clearTimeout(initTimer);
      clearTimeout(readyTimer);
    };
  }, [scriptUrl, schedulerUrl, templateAnswerKey, template]);

  // The scheduler frame's booking steps, counted with the chosen package (only in a build with
  // analytics on; the frame posts them to this window).
  useEffect(() => {
    if (!__ANALYTICS__) return;
    const onMessage = (e: MessageEvent) => {
      const event = schedulerEventOf(e);
      if (event) track(event, propsRef.current);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  const headingId = sectionHeadingId(section, index);
  const failed = state === "failed";
  const calendarWords = {
    eyebrow: section.eyebrow,
    heading: section.heading,
    intro: section.intro,
  };
  const fallbackWords = {
    eyebrow: section.unavailableEyebrow,
    heading: section.unavailableHeading,
    intro: section.unavailableText,
  };
  // Once the form has taken the calendar's place, the header says so instead of "pick a time".
  const [shown, other] = failed ? [fallbackWords, calendarWords] : [calendarWords, fallbackWords];
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      data-surface={section.surface ?? "white"}
      className="section booking"
    >
      <Container>
        <div className="booking__layout">
          <header className="section__header booking__header">
            <div className="booking__header-words">
              {shown.eyebrow && <p className="section__eyebrow">{shown.eyebrow}</p>}
              <h2 id={headingId} className="section__heading">
                {shown.heading}
              </h2>
              {shown.intro && <p className="section__intro">{shown.intro}</p>}
            </div>
            {/* The other state's words, invisible in the same cell, so the swap moves nothing. */}
            <div className="booking__header-words booking__header-ghost" aria-hidden="true">
              {other.eyebrow && <p className="section__eyebrow">{other.eyebrow}</p>}
              <p className="section__heading">{other.heading}</p>
              {other.intro && <p className="section__intro">{other.intro}</p>}
            </div>
          </header>
          <div className="booking__card" data-booking-card="">
            <p
              className="booking__caption"
              data-testid="booking-caption"
              {...(choice ? { "data-chosen": "" } : {})}
            >
              <Icon name="calendar" size={20} className="booking__caption-icon" />
              <span
                className="booking__caption-text"
                data-testid={choice ? "booking-package" : undefined}
              >
                {choice ? (
                  <>
                    {section.packageNotice.label}{" "}
                    <strong>{describePackage(section.packageNotice.subject, choice)}</strong>
                  </>
                ) : (
                  section.calendarCaption
                )}
              </span>
            </p>
            {toolResult && <ChosenToolNotice copy={section.toolNotice} text={toolResult} />}
            <div className="booking__place" data-state={state}>
              {state === "loading" && (
                <div role="status" className="booking__status">
                  <span className="booking__outline" aria-hidden="true" />
                  <span className="booking__outline-bar" aria-hidden="true" />
                  <Icon name="loader-circle" size={36} className="booking__spinner" />
                  <p>{section.loadingText}</p>
                </div>
              )}
              {failed && (
                // No landmark of its own: the section around it is named by the same heading.
                <div data-testid="booking-fallback" className="booking__fallback">
                  <p className="booking__fallback-email">
                    {section.unavailableEmailText}{" "}
                    <a href={`mailto:${site.organization.email}`}>{site.organization.email}</a>
                  </p>
                  <Suspense fallback={null}>
                    <ContactForm source="booking-fallback" template={template} compact />
                  </Suspense>
                </div>
              )}
              <div id="booking-widget" ref={placeholder} data-url={schedulerUrl} hidden={failed} />
            </div>
            <div className="booking__links">
              <p>
                {section.fallbackText}{" "}
                <a
                  href={schedulerUrlFor(schedulerUrl, templateAnswerKey, template)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {section.fallbackLinkLabel}
                  <span className="visually-hidden"> {site.labels.opensInNewTab}</span>
                </a>
              </p>
              <p>
                {section.contactLink.text}{" "}
                <Link to={section.contactLink.href}>{section.contactLink.label}</Link>
              </p>
            </div>
          </div>
          <aside aria-labelledby="session-benefits-heading" className="booking__benefits">
            <h3 id="session-benefits-heading">{section.benefitsHeading}</h3>
            <ul>
              {section.benefits.map((b) => (
                <li key={b}>
                  <Icon name="circle-check" size={20} />
                  <span>{b}</span>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Container>
    </section>
  );
}
