/**
 * The blog's RSS 2.0 items (gatsby-plugin-feed writes them to /rss.xml): one per post, newest
 * first, with absolute links on the resolved site URL and the full post as HTML. Pure.
 */
import { absoluteUrl } from "../lib/siteUrl";
import type { ListedPost } from "./CollectionsContext";

/** The site path of the blog's feed: where the build writes it and where the blog links to it. */
export const FEED_PATH = "/rss.xml";

/** What the feed reads of each post: its listing (as /blog shows it; ISO date) and its body as HTML. */
export type FeedPost = Omit<ListedPost, "slug" | "readingMinutes"> & { bodyHtml: string };

/** What the feed's query returns of each post's GraphQL node (src/content/articleListing.ts). */
export type FeedNode = { listing: ListedPost; bodyHtml: string };

/** One RSS item, in the shape the `rss` package (used by gatsby-plugin-feed) takes. */
export type FeedItem = {
  title: string;
  description: string;
  url: string;
  guid: string;
  date: string;
  author: string;
  categories: string[];
  custom_elements: Record<string, { _cdata: string }>[];
};

/**
 * Feed items for `posts` on `siteUrl` (an origin, no trailing slash): links and guids are the
 * posts' absolute canonical URLs, relative links inside a body are made absolute too (feed
 * readers have no base URL), and `content:encoded` carries the whole body.
 */
export function feedItems(posts: readonly FeedPost[], siteUrl: string): FeedItem[] {
  return posts.map((post) => {
    const url = absoluteUrl(siteUrl, post.path);
    const html = post.bodyHtml.replace(
      /(href|src)="\/(?!\/)/g,
      (_, attr: string) => `${attr}="${siteUrl}/`,
    );
    return {
      title: post.title,
      description: post.description,
      url,
      guid: url,
      date: post.datePublished,
      author: post.author,
      categories: [post.category],
      custom_elements: [{ "content:encoded": { _cdata: html } }],
    };
  });
}
