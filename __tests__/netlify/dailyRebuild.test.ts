/**
 * @jest-environment node
 */
/**
 * The daily scheduled function (netlify/functions/daily-rebuild.mts) with a stubbed `fetch`: it
 * POSTs to the build hook once, does nothing without one, and reports a hook that fails.
 */
import dailyRebuild, {
  BUILD_HOOK_VARIABLE,
  TRIGGER_TITLE,
  config,
} from "../../netlify/functions/daily-rebuild.mjs";

const HOOK = "https://api.netlify.com/build_hooks/0123456789abcdef01234567";

let fetchStub: jest.SpyInstance;
let log: jest.SpyInstance;
let error: jest.SpyInstance;
const saved = process.env[BUILD_HOOK_VARIABLE];

beforeEach(() => {
  fetchStub = jest.spyOn(globalThis, "fetch");
  log = jest.spyOn(console, "log").mockImplementation(() => undefined);
  error = jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  if (saved === undefined) delete process.env[BUILD_HOOK_VARIABLE];
  else process.env[BUILD_HOOK_VARIABLE] = saved;
});

/** Everything the function logged, as one string (to check the hook's URL never appears). */
const logged = () => [...log.mock.calls, ...error.mock.calls].flat().join("\n");

test("runs every day on Netlify's schedule", () => {
  expect(config).toEqual({ schedule: "@daily" });
});

test("POSTs once to the build hook, naming why, and answers 200", async () => {
  process.env[BUILD_HOOK_VARIABLE] = HOOK;
  fetchStub.mockResolvedValue(new Response("", { status: 200 }));
  const res = await dailyRebuild();
  expect(res.status).toBe(200);
  expect(fetchStub).toHaveBeenCalledTimes(1);
  const [url, init] = fetchStub.mock.calls[0] as [URL, RequestInit];
  expect(`${url.origin}${url.pathname}`).toBe(HOOK);
  expect(url.searchParams.get("trigger_title")).toBe(TRIGGER_TITLE);
  expect(init.method).toBe("POST");
  expect(error).not.toHaveBeenCalled();
  expect(logged()).not.toContain("build_hooks");
});

test.each([
  ["missing", undefined],
  ["blank", "  "],
])("with the variable %s: logs it, calls nothing and answers 200", async (_label, value) => {
  if (value === undefined) delete process.env[BUILD_HOOK_VARIABLE];
  else process.env[BUILD_HOOK_VARIABLE] = value;
  const res = await dailyRebuild();
  expect(res.status).toBe(200);
  expect(fetchStub).not.toHaveBeenCalled();
  expect(log).toHaveBeenCalledWith(expect.stringContaining(`${BUILD_HOOK_VARIABLE} is not set`));
});

test("reports a hook that answers with an error status: logged, 502", async () => {
  process.env[BUILD_HOOK_VARIABLE] = HOOK;
  fetchStub.mockResolvedValue(new Response("not found", { status: 404, statusText: "Not Found" }));
  const res = await dailyRebuild();
  expect(res.status).toBe(502);
  expect(error).toHaveBeenCalledWith(expect.stringContaining("answered 404"));
  expect(logged()).not.toContain("build_hooks");
});

test("reports a hook that cannot be reached: logged, 502, no exception", async () => {
  process.env[BUILD_HOOK_VARIABLE] = HOOK;
  fetchStub.mockRejectedValue(new TypeError("fetch failed"));
  const res = await dailyRebuild();
  expect(res.status).toBe(502);
  expect(error).toHaveBeenCalledWith(expect.stringContaining("could not be reached: fetch failed"));
});

test("reports a variable that is not a URL without calling anything", async () => {
  process.env[BUILD_HOOK_VARIABLE] = "build_hooks/0123";
  const res = await dailyRebuild();
  expect(res.status).toBe(502);
  expect(fetchStub).not.toHaveBeenCalled();
  expect(error).toHaveBeenCalledWith(expect.stringContaining("is not a URL"));
  expect(logged()).not.toContain("0123");
});
