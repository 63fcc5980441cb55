/**
 * The analytics vocabulary: every event named once and distinctly, the scheduler's messages
 * counted only from the scheduler's own origin, template slugs read from download paths.
 */
import fs from "fs";
import path from "path";
import {
  ANALYTICS_EVENTS,
  isLoopbackHost,
  SCHEDULER_ORIGIN,
  schedulerEventOf,
  templateSlugOfDownload,
} from "../../src/lib/analyticsEvents";

describe("ANALYTICS_EVENTS", () => {
  const names = Object.values(ANALYTICS_EVENTS);

  it("names every event distinctly, with no empty or padded name", () => {
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^\S(.*\S)?$/);
    expect(names).not.toContain("pageview");
  });

  it("covers each step the owner asked to count", () => {
    expect(Object.keys(ANALYTICS_EVENTS).sort()).toEqual(
      [
        "bookingScheduled",
        "bookingStarted",
        "bookingViewed",
        "calculatorUsed",
        "contactSent",
        "newsletterSubscribed",
        "outboundLink",
        "schedulerFailed",
        "templateDownloaded",
        "toolUsed",
      ].sort(),
    );
  });

  it("uses, for outbound links, the name Plausible's tracker itself sends", () => {
    const tracker = fs.readFileSync(
      path.join(__dirname, "../../node_modules/@plausible-analytics/tracker/plausible.js"),
      "utf8",
    );
    expect(tracker).toContain(`"${ANALYTICS_EVENTS.outboundLink}"`);
  });
});

describe("schedulerEventOf", () => {
  const from = (origin: string, data: unknown) => schedulerEventOf({ origin, data });

  it("maps the scheduler's three messages from its own origin", () => {
    expect(from(SCHEDULER_ORIGIN, { event: "calendly.event_type_viewed" })).toBe("bookingViewed");
    expect(from(SCHEDULER_ORIGIN, { event: "calendly.date_and_time_selected" })).toBe(
      "bookingStarted",
    );
    expect(from(SCHEDULER_ORIGIN, { event: "calendly.event_scheduled", payload: {} })).toBe(
      "bookingScheduled",
    );
  });

  it.each([
    "https://assets.calendly.com",
    "http://calendly.com",
    "https://calendly.com.evil.example",
    "https://evilcalendly.com",
    "https://www.loomwork.ai",
    "null",
    "",
  ])("ignores a scheduler message from %j", (origin) => {
    expect(from(origin, { event: "calendly.event_scheduled" })).toBeNull();
  });

  it.each([
    ["a string", "calendly.event_scheduled"],
    ["null", null],
    ["an unknown event", { event: "calendly.profile_page_viewed" }],
    ["an inherited name", { event: "toString" }],
    ["a non-string event", { event: 42 }],
  ])("ignores %s as data", (_what, data) => {
    expect(from(SCHEDULER_ORIGIN, data)).toBeNull();
  });
});

describe("templateSlugOfDownload", () => {
  it("reads the slug from a template's file path", () => {
    expect(
      templateSlugOfDownload("/downloads/templates/lead-qualification-automation.n8n.json"),
    ).toBe("lead-qualification-automation");
  });

  it.each([
    "/downloads/other/x.json",
    "/downloads/templates/",
    "/downloads/templates/sub/x.json",
    "/downloads/templates/Bad_Name.json",
    "/templates",
  ])("is null for %j", (p) => {
    expect(templateSlugOfDownload(p)).toBeNull();
  });
});

describe("isLoopbackHost", () => {
  it.each(["localhost", "127.0.0.1", "127.1.2.3", "[::1]"])("%s is this machine", (h) =>
    expect(isLoopbackHost(h)).toBe(true),
  );
  it.each(["www.loomwork.ai", "127.0.0.1.example.com", "localhost.example", "10.0.0.1"])(
    "%s is not",
    (h) => expect(isLoopbackHost(h)).toBe(false),
  );
});
