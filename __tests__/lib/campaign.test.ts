/**
 * Campaign attribution (src/lib/campaign.ts): which `utm_*` values are kept from the landing URL,
 * how they are cleaned and limited, that only the landing page counts, and the scheduler's `utm`
 * option built from them.
 */
import type * as campaignModule from "../../src/lib/campaign";
import {
  CAMPAIGN_VALUE_MAX_LENGTH,
  campaignFromSearch,
  cleanCampaignValue,
  schedulerUtm,
} from "../../src/lib/campaign";

describe("campaignFromSearch", () => {
  it("keeps the five utm parameters and nothing else", () => {
    expect(
      campaignFromSearch(
        "?utm_source=newsletter&utm_medium=email&utm_campaign=nov-2026&utm_content=hero&utm_term=ai+agents&template=x&gclid=1",
      ),
    ).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "nov-2026",
      utm_content: "hero",
      utm_term: "ai agents",
    });
  });

  it("reads a query string with or without its leading ?", () => {
    expect(campaignFromSearch("utm_source=linkedin")).toEqual({ utm_source: "linkedin" });
  });

  it("leaves out empty and blank values, and keeps the first of repeated ones", () => {
    expect(
      campaignFromSearch("?utm_source=&utm_medium=%20%20&utm_campaign=a&utm_campaign=b"),
    ).toEqual({ utm_campaign: "a" });
  });

  it("is empty for no query string", () => {
    expect(campaignFromSearch("")).toEqual({});
  });

  it("keeps hostile values as the plain text they are", () => {
    const hostile = '"><script>alert(1)</script>';
    expect(campaignFromSearch(`?utm_source=${encodeURIComponent(hostile)}`)).toEqual({
      utm_source: hostile,
    });
  });
});

describe("cleanCampaignValue", () => {
  it(`cuts values to ${CAMPAIGN_VALUE_MAX_LENGTH} characters`, () => {
    expect(cleanCampaignValue("x".repeat(500))).toHaveLength(CAMPAIGN_VALUE_MAX_LENGTH);
  });

  it("never splits a character made of two UTF-16 units", () => {
    const kept = cleanCampaignValue("😀".repeat(150));
    expect(Array.from(kept)).toHaveLength(CAMPAIGN_VALUE_MAX_LENGTH);
    expect(kept).toBe("😀".repeat(CAMPAIGN_VALUE_MAX_LENGTH));
  });

  it("turns control characters into spaces and trims", () => {
    expect(cleanCampaignValue("  spring\n\tsale\u0000 ")).toBe("spring  sale");
  });
});

describe("rememberCampaign / visitCampaign", () => {
  it("keeps the landing page's campaign; later pages of the visit change nothing", () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const m = require("../../src/lib/campaign") as typeof campaignModule;
      expect(m.visitCampaign()).toEqual({});
      m.rememberCampaign("?utm_source=google&utm_medium=cpc");
      m.rememberCampaign("?utm_source=other");
      expect(m.visitCampaign()).toEqual({ utm_source: "google", utm_medium: "cpc" });
    });
  });

  it("keeps nothing when the landing page had no campaign, even if a later page has one", () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const m = require("../../src/lib/campaign") as typeof campaignModule;
      m.rememberCampaign("");
      m.rememberCampaign("?utm_source=late");
      expect(m.visitCampaign()).toEqual({});
    });
  });
});

describe("schedulerUtm", () => {
  it("maps the parameters to the scheduler's utm option names", () => {
    expect(
      schedulerUtm({
        utm_source: "s",
        utm_medium: "m",
        utm_campaign: "c",
        utm_content: "co",
        utm_term: "t",
      }),
    ).toEqual({ utmSource: "s", utmMedium: "m", utmCampaign: "c", utmContent: "co", utmTerm: "t" });
  });

  it("leaves out absent parameters, and is undefined with none", () => {
    expect(schedulerUtm({ utm_campaign: "c" })).toEqual({ utmCampaign: "c" });
    expect(schedulerUtm({})).toBeUndefined();
  });
});
