import { Suspense, lazy, useContext, useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { useLocationSearch } from "../components/useLocationSearch";
import { track } from "../components/analytics";
import type { SectionProps } from "./types";
import { SectionShell, mainAndAsideGrid } from "./SectionShell";
import { Icon } from "../components/Icon";
import { useSiteContent } from "../content/SiteContentContext";
import { BookingTemplatesContext } from "../content/BookingTemplatesContext";
import { chosenTemplate } from "../content/bookingTemplates";
import { BookingToolsContext } from "../content/BookingToolsContext";
import { chosenToolResult } from "../lib/toolSubject";
import { ChosenToolNotice } from "../components/ChosenToolNotice";
import { isSchedulerScriptLoaded, loadSchedulerScript } from "../lib/schedulerScript";
import { schedulerUtm, visitCampaign } from "../lib/campaign";
import { cardSurface, colors, fontSizes, mq, radii, space } from "../styles/theme";

/** The widget script is injected about 100 ms after the page mounts. */
export const WIDGET_INJECT_DELAY_MS = 100;
/** The widget is initialised about 100 ms after the script loads. */
export const WIDGET_INIT_DELAY_MS = 100;
/** The console error when the script fails to load (the spinner stays; the link still works). */
export const WIDGET_LOAD_ERROR = "Failed to load the scheduling script.";
/** Height reserved for the widget in px, so nothing shifts when it appears. */
export const WIDGET_HEIGHT_PX = 700;
/**
 * How long after the page mounts the scheduler may take to become ready before the contact form
 * is offered under it, in ms. The widget script comes from another origin (its own DNS lookup,
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
  import(/* webpackChunkName: "section-contact-form" */ "./ContactFormSection").then((m) => ({
    default: m.ContactForm,
  })),
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

/**
 * The embedded scheduling widget beside a sticky card of session benefits. Shows a spinner with
 * `loadingText` until the script has loaded; on failure logs {@link WIDGET_LOAD_ERROR} and keeps
 * the spinner, while the always-present fallback link opens the scheduler in a new tab. Script and
 * scheduler URLs come from data/site.json `booking`.
 * A visitor arriving with `?template=<slug>` (a template card's Customize link) has the
 * template's name passed to the widget and the fallback link as a prefilled answer (the hero
 * names it: src/components/ChosenTemplateNotice.tsx). A value that names no template is ignored.
 * Likewise a visitor arriving from a tool's "Discuss this result" (`?tool=<kind>&result=<code>`)
 * sees the result's sentence above the widget (`toolNotice`), and the scheduler receives it the
 * same way; an unknown or malformed result is ignored (src/lib/toolSubject.ts).
 * The visit's campaign parameters (src/lib/campaign.ts) go to the widget as its `utm` option.
 *
 * The page never dead-ends: when the script fails to load, loads without defining the widget, or
 * is not ready {@link SCHEDULER_READY_TIMEOUT_MS} after mount, the site's contact form (compact,
 * sent as source "booking-fallback", carrying the chosen template) appears under the widget area
 * with the company email beside it. The spinner and console error stay as they are. Once shown,
 * the form stays, even if the scheduler arrives later, so nothing typed is taken away.
 */
export function BookingWidget({ section, index }: SectionProps<"bookingWidget">): JSX.Element {
  const { site } = useSiteContent();
  const { scriptUrl, schedulerUrl, templateAnswerKey } = site.booking;
  const templates = useContext(BookingTemplatesContext);
  const placeholder = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const tools = useContext(BookingToolsContext);
  const search = useLocationSearch();
  const toolResult = chosenToolResult(search, tools);
  // What the visitor asks about, passed to the scheduler and the fallback form: the template's
  // title, else the sentence of the tool result they bring.
  const template = chosenTemplate(search, templates) ?? toolResult;
  useEffect(() => {
    let cancelled = false;
    let injectTimer: ReturnType<typeof setTimeout> | undefined;
    let initTimer: ReturnType<typeof setTimeout> | undefined;
    /**
     * The one place the scheduler is given up on (failed to load, no widget, or not ready in
     * time): offers the contact form. Whatever else should happen then belongs here.
     */
    let gaveUp = false;
    const showFallback = () => {
      if (cancelled || gaveUp) return;
      gaveUp = true;
      setUnavailable(true);
      track("schedulerFailed");
    };
    const readyTimer = setTimeout(showFallback, SCHEDULER_READY_TIMEOUT_MS);
    const onLoaded = () => {
      if (cancelled) return;
      setLoaded(true);
      initTimer = setTimeout(() => {
        const el = placeholder.current;
        if (cancelled || !el) return;
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

  return (
    <SectionShell section={section} index={index}>
      <div css={mainAndAsideGrid}>
        <div
          css={{
            ...cardSurface,
            overflow: "hidden",
          }}
        >
          {toolResult && <ChosenToolNotice copy={section.toolNotice} text={toolResult} />}
          <div css={{ position: "relative", minHeight: WIDGET_HEIGHT_PX }}>
            {!loaded && (
              <div
                role="status"
                css={{
                  position: "absolute",
                  inset: 0,
                  display: "flex",
                  flexDirection: "column",
                  alignItems: "center",
                  justifyContent: "center",
                  gap: space.md,
                  color: colors.muted,
                }}
              >
                <Icon
                  name="loader-circle"
                  size={36}
                  css={{
                    color: colors.primary,
                    animation: "booking-spin 1s linear infinite",
                    "@keyframes booking-spin": { to: { transform: "rotate(360deg)" } },
                  }}
                />
                <p>{section.loadingText}</p>
              </div>
            )}
            <div
              id="booking-widget"
              ref={placeholder}
              data-url={schedulerUrl}
              css={{ minWidth: 280, height: WIDGET_HEIGHT_PX }}
            />
          </div>
          <p
            css={{
              padding: space.md,
              borderTop: `1px solid ${colors.borderSoft}`,
              fontSize: fontSizes.sm,
              color: colors.muted,
            }}
          >
            {section.fallbackText}{" "}
            <a
              href={schedulerUrlFor(schedulerUrl, templateAnswerKey, template)}
              target="_blank"
              rel="noopener noreferrer"
              css={{ fontWeight: 650 }}
            >
              {section.fallbackLinkLabel}
              <span className="visually-hidden"> {site.labels.opensInNewTab}</span>
            </a>
          </p>
          <p css={{ padding: `0 ${space.md}px ${space.md}px`, fontSize: fontSizes.sm }}>
            {section.contactLink.text}{" "}
            <Link to={section.contactLink.href} css={{ fontWeight: 650 }}>
              {section.contactLink.label}
            </Link>
          </p>
          {unavailable && (
            <div
              data-testid="booking-fallback"
              aria-labelledby="booking-fallback-heading"
              role="region"
              css={{
                padding: space.md,
                borderTop: `1px solid ${colors.borderSoft}`,
                background: colors.surface,
                [mq.md]: { padding: space.lg },
              }}
            >
              <h3 id="booking-fallback-heading" css={{ fontSize: fontSizes.lg }}>
                {section.unavailableHeading}
              </h3>
              <p css={{ marginTop: space.xs, color: colors.muted }}>{section.unavailableText}</p>
              <p css={{ marginTop: space.sm, marginBottom: space.md }}>
                {section.unavailableEmailText}{" "}
                <a href={`mailto:${site.organization.email}`} css={{ fontWeight: 650 }}>
                  {site.organization.email}
                </a>
              </p>
              <Suspense fallback={null}>
                <ContactForm source="booking-fallback" template={template} compact />
              </Suspense>
            </div>
          )}
        </div>
        <aside
          aria-labelledby="session-benefits-heading"
          css={{
            position: "sticky",
            top: 96,
            padding: space.lg,
            background: colors.primarySoft,
            border: `1px solid ${colors.primaryBorder}`,
            borderRadius: radii.lg,
          }}
        >
          <h3
            id="session-benefits-heading"
            css={{ fontSize: fontSizes.lg, marginBottom: space.md }}
          >
            {section.benefitsHeading}
          </h3>
          <ul css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space.md }}>
            {section.benefits.map((b) => (
              <li key={b} css={{ display: "flex", gap: 10 }}>
                <Icon
                  name="circle-check"
                  size={22}
                  css={{ color: colors.success, flexShrink: 0 }}
                />
                <span>{b}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </SectionShell>
  );
}
