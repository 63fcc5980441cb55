/**
 * The visit every content-page spec starts with: the checks all service, industry and role pages
 * share, so each spec states only what is particular to its pages.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { visit, type SiteContext } from "./harness";
import {
  actionTo,
  assertClosingCta,
  assertNoDeadLinks,
  assertSections,
  assertSeo,
  heroOf,
  pageContent,
  type PageContent,
} from "./helpers";

/** What a spec checks on its own pages, after the shared checks. */
export type PageCheck = (page: Page, content: PageContent) => Promise<void>;

/** Which shared checks apply; both default to true. */
export type ContentPageOptions = {
  /** The hero has a button that books a session (role pages check their hero themselves). */
  heroBooksSession?: boolean;
  /** No link on the page is dead (role pages check every control themselves). */
  noDeadLinks?: boolean;
};

/**
 * Visits `pathname` at desktop width and asserts: status 200, the head as the page file says,
 * every section as its file says, the hero's booking button, the closing call to action and no
 * dead link; then runs `extra` with the page and its content, and asserts that the page logged
 * no error. Closes the page whatever happens. Throws (fails the test) on the first mismatch.
 */
export async function checkContentPage(
  ctx: SiteContext,
  pathname: string,
  extra: PageCheck = async () => undefined,
  { heroBooksSession = true, noDeadLinks = true }: ContentPageOptions = {},
): Promise<void> {
  const content = pageContent(pathname);
  const v = await visit(ctx, pathname);
  try {
    const { page } = v;
    assert.equal(v.response?.status(), 200);
    await assertSeo(page, content);
    await assertSections(page, content);
    if (heroBooksSession) actionTo(heroOf(content).actions, "/book-session");
    await assertClosingCta(page, content);
    if (noDeadLinks) await assertNoDeadLinks(page);
    await extra(page, content);
    assert.deepEqual(v.errors, [], "no console error");
  } finally {
    await v.close();
  }
}
