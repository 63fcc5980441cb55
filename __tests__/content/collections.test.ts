/**
 * Blog and case-study listings come from one file per item (issue 7): adding a file to
 * data/blog or data/case-studies adds an item, and a bad file is rejected with its path.
 */
import path from "path";
import { readContentFiles, validateContent, ContentError } from "../../src/content/validate";

const root = path.resolve(__dirname, "../..");

describe("content collections", () => {
  const files = readContentFiles(root);
  const base = validateContent(files);

  test("the shipped listings hold three posts and three case studies (spec 02 §9)", () => {
    expect(base.blog).toHaveLength(3);
    expect(base.caseStudies).toHaveLength(3);
  });

  test("adding a post file adds a post", () => {
    const extra = {
      file: "data/blog/fourth-post.json",
      json: {
        slug: "fourth-post",
        title: "A fourth post",
        excerpt: "More notes.",
        author: "Sam Lee",
        date: "2025-09-01",
        category: "Automation",
        readTime: "5 min read",
      },
    };
    const content = validateContent([...files, extra]);
    expect(content.blog).toHaveLength(4);
    expect(content.blog.map((p) => p.slug)).toContain("fourth-post");
  });

  test("adding a case-study file adds a case study", () => {
    const study = {
      ...base.caseStudies[0],
      slug: "another-study",
      title: "Another study",
      order: 9,
    };
    const content = validateContent([
      ...files,
      { file: "data/case-studies/another-study.json", json: study },
    ]);
    expect(content.caseStudies).toHaveLength(4);
  });

  test("a post with a bad date is rejected naming the file and field", () => {
    const bad = {
      file: "data/blog/bad.json",
      json: {
        slug: "bad",
        title: "Bad",
        excerpt: "x",
        author: "y",
        date: "March 3",
        category: "z",
        readTime: "1 min",
      },
    };
    expect(() => validateContent([...files, bad])).toThrow(ContentError);
    try {
      validateContent([...files, bad]);
    } catch (e) {
      expect((e as ContentError).errors).toContain(
        "data/blog/bad.json: date: expected an ISO date like 2025-03-14",
      );
    }
  });

  test("two files with the same slug are rejected", () => {
    const dup = { file: "data/blog/dup.json", json: { ...base.blog[0] } };
    expect(() => validateContent([...files, dup])).toThrow(/duplicate slug/);
  });
});
