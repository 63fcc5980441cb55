/**
 * Netlify scheduled function: once a day (midnight UTC) it asks Netlify to rebuild the site, so an
 * article whose `datePublished` is today goes live without anyone deploying (a build leaves out
 * articles dated after its own date: src/lib/schedule.ts). It POSTs to the site's build hook,
 * whose URL is the environment variable `BUILD_HOOK_URL` (set in Netlify's site settings, never
 * committed: whoever holds it can trigger builds, so it is never logged either).
 */

/** The environment variable that holds the build hook's URL. */
export const BUILD_HOOK_VARIABLE = "BUILD_HOOK_URL";

/** What Netlify's deploy list shows as the reason for the build. */
export const TRIGGER_TITLE = "Daily rebuild: publishes articles scheduled for today";

/**
 * Triggers one build. Netlify passes the invocation's request (its body holds the next run's
 * time); nothing in it is needed, so the handler takes no parameter. Reads `BUILD_HOOK_URL` when
 * called. Returns 200 after the hook accepted the POST; 200 without calling anything when the
 * variable is missing or blank (a site or deploy context without a hook logs it and stays
 * quiet); 502 when the variable is not a URL, the hook answered with an error status, or it
 * could not be reached, each logged as an error so Netlify's function log shows the failed run.
 * Never throws.
 */
export default async (): Promise<Response> => {
  const hook = process.env[BUILD_HOOK_VARIABLE]?.trim();
  if (!hook) {
    console.log(`daily-rebuild: ${BUILD_HOOK_VARIABLE} is not set; no build triggered`);
    return new Response("No build hook configured; nothing triggered.", { status: 200 });
  }
  let url: URL;
  try {
    url = new URL(hook);
  } catch {
    console.error(`daily-rebuild: ${BUILD_HOOK_VARIABLE} is not a URL; no build triggered`);
    return new Response("The build hook URL is not valid.", { status: 502 });
  }
  url.searchParams.set("trigger_title", TRIGGER_TITLE);
  try {
    const res = await fetch(url, { method: "POST", body: "{}" });
    if (!res.ok) {
      console.error(`daily-rebuild: the build hook answered ${res.status} ${res.statusText}`);
      return new Response(`The build hook answered ${res.status}.`, { status: 502 });
    }
    console.log("daily-rebuild: build triggered");
    return new Response("Build triggered.", { status: 200 });
  } catch (e) {
    console.error(`daily-rebuild: the build hook could not be reached: ${(e as Error).message}`);
    return new Response("The build hook could not be reached.", { status: 502 });
  }
};

/** Netlify runs the function on this schedule: `@daily` is every day at 00:00 UTC. */
export const config = { schedule: "@daily" };
