/**
 * The blog's RSS 2.0 items (gatsby-plugin-feed writes them to /rss.xml): one per post, newest
 * first, with absolute links on the resolved site URL and the full post as HTML. Pure.
 */
import { absoluteUrl } from "../lib/siteUrl";

/** What the feed reads of each post (its GraphQL node). `datePublished` is ISO. */
export type FeedPost = {
  title: string;
  description: string;
  author: string;
  category: string;
  datePublished: string;
  path: string;
  bodyHtml: string;
};

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
