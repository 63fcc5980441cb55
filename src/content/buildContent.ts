/**
 * The content of one build, validated once.
 *
 * The rule: `data/` is read and validated (src/content/validate.ts `checkContentAt`) by the first
 * step of a build that needs it — loading gatsby-config.ts, whose plugins take the site's brand,
 * URL and feed titles — and every later step takes the validated object from here: the sourcing
 * filter that keeps scheduled articles out, onPreBootstrap's report, the resolvers, createPages,
 * onPostBootstrap (the CMS), the webpack hook and onPostBuild. No step reads `data/` itself.
 * gatsby-transformer-json still turns the same files into GraphQL nodes for the page queries;
 * createPages takes only their node ids from GraphQL.
 *
 * Why a value kept here rather than reading everything back from GraphQL: gatsby-config and
 * onPreBootstrap run before any node exists, and the cross-file checks (links, served paths,
 * schedules) need every file at once, so validation has to happen before sourcing anyway; once it
 * has, the typed result is the cheaper and stricter thing to hand on.
 *
 * Gatsby runs page queries in worker processes, which load gatsby-config and the resolvers again.
 * The process that validated saves the result in `.cache/validated-content/` under a key made of the
 * files' fingerprint (path, size and modification time of every file under `data/` and
 * `static/`), the build's date and the command; another process with the same key reads that
 * instead of validating. The same key tells the dev server when an editor has saved a file: the
 * next step that asks validates again, so the page of a bad file shows its problems and the rest
 * of the local site keeps working, as before.
 */
import crypto from "crypto";
import fs from "fs";
import path from "path";
import { globSync } from "tinyglobby";
import { buildDate } from "../lib/schedule";
import { checkContentAt, ContentError, type Content, type ContentCheck } from "./validate";

/** What a validation is keyed by: the project root, the build's date and the Gatsby command. */
export type BuildContentOptions = {
  root?: string;
  env?: Readonly<Record<string, string | undefined>>;
};

/** This process's validated content, with the key it was made for. */
let kept: { key: string; check: ContentCheck } | null = null;
/** How many times this process has validated the content. */
let validations = 0;

/**
 * A fingerprint of the files validation reads: the project-relative path, size in bytes and
 * modification time in ms of every file under `<root>/data` and `<root>/static`, hashed with the
 * build's date and the Gatsby command (a development check keeps what a build would refuse).
 */
export function contentKey(
  root: string,
  env: Readonly<Record<string, string | undefined>>,
): string {
  const hash = crypto.createHash("sha1");
  hash.update(`${path.resolve(root)}\n${buildDate(env)}\n${env.gatsby_executing_command ?? ""}\n`);
  for (const dir of ["data", "static"])
    for (const file of globSync("**", { cwd: path.join(root, dir), dot: true }).sort()) {
      const stat = fs.statSync(path.join(root, dir, file));
      hash.update(`${dir}/${file}\t${stat.size}\t${stat.mtimeMs}\n`);
    }
  return hash.digest("hex");
}

/** The folder validated results are saved in for the other processes of the same build. */
function savedDir(root: string): string {
  return path.join(root, ".cache", "validated-content");
}

/**
 * Saves `check` as the result for `key` (written whole, then renamed, so a reader never sees half
 * a file), and removes the results of earlier keys: only the files as they are now matter.
 */
function save(root: string, key: string, check: ContentCheck): void {
  const dir = savedDir(root);
  fs.mkdirSync(dir, { recursive: true });
  for (const old of fs.readdirSync(dir))
    if (!old.startsWith(key)) fs.rmSync(path.join(dir, old), { force: true });
  const partial = path.join(dir, `${key}.${process.pid}.partial`);
  fs.writeFileSync(partial, JSON.stringify(check));
  fs.renameSync(partial, path.join(dir, `${key}.json`));
}

/**
 * The validated content and every problem (src/content/validate.ts {@link ContentCheck}), as of
 * the files now on disk. Validates only when this process holds no result for the files' current
 * fingerprint and no other process of the build has saved one; otherwise returns the kept one.
 * Takes the project root (default the working directory) and the environment (default
 * `process.env`: SITE_BUILD_DATE and Gatsby's command).
 */
export function buildContentCheck({
  root = process.cwd(),
  env = process.env,
}: BuildContentOptions = {}): ContentCheck {
  const key = contentKey(root, env);
  const file = path.join(savedDir(root), `${key}.json`);
  if (kept?.key === key) {
    // Gatsby empties .cache/ after loading the config when its plugins changed: saved again here
    // (by a later step of the main process), so the query workers find it.
    if (!fs.existsSync(file)) save(root, key, kept.check);
    return kept.check;
  }
  let check: ContentCheck | null = null;
  try {
    check = JSON.parse(fs.readFileSync(file, "utf8")) as ContentCheck;
  } catch {
    // Not saved yet (or unreadable): this process validates.
  }
  if (!check) {
    check = checkContentAt(root, buildDate(env));
    validations += 1;
    save(root, key, check);
  }
  kept = { key, check };
  return check;
}

/**
 * The valid content of this build ({@link buildContentCheck}); throws {@link ContentError} listing
 * every problem when there is any (a build takes only valid content).
 */
export function buildContent(options?: BuildContentOptions): Content {
  const { content, errors } = buildContentCheck(options);
  if (errors.length || !content) throw new ContentError(errors);
  return content;
}

/** How many times this process has validated the content (1 in a build's main process). */
export function validationCount(): number {
  return validations;
}

/** Forgets the content this process holds (tests): the next call reads the saved result or validates. */
export function forgetBuildContent(): void {
  kept = null;
}
