/** Jest's global tear-down: removes the validated-content snapshot `jest/globalSetup.ts` wrote. */
import fs from "fs";
import path from "path";
import { SHIPPED_CONTENT_ENV } from "./shippedContent";

/** Deletes the snapshot's folder, if the set-up wrote one. */
export default function globalTeardown(): void {
  const file = process.env[SHIPPED_CONTENT_ENV];
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
