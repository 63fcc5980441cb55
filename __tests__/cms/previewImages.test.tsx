/**
 * The CMS preview shows an article's hero image and body images from Decap's assets, so an
 * image uploaded a moment ago (a `blob:` URL, not built yet) appears before it is published.
 */
import { articlePreviewProps, assetUrlOf } from "../../src/cms/preview";
import type { CmsField } from "../../src/cms/config";

const fields: CmsField[] = [
  { label: "Title", name: "title", widget: "string" },
  { label: "Body", name: "body", widget: "markdown" },
];

const item = {
  title: "A post",
  description: "Text.",
  author: "Sam Lee",
  category: "Guide",
  datePublished: "2025-01-10",
  dateModified: "2025-01-10",
  body: "## Flow\n\n![The flow](/uploads/new.png)",
  image: { src: "/uploads/new.png", alt: "A flow diagram" },
};

describe("article preview images", () => {
  it("shows a fresh upload's blob: URL for the hero and the body image", () => {
    const getAsset = (p: string) => ({ toString: () => `blob:https://cms.example/${p.slice(9)}` });
    const result = articlePreviewProps("blog", item, fields, assetUrlOf(getAsset));
    if (!("props" in result)) throw new Error("expected props");
    expect(result.props.heroImage).toEqual({
      src: "blob:https://cms.example/new.png",
      alt: "A flow diagram",
    });
    expect(result.props.bodyHtml).toContain('src="blob:https://cms.example/new.png"');
  });

  it("falls back to the path when Decap has no asset for it, and shows no hero without one", () => {
    const url = assetUrlOf(() => undefined);
    expect(url("/uploads/a.png")).toBe("/uploads/a.png");
    const result = articlePreviewProps("blog", { ...item, image: undefined }, fields, url);
    if (!("props" in result)) throw new Error("expected props");
    expect(result.props.heroImage).toBeUndefined();
  });
});
