/**
 * Jest configuration, following Gatsby's "Unit Testing" guide.
 *
 * - TypeScript and JSX go through babel-jest with Gatsby's preset (see jest-preprocess.js),
 *   so tests compile the same way the site does, including Emotion's `css` prop.
 * - `roots` lists `__tests__` (the tests) and `__mocks__`: Jest only picks up the manual
 *   mock of the `gatsby` package from a `__mocks__` folder inside one of its roots.
 */
const fs = require("fs");
const path = require("path");

/**
 * Packages in node_modules (at any depth) published only as ES modules (`"type": "module"`), such as
 * the unified/remark/rehype family that renders article Markdown. Jest's module system loads
 * CommonJS, so these are compiled by Babel like the site's own code.
 */
function esmOnlyPackages() {
  const found = new Set();
  const visit = (root) => {
    if (!fs.existsSync(root)) return;
    for (const name of fs.readdirSync(root)) {
      if (name.startsWith(".")) continue;
      const names = name.startsWith("@")
        ? fs.readdirSync(path.join(root, name)).map((sub) => `${name}/${sub}`)
        : [name];
      for (const pkgName of names) {
        const dir = path.join(root, pkgName);
        try {
          const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
          if (pkg.type === "module") found.add(pkgName);
        } catch {
          continue;
        }
        visit(path.join(dir, "node_modules"));
      }
    }
  };
  visit(path.join(__dirname, "node_modules"));
  return [...found].sort();
}

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

module.exports = {
  roots: ["<rootDir>/__tests__", "<rootDir>/__mocks__"],
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost" },
  transform: {
    "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js",
    // Netlify functions are ES modules in TypeScript (`netlify/functions/*.mts`).
    "^.+\\.mts$": "<rootDir>/jest-preprocess.js",
  },
  // Gatsby ships untranspiled ES code, and the Markdown packages are ES modules only: let Babel
  // transform these packages (at any depth: a nested copy is still the same package).
  transformIgnorePatterns: [
    `node_modules/(?!(${["gatsby", "gatsby-script", "gatsby-link", ...esmOnlyPackages()]
      .map(escapeRegExp)
      .join("|")})/)`,
  ],
  moduleNameMapper: {
    // A test imports a Netlify function as `…/name.mjs`, as TypeScript spells an .mts import.
    "^(.*/netlify/functions/[^/]+)\\.mjs$": "$1.mts",
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$":
      "<rootDir>/__mocks__/file-mock.js",
  },
  // `__tests__/static/` reads the built site: its own run, after the build (jest.static.config.cjs).
  testPathIgnorePatterns: [
    "node_modules",
    "\\.cache",
    "<rootDir>.*/public",
    "<rootDir>/e2e",
    "<rootDir>/__tests__/static/",
  ],
  globals: {
    __PATH_PREFIX__: "",
    // data/site.json `analytics` as the build defines it (gatsby-node.ts); tests run with it off
    // and check calls to `track` by mocking src/components/analytics.ts.
    __ANALYTICS__: null,
  },
  // `npm test` runs this niced beside the build and the browsers on two cores: a component test
  // that types into a form (about 1 s alone) took over Jest's default 5 s there under heavy load.
  // A longer limit changes no assertion; a test that hangs still fails.
  testTimeout: 30_000,
  // `data/` is validated once per run; tests read the result with jest/shippedContent.ts.
  globalSetup: "<rootDir>/jest/globalSetup.ts",
  globalTeardown: "<rootDir>/jest/globalTeardown.ts",
  setupFiles: ["<rootDir>/jest/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest/setup-tests.ts"],
};
