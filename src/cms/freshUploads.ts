/**
 * The pictures an editor picked in this browser session, for the preview pane.
 *
 * Decap (3.16) hands the preview a fresh upload by the site address it will have
 * (`/uploads/team.png`), which does not exist until the entry is published and built, so the
 * preview would show a broken image. The admin page therefore notes every file chosen in a file
 * input (the media library's Upload) as a `blob:` URL of the browser's own copy, and the preview
 * shows that copy for an upload path with the same file name.
 */

/** File names (as {@link uploadKey} keys) of this session's picked files, to their blob: URLs. */
export type FreshUploads = ReadonlyMap<string, string>;

/**
 * The key a file name is matched by: its base name, lowercase, every run of characters other
 * than letters, digits, `.`, `_` and `-` as one `-` (as Decap's media library cleans names).
 * Takes a name or a path (`/uploads/My Photo.png` → `my-photo.png`).
 */
export function uploadKey(nameOrPath: string): string {
  const base = nameOrPath.split("/").pop() ?? "";
  return base.toLowerCase().replace(/[^a-z0-9._-]+/g, "-");
}

/**
 * Starts noting the files chosen in any file input of `doc` (listening in the capture phase, so
 * Decap's own handlers cannot hide the event). Returns the live map of {@link FreshUploads};
 * `createUrl` makes the blob: URL (the browser's `URL.createObjectURL` unless a test passes one).
 */
export function recordFreshUploads(
  doc: Document,
  createUrl: (file: File) => string = (file) => URL.createObjectURL(file),
): FreshUploads {
  const uploads = new Map<string, string>();
  doc.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file" || !input.files) return;
      for (const file of Array.from(input.files))
        uploads.set(uploadKey(file.name), createUrl(file));
    },
    true,
  );
  return uploads;
}

/** Whether a URL is the browser's own copy of a file (`blob:` or `data:`), not a site address. */
export function isLocalCopy(url: string): boolean {
  return url.startsWith("blob:") || url.startsWith("data:");
}
