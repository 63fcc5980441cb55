/**
 * Jest's global set-up (once per run, before any test file): validates `data/` and writes the
 * result as JSON to a temporary file, named for the test files in `JEST_SHIPPED_CONTENT` (see
 * `jest/shippedContent.ts`). Invalid content fails the run here, with the loader's message.
 * `jest/globalTeardown.ts` removes the file.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { loadContent } from "../src/content/validate";
import { REPO_ROOT, SHIPPED_CONTENT_ENV } from "./shippedContent";

/** Writes the snapshot and sets the variable; Jest's workers inherit it. */
export default function globalSetup(): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jest-content-"));
  const file = path.join(dir, "content.json");
  fs.writeFileSync(file, JSON.stringify(loadContent(REPO_ROOT)));
  process.env[SHIPPED_CONTENT_ENV] = file;
}
