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
import path from "path";
import { ARTICLE_TYPES, contentTypeOf } from "../content/collections";

/**
 * A predicate for gatsby-source-filesystem's `ignore` option (chokidar calls it with each path
 * it meets, absolute or relative to `root`): true for the JSON file of an article (a file under
 * an article type's folder, src/content/collections.ts) that validation found dated after the
 * build's date. Takes the project root and a function returning those files, project-relative
 * (`data/blog/x.json`: the validated content's `scheduled` list, src/content/buildContent.ts),
 * asked for each article file so that the dev server sees a file saved since; reads no file
 * itself. Folders and every other file are false.
 */
export function scheduledArticleFilter(
  root: string,
  scheduledFiles: () => readonly string[],
): (file: string) => boolean {
  return (file) => {
    const relative = path.relative(root, path.resolve(root, file)).split(path.sep).join("/");
    const type = contentTypeOf(relative);
    if (!type || !ARTICLE_TYPES.some((t) => t.key === type.key) || !relative.endsWith(".json"))
      return false;
    return scheduledFiles().includes(relative);
  };
}
