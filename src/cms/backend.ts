/**
 * The CMS backend chosen in `data/site.json` (`cms.backend`, validated by `CmsBackendSchema` in
 * src/content/schema.ts), turned into what Decap and the admin page need: the `backend` block
 * of the generated config, and the outside hosts the admin page may reach (its
 * Content-Security-Policy, src/cms/headers.ts). Pure.
 *
 * - `github`: Decap's GitHub backend, signing in through Netlify's GitHub OAuth provider (a
 *   popup on api.netlify.com: a new window, which the admin page's policy does not govern);
 *   the content API is api.github.com, avatars come from avatars.githubusercontent.com.
 * - `gitlab`: Decap's GitLab backend with PKCE (no server of ours): the sign-in leaves the page
 *   for the GitLab's authorize page (a navigation, not governed either) and comes back with a
 *   code that the page exchanges at the GitLab's token endpoint; API and avatars are on the same
 *   GitLab (gitlab.com by default), and avatars without an upload come from Gravatar.
 * - `git-gateway`: Netlify Identity's widget (a script from identity.netlify.com, which also
 *   frames its sign-in form) and the site's own `/.netlify/` endpoints; Decap asks
 *   api.netlify.com for a draft's deploy preview when the pull request names none.
 */
import type { z } from "zod";
import type { CmsBackendSchema } from "../content/schema";

/** The backend setting as written in `data/site.json` (`cms.backend`). */
export type CmsBackendSetting = z.infer<typeof CmsBackendSchema>;

/** The branch drafts are published to when the setting names none. */
export const DEFAULT_BRANCH = "main";

/** Where Netlify's OAuth provider runs (the GitHub sign-in popup). */
export const NETLIFY_API_ORIGIN = "https://api.netlify.com";
/** Where the Netlify Identity widget is loaded from (git-gateway only). */
export const IDENTITY_ORIGIN = "https://identity.netlify.com";
/** The Netlify Identity widget script, loaded by src/cms/admin.tsx before Decap (git-gateway). */
export const IDENTITY_WIDGET_URL = `${IDENTITY_ORIGIN}/v1/netlify-identity-widget.js`;
/** GitHub's REST and GraphQL API. */
export const GITHUB_API_ORIGIN = "https://api.github.com";
/** GitHub account pictures, shown in the CMS header once signed in. */
export const GITHUB_AVATARS_ORIGIN = "https://avatars.githubusercontent.com";
/** The GitLab a `gitlab` setting without `baseUrl` signs in with. */
export const GITLAB_ORIGIN = "https://gitlab.com";
/** Account pictures of GitLab users who uploaded none. */
export const GRAVATAR_ORIGIN = "https://secure.gravatar.com";

/** Commit messages of every backend's saves, in the repository's history. */
const COMMIT_MESSAGES = {
  create: "Content: create {{collection}} “{{slug}}”",
  update: "Content: update {{collection}} “{{slug}}”",
  delete: "Content: delete {{collection}} “{{slug}}”",
  uploadMedia: "Content: upload “{{path}}”",
  deleteMedia: "Content: delete “{{path}}”",
};

/** The `backend` block of a Decap config (the options this site writes, per backend). */
export type DecapBackend = {
  name: CmsBackendSetting["name"];
  branch: string;
  commit_messages: typeof COMMIT_MESSAGES;
  /** `github`, `gitlab`: the repository (`owner/name`, `group/project`). */
  repo?: string;
  /** `github`: Netlify's OAuth provider; `gitlab`: the GitLab's origin. */
  base_url?: string;
  auth_endpoint?: string;
  /** `gitlab`: the PKCE sign-in and the GitLab application's ID. */
  auth_type?: "pkce";
  app_id?: string;
  /** `gitlab`: the GitLab's REST API. */
  api_root?: string;
};

/**
 * The Decap `backend` block for a setting. `branch` (e.g. the `CMS_BRANCH` build variable)
 * overrides the setting's branch; without either, drafts publish to {@link DEFAULT_BRANCH}.
 */
export function decapBackend(setting: CmsBackendSetting, branch?: string): DecapBackend {
  const common = {
    name: setting.name,
    branch: branch || setting.branch || DEFAULT_BRANCH,
    commit_messages: COMMIT_MESSAGES,
  };
  switch (setting.name) {
    case "github":
      return { ...common, repo: setting.repo, base_url: NETLIFY_API_ORIGIN, auth_endpoint: "auth" };
    case "gitlab": {
      const origin = setting.baseUrl ?? GITLAB_ORIGIN;
      return {
        ...common,
        repo: setting.repo,
        auth_type: "pkce",
        app_id: setting.appId,
        base_url: origin,
        auth_endpoint: "oauth/authorize",
        api_root: `${origin}/api/v4`,
      };
    }
    case "git-gateway":
      return common;
  }
}

/** Outside origins the admin page may reach with one backend, by CSP directive. */
export type BackendHosts = { script: string[]; connect: string[]; frame: string[]; img: string[] };

/** The outside origins a backend needs (see the module comment); nothing for any other. */
export function backendHosts(setting: CmsBackendSetting): BackendHosts {
  switch (setting.name) {
    case "github":
      return { script: [], connect: [GITHUB_API_ORIGIN], frame: [], img: [GITHUB_AVATARS_ORIGIN] };
    case "gitlab": {
      const origin = setting.baseUrl ?? GITLAB_ORIGIN;
      return { script: [], connect: [origin], frame: [], img: [origin, GRAVATAR_ORIGIN] };
    }
    case "git-gateway":
      return {
        script: [IDENTITY_ORIGIN],
        connect: [IDENTITY_ORIGIN, NETLIFY_API_ORIGIN],
        frame: [IDENTITY_ORIGIN],
        img: [],
      };
  }
}

/**
 * Whether the admin page loads the Netlify Identity widget: only for git-gateway, and not when
 * Decap will use the local backend instead (`local_backend` set and the page on the editor's
 * own machine, `isLocalHost`).
 */
export function needsIdentityWidget(
  config: { backend: { name: string }; local_backend?: unknown },
  isLocalHost: boolean,
): boolean {
  return config.backend.name === "git-gateway" && !(config.local_backend && isLocalHost);
}
