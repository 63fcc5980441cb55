/**
 * `npm run validate`: checks every file in data/ against the content schema without a build.
 * Prints each problem as `file: json.path: expected …` and exits 1 if there is any. Also names
 * the articles a build today (or on SITE_BUILD_DATE) would leave out because they are scheduled.
 */
import path from "path";
import { ContentError, loadContent } from "../src/content/validate";
import { buildDate } from "../src/lib/schedule";

try {
  const today = buildDate(process.env);
  const content = loadContent(path.resolve(__dirname, ".."), today);
  console.log(
    `Content OK: ${content.pages.length} pages, ${content.blog.length} blog posts, ${content.caseStudies.length} case studies.`,
  );
  if (content.scheduled.length)
    console.log(
      `Scheduled (not on the site as of ${today}):\n${content.scheduled.map((a) => `  ${a.path} on ${a.datePublished} (${a.file})`).join("\n")}`,
    );
} catch (e) {
  if (e instanceof ContentError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
