import { splitHref } from "../../src/lib/href";

describe("splitHref", () => {
  it("splits a link into path, query and anchor, each part with its sign", () => {
    expect(splitHref("/book-session?template=x#faq")).toEqual({
      path: "/book-session",
      query: "?template=x",
      hash: "#faq",
    });
    expect(splitHref("#pricing")).toEqual({ path: "", query: "", hash: "#pricing" });
    // A `?` after the anchor belongs to the anchor.
    expect(splitHref("/blog#a?b")).toEqual({ path: "/blog", query: "", hash: "#a?b" });
  });
});
