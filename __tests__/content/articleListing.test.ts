/**
 * @jest-environment node
 */
import { articleCategory, articleListing, caseStudyFacts } from "../../src/content/articleListing";
import { showsBookingPrompt } from "../../src/content/bookingPrompt";
import { bookingPagePath } from "../../src/content/bookingTemplates";
import { renderMarkdown } from "../../src/content/markdown";
import { CaseStudySchema } from "../../src/content/schema";
import { articlePreviewProps } from "../../src/cms/preview";
import { shippedContent } from "../../jest/shippedContent";

const content = shippedContent();
const [study] = content.caseStudies;
const [post] = content.blog;

describe("what is derived from an article's fields", () => {
  it("gives a case study its industry as category, and other kinds their own category", () => {
    expect(articleCategory("caseStudies", study)).toBe(study.industry);
    expect(articleCategory("blog", post)).toBe(post.category);
  });

  it("picks a case study's facts by its schema's keys, and none of its article fields", () => {
    const facts = caseStudyFacts(study);
    expect(CaseStudySchema.parse(facts)).toEqual(facts);
    expect(Object.keys(facts).every((k) => k in CaseStudySchema.shape)).toBe(true);
    expect(facts.results).toEqual(study.results);
  });

  it("lists a post with its path and the reading time of its body", () => {
    expect(articleListing("blog", post)).toMatchObject({
      title: post.title,
      path: `/blog/${post.slug}`,
      readingMinutes: renderMarkdown(post.body).readingMinutes,
    });
  });

  it("shows an editor the same category and facts in the CMS preview as the site does", () => {
    const result = articlePreviewProps("caseStudies", { ...study, size: "" }, []);
    if (!("props" in result)) throw new Error("expected props");
    const { size: _blank, ...facts } = caseStudyFacts(study);
    expect(result.props.category).toBe(articleCategory("caseStudies", study));
    expect(result.props.caseStudy).toEqual(facts);
  });
});

describe("showsBookingPrompt", () => {
  const pages = content.pages.map((p) => p.page);

  it("hides the floating prompt on the booking page and the contact form's page only", () => {
    const hidden = pages.filter((p) => !showsBookingPrompt(p)).map((p) => p.path);
    const contactPage = pages.find((p) => p.sections.some((s) => s.type === "contactForm"))!;
    expect(hidden.sort()).toEqual([bookingPagePath(pages), contactPage.path].sort());
  });

  it("hides it on any page an editor gives the booking widget", () => {
    const widget = pages.flatMap((p) => p.sections).find((s) => s.type === "bookingWidget")!;
    const home = pages.find((p) => p.path === "/")!;
    expect(showsBookingPrompt(home)).toBe(true);
    expect(showsBookingPrompt({ sections: [...home.sections, widget] })).toBe(false);
  });
});
