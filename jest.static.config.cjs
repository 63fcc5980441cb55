/**
 * Jest configuration of the static layer (`npm run test:static`): the tests in
 * `__tests__/static/` read the built site in `public/` (run `npm run build` first) and check,
 * in seconds, what every page's HTML says before any script runs: head tags, JSON-LD, the
 * heading outline, landmarks, breadcrumbs, images, internal links and the content's counts and
 * prices; and the Nu HTML Checker (vnu-jar) finds no error in any built file. They compile as
 * the unit tests do (jest.config.js) and parse the pages with jsdom's DOMParser; the unit run
 * (`npm run test:unit`) leaves them out.
 */
const base = require("./jest.config");

module.exports = {
  transform: base.transform,
  transformIgnorePatterns: base.transformIgnorePatterns,
  moduleNameMapper: base.moduleNameMapper,
  globals: base.globals,
  rootDir: __dirname,
  roots: ["<rootDir>/__tests__/static"],
  // site.test.ts: every check on the parsed pages; htmlValidity.test.ts: the Nu HTML Checker.
  testMatch: [
    "<rootDir>/__tests__/static/site.test.ts",
    "<rootDir>/__tests__/static/htmlValidity.test.ts",
  ],
  // jsdom's DOMParser parses the pages (no script runs); the shim gives it Node's TextDecoder.
  testEnvironment: "jsdom",
  setupFiles: base.setupFiles,
  globalSetup: "<rootDir>/__tests__/static/requireBuild.cjs",
  globalTeardown: "<rootDir>/__tests__/static/removeSnapshot.cjs",
};
