import fs from "fs";
import path from "path";
import { createFontStack } from "@capsizecss/core";
import {
  ARIAL_METRIC_CLONES,
  FALLBACK_CUTS,
  brandFontFaceCss,
  latinUnicodeRange,
} from "../../src/styles/brandFont";
import { brandFontFamily, fonts } from "../../src/styles/theme";

const FONT_DIR = path.join(__dirname, "../../node_modules/@fontsource-variable/inter");
const css = brandFontFaceCss("/static/brand.woff2");

describe("the brand font's @font-face rules", () => {
  test("one Latin WOFF2 file, weights 100-900, never swapped in after the first paint (font-display: optional)", () => {
    expect(css).toContain(`font-family:"${brandFontFamily}"`);
    expect(css).toContain("font-display:optional");
    expect(css).toContain("font-weight:100 900");
    expect(css.match(/url\(([^)]+)\)/g)).toEqual([
      "url(/static/brand.woff2)",
      "url(/static/brand.woff2)",
    ]);
  });

  test("the file is small: at most 60 KB", () => {
    const file = path.join(FONT_DIR, "files/inter-latin-wght-normal.woff2");
    expect(fs.statSync(file).size).toBeLessThanOrEqual(60 * 1024);
  });

  test("covers the Latin subset exactly as @fontsource-variable/inter defines it", () => {
    const upstream = fs.readFileSync(path.join(FONT_DIR, "wght.css"), "utf8");
    const block = upstream.slice(upstream.indexOf("/* inter-latin-wght-normal */"));
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    expect(range).toBe(latinUnicodeRange);
    expect(css).toContain(`unicode-range:${latinUnicodeRange};`);
  });

  test.each(FALLBACK_CUTS)(
    "the fallback's $local cut (weights $weights) is Arial or a metric clone of it, with the overrides Capsize computes for that weight",
    ({ weights, brand, fallback, local }) => {
      const rule = css.split("\n").find((line) => line.includes(`font-weight: ${weights};`)) ?? "";
      expect(rule).toContain(`font-family: "${brandFontFamily} Fallback"`);
      const upstream = createFontStack([
        { ...brand, familyName: brandFontFamily },
        fallback,
      ]).fontFaces.replace(/\s*\n\s*/g, "");
      const descriptors = upstream.match(
        /(size-adjust|ascent-override|descent-override|line-gap-override): [^;]+;/g,
      );
      expect(descriptors).toHaveLength(4);
      for (const d of descriptors ?? []) expect(rule).toContain(d);
      const src = /src: ([^;]+);/.exec(rule)?.[1] ?? "";
      expect(
        src.startsWith(`local('${fallback.fullName}'), local('${fallback.postscriptName}')`),
      ).toBe(true);
      for (const clone of ARIAL_METRIC_CLONES)
        for (const name of clone[local]) expect(src).toContain(`local('${name}')`);
    },
  );

  test("headings get a real bold fallback: the bold cut is sized to the brand font's bold, not its regular", () => {
    const sizes = FALLBACK_CUTS.map(({ weights }) => {
      const rule = css.split("\n").find((line) => line.includes(`font-weight: ${weights};`)) ?? "";
      return /size-adjust: ([\d.]+)%/.exec(rule)?.[1];
    });
    expect(sizes[0]).toBeDefined();
    expect(sizes[1]).toBeDefined();
    expect(sizes[0]).not.toBe(sizes[1]);
  });

  test("the body stack names the brand font, then its fallback", () => {
    expect(fonts.body.startsWith(`"${brandFontFamily}", "${brandFontFamily} Fallback",`)).toBe(
      true,
    );
  });
});
