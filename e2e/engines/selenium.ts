/**
 * WebKit adapter of the engine-neutral checks: Debian's `webkit2gtk-driver` (WebKitWebDriver and
 * its MiniBrowser) driven by selenium-webdriver. MiniBrowser has no headless mode, so it needs an
 * X display: the browser-test runner (scripts/run-e2e.mjs) runs the suite under `xvfb-run -a`.
 *
 * Other hosts: WebDriver classic cannot intercept requests, so MiniBrowser is started with its own
 * `--proxy` (every host but 127.0.0.1, set by `--ignore-host`) pointing at a local proxy started
 * here, which refuses every request (HTTP: 403; HTTPS: the CONNECT gets 403) and records it. The
 * WebDriver `proxy` capability is not used: WebKitGTK applied it to HTTP but let HTTPS go direct.
 * The page's CSP would refuse most hosts too, but not the scheduler's, and a test must not depend
 * on the machine having no internet.
 *
 * Quirks handled here: WebKitWebDriver refuses to click or clear a field outside the viewport
 * (it is scrolled into view first, instantly: the site scrolls smoothly); the window size
 * includes MiniBrowser's toolbar, so the viewport is sized by measuring `innerWidth` and
 * `innerHeight`; and the window cannot be narrower than its toolbar (447 px as shipped), so
 * MiniBrowser gets a GTK user style sheet ({@link TOOLBAR_CSS}, through its own
 * XDG_CONFIG_HOME) that shrinks the toolbar's widgets: the page then gets a true 390 px viewport.
 * The style sheet styles only the browser's GTK widgets, never the web page.
 *
 * Processes: WebKitWebDriver is started here and stopped by its PID; it starts and stops
 * MiniBrowser with the session. Override the paths with WEBKIT_DRIVER_PATH / MINIBROWSER_PATH.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import { Builder, By, Key as SeleniumKey, type WebDriver } from "selenium-webdriver";
import {
  HYDRATED,
  HYDRATION_TIMEOUT_MS,
  WAIT_TIMEOUT_MS,
  type Engine,
  type EngineTab,
  type Key,
  type LaunchEngine,
  type PageFunction,
  type Viewport,
} from "./driver";
import { freePort } from "../freePort";

/** WebKitGTK's WebDriver server (Debian webkit2gtk-driver), or WEBKIT_DRIVER_PATH. */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
/** The browser WebKitWebDriver starts (WebKitGTK 4.1's MiniBrowser), or MINIBROWSER_PATH. */
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/**
 * GTK 3 user style sheet for MiniBrowser's window: toolbar widgets with no minimum size, padding
 * or text, so the window (and the page's viewport) can be as narrow as a phone.
 */
const TOOLBAR_CSS =
  "* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; " +
  "-gtk-icon-transform: scale(0.1); }\n";

const KEYS: Record<Key, string> = {
  Enter: SeleniumKey.ENTER,
  Escape: SeleniumKey.ESCAPE,
  ArrowDown: SeleniumKey.ARROW_DOWN,
  Tab: SeleniumKey.TAB,
};

/** A proxy that refuses every request and records what was asked for. */
async function startRefusingProxy(): Promise<{
  port: number;
  refused: string[];
  close(): Promise<void>;
}> {
  const refused: string[] = [];
  const proxy = http.createServer((req, res) => {
    refused.push(req.url ?? "");
    res.writeHead(403, { "Content-Type": "text/plain" });
    res.end("Refused by the browser tests' proxy: only 127.0.0.1 is reachable.");
  });
  proxy.on("connect", (req: http.IncomingMessage, socket: net.Socket) => {
    refused.push(req.url ?? "");
    socket.end("HTTP/1.1 403 Forbidden\r\n\r\n");
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  return {
    port: (proxy.address() as net.AddressInfo).port,
    refused,
    close: async () => {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}

/** Resolves once WebKitWebDriver on `port` answers its status endpoint; rejects if it exits. */
async function driverReady(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("WebKitWebDriver did not answer within 20 s");
}

/** Stops a child process by its PID and resolves once it has exited. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(child.pid, "SIGTERM");
  await exited;
}

/** Runs `fn(arg)` in the page through WebDriver's execute script. */
function run<A, R>(driver: WebDriver, fn: PageFunction<A, R>, arg: A): Promise<R> {
  return driver.executeScript(`return (${fn.toString()})(arguments[0]);`, arg);
}

/** Launches MiniBrowser through WebKitWebDriver; its pages reach only `origin` (127.0.0.1). */
export const launchWebKit: LaunchEngine = async (origin) => {
  if (!process.env.DISPLAY)
    throw new Error("WebKit's MiniBrowser needs an X display: run the suite under `xvfb-run -a`.");
  const proxy = await startRefusingProxy();
  const port = await freePort();
  const config = fs.mkdtempSync(path.join(os.tmpdir(), "webkit-gtk-"));
  fs.mkdirSync(path.join(config, "gtk-3.0"));
  fs.writeFileSync(path.join(config, "gtk-3.0", "gtk.css"), TOOLBAR_CSS);
  const child = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    stdio: "ignore",
    env: { ...process.env, XDG_CONFIG_HOME: config },
  });
  const cleanUp = async () => {
    await stopProcess(child);
    await proxy.close();
    fs.rmSync(config, { recursive: true, force: true });
  };
  let driver: WebDriver | undefined;
  try {
    await driverReady(port, child);
    const proxyAddress = `127.0.0.1:${proxy.port}`;
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": {
          binary: MINIBROWSER_PATH,
          args: [
            "--automation",
            `--proxy=http://${proxyAddress}`,
            `--ignore-host=${new URL(origin).hostname}`,
          ],
        },
      })
      .build();
  } catch (e) {
    await cleanUp();
    throw e;
  }
  const wd = driver;
  const evaluate = <A, R>(fn: PageFunction<A, R>, arg: A) => run(wd, fn, arg);
  const waitFor = async <A>(
    fn: PageFunction<A, unknown>,
    arg: A,
    what: string,
    timeoutMs = WAIT_TIMEOUT_MS,
  ) => {
    await wd.wait(
      async () => Boolean(await evaluate(fn, arg)),
      timeoutMs,
      `waited ${timeoutMs} ms for ${what}`,
    );
  };
  /** The first element matching `selector`, scrolled to the middle of the viewport. */
  const inView = async (selector: string) => {
    const el = await wd.findElement(By.css(selector));
    await wd.executeScript(
      "arguments[0].scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });",
      el,
    );
    return el;
  };
  const setViewport = async (size: Viewport): Promise<Viewport> => {
    const inner = () => evaluate(() => ({ width: innerWidth, height: innerHeight }), null);
    await wd.manage().window().setRect({ width: size.width, height: size.height });
    const first = await inner();
    // The window's size includes the toolbar: grow it by what the page did not get.
    await wd
      .manage()
      .window()
      .setRect({
        width: size.width + (size.width - first.width > 0 ? size.width - first.width : 0),
        height: size.height + (size.height - first.height),
      });
    return inner();
  };

  /** One tab: the session's window, reset (storage, cookies, size) for each new tab. */
  const newTab = async (viewport: Viewport): Promise<EngineTab> => {
    await wd.get("about:blank");
    await setViewport(viewport);
    const refusedBefore = proxy.refused.length;
    return {
      goto: async (pathname) => {
        await wd.get(origin + pathname);
        await waitFor(HYDRATED, null, "the hydration mark", HYDRATION_TIMEOUT_MS);
      },
      evaluate,
      waitFor,
      click: async (selector) => (await inView(selector)).click(),
      type: async (selector, text) => {
        const el = await inView(selector);
        await el.clear();
        await el.sendKeys(text);
      },
      press: async (key) => {
        await wd.actions().keyDown(KEYS[key]).keyUp(KEYS[key]).perform();
      },
      setViewport,
      screenshot: async (file) => {
        fs.writeFileSync(file, Buffer.from(await wd.takeScreenshot(), "base64"));
      },
      blocked: () => proxy.refused.slice(refusedBefore),
      close: async () => {
        await evaluate(() => {
          if (location.protocol.startsWith("http")) {
            localStorage.clear();
            sessionStorage.clear();
          }
        }, null);
        await wd.manage().deleteAllCookies();
      },
    };
  };

  const engine: Engine = {
    name: "webkit",
    newTab,
    close: async () => {
      await wd.quit().catch(() => undefined);
      await cleanUp();
    },
  };
  return engine;
};
