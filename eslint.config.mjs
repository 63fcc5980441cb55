// ESLint flat config: TypeScript (typescript-eslint), React hooks and accessibility (jsx-a11y)
// rules over the site, its build code, tests and scripts. Prettier owns formatting.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

export default tseslint.config(
  { ignores: ["node_modules/", ".cache/", "public/", "coverage/", "static/", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["src/**/*.tsx", "gatsby-*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // Layer rule: src/lib/ is pure logic. It imports nothing from the layers above it (CMS,
    // components, sections, templates, build steps), nor Gatsby, and does no file access: code
    // that reads or writes files at build time belongs in src/build/.
    files: ["src/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["fs", "node:fs", "fs/promises", "node:fs/promises", "gatsby"].map((name) => ({
            name,
            message: "src/lib/ is pure logic: file access and Gatsby glue belong in src/build/.",
          })),
          patterns: [
            {
              group: ["cms", "components", "sections", "templates", "build"].flatMap((layer) => [
                `../${layer}`,
                `../${layer}/*`,
                `**/src/${layer}`,
                `**/src/${layer}/*`,
              ]),
              message:
                "src/lib/ must not import from src/cms, src/components, src/sections, src/templates or src/build (they import lib, not the other way round).",
            },
          ],
        },
      ],
    },
  },
  {
    // The section types' checks (src/sections/<type>/browserCheck.ts, staticCheck.ts and their
    // registries) are test code kept beside the type they check: nothing else in src/ may import
    // them (or the browser tests' helpers), so they never reach the site's bundles.
    files: ["src/**"],
    ignores: [
      "src/lib/**",
      "src/sections/*/browserCheck.ts",
      "src/sections/*/staticCheck.ts",
      "src/sections/browserChecks.ts",
      "src/sections/staticChecks.ts",
      "src/sections/staticCheckKit.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/browserCheck",
                "**/browserChecks",
                "**/staticCheck",
                "**/staticChecks",
                "**/staticCheckKit",
                "**/e2e/*",
                "playwright-core",
              ],
              message:
                "Test code: only the tests import the section checks (src/sections/*Check*.ts) and e2e/ helpers.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}", "scripts/**", "e2e/**", "gatsby-*.ts", "jest/**"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["e2e/stubs/**", "static/**"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["**/*.cjs", "jest.config.js", "jest-preprocess.js", "__mocks__/**", "jest/**"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node, ...globals.jest } },
    rules: {
      "@typescript-eslint/no-require-imports": "off",
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
);
