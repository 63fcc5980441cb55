/**
 * `npm run validate`: checks every file in data/ against the content schema without a build.
 * Prints each problem as `file: json.path: expected …` and exits 1 if there is any.
 */
import path from "path";
import { ContentError, loadContent } from "../src/content/validate";

try {
  const content = loadContent(path.resolve(__dirname, ".."));
  console.log(
    `Content OK: ${content.pages.length} pages, ${content.blog.length} blog posts, ${content.caseStudies.length} case studies.`,
  );
} catch (e) {
  if (e instanceof ContentError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
