/**
 * Jest transformer: babel-jest with the same presets Gatsby uses for the site.
 * `reactRuntime: "automatic"` + `reactImportSource: "@emotion/react"` make the `css` prop work
 * (without them Emotion's prop is silently dropped); TypeScript is stripped by preset-typescript.
 */
const babelOptions = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
};

module.exports = require("babel-jest").default.createTransformer(babelOptions);
