/**
 * Checks that follow the content: what a visitor must see is read from `data/`, never restated
 * here. The same checks run twice: on the shipped content, and on a temporary copy that an
 * editor has changed (a new price, a fourth blog post, a fourth case study), which shows that
 * editing content as the README describes never turns the tests red.
 */
import { inListingOrder } from "../../src/content/listingOrder";
import { Suspense } from "react";
import fs from "fs";
import os from "os";
import path from "path";
import { render, screen, within, cleanup } from "@testing-library/react";
import { loadContent, type Content } from "../../src/content/validate";
import { shippedContent } from "../../jest/shippedContent";
import type { BlogPost, CaseStudyEntry, Page, SectionOf } from "../../src/content/schema";
import { SiteContentProvider } from "../../src/content/SiteContentContext";
import { CollectionsContext } from "../../src/content/CollectionsContext";
import { Packages } from "../../src/sections/packages/Packages";
import { Faq } from "../../src/sections/faq/Faq";
import { CollectionList } from "../../src/sections/collectionList/CollectionList";
import { articleSearchEntries, searchIndexOf } from "../../src/content/searchIndex";
import { renderMarkdown } from "../../src/content/markdown";
import { ARTICLE_KINDS, articlePath } from "../../src/lib/articles";
import { articleListing } from "../../src/content/articleListing";

const ROOT = path.resolve(__dirname, "../..");

/** Every section of one type across all pages, with the file it is in. */
function sectionsOf<T extends Page["sections"][number]["type"]>(
  content: Content,
  type: T,
): { file: string; section: SectionOf<T> }[] {
  return content.pages.flatMap(({ file, page }) =>
    page.sections
      .filter((s): s is SectionOf<T> => s.type === type)
      .map((section) => ({ file, section })),
  );
}

/** Renders a section with the content's site settings and collections, as a page would. */
function renderWith(content: Content, ui: JSX.Element) {
  return render(
    <SiteContentProvider value={{ site: content.site, navigation: content.navigation }}>
      <CollectionsContext.Provider
        value={{
          blog: sortedPosts(content.blog).map((p) => ({
            ...p,
            path: articlePath("blog", p.slug),
            readingMinutes: renderMarkdown(p.body).readingMinutes,
          })),
          caseStudies: sortedStudies(content.caseStudies).map((c) =>
            articleListing("caseStudies", c),
          ),
          blogPages: { page: 1, count: 1, basePath: "/blog" },
        }}
      >
        {ui}
      </CollectionsContext.Provider>
    </SiteContentProvider>,
  );
}

/** Posts as /blog lists them: newest first (the page query's sort, src/content/listingOrder.ts). */
const sortedPosts = (posts: BlogPost[]) => inListingOrder(posts);
/** The featured case studies' order on /case-studies: by `order`, then title. */
const sortedStudies = (studies: CaseStudyEntry[]) =>
  [...studies].sort(
    (a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.title.localeCompare(b.title),
  );

/** The date of the newest shipped post. */
const newestPostDate = (content: Content): string =>
  content.blog
    .map((p) => p.datePublished)
    .sort()
    .at(-1)!;

/**
 * Makes a temporary copy of `data/` (and `static/downloads/`, `static/uploads/`) and edits it as an editor would: the first package price on
 * the first page with pricing becomes "$9,750", and a fourth blog post and a fourth case study
 * are added. Returns the copy's root and what was changed.
 */
function editedCopy(): { root: string; price: { file: string; name: string; price: string } } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-copy-"));
  fs.cpSync(path.join(ROOT, "data"), path.join(root, "data"), { recursive: true });
  // Downloads are linked from the pages and uploaded images shown by articles, so they come along.
  for (const folder of ["downloads", "uploads"])
    fs.cpSync(path.join(ROOT, "static", folder), path.join(root, "static", folder), {
      recursive: true,
    });
  const shipped = shippedContent();

  const [{ file }] = sectionsOf(shipped, "packages");
  const pageFile = path.join(root, file);
  const page = JSON.parse(fs.readFileSync(pageFile, "utf8")) as Page;
  const packages = page.sections.find((s): s is SectionOf<"packages"> => s.type === "packages");
  if (!packages) throw new Error(`${file} has no packages section`);
  packages.packages[0].price = "$9,750";
  fs.writeFileSync(pageFile, JSON.stringify(page, null, 2));

  const post: BlogPost = {
    ...shipped.blog[0],
    slug: "editor-added-post",
    title: "What an Operations Team Should Measure in the First 90 Days of an AI Agent",
    // The newest post, yet not dated in the future: a post dated after today is scheduled and
    // not listed (src/lib/schedule.ts).
    datePublished: newestPostDate(shipped),
    dateModified: newestPostDate(shipped),
  };
  fs.writeFileSync(path.join(root, "data/blog/editor-added-post.json"), JSON.stringify(post));
  const study: CaseStudyEntry = {
    ...shipped.caseStudies[0],
    slug: "editor-added-study",
    title: "Quote-to-order automation for a building-supplies distributor",
    company: "A building-supplies distributor",
    order: 99,
  };
  fs.writeFileSync(
    path.join(root, "data/case-studies/editor-added-study.json"),
    JSON.stringify(study),
  );
  return { root, price: { file, name: packages.packages[0].name, price: "$9,750" } };
}

const copy = editedCopy();
afterAll(() => fs.rmSync(copy.root, { recursive: true, force: true }));

describe.each([
  ["the shipped content", ROOT],
  ["an edited copy (new price, fourth post, fourth case study)", copy.root],
])("content-driven checks on %s", (_label, root) => {
  const content = root === ROOT ? shippedContent() : loadContent(root);
  afterEach(cleanup);

  test("every pricing tier shows its name, price and duration as its JSON says, and one Most Popular badge at most", () => {
    const sections = sectionsOf(content, "packages");
    expect(sections.length).toBeGreaterThan(0);
    for (const { file, section } of sections) {
      renderWith(content, <Packages section={section} index={1} />);
      const cards = screen.getAllByRole("article");
      expect(cards).toHaveLength(section.packages.length);
      section.packages.forEach((tier, i) => {
        const card = within(cards[i]);
        expect(card.getByRole("heading", { level: 3 })).toHaveTextContent(tier.name);
        expect(cards[i]).toHaveTextContent(tier.price);
        expect(cards[i]).toHaveTextContent(tier.duration);
        for (const feature of tier.features) expect(card.getByText(feature)).toBeInTheDocument();
      });
      const popular = section.packages.filter((p) => p.popular).length;
      expect({
        file,
        badges: screen.queryAllByText(content.site.labels.mostPopular).length,
      }).toEqual({ file, badges: popular });
      cleanup();
    }
  });

  test("every FAQ item is present as a question button with its answer", () => {
    for (const { section } of sectionsOf(content, "faq")) {
      renderWith(content, <Faq section={section} index={1} />);
      for (const item of section.items) {
        expect(screen.getByRole("button", { name: item.question })).toBeInTheDocument();
        expect(screen.getByText(item.answer)).toBeInTheDocument();
      }
      cleanup();
    }
  });

  test("the blog listing shows every post in data/blog, newest first", () => {
    const [{ section }] = sectionsOf(content, "collectionList").filter(
      (s) => s.section.collection === "blog",
    );
    renderWith(content, <CollectionList section={section} index={1} />);
    const titles = screen
      .getAllByRole("article")
      .map((a) => within(a).getByRole("heading").textContent);
    expect(titles).toEqual(sortedPosts(content.blog).map((p) => p.title));
  });

  test("the case-study listing features the studies with an order, then lists every other study in data/case-studies, newest first", async () => {
    const [{ section }] = sectionsOf(content, "collectionList").filter(
      (s) => s.section.collection === "caseStudies",
    );
    // The listing's code loads on demand (its own chunk), as on the site.
    const { container } = renderWith(
      content,
      <Suspense fallback={null}>
        <CollectionList section={section} index={1} />
      </Suspense>,
    );
    // Loading the chunk can take seconds on a busy machine: wait as long as the test may.
    await screen.findAllByRole("navigation", undefined, { timeout: 15_000 });
    const titles = (selector: string) =>
      [...container.querySelectorAll(selector)].map((h) => h.textContent);
    expect(titles(".case-study__title")).toEqual(
      sortedStudies(content.caseStudies.filter((s) => s.order !== undefined)).map((s) => s.title),
    );
    expect(titles(".cs-item__title")).toEqual(
      inListingOrder(content.caseStudies)
        .filter((s) => s.order === undefined)
        .map((s) => s.title),
    );
  }, 20_000);

  test("the site search indexes every page but the not-found page and noindex pages", () => {
    const index = searchIndexOf(content.pages.map((p) => p.page));
    expect(index.map((e) => e.path).sort()).toEqual(
      content.pages
        .filter((p) => p.page.path !== "/404" && !p.page.seo.noindex)
        .map((p) => p.page.path)
        .sort(),
    );
  });

  test("the site search finds every article by its title, at its own path", () => {
    const entries = articleSearchEntries(content);
    for (const kind of ARTICLE_KINDS)
      for (const a of content[kind])
        expect(entries).toContainEqual(
          expect.objectContaining({ path: articlePath(kind, a.slug), title: a.title }),
        );
  });
});

describe("the edited copy", () => {
  const shipped = shippedContent();
  const edited = loadContent(copy.root);

  test("holds the editor's changes (so the checks above really ran on changed content)", () => {
    expect(edited.blog).toHaveLength(shipped.blog.length + 1);
    expect(edited.caseStudies).toHaveLength(shipped.caseStudies.length + 1);
    const page = edited.pages.find((p) => p.file === copy.price.file)?.page;
    const tier = page?.sections
      .flatMap((s) => (s.type === "packages" ? s.packages : []))
      .find((p) => p.name === copy.price.name);
    expect(tier?.price).toBe(copy.price.price);
  });
});
