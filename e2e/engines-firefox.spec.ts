/**
 * The cross-engine smoke suite (e2e/engines/checks.ts) in Firefox, through its adapter
 * (e2e/engines/puppeteer.ts).
 */
import { defineEngineSuite } from "./engines/suite";
import { launchFirefox } from "./engines/puppeteer";

defineEngineSuite("firefox", launchFirefox);
