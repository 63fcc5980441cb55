/** Types of scripts/chromium.mjs: how this project starts Debian's Chromium. */
/** The browser's path (CHROMIUM_PATH, else /usr/bin/chromium). */
export declare const CHROMIUM_PATH: string;
/** Launch flags: headless, no sandbox, no GPU, no background network traffic. */
export declare const CHROMIUM_ARGS: string[];
/** Sample pages for audits and benches (site paths), the newest post last. */
export declare const SAMPLE_PAGES: string[];
