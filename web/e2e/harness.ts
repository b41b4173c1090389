/**
 * The one setup every browser journey uses: the whole backend (scripts/stack.ts on embedded defaults, in a
 * private data folder), the web app built with Vite and served by `vite preview` with /api proxied to the
 * gateway (as production serves static files in front of the gateway), and Chromium.
 *
 *   const journey = setUpJourney('accounts');            // beforeAll starts, afterAll stops
 *   beforeAll(async () => { page = await (await journey.newContext()).newPage(); });
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { freePort, startEmbeddedStack, type StackOptions } from '../../scripts/stack.ts';

export const webRoot = path.resolve(import.meta.dirname, '..');
/** Where journeys write their screenshots (and the signing journey its PDF pages). */
export const SCREENS_DIR = path.resolve(import.meta.dirname, '../../artifacts/screens');
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export interface WebServer {
  webUrl: string;
  stop(): Promise<void>;
}

export async function startWeb(opts: { gatewayUrl: string }): Promise<WebServer> {
  // A private output folder, so a test run never clobbers someone's web/dist.
  const outDir = mkdtempSync(path.join(tmpdir(), 'homepact-web-'));
  // Test runners set NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    // A production build with the dev mailbox page the journeys read (the embedded stack's mailbox is on).
    await build({
      root: webRoot,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
      define: { 'import.meta.env.VITE_DEV_MAILBOX': JSON.stringify('true') },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }

  const port = await freePort();
  const proxy = { '/api': { target: opts.gatewayUrl, changeOrigin: false } };
  const server = await preview({
    root: webRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, proxy, open: false },
  });

  return {
    webUrl: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export interface ContextOptions extends BrowserContextOptions {
  /** A 390x844 touch phone (isMobile, hasTouch, 2x) instead of the 1280x800 desktop. */
  phone?: boolean;
  /** Playwright's default wait for each action and locator, in ms. */
  timeout?: number;
}

export interface Journey {
  stack: Awaited<ReturnType<typeof startEmbeddedStack>>;
  web: WebServer;
  browser: Browser;
  /** A new browser context on the web app: baseURL set, reduced motion, downloads accepted. */
  newContext(opts?: ContextOptions): Promise<BrowserContext>;
  stop(): Promise<void>;
}

/** Starts the stack, the web app and Chromium; `name` names the data folder. Stops what started if a step fails. */
export async function startJourney(name: string, opts: { env?: StackOptions['env'] } = {}): Promise<Journey> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), `homepact-e2e-${name}-`));
  let stack: Journey['stack'] | undefined;
  let web: WebServer | undefined;
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close();
    await web?.stop();
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    stack = await startEmbeddedStack({ dataDir, gatewayPort: 0, env: opts.env });
    web = await startWeb({ gatewayUrl: stack.gatewayUrl });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  } catch (err) {
    await stop();
    throw err;
  }
  const started = { stack, web, browser };
  return {
    ...started,
    async newContext({ phone = false, timeout = 15_000, ...options }: ContextOptions = {}) {
      const context = await started.browser.newContext({
        viewport: phone ? PHONE : DESKTOP,
        ...(phone ? { hasTouch: true, isMobile: true, deviceScaleFactor: 2 } : {}),
        baseURL: started.web.webUrl,
        reducedMotion: 'reduce',
        acceptDownloads: true,
        ...options,
      });
      context.setDefaultTimeout(timeout);
      return context;
    },
    stop,
  };
}

/**
 * Registers beforeAll/afterAll hooks that start and stop one journey for the file. Its fields are read
 * inside tests and hooks (after the beforeAll has run).
 */
export function setUpJourney(name: string, opts: { env?: StackOptions['env'] } = {}): Omit<Journey, 'stop'> {
  let journey: Journey | undefined;
  beforeAll(async () => {
    journey = await startJourney(name, opts);
  });
  afterAll(async () => {
    await journey?.stop();
  });
  const started = (): Journey => {
    if (!journey) throw new Error(`the ${name} journey has not started: read it inside a test or a hook`);
    return journey;
  };
  return {
    get stack() {
      return started().stack;
    },
    get web() {
      return started().web;
    },
    get browser() {
      return started().browser;
    },
    newContext: (options) => started().newContext(options),
  };
}
