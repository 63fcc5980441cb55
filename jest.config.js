/**
 * Jest configuration, following Gatsby's "Unit Testing" guide.
 *
 * - TypeScript and JSX go through babel-jest with Gatsby's preset (see jest-preprocess.js),
 *   so tests compile the same way the site does, including Emotion's `css` prop.
 * - `roots` lists `__tests__` (the tests) and `__mocks__`: Jest only picks up the manual
 *   mock of the `gatsby` package from a `__mocks__` folder inside one of its roots.
 */
module.exports = {
  roots: ["<rootDir>/__tests__", "<rootDir>/__mocks__"],
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost" },
  transform: {
    "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js",
  },
  // Gatsby ships untranspiled ES code: let Babel transform these packages.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$":
      "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>.*/public", "<rootDir>/e2e"],
  globals: {
    __PATH_PREFIX__: "",
  },
  setupFiles: ["<rootDir>/jest/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest/setup-tests.ts"],
};
