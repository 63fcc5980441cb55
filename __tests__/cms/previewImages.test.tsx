/**
 * The CMS preview shows an article's hero image and body images from Decap's assets, so an
 * image uploaded a moment ago (a `blob:` URL, not built yet) appears before it is published.
 */
import { articlePreviewProps, assetUrlOf } from "../../src/cms/preview";
import { recordFreshUploads, uploadKey } from "../../src/cms/freshUploads";
import type { CmsField } from "../../src/cms/config";

const fields: CmsField[] = [
  { label: "Title", name: "title", widget: "string" },
  { label: "Body", name: "body", widget: "markdown" },
];

const item = {
  title: "A post",
  description: "Text.",
  author: "Priya Nair",
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

describe("a file picked in this session, while Decap shows it by its site address", () => {
  it("is matched by its cleaned file name, whatever path or case it is written with", () => {
    expect(uploadKey("/uploads/My Team Photo.PNG")).toBe("my-team-photo.png");
    expect(uploadKey("my-team-photo.png")).toBe("my-team-photo.png");
  });

  it("is shown from the browser's copy; Decap's own copy wins; other paths stay as they are", () => {
    const fresh = new Map([["roadmap.png", "blob:https://cms.example/picked"]]);
    const bySiteAddress = assetUrlOf((p) => p, fresh);
    expect(bySiteAddress("/uploads/roadmap.png")).toBe("blob:https://cms.example/picked");
    expect(bySiteAddress("/uploads/older-upload.png")).toBe("/uploads/older-upload.png");
    const decapCopy = assetUrlOf(() => "blob:https://cms.example/decap", fresh);
    expect(decapCopy("/uploads/roadmap.png")).toBe("blob:https://cms.example/decap");
  });

  it("is noted when a file input in the page changes, under its cleaned name", () => {
    const fresh = recordFreshUploads(document, (file) => `blob:test/${file.name}`);
    const input = document.createElement("input");
    input.type = "file";
    document.body.append(input);
    const file = new File(["png bytes"], "Rollout Roadmap.png", { type: "image/png" });
    Object.defineProperty(input, "files", { value: [file] });
    input.dispatchEvent(new Event("change", { bubbles: true }));
    expect(fresh.get("rollout-roadmap.png")).toBe("blob:test/Rollout Roadmap.png");
    input.remove();
  });
});
