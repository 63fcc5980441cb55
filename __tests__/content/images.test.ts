/**
 * @jest-environment node
 *
 * Images editors upload: their size is read from the file's header, validation refuses what
 * would hurt a page (too big to download, too narrow for a hero, no alt text, no file), and body
 * images get their real width and height.
 */
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import {
  ContentError,
  readContentFiles,
  readStaticPaths,
  staticImageLookup,
  validateContent,
  type ContentFile,
} from "../../src/content/validate";
import { renderMarkdown } from "../../src/content/markdown";
import { MAX_IMAGE_BYTES } from "../../src/lib/imageSize";
import { imageDimensions } from "../../src/content/imageDimensions";
import { guideEntry } from "../../jest/fixtures";

const ROOT = path.resolve(__dirname, "../..");

/** A solid-colour image of the given size in px, encoded in the given format. */
function picture(width: number, height: number, format: "png" | "jpeg" | "webp"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#2563eb" } })
    .toFormat(format)
    .toBuffer();
}

describe("imageDimensions", () => {
  it.each(["png", "jpeg", "webp"] as const)("reads a %s's width and height", async (format) => {
    expect(imageDimensions(await picture(1440, 810, format))).toEqual({ width: 1440, height: 810 });
  });

  it("reads a lossless WebP and answers null for other bytes", async () => {
    const lossless = await sharp({
      create: { width: 321, height: 123, channels: 4, background: "#fff" },
    })
      .webp({ lossless: true })
      .toBuffer();
    expect(imageDimensions(lossless)).toEqual({ width: 321, height: 123 });
    expect(imageDimensions(Buffer.from("GIF89a not an image we take"))).toBeNull();
    expect(imageDimensions(new Uint8Array(0))).toBeNull();
  });
});

describe("validateContent: images", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "loomwork-uploads-"));
  const uploads = path.join(tmp, "static", "uploads");
  const FILE = "data/resources/image-guide.json";
  const guide = guideEntry({
    slug: "image-guide",
    title: "A guide with pictures",
    description: "What the pictures show.",
    body: "Intro.\n\n## Flow\n\n![The flow, step by step](/uploads/wide.png)",
    image: { src: "/uploads/wide.png", alt: "A flow diagram" },
  });

  beforeAll(async () => {
    fs.mkdirSync(uploads, { recursive: true });
    fs.writeFileSync(path.join(uploads, "wide.png"), await picture(1600, 900, "png"));
    fs.writeFileSync(path.join(uploads, "narrow.jpg"), await picture(800, 600, "jpeg"));
    // Over 5 MB: a real PNG header followed by padding (the size is what is checked).
    const big = Buffer.alloc(Math.round(12.4 * 1024 * 1024));
    (await picture(2400, 1350, "png")).copy(big);
    fs.writeFileSync(path.join(uploads, "team.png"), big);
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  /** The real content plus the guide with these changes; its errors (about the guide only). */
  function errorsWith(changes: Record<string, unknown>): string[] {
    const files: ContentFile[] = [
      ...readContentFiles(ROOT),
      { file: FILE, json: { ...guide, ...changes } },
    ];
    const statics = new Set([
      ...readStaticPaths(ROOT),
      ...["wide.png", "narrow.jpg", "team.png"].map((f) => `/uploads/${f}`),
    ]);
    try {
      validateContent(files, statics, staticImageLookup(tmp));
      return [];
    } catch (e) {
      expect(e).toBeInstanceOf(ContentError);
      return (e as ContentError).errors.filter((m) => m.startsWith(FILE));
    }
  }

  it("accepts a wide, small hero with alt text and a described body image", () => {
    expect(errorsWith({})).toEqual([]);
  });

  it("refuses an image file over 5 MB, saying how to make it smaller", () => {
    expect(fs.statSync(path.join(uploads, "team.png")).size).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(errorsWith({ image: { src: "/uploads/team.png", alt: "The team" } })).toEqual([
      `${FILE}: image.src: /uploads/team.png is 12.4 MB; images must be at most 5 MB — export it smaller (e.g. 2,400 px wide JPEG at 80% quality) and upload it again`,
    ]);
  });

  it("refuses a hero narrower than 1,200 px", () => {
    expect(errorsWith({ image: { src: "/uploads/narrow.jpg", alt: "A photo" } })).toEqual([
      `${FILE}: image.src: /uploads/narrow.jpg is 800 px wide; a hero image needs at least 1,200 px — export it larger (e.g. 2,400 px wide) and upload it again`,
    ]);
  });

  it("accepts a narrow image in the body (only heroes must be wide)", () => {
    expect(errorsWith({ body: "## A\n\n![A photo](/uploads/narrow.jpg)" })).toEqual([]);
  });

  it("refuses a hero with blank alt text, and a body image with none, naming the src", () => {
    expect(errorsWith({ image: { src: "/uploads/wide.png", alt: "   " } })).toEqual([
      `${FILE}: image.alt: expected alt text: describe what the image shows, for people who cannot see it`,
    ]);
    expect(errorsWith({ body: "## A\n\n![](/uploads/wide.png)" })).toEqual([
      `${FILE}: body: image /uploads/wide.png has no alt text; write what it shows between the brackets: ![what the image shows](/uploads/wide.png)`,
    ]);
  });

  it("refuses an image whose file does not exist, and one not uploaded", () => {
    expect(errorsWith({ image: { src: "/uploads/gone.png", alt: "Gone" } })).toEqual([
      `${FILE}: image.src: /uploads/gone.png has no file; upload the image (the CMS puts it in static/uploads/) or fix the path`,
    ]);
    expect(errorsWith({ body: "## A\n\n![A chart](https://example.com/c.png)" })).toEqual([
      `${FILE}: body: image https://example.com/c.png is not an uploaded file; upload it (the CMS puts it in static/uploads/) and use its /uploads/… path`,
    ]);
  });

  it("refuses a hero that is not an uploaded JPEG, PNG or WebP, or has an unknown field", () => {
    const [wrongType] = errorsWith({ image: { src: "/uploads/logo.gif", alt: "Logo" } });
    expect(wrongType).toMatch(`${FILE}: image.src: expected an uploaded image like`);
    expect(errorsWith({ image: { src: "/uploads/wide.png", alt: "A", title: "x" } })).toEqual([
      `${FILE}: image: unknown field "title"`,
    ]);
  });

  it("checks the real uploads too (the real content is valid)", () => {
    expect(() =>
      validateContent(readContentFiles(ROOT), readStaticPaths(ROOT), staticImageLookup(ROOT)),
    ).not.toThrow();
  });
});

describe("renderMarkdown: images", () => {
  it("gives a body image its real width and height, lazy loading and async decoding", () => {
    const sizes = {
      imageSize: (src: string) =>
        src === "/uploads/a.png" ? { width: 1600, height: 900 } : undefined,
    };
    const { html, images } = renderMarkdown("![A flow](/uploads/a.png)", sizes);
    expect(html).toContain(
      '<img src="/uploads/a.png" alt="A flow" width="1600" height="900" loading="lazy" decoding="async">',
    );
    expect(images).toEqual([{ src: "/uploads/a.png", alt: "A flow" }]);
  });

  it("works without a lookup (the CMS preview) and can point images at other URLs", () => {
    expect(renderMarkdown("![A flow](/uploads/b.png)").html).toContain(
      '<img src="/uploads/b.png" alt="A flow" loading="lazy" decoding="async">',
    );
    const blob = { imageUrl: (src: string) => `blob:preview${src}` };
    expect(renderMarkdown("![A flow](/uploads/b.png)", blob).html).toContain(
      'src="blob:preview/uploads/b.png"',
    );
  });

  it("keeps only src, alt and the attributes it adds", () => {
    const { html } = renderMarkdown('![A](/uploads/c.png "title text")');
    expect(html).toBe('<p><img src="/uploads/c.png" alt="A" loading="lazy" decoding="async"></p>');
  });
});
