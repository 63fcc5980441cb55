/**
 * @jest-environment node
 *
 * The CMS backend chosen in data/site.json (`cms.backend`): each backend gives a Decap config
 * with the editorial workflow and what its sign-in needs; the admin page's policy allows that
 * backend's hosts and no other's; a wrong setting fails the build naming the file and the place.
 */
import path from "path";
import { CMS_BACKEND_NAMES } from "../../src/content/schema";
import {
  ContentError,
  readContentFiles,
  readStaticPaths,
  staticImageLookup,
  validateContent,
} from "../../src/content/validate";
import { buildCmsConfig, pageFilesOf } from "../../src/cms/config";
import {
  GITHUB_API_ORIGIN,
  GITLAB_ORIGIN,
  IDENTITY_ORIGIN,
  NETLIFY_API_ORIGIN,
  backendHosts,
  decapBackend,
  needsIdentityWidget,
  type CmsBackendSetting,
} from "../../src/cms/backend";
import { adminCspDirectives } from "../../src/cms/headers";
import { EXAMPLE_BACKENDS, backendOf } from "../../e2e/fixtures/cmsBackends";

const ROOT = path.join(__dirname, "..", "..");
const files = readContentFiles(ROOT);
const pages = pageFilesOf(files);
const staticPaths = readStaticPaths(ROOT);
const images = staticImageLookup(ROOT);

/** Every outside origin (https://…) the admin policy allows, in any directive. */
function outsideOrigins(backend: CmsBackendSetting): Set<string> {
  return new Set(
    adminCspDirectives(backend).flatMap(([, sources]) =>
      sources.filter((s) => s.startsWith("https://")),
    ),
  );
}

/** The sources of one directive of the admin policy. */
function directive(backend: CmsBackendSetting, name: string): string[] {
  return adminCspDirectives(backend).find(([n]) => n === name)?.[1] ?? [];
}

/** The content files with data/site.json's `cms.backend` replaced. */
function withBackend(backend: unknown) {
  return files.map((f) =>
    f.file === "data/site.json" ? { ...f, json: { ...(f.json as object), cms: { backend } } } : f,
  );
}

/** The problems validation reports for these files (none: an empty list). */
function problems(contentFiles: typeof files): string[] {
  try {
    validateContent(contentFiles, staticPaths, images);
    return [];
  } catch (e) {
    if (e instanceof ContentError) return e.errors;
    throw e;
  }
}

describe("each backend gives a Decap config", () => {
  test.each(CMS_BACKEND_NAMES)("%s: editorial workflow, the branch, commit messages", (name) => {
    const config = buildCmsConfig({ pages, backend: backendOf(name) });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.backend).toMatchObject({ name, branch: "main" });
    expect(Object.keys(config.backend.commit_messages)).toEqual(
      expect.arrayContaining(["create", "update", "delete", "uploadMedia", "deleteMedia"]),
    );
    // The local backend stays on: `npm run cms` edits the checkout with any production backend.
    expect(config.local_backend).toBe(true);
  });

  test("github signs in through Netlify's GitHub OAuth provider and saves to the repository", () => {
    expect(decapBackend(EXAMPLE_BACKENDS.github)).toEqual({
      name: "github",
      repo: "loomwork-ai/site",
      branch: "main",
      base_url: NETLIFY_API_ORIGIN,
      auth_endpoint: "auth",
      commit_messages: expect.any(Object),
    });
  });

  test("gitlab signs in with PKCE through the GitLab application, on gitlab.com or another GitLab", () => {
    expect(decapBackend(EXAMPLE_BACKENDS.gitlab)).toEqual({
      name: "gitlab",
      repo: "loomwork-ai/site",
      branch: "main",
      auth_type: "pkce",
      app_id: EXAMPLE_BACKENDS.gitlab.name === "gitlab" ? EXAMPLE_BACKENDS.gitlab.appId : "",
      base_url: GITLAB_ORIGIN,
      auth_endpoint: "oauth/authorize",
      api_root: `${GITLAB_ORIGIN}/api/v4`,
      commit_messages: expect.any(Object),
    });
    const own = { ...EXAMPLE_BACKENDS.gitlab, baseUrl: "https://git.example.com" };
    expect(decapBackend(own)).toMatchObject({
      base_url: "https://git.example.com",
      api_root: "https://git.example.com/api/v4",
    });
  });

  test("git-gateway needs nothing but the branch: Netlify knows the repository", () => {
    expect(decapBackend(EXAMPLE_BACKENDS["git-gateway"])).toEqual({
      name: "git-gateway",
      branch: "main",
      commit_messages: expect.any(Object),
    });
  });

  test("the build's CMS_BRANCH overrides the setting's branch; without either, main", () => {
    expect(decapBackend(EXAMPLE_BACKENDS.github, "staging").branch).toBe("staging");
    expect(decapBackend({ name: "git-gateway" }).branch).toBe("main");
    expect(decapBackend({ name: "github", repo: "a/b", branch: "live" }).branch).toBe("live");
  });
});

describe("the admin page's policy allows the chosen backend's hosts and no other's", () => {
  test("github: the GitHub API and avatars; the OAuth popup is a window of its own", () => {
    const github = backendOf("github");
    expect(outsideOrigins(github)).toEqual(
      new Set([GITHUB_API_ORIGIN, "https://avatars.githubusercontent.com"]),
    );
    expect(directive(github, "connect-src")).toContain(GITHUB_API_ORIGIN);
  });

  test("gitlab: the GitLab (API, token exchange, avatars) and Gravatar's pictures", () => {
    const gitlab = backendOf("gitlab");
    expect(outsideOrigins(gitlab)).toEqual(new Set([GITLAB_ORIGIN, "https://secure.gravatar.com"]));
    expect(directive(gitlab, "connect-src")).toContain(GITLAB_ORIGIN);
    const own = { ...gitlab, baseUrl: "https://git.example.com" };
    expect(directive(own, "connect-src")).toContain("https://git.example.com");
    expect(outsideOrigins(own).has(GITLAB_ORIGIN)).toBe(false);
  });

  test("git-gateway: the Identity widget (script, frame, API) and Netlify's API for deploy previews", () => {
    const gateway = backendOf("git-gateway");
    expect(outsideOrigins(gateway)).toEqual(new Set([IDENTITY_ORIGIN, NETLIFY_API_ORIGIN]));
    expect(directive(gateway, "script-src")).toContain(IDENTITY_ORIGIN);
    expect(directive(gateway, "frame-src")).toContain(IDENTITY_ORIGIN);
  });

  test("the policy's outside hosts are exactly the backend's, and the rest does not change", () => {
    const rest = (b: CmsBackendSetting) =>
      adminCspDirectives(b).map(([n, s]) => [n, s.filter((x) => !x.startsWith("https://"))]);
    for (const name of CMS_BACKEND_NAMES) {
      const hosts = backendHosts(backendOf(name));
      expect(outsideOrigins(backendOf(name))).toEqual(
        new Set([...hosts.script, ...hosts.connect, ...hosts.frame, ...hosts.img]),
      );
      expect(rest(backendOf(name))).toEqual(rest(backendOf("github")));
    }
  });
});

describe("the Netlify Identity widget", () => {
  test("is loaded for git-gateway only, and not when Decap uses the local backend", () => {
    const config = (name: string, local: boolean) => ({
      backend: { name },
      local_backend: local,
    });
    expect(needsIdentityWidget(config("git-gateway", true), false)).toBe(true);
    expect(needsIdentityWidget(config("git-gateway", false), true)).toBe(true);
    expect(needsIdentityWidget(config("git-gateway", true), true)).toBe(false);
    expect(needsIdentityWidget(config("github", false), false)).toBe(false);
    expect(needsIdentityWidget(config("gitlab", false), false)).toBe(false);
  });
});

describe("a wrong backend setting fails the build with the file and the place", () => {
  test("the real setting and every example pass", () => {
    expect(problems(files)).toEqual([]);
    for (const name of CMS_BACKEND_NAMES)
      expect(problems(withBackend(backendOf(name)))).toEqual([]);
  });

  test.each([
    [{ name: "bitbucket" }, 'data/site.json: cms.backend.name: expected a backend named "github"'],
    [{ name: "github" }, "data/site.json: cms.backend.repo: expected string, received undefined"],
    [{ name: "github", repo: "site" }, "data/site.json: cms.backend.repo: expected owner/name"],
    [{ name: "gitlab", repo: "a/b" }, "data/site.json: cms.backend.appId: expected string"],
    [
      { name: "gitlab", repo: "a/b", appId: "x", baseUrl: "http://gitlab.local" },
      "data/site.json: cms.backend.baseUrl: expected an origin like https://gitlab.com",
    ],
    [
      { name: "git-gateway", branch: "../main" },
      "data/site.json: cms.backend.branch: expected a branch name",
    ],
    [{ name: "git-gateway", repo: "a/b" }, 'data/site.json: cms.backend: unknown field "repo"'],
  ])("%j", (backend, message) => {
    expect(problems(withBackend(backend))).toEqual([expect.stringContaining(message)]);
  });
});
