/**
 * Gatsby's Link and navigation call the page loader; in tests there is none, so stub it
 * (Gatsby "Unit Testing" guide).
 */
global.___loader = {
  enqueue: jest.fn(),
};
