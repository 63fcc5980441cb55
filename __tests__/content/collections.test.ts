/**
 * Blog and case-study listings come from one file per item: adding a file to
 * data/blog or data/case-studies adds an item, and a bad file is rejected with its path.
 */
import fs from "fs";
import path from "path";
import {
  readContentFiles,
  readStaticPaths,
  validateContent as validateFiles,
  ContentError,
  type ContentFile,
} from "../../src/content/validate";

const root = path.resolve(__dirname, "../..");
/** Validates `files` with links to files checked against the project's own static/. */
const validateContent = (files: ContentFile[]) => validateFiles(files, readStaticPaths(root));

describe("content collections", () => {
  const files = readContentFiles(root);
  const base = validateContent(files);

  test("every file in data/blog and data/case-studies is one listed item", () => {
    const count = (dir: string) =>
      fs.readdirSync(path.join(root, dir)).filter((f) => f.endsWith(".json")).length;
    expect(base.blog).toHaveLength(count("data/blog"));
    expect(base.caseStudies).toHaveLength(count("data/case-studies"));
  });

  test("adding a post file adds a post", () => {
    const extra = {
      file: "data/blog/fourth-post.json",
      json: {
        slug: "fourth-post",
        title: "A fourth post",
        description: "More notes.",
        author: "Priya Nair",
        datePublished: "2025-09-01",
        dateModified: "2025-09-01",
        category: "Automation",
        body: "## What we learned\n\nMore notes, with a [link to the blog](/blog).",
      },
    };
    const content = validateContent([...files, extra]);
    expect(content.blog).toHaveLength(base.blog.length + 1);
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
    expect(content.caseStudies).toHaveLength(base.caseStudies.length + 1);
  });

  test("a post with a bad date is rejected naming the file and field", () => {
    const bad = {
      file: "data/blog/bad.json",
      json: {
        slug: "bad",
        title: "Bad",
        description: "x",
        author: "y",
        datePublished: "March 3",
        dateModified: "2025-03-03",
        category: "z",
        body: "Text.",
      },
    };
    expect(() => validateContent([...files, bad])).toThrow(ContentError);
    try {
      validateContent([...files, bad]);
    } catch (e) {
      expect((e as ContentError).errors).toContain(
        "data/blog/bad.json: datePublished: expected an ISO date like 2025-03-14",
      );
    }
  });

  test("two files with the same slug are rejected", () => {
    const dup = { file: "data/blog/dup.json", json: { ...base.blog[0] } };
    expect(() => validateContent([...files, dup])).toThrow(
      `data/blog/dup.json: slug: path "/blog/${base.blog[0].slug}" is already served by data/blog/`,
    );
  });
});
