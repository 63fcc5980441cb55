/** The RSS feed's items: absolute links on the resolved host, the whole post as content. */
import { feedItems } from "../../src/content/feed";

describe("feedItems", () => {
  const post = {
    title: "A post",
    description: "Summary.",
    author: "Priya Nair",
    category: "Automation",
    datePublished: "2025-06-24",
    path: "/blog/a-post",
    bodyHtml:
      '<p>See <a href="/book-session">booking</a> and <a href="https://docs.n8n.io/">n8n</a>.</p>',
  };

  it("links each item to the post's absolute URL on the given site URL", () => {
    const [item] = feedItems([post], "https://preview.example.com");
    expect(item.url).toBe("https://preview.example.com/blog/a-post");
    expect(item.guid).toBe(item.url);
    expect(item.date).toBe("2025-06-24");
  });

  it("carries the full body with site-relative links made absolute", () => {
    const [item] = feedItems([post], "https://www.loomwork.ai");
    const html = item.custom_elements[0]["content:encoded"]._cdata;
    expect(html).toContain('href="https://www.loomwork.ai/book-session"');
    expect(html).toContain('href="https://docs.n8n.io/"');
  });
});
