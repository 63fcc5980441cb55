/**
 * The cross-engine smoke suite (e2e/engines/checks.ts) in Chromium, through its adapter
 * (e2e/engines/playwright.ts).
 */
import { defineEngineSuite } from "./engines/suite";
import { launchChromium } from "./engines/playwright";

defineEngineSuite("chromium", launchChromium);
