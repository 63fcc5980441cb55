/**
 * Where scheduled articles are kept out of Gatsby's data layer: gatsby-config.ts hands
 * {@link scheduledArticleFilter} to gatsby-source-filesystem as an `ignore` rule, so the file of
 * an article dated after the build's date never becomes a node. Every page, listing, feed item,
 * sitemap entry, related link and social image is made from nodes, so none of them can show it.
 *
 * The decision is taken while sourcing, which every build does afresh: a file ignored today has
 * no node, and Gatsby drops the node a cached build made of it earlier (nothing touched it); on
 * its date the file is sourced again as a new node, so queries that list its type run again.
 */
import fs from "fs";
import path from "path";
import { ARTICLE_TYPES, contentTypeOf } from "../content/collections";
import { isPublished } from "../lib/schedule";

/**
 * A predicate for gatsby-source-filesystem's `ignore` option (chokidar calls it with each path
 * it meets, absolute or relative to `root`): true for the JSON file of an article (a file under
 * an article type's folder, src/content/collections.ts) whose `datePublished` is after `today`
 * (src/lib/schedule.ts `isPublished`). Folders, other files, and files that cannot be read or
 * parsed are false: validation, which runs first, reports those. Takes the project root and the
 * build's date.
 */
export function scheduledArticleFilter(root: string, today: string): (file: string) => boolean {
  return (file) => {
    const abs = path.resolve(root, file);
    const relative = path.relative(root, abs).split(path.sep).join("/");
    const type = contentTypeOf(relative);
    if (!type || !ARTICLE_TYPES.some((t) => t.key === type.key) || !relative.endsWith(".json"))
      return false;
    let json: unknown;
    try {
      json = JSON.parse(fs.readFileSync(abs, "utf8"));
    } catch {
      return false;
    }
    const date =
      json && typeof json === "object" ? (json as { datePublished?: unknown }).datePublished : null;
    return typeof date === "string" && !isPublished({ datePublished: date }, today);
  };
}
