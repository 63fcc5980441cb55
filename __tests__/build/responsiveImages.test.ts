/**
 * @jest-environment node
 *
 * Hero images are resized at build time into WebP variants named by the upload's bytes, cached
 * between builds, so a warm build encodes nothing and a changed upload gets new URLs.
 */
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import {
  RESIZED_FOLDER,
  imageHash,
  variantWidths,
  writeResponsiveImages,
} from "../../src/build/responsiveImages";
import { HERO_IMAGE_SIZES } from "../../src/lib/imageSize";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wt-images-resize-"));
const upload = path.join(tmp, "static", "uploads", "flow.png");
const publicDir = path.join(tmp, "public");
const cacheDir = path.join(tmp, ".cache", "responsive-images");
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A solid image of the given size in px, written as the upload. */
async function writeUpload(width: number, height: number, background: string): Promise<void> {
  fs.mkdirSync(path.dirname(upload), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toFile(upload);
}

describe("variantWidths", () => {
  it("keeps the standard widths not wider than the upload", () => {
    expect(variantWidths(2400)).toEqual([480, 768, 1024, 1440, 1920]);
    expect(variantWidths(1300)).toEqual([480, 768, 1024]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe("writeResponsiveImages", () => {
  it("writes hashed WebP variants, then reuses them from the cache", async () => {
    await writeUpload(1600, 900, "#1d4ed8");
    const hash = imageHash(fs.readFileSync(upload));
    const cold = await writeResponsiveImages({
      srcs: ["/uploads/flow.png", "/uploads/flow.png"],
      root: tmp,
      publicDir,
      cacheDir,
    });
    expect(cold.encoded).toBe(4);
    const image = cold.images.get("/uploads/flow.png")!;
    expect(image).toEqual({
      src: `/${RESIZED_FOLDER}/flow-${hash}-1024.webp`,
      srcSet: [480, 768, 1024, 1440]
        .map((w) => `/${RESIZED_FOLDER}/flow-${hash}-${w}.webp ${w}w`)
        .join(", "),
      sizes: HERO_IMAGE_SIZES,
      width: 1600,
      height: 900,
    });
    for (const w of [480, 768, 1024, 1440]) {
      const file = path.join(publicDir, RESIZED_FOLDER, `flow-${hash}-${w}.webp`);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", w, Math.round((w * 9) / 16)]);
    }
    const warm = await writeResponsiveImages({
      srcs: ["/uploads/flow.png"],
      root: tmp,
      publicDir,
      cacheDir,
    });
    expect(warm.encoded).toBe(0);
    expect(warm.images).toEqual(cold.images);
  });

  it("gives a changed upload new names and removes the old variants from public/", async () => {
    const before = fs.readdirSync(path.join(publicDir, RESIZED_FOLDER));
    await writeUpload(1600, 900, "#15803d");
    const hash = imageHash(fs.readFileSync(upload));
    const report = await writeResponsiveImages({
      srcs: ["/uploads/flow.png"],
      root: tmp,
      publicDir,
      cacheDir,
    });
    expect(report.encoded).toBe(4);
    const after = fs.readdirSync(path.join(publicDir, RESIZED_FOLDER));
    expect(after.every((f) => f.includes(hash))).toBe(true);
    expect(after.some((f) => before.includes(f))).toBe(false);
  });
});
