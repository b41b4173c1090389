import { existsSync } from 'node:fs';

/**
 * Debian's chromium-headless-shell, the local renderer's browser: the binary itself, not the
 * /usr/bin script, which starts it as its child (the renderer finds and watches the browser's pid).
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/** Debian's full Chromium: the fallback where the headless shell is not installed. */
const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser to start for `configured` (CHROMIUM_PATH). A path someone set is
 * used as it is; the default falls back to the full Chromium when the headless
 * shell is not installed, so a machine with only `chromium` still renders
 * (each print then costs a print-compositor process more).
 */
export function localBrowser(configured: string = HEADLESS_SHELL, exists: (path: string) => boolean = existsSync): string {
  if (configured !== HEADLESS_SHELL || exists(HEADLESS_SHELL)) return configured;
  return FULL_CHROMIUM;
}
