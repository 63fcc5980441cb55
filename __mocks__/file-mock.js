/** Stands in for imported asset files (images, fonts, media) in tests. */
module.exports = "test-file-stub";
