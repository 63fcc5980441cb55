import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";

/**
 * When each content file last changed, for the sitemap's `lastmod`: the date of the last commit
 * that touched it (one `git log` over `data/`), or, for a file git does not know or without git,
 * the file's modification time. Takes the project root; returns a lookup from a project-relative
 * path (`data/pages/hire.json`) to an ISO 8601 date (`2026-11-23`), undefined if the file is gone.
 */
export function lastModifiedDates(root: string): (file: string) => string | undefined {
  const committed = new Map<string, string>();
  const modified = new Set<string>();
  try {
    const git = (args: string[]) =>
      execFileSync("git", args, {
        cwd: root,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
        stdio: ["ignore", "pipe", "ignore"],
      });
    let date = "";
    for (const line of git(["log", "--format=%x00%cs", "--name-only", "--", "data"]).split("\n")) {
      if (line.startsWith("\0")) date = line.slice(1);
      else if (line && !committed.has(line)) committed.set(line, date);
    }
    // Files changed since the last commit: their own time counts, not the commit's.
    for (const line of git(["status", "--porcelain", "--", "data"]).split("\n"))
      if (line.length > 3) modified.add(line.slice(3));
  } catch {
    // No git (or not a checkout): every date falls back to the file's modification time.
  }
  return (file) => {
    const abs = path.join(root, file);
    if (!fs.existsSync(abs)) return undefined;
    const date = modified.has(file) ? undefined : committed.get(file);
    return date || fs.statSync(abs).mtime.toISOString().slice(0, 10);
  };
}
