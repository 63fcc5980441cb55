/**
 * Types for the parts of serve-handler (a CommonJS package without its own types) that
 * scripts/serve.ts uses.
 */
declare module "serve-handler" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  import type { ReadStream, Stats } from "node:fs";

  /** serve-handler's options (see its README); only the ones this project sets. */
  export type ServeHandlerConfig = {
    /** The folder to serve. */
    public?: string;
    /** Serve `/a` from `a.html` or `a/index.html`, and redirect `/a.html` to `/a`. */
    cleanUrls?: boolean | string[];
    /** true adds a trailing slash to every path, false removes it (301). */
    trailingSlash?: boolean;
    /** List a folder's files when it has no index.html. */
    directoryListing?: boolean | string[];
  };

  /** Replacements for the file-system calls serve-handler makes. */
  export type ServeHandlerMethods = {
    /**
     * Stats a path (default: `fs.lstat`). A rejection with code `ENOENT` or `ENOTDIR` means "no
     * such file" (404); any other rejection is answered 500.
     */
    lstat?: (path: string) => Promise<Stats>;
    /** Opens the file serve-handler answers with (also `404.html` for a 404). */
    createReadStream?: (path: string, options?: { start?: number; end?: number }) => ReadStream;
  };

  /** Answers `request` from the folder `config.public`; resolves once the response is under way. */
  export default function handler(
    request: IncomingMessage,
    response: ServerResponse,
    config?: ServeHandlerConfig,
    methods?: ServeHandlerMethods,
  ): Promise<void>;
}
