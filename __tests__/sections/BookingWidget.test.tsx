/**
 * The booking widget section (script injected after 100 ms, initialised 100 ms after load), rendered
 * with the real content of data/pages/book-session.json and data/site.json, with fake timers.
 * jsdom never fetches the script, so each test fires its `load` or `error` event itself.
 */
import { act, render, screen, within } from "@testing-library/react";
import {
  BookingWidget,
  SCHEDULER_READY_TIMEOUT_MS,
} from "../../src/sections/bookingWidget/BookingWidget";
import { SiteContentProvider, type SiteContent } from "../../src/content/SiteContentContext";
import { BookingTemplatesContext } from "../../src/content/BookingTemplatesContext";
import { BookingPackagesContext } from "../../src/content/BookingPackagesContext";
import { bookingPackages } from "../../src/content/bookingPackages";
import { describePackage, packageHref } from "../../src/lib/packageChoice";
import ragJson from "../../data/pages/ai-agents/rag.json";
import { NavigationSchema, PageSchema, SiteSchema, type SectionOf } from "../../src/content/schema";
import siteJson from "../../data/site.json";
import navigationJson from "../../data/navigation.json";
import pageJson from "../../data/pages/book-session.json";

const content: SiteContent = {
  site: SiteSchema.parse(siteJson),
  navigation: NavigationSchema.parse(navigationJson),
};
const section = PageSchema.parse(pageJson).sections.find(
  (s): s is SectionOf<"bookingWidget"> => s.type === "bookingWidget",
);
if (!section) throw new Error("data/pages/book-session.json has no bookingWidget section");

const SCRIPT_URL = siteJson.booking.scriptUrl;
const SCHEDULER_URL = siteJson.booking.schedulerUrl;
/** The loading text from the content; the load error is the console message the widget logs. */
const LOADING_TEXT = section.loadingText;
const LOAD_ERROR = "Failed to load the scheduling script.";

/** A template the booking page can name (as the page context would pass it). */
const TEMPLATES = { "lead-qualification-automation": "Lead Qualification Automation" };
const KEY = siteJson.booking.templateAnswerKey;

/** The packages of a real service page, named by its SEO title (the build uses its breadcrumb name). */
const rag = PageSchema.parse(ragJson);
const PACKAGES = bookingPackages([rag], (p) => p.seo.title);
const ragPackages = rag.sections.find((s): s is SectionOf<"packages"> => s.type === "packages");
if (!ragPackages) throw new Error("data/pages/ai-agents/rag.json has no packages section");
const chosen = ragPackages.packages[ragPackages.packages.length - 1];
/** The query its Get Started link carries. */
const chosenQuery = (() => {
  const href = packageHref(chosen.action.href, rag.path, chosen.name);
  return href.slice(href.indexOf("?"));
})();

function Widget(): JSX.Element {
  return (
    <SiteContentProvider value={content}>
      <BookingTemplatesContext.Provider value={TEMPLATES}>
        <BookingPackagesContext.Provider value={PACKAGES}>
          <BookingWidget section={section!} index={1} />
        </BookingPackagesContext.Provider>
      </BookingTemplatesContext.Provider>
    </SiteContentProvider>
  );
}

/** Loads the page at `/book-session<search>` in jsdom's location. */
function at(search: string): void {
  window.history.replaceState(null, "", `/book-session${search}`);
}

const scripts = () =>
  Array.from(document.scripts).filter((s) => s.getAttribute("src") === SCRIPT_URL);
const spinner = () => screen.queryByText(LOADING_TEXT);
const placeholder = () => document.getElementById("booking-widget");

/** Installs the widget's global, as the real script does when it runs. */
function installScheduler(): jest.Mock {
  const initInlineWidget = jest.fn();
  window.Calendly = { initInlineWidget };
  return initInlineWidget;
}

async function advance(ms: number): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

async function fire(script: HTMLScriptElement, type: "load" | "error"): Promise<void> {
  await act(async () => {
    script.dispatchEvent(new Event(type));
  });
}

let errorSpy: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  errorSpy = jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  at("");
  jest.useRealTimers();
  errorSpy.mockRestore();
  scripts().forEach((s) => s.remove());
  delete window.Calendly;
});

describe("BookingWidget", () => {
  it("shows the spinner with the loading text and injects nothing before 100 ms", async () => {
    render(<Widget />);
    expect(spinner()).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent(LOADING_TEXT);
    await advance(99);
    expect(scripts()).toHaveLength(0);
    expect(spinner()).toBeVisible();
  });

  it("injects the script once, async, after 100 ms", async () => {
    render(<Widget />);
    await advance(100);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0].async).toBe(true);
    await advance(5000);
    expect(scripts()).toHaveLength(1);
    expect(spinner()).toBeVisible();
  });

  it("hides the spinner on load and initialises the widget in #booking-widget 100 ms later", async () => {
    render(<Widget />);
    await advance(100);
    const init = installScheduler();
    await fire(scripts()[0], "load");
    expect(spinner()).toBeNull();
    expect(init).not.toHaveBeenCalled();
    await advance(99);
    expect(init).not.toHaveBeenCalled();
    await advance(1);
    expect(init).toHaveBeenCalledTimes(1);
    const el = placeholder();
    expect(el).not.toBeNull();
    expect(init).toHaveBeenCalledWith({ url: SCHEDULER_URL, parentElement: el });
    await advance(5000);
    expect(init).toHaveBeenCalledTimes(1);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it("logs its load error when the script fails to load, and no spinner is left turning", async () => {
    render(<Widget />);
    await advance(100);
    await fire(scripts()[0], "error");
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(errorSpy).toHaveBeenCalledWith(LOAD_ERROR);
    await advance(5000);
    expect(spinner()).toBeNull();
    const link = screen.getByRole("link", { name: new RegExp(section!.fallbackLinkLabel) });
    expect(link).toHaveAttribute("href", SCHEDULER_URL);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("puts the contact form and the email link in the calendar's place when the script fails", async () => {
    render(<Widget />);
    await advance(100);
    expect(screen.queryByTestId("booking-fallback")).toBeNull();
    await fire(scripts()[0], "error");
    const fallback = await screen.findByTestId("booking-fallback");
    // The section around the form is named by its heading, now the fallback's own words.
    expect(screen.getByRole("region", { name: section!.unavailableHeading })).toContainElement(
      fallback,
    );
    const email = content.site.organization.email;
    expect(within(fallback).getByRole("link", { name: email })).toHaveAttribute(
      "href",
      `mailto:${email}`,
    );
    expect(
      await within(fallback).findByRole("button", { name: content.site.contactForm.buttonLabel }),
    ).toBeInTheDocument();
    expect(spinner()).toBeNull();
    expect(placeholder()).not.toBeVisible();
    expect(placeholder()?.parentElement).toContainElement(fallback);
  });

  it("stops asking the visitor to pick a time once the form replaces the calendar", async () => {
    render(<Widget />);
    await advance(100);
    const heading = () => screen.getByRole("heading", { level: 2 });
    /** The header's visible words: its eyebrow, heading and intro (the other set is hidden). */
    const shownWords = () =>
      Array.from(heading().parentElement?.children ?? []).map((el) => el.textContent);
    expect(heading()).toHaveTextContent(section!.heading);
    expect(shownWords()).toEqual([section!.eyebrow, section!.heading, section!.intro]);
    await fire(scripts()[0], "error");
    await screen.findByTestId("booking-fallback");
    expect(heading()).toHaveTextContent(section!.unavailableHeading);
    expect(shownWords()).toEqual([
      section!.unavailableEyebrow,
      section!.unavailableHeading,
      section!.unavailableText,
    ]);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(1);
  });

  it("keeps the form once shown, even when the scheduler arrives after the timeout", async () => {
    render(<Widget />);
    await advance(100);
    await advance(SCHEDULER_READY_TIMEOUT_MS);
    expect(screen.getByTestId("booking-fallback")).toBeInTheDocument();
    const init = installScheduler();
    await fire(scripts()[0], "load");
    await advance(500);
    expect(init).not.toHaveBeenCalled();
    expect(screen.getByTestId("booking-fallback")).toBeInTheDocument();
    expect(spinner()).toBeNull();
  });

  it(`offers the contact form when the scheduler is not ready ${SCHEDULER_READY_TIMEOUT_MS} ms after mount`, async () => {
    render(<Widget />);
    await advance(SCHEDULER_READY_TIMEOUT_MS - 1);
    expect(screen.queryByTestId("booking-fallback")).toBeNull();
    await advance(1);
    expect(screen.getByTestId("booking-fallback")).toBeInTheDocument();
  });

  it("offers the contact form when the script loads but defines no scheduler", async () => {
    render(<Widget />);
    await advance(100);
    await fire(scripts()[0], "load");
    await advance(100);
    expect(screen.getByTestId("booking-fallback")).toBeInTheDocument();
  });

  it("never offers the contact form once the scheduler has initialised", async () => {
    render(<Widget />);
    await advance(100);
    installScheduler();
    await fire(scripts()[0], "load");
    await advance(SCHEDULER_READY_TIMEOUT_MS * 3);
    expect(screen.queryByTestId("booking-fallback")).toBeNull();
  });

  it("always offers the fallback link that opens the scheduler in a new tab", () => {
    render(<Widget />);
    const link = screen.getByRole("link", { name: new RegExp(section!.fallbackLinkLabel) });
    expect(link).toHaveAttribute("href", SCHEDULER_URL);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveTextContent(content.site.labels.opensInNewTab);
  });

  it("counts a script already on the page as loaded at once, without a second script tag", async () => {
    const existing = document.createElement("script");
    existing.src = SCRIPT_URL;
    document.body.appendChild(existing);
    const init = installScheduler();
    render(<Widget />);
    expect(spinner()).toBeNull();
    await advance(100);
    expect(scripts()).toEqual([existing]);
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith({ url: SCHEDULER_URL, parentElement: placeholder() });
    await advance(5000);
    expect(scripts()).toHaveLength(1);
    expect(init).toHaveBeenCalledTimes(1);
  });

  it("does not inject the script again when the page is left and visited again", async () => {
    const first = render(<Widget />);
    await advance(100);
    const init = installScheduler();
    await fire(scripts()[0], "load");
    await advance(100);
    expect(init).toHaveBeenCalledTimes(1);
    first.unmount();

    render(<Widget />);
    expect(spinner()).toBeNull();
    await advance(5000);
    expect(scripts()).toHaveLength(1);
    expect(init).toHaveBeenCalledTimes(2);
    expect(init).toHaveBeenLastCalledWith({ url: SCHEDULER_URL, parentElement: placeholder() });
  });

  it("waits for a script still loading from an earlier visit instead of injecting another", async () => {
    const first = render(<Widget />);
    await advance(100);
    first.unmount();

    render(<Widget />);
    await advance(100);
    expect(scripts()).toHaveLength(1);
    expect(spinner()).toBeVisible();
    const init = installScheduler();
    await fire(scripts()[0], "load");
    expect(spinner()).toBeNull();
    await advance(100);
    expect(init).toHaveBeenCalledTimes(1);
  });

  it("injects nothing if the page is left before 100 ms", async () => {
    const { unmount } = render(<Widget />);
    await advance(50);
    unmount();
    await advance(5000);
    expect(scripts()).toHaveLength(0);
  });

  it("retries on the next visit after a failed load", async () => {
    const first = render(<Widget />);
    await advance(100);
    await fire(scripts()[0], "error");
    expect(scripts()).toHaveLength(0);
    first.unmount();

    render(<Widget />);
    await advance(100);
    expect(scripts()).toHaveLength(1);
    const init = installScheduler();
    await fire(scripts()[0], "load");
    await advance(100);
    expect(init).toHaveBeenCalledTimes(1);
  });

  it("lists every session benefit of the content in the side card", () => {
    render(<Widget />);
    const card = screen.getByRole("complementary", { name: section!.benefitsHeading });
    expect(within(card).getAllByRole("listitem")).toHaveLength(section!.benefits.length);
  });

  it("passes a known template to the scheduler and the fallback link as a prefilled answer", async () => {
    at("?template=lead-qualification-automation");
    render(<Widget />);
    const title = TEMPLATES["lead-qualification-automation"];
    const link = screen.getByRole("link", { name: new RegExp(section!.fallbackLinkLabel) });
    expect(new URL(link.getAttribute("href") ?? "").searchParams.get(KEY)).toBe(title);
    await advance(100);
    const init = installScheduler();
    await fire(scripts()[0], "load");
    await advance(100);
    expect(init).toHaveBeenCalledWith({
      url: SCHEDULER_URL,
      parentElement: placeholder(),
      prefill: { customAnswers: { [KEY]: title } },
    });
  });

  it("ignores an unknown or hostile template value: no prefill", async () => {
    at(`?template=${encodeURIComponent("<img src=x onerror=alert(1)>")}`);
    render(<Widget />);
    expect(document.querySelector("img")).toBeNull();
    const link = screen.getByRole("link", { name: new RegExp(section!.fallbackLinkLabel) });
    expect(link).toHaveAttribute("href", SCHEDULER_URL);
    await advance(100);
    const init = installScheduler();
    await fire(scripts()[0], "load");
    await advance(100);
    expect(init).toHaveBeenCalledWith({ url: SCHEDULER_URL, parentElement: placeholder() });
  });
  it("names a package chosen with its Get Started and passes it to the scheduler", async () => {
    at(chosenQuery);
    render(<Widget />);
    const choice = {
      ...chosen,
      service: rag.seo.title,
      serviceKey: rag.path.slice(1),
      slug: "",
    };
    const caption = screen.getByTestId("booking-caption");
    expect(caption).toHaveTextContent(
      `${section!.packageNotice.label} ${describePackage(section!.packageNotice.subject, choice)}`,
    );
    const answer = describePackage(section!.packageNotice.answer, choice);
    expect(answer).toContain(chosen.price);
    await advance(100);
    const init = installScheduler();
    await fire(scripts()[0], "load");
    await advance(100);
    expect(init).toHaveBeenCalledWith({
      url: SCHEDULER_URL,
      parentElement: placeholder(),
      prefill: { customAnswers: { [KEY]: answer } },
    });
  });

  it("ignores an unknown or hostile package: the caption stays, nothing is prefilled", async () => {
    for (const search of [
      `?package=${encodeURIComponent("<img src=x onerror=alert(1)>")}&service=ai-agents/rag`,
      "?package=no-such-package&service=ai-agents/rag",
      "?package=professional&service=__proto__",
      "?package=__proto__&service=ai-agents/rag",
    ]) {
      at(search);
      const { unmount } = render(<Widget />);
      expect(screen.getByTestId("booking-caption")).toHaveTextContent(section!.calendarCaption);
      expect(screen.queryByTestId("booking-package")).toBeNull();
      expect(document.querySelector("img")).toBeNull();
      const link = screen.getByRole("link", { name: new RegExp(section!.fallbackLinkLabel) });
      expect(link).toHaveAttribute("href", SCHEDULER_URL);
      unmount();
    }
  });
});
