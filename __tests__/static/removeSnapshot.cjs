/** Global teardown of the static tests: removes the content snapshot the setup wrote. */
const fs = require("fs");

module.exports = async function removeSnapshot() {
  const dir = globalThis.__STATIC_SNAPSHOT_DIR__;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
};
