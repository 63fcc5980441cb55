/**
 * The cross-engine smoke suite (e2e/engines/checks.ts) in Webkit, through its adapter
 * (e2e/engines/selenium.ts).
 */
import { defineEngineSuite } from "./engines/suite";
import { launchWebKit } from "./engines/selenium";

defineEngineSuite("webkit", launchWebKit);
