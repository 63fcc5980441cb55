/**
 * The security policy as a browser sees it: the headers the built public/_headers gives every
 * path, CSP violations a page reports, and an injected inline script to prove the policy holds.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { parseHeadersFile } from "../src/lib/netlifyHeaders";

/**
 * The `/*` rule of the built public/_headers, lower-cased names to values: what every response
 * must carry besides the CSP. Throws (an assertion) when the site is not built.
 */
export function everyPathHeaders(): Map<string, string> {
  const text = fs.readFileSync(path.join(__dirname, "..", "public", "_headers"), "utf8");
  const rule = parseHeadersFile(text).find((r) => r.path === "/*");
  assert.ok(rule, "public/_headers has a /* rule (run the build)");
  return new Map(rule.headers.map(([k, v]) => [k.toLowerCase(), v]));
}

/**
 * Makes every later document of `context` record its `securitypolicyviolation` events from the
 * first script on (read them with {@link cspViolations}).
 */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener(
      "securitypolicyviolation",
      (e) =>
        w.__cspViolations.push(
          `${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`,
        ),
      true,
    );
  });
}

/**
 * CSP violations the page reported: its recorded events (or "(listener missing)" when
 * {@link recordCspViolations} was not set up) plus console lines that mention the policy.
 */
export async function cspViolations(page: Page, consoleLines: string[]): Promise<string[]> {
  const events = await page.evaluate(
    () =>
      (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [
        "(listener missing)",
      ],
  );
  return [...events, ...consoleLines.filter((l) => /Content Security Policy/i.test(l))];
}

/** Appends an inline script to the page, as an injection would; resolves true if it ran. */
export async function injectInlineScript(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const s = document.createElement("script");
    s.textContent = "window.__injected = true;";
    document.body.appendChild(s);
    await new Promise((r) => setTimeout(r, 50));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
}
