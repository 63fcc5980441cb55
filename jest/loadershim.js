/**
 * Gatsby's Link and navigation call the page loader; in tests there is none, so stub it
 * (Gatsby "Unit Testing" guide).
 */
global.___loader = {
  enqueue: jest.fn(),
};

/**
 * jsdom has no TextDecoder; content modules that run in jsdom tests (content validation reads
 * image sizes with the image-size package, which decodes headers with it) get Node's own.
 */
if (typeof global.TextDecoder === "undefined") {
  const { TextDecoder, TextEncoder } = require("util");
  Object.assign(global, { TextDecoder, TextEncoder });
}
