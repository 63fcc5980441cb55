/**
 * @jest-environment node
 */
/**
 * The build validates its content once (src/content/buildContent.ts): every lifecycle step asks
 * for it, a query worker (another process) reuses the saved result, and an editor's save on the
 * dev server makes the next step validate the new files, so their problems show.
 */
import fs from "fs";
import os from "os";
import path from "path";
import {
  buildContent,
  buildContentCheck,
  contentKey,
  forgetBuildContent,
  validationCount,
} from "../../src/content/buildContent";

const ROOT = path.resolve(__dirname, "../..");
const root = fs.mkdtempSync(path.join(os.tmpdir(), "build-content-"));
fs.cpSync(path.join(ROOT, "data"), path.join(root, "data"), { recursive: true });
fs.cpSync(path.join(ROOT, "static"), path.join(root, "static"), { recursive: true });
/** A build's environment (as of today); the copy's own root keeps its saved result its own. */
const env = { gatsby_executing_command: "build" };
const develop = { ...env, gatsby_executing_command: "develop" };
const savedOf = (e: Record<string, string>) =>
  path.join(root, ".cache", "validated-content", `${contentKey(root, e)}.json`);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("one validation per build", () => {
  it("validates once however many steps ask (config, bootstrap, resolvers, pages, webpack, post-build)", () => {
    const before = validationCount();
    const steps = Array.from({ length: 8 }, () => buildContent({ root, env }));
    expect(validationCount() - before).toBe(1);
    expect(new Set(steps).size).toBe(1);
    expect(steps[0].site.brand).toBe(
      (JSON.parse(fs.readFileSync(path.join(root, "data/site.json"), "utf8")) as { brand: string })
        .brand,
    );
  });

  it("a query worker (a process holding nothing yet) reads the saved result instead of validating", () => {
    forgetBuildContent();
    const before = validationCount();
    const content = buildContent({ root, env });
    expect(validationCount() - before).toBe(0);
    expect(content.pages.length).toBeGreaterThan(0);
    expect(fs.existsSync(savedOf(env))).toBe(true);
  });

  it("on the dev server, a saved file is validated again and its problem shown", () => {
    const before = validationCount();
    expect(buildContentCheck({ root, env: develop }).errors).toEqual([]);
    const file = path.join(root, "data/navigation.json");
    const nav = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    fs.writeFileSync(file, JSON.stringify({ ...nav, header: 42 }));
    const { errors } = buildContentCheck({ root, env: develop });
    expect(validationCount() - before).toBe(2);
    expect(errors.some((e) => e.startsWith("data/navigation.json: header"))).toBe(true);
    // Only the result for the files as they are now is kept.
    expect(fs.readdirSync(path.dirname(savedOf(develop)))).toEqual([
      path.basename(savedOf(develop)),
    ]);
  });
});
