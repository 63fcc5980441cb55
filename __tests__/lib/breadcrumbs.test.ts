/** The breadcrumb trail rule, checked against the real content in data/. */
import { shippedContent } from "../../jest/shippedContent";
import type { Page } from "../../src/content/schema";
import { articlePath } from "../../src/lib/articles";
import { breadcrumbTrail, listingPageTrail, type TrailSite } from "../../src/lib/breadcrumbs";

const content = shippedContent();
const pages = content.pages.map((p) => p.page);
const site: TrailSite = {
  pages,
  navigation: content.navigation,
  labels: content.site.labels.breadcrumbs,
};
const { menus } = content.navigation.header;
const home = { name: site.labels.home, path: "/" };

/** The page file at `p`. */
const page = (p: string): Page => pages.find((x) => x.path === p)!;
/** A page's hero heading. */
const heading = (p: Page): string => {
  const hero = p.sections.find((s) => s.type === "hero");
  return hero && "heading" in hero ? hero.heading : p.seo.title;
};
/** The trail of the section page at `p`, as gatsby-node asks for it. */
const trailOf = (p: string) => {
  const pg = page(p);
  return breadcrumbTrail(
    { path: pg.path, title: heading(pg), canonicalPath: pg.seo.canonicalPath },
    site,
  );
};
/** The header menu item linking to `href`. */
const itemTo = (href: string) => menus.flatMap((m) => m.items).find((i) => i.href === href)!;

describe("breadcrumbTrail", () => {
  it("gives the home page and the not-found page no trail", () => {
    expect(trailOf("/")).toEqual([]);
    expect(trailOf("/404")).toEqual([]);
  });

  it("names an area hub by its header menu's label", () => {
    const hub = page("/automation");
    const menuId = hub.sections.find((s) => s.type === "menuCards")!;
    const menu = menus.find((m) => "menu" in menuId && m.id === menuId.menu)!;
    expect(trailOf("/automation")).toEqual([home, { name: menu.label, path: "/automation" }]);
  });

  it("puts a page under its hub, named by its menu item's title", () => {
    const hub = trailOf("/automation")[1];
    expect(trailOf("/automation/zapier")).toEqual([
      home,
      hub,
      { name: itemTo("/automation/zapier").title, path: "/automation/zapier" },
    ]);
  });

  it("puts a role page under /hire, named by its hero heading", () => {
    const role = pages.find((p) => p.path.startsWith("/hire/"))!;
    expect(trailOf(role.path)).toEqual([
      home,
      { name: itemTo("/hire").title, path: "/hire" },
      { name: heading(role), path: role.path },
    ]);
  });

  it("puts a blog post under /blog, whose JSON-LD URL is its canonical one", () => {
    const post = content.blog[0];
    const at = articlePath("blog", post.slug);
    expect(breadcrumbTrail({ path: at, title: post.title }, site)).toEqual([
      home,
      {
        name: itemTo("/blog").title,
        path: "/blog",
        canonicalPath: page("/blog").seo.canonicalPath,
      },
      { name: post.title, path: at },
    ]);
  });

  it("puts a guide under /resources, named in labels.breadcrumbs.names", () => {
    const guide = content.guides[0];
    const at = articlePath("guides", guide.slug);
    const resources = site.labels.names.find((n) => n.path === "/resources")!;
    expect(breadcrumbTrail({ path: at, title: guide.title }, site)).toEqual([
      home,
      { name: resources.name, path: "/resources" },
      { name: guide.title, path: at },
    ]);
  });

  it("gives a top-level legal page Home › page", () => {
    const privacy = content.legal.find((l) => l.slug === "privacy")!;
    expect(breadcrumbTrail({ path: "/privacy", title: privacy.title }, site)).toEqual([
      home,
      { name: privacy.title, path: "/privacy" },
    ]);
  });

  it("keeps an aliased page on its registered path and carries its canonical path", () => {
    const blog = page("/blog");
    expect(blog.aliases).toContain(blog.seo.canonicalPath);
    const trail = trailOf("/blog");
    expect(trail).toEqual([
      home,
      { name: itemTo("/blog").title, path: "/blog", canonicalPath: blog.seo.canonicalPath },
    ]);
  });

  it("leaves out a leading path part that is no page", () => {
    const trail = breadcrumbTrail({ path: "/nowhere/page", title: "Page" }, site);
    expect(trail).toEqual([home, { name: "Page", path: "/nowhere/page" }]);
  });
});

describe("listingPageTrail", () => {
  it("ends a later listing page's trail with its own title", () => {
    const trail = trailOf("/blog");
    expect(
      listingPageTrail(trail, { path: "/blog/page/2", page: 2, titleTemplate: "{title} ({page})" }),
    ).toEqual([...trail, { name: `${trail[1].name} (2)`, path: "/blog/page/2" }]);
  });
});
