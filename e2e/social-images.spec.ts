/**
 * Social images over HTTP, from the built `public/` as the test server serves it: sampled pages
 * (home, a service page, a blog post, a case study) each name their own `og:image`, a 1200×630
 * PNG that answers 200 `image/png`, with `og:image:width`/`height` saying so and `twitter:image`
 * naming the same image.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { startServer } from "../scripts/serve";
import { allArticles, allPages } from "./helpers";

let server: { url: string; close(): Promise<void> };

before(async () => {
  server = await startServer({ root: path.join(__dirname, "..", "public"), port: 0 });
});

after(async () => {
  await server?.close();
});

/** The first path of each sampled kind of page, read from data/. */
function sampledPaths(): string[] {
  const servicePage = allPages().find((p) => p.path.startsWith("/automation/"));
  const post = allArticles().find((a) => a.kind === "blog");
  const caseStudy = allArticles().find((a) => a.kind === "caseStudies");
  assert.ok(servicePage && post && caseStudy, "data/ has a service page, a post and a case study");
  return ["/", servicePage.path, post.path, caseStudy.path];
}

/** The `content` of the `<meta>` tag whose `property` or `name` is `key` in `html`. */
function meta(html: string, key: string): string | undefined {
  for (const m of html.matchAll(/<meta\b[^>]*>/gi)) {
    const tag = m[0];
    const named = new RegExp(`(?:property|name)="${key.replace(/[.:]/g, "\\$&")}"`).test(tag);
    if (named) return /content="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, "&");
  }
  return undefined;
}

test("sampled pages each have their own 1200×630 PNG as og:image and twitter:image", async () => {
  const images = new Set<string>();
  for (const pathname of sampledPaths()) {
    const res = await fetch(server.url + pathname);
    assert.equal(res.status, 200, pathname);
    const html = await res.text();
    const image = meta(html, "og:image");
    assert.ok(image, `${pathname}: og:image`);
    assert.match(new URL(image).pathname, /^\/og\/[0-9a-f]+\.png$/, `${pathname}: ${image}`);
    assert.equal(meta(html, "og:image:width"), "1200", `${pathname}: og:image:width`);
    assert.equal(meta(html, "og:image:height"), "630", `${pathname}: og:image:height`);
    assert.equal(meta(html, "twitter:image"), image, `${pathname}: twitter:image`);
    assert.ok(meta(html, "og:image:alt"), `${pathname}: og:image:alt`);
    assert.equal(meta(html, "twitter:image:alt"), meta(html, "og:image:alt"), pathname);
    images.add(image);

    const img = await fetch(server.url + new URL(image).pathname);
    assert.equal(img.status, 200, image);
    assert.equal(img.headers.get("content-type"), "image/png", image);
    const png = Buffer.from(await img.arrayBuffer());
    assert.equal(png.subarray(1, 4).toString("latin1"), "PNG", `${image} is a PNG`);
    assert.equal(png.readUInt32BE(16), 1200, `${image} width`);
    assert.equal(png.readUInt32BE(20), 630, `${image} height`);
  }
  assert.equal(images.size, 4, "four pages, four different images");
});
