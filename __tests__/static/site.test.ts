/**
 * The static layer's one test file: every check of the built site runs in one Jest process, so
 * each page in public/ is parsed once (builtSite.ts keeps the parsed documents) and read by all
 * of them. The checks, by subject:
 *  - head.checks.ts: title, description, canonical URL, robots, Open Graph and Twitter tags, JSON-LD;
 *  - structure.checks.ts: one h1, heading levels, landmarks, breadcrumbs, images;
 *  - content.checks.ts: every section's content, counts and prices from data/;
 *  - links.checks.ts: internal links, fragments, redirects, downloads, https;
 *  - articles.checks.ts: every article's byline, dates, contents, related reading, closing call
 *    to action, article tags and JSON-LD, and every case study's facts.
 */
import "./head.checks";
import "./structure.checks";
import "./content.checks";
import "./links.checks";
import "./articles.checks";
