/**
 * The two rules of scheduled publishing (src/lib/schedule.ts), on a fixed clock: what "today" is
 * for a build, and whether an article is out by then.
 */
import { BUILD_DATE_VARIABLE, buildDate, isIsoDate, isPublished } from "../../src/lib/schedule";

describe("buildDate", () => {
  const now = new Date("2027-01-04T23:30:00-05:00"); // 04:30 on January 5 in UTC

  it("is the clock's date in UTC without SITE_BUILD_DATE, whatever the machine's time zone", () => {
    expect(buildDate({}, now)).toBe("2027-01-05");
    expect(buildDate({ [BUILD_DATE_VARIABLE]: "  " }, now)).toBe("2027-01-05");
  });

  it("is SITE_BUILD_DATE when it is set, so a build can run as of any date", () => {
    expect(buildDate({ SITE_BUILD_DATE: "2026-12-31" }, now)).toBe("2026-12-31");
    expect(buildDate({ SITE_BUILD_DATE: " 2027-03-01 " }, now)).toBe("2027-03-01");
  });

  it.each(["2027-1-5", "2027-02-30", "tomorrow", "2027-01-05T00:00:00Z"])(
    "refuses SITE_BUILD_DATE=%s, naming the variable and the expected form",
    (value) => {
      expect(() => buildDate({ SITE_BUILD_DATE: value }, now)).toThrow(
        `SITE_BUILD_DATE must be a date like 2027-01-05, got "${value}"`,
      );
    },
  );
});

describe("isIsoDate", () => {
  it("accepts real calendar dates only", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(isIsoDate("2027-13-01")).toBe(false);
    expect(isIsoDate("05/01/2027")).toBe(false);
  });
});

describe("isPublished", () => {
  const article = { datePublished: "2027-01-05" };

  it("is false the day before the article's date", () => {
    expect(isPublished(article, "2027-01-04")).toBe(false);
    expect(isPublished(article, "2026-12-31")).toBe(false);
  });

  it("is true from the article's date on, that day included", () => {
    expect(isPublished(article, "2027-01-05")).toBe(true);
    expect(isPublished(article, "2027-01-06")).toBe(true);
    expect(isPublished(article, "2028-01-01")).toBe(true);
  });
});
