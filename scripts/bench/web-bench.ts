/**
 * The web app's figures for `make bench`: the production build's initial
 * JavaScript per route (from the Vite build manifest), and Lighthouse-style
 * figures for the home page (FCP, LCP, CLS, total blocking time) measured in
 * headless Chromium against the built app served as production serves it
 * (static files gzipped like web/nginx.conf, /api to the gateway like the
 * ingress).
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { median } from './stats.ts';

const WEB_ROOT = path.resolve(import.meta.dirname, '../../web');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Every route's own module (lazy routes) or none (in the entry chunk). */
export const ROUTES: Array<{ path: string; module: string | null; label: string }> = [
  { path: '/', module: null, label: 'home' },
  { path: '/about', module: 'src/pages/marketing/AboutPage.tsx', label: 'about' },
  { path: '/pricing', module: 'src/pages/marketing/PricingPage.tsx', label: 'pricing' },
  { path: '/contact', module: 'src/pages/marketing/ContactPage.tsx', label: 'contact' },
  { path: '/blog', module: 'src/pages/marketing/BlogIndexPage.tsx', label: 'blog' },
  { path: '/scope-editor', module: 'src/pages/scope/ScopeEditorPage.tsx', label: 'scope editor' },
  { path: '/login', module: 'src/pages/Login.tsx', label: 'login' },
  { path: '/dashboard', module: 'src/pages/Dashboard.tsx', label: 'dashboard' },
  { path: '/contract', module: 'src/pages/wizard/ContractWizardPage.tsx', label: 'wizard' },
  { path: '/sign/:id', module: 'src/pages/sign/SignPage.tsx', label: 'signing' },
  { path: '/preview/:id', module: 'src/pages/preview/PreviewPage.tsx', label: 'preview' },
  { path: '/admin', module: 'src/pages/admin/AdminPage.tsx', label: 'admin' },
  { path: '/admin2', module: 'src/pages/admin/Admin2Page.tsx', label: 'development admin' },
];

/** The gzip level web/nginx.conf uses. */
const GZIP_LEVEL = 5;

export interface WebBuild {
  outDir: string;
  manifest: Manifest;
  remove(): Promise<void>;
}

/** `vite build` with the project's own config, into a private folder, with the manifest on (no config edit needed). */
export async function buildWeb(): Promise<WebBuild> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'hp-bench-web-'));
  // A parent that set NODE_ENV=test would get React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: WEB_ROOT, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  } finally {
    // Assigning undefined would store the string "undefined", which every config schema refuses.
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  return { outDir, manifest, remove: () => rm(outDir, { recursive: true, force: true }) };
}

/** The chunks a module loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

const entryKey = (manifest: Manifest) => Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;

/**
 * What every page loads before the app runs: the entry's static closure and that of each step the
 * entry loads itself (main.tsx imports the app in steps, a task apart, through dynamic imports; the
 * routes' own chunks are the app's dynamic imports, not the entry's).
 */
function firstLoad(manifest: Manifest): Set<string> {
  const entry = entryKey(manifest);
  const keys = staticClosure(manifest, entry);
  for (const step of manifest[entry]!.dynamicImports ?? []) staticClosure(manifest, step, keys);
  return keys;
}

export interface RouteSize {
  path: string;
  label: string;
  /** JavaScript files the route needs before it renders. */
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** The route's own chunk (lazy routes), gzipped. */
  ownGzipBytes: number | null;
}

/** Initial JavaScript per route: the first load (firstLoad) plus the route chunk's static closure. */
export async function routeSizes(b: WebBuild): Promise<RouteSize[]> {
  const sizes = new Map<string, { raw: number; gz: number }>();
  const sizeOf = async (key: string) => {
    const file = b.manifest[key]!.file;
    let s = sizes.get(file);
    if (!s) {
      const bytes = await readFile(path.join(b.outDir, file));
      s = { raw: bytes.length, gz: gzipSync(bytes, { level: GZIP_LEVEL }).length };
      sizes.set(file, s);
    }
    return s;
  };
  const out: RouteSize[] = [];
  for (const route of ROUTES) {
    if (route.module && !b.manifest[route.module]) continue; // a route that is not in this build
    const keys = firstLoad(b.manifest);
    if (route.module) staticClosure(b.manifest, route.module, keys);
    const js = [...keys].filter((k) => b.manifest[k]!.file.endsWith('.js'));
    let raw = 0;
    let gz = 0;
    for (const k of js) {
      const s = await sizeOf(k);
      raw += s.raw;
      gz += s.gz;
    }
    out.push({
      path: route.path,
      label: route.label,
      files: js.length,
      rawBytes: raw,
      gzipBytes: gz,
      ownGzipBytes: route.module ? (await sizeOf(route.module)).gz : null,
    });
  }
  return out;
}

/** Whether `module` is kept out of the home page's first load (its own chunk, loaded on demand). */
export function splitFromHome(b: WebBuild, module: string): boolean {
  return !!b.manifest[module] && !firstLoad(b.manifest).has(module);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain',
};
const GZIP_TYPES = /^(text\/|application\/(javascript|json)|image\/svg\+xml)/;

/**
 * Serves a build as web/nginx.conf does (gzip level 5 from 1 KiB, immutable
 * /assets, index.html for client routes, 404 for a missing asset) and sends
 * /api to the gateway as the ingress does.
 */
export async function serveBuild(outDir: string, gatewayUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const gateway = new URL(gatewayUrl);
  const cache = new Map<string, { body: Buffer; gz: Buffer | null; type: string }>();
  const load = async (file: string) => {
    let hit = cache.get(file);
    if (!hit) {
      const body = await readFile(file);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      hit = { body, type, gz: GZIP_TYPES.test(type) && body.length >= 1024 ? gzipSync(body, { level: GZIP_LEVEL }) : null };
      cache.set(file, hit);
    }
    return hit;
  };
  const isFile = async (p: string) => (await stat(p).catch(() => null))?.isFile() ?? false;

  const proxy = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      { host: gateway.hostname, port: gateway.port, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"error":{"code":"bad_gateway","message":"gateway unavailable"}}');
    });
    req.pipe(upstream);
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (/^\/api(\/|$)/.test(url.pathname)) return proxy(req, res);
      const wanted = path.join(outDir, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
      let file = wanted.startsWith(outDir) && (await isFile(wanted)) ? wanted : null;
      if (!file && url.pathname.startsWith('/assets/')) {
        res.writeHead(404, { 'cache-control': 'no-cache' });
        return res.end();
      }
      file ??= path.join(outDir, 'index.html');
      const { body, gz, type } = await load(file);
      const gzip = gz && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res.writeHead(200, {
        'content-type': type,
        'cache-control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...(gz ? { vary: 'Accept-Encoding' } : {}),
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        'content-length': (gzip ? gz : body).length,
      });
      res.end(req.method === 'HEAD' ? undefined : gzip ? gz : body);
    })().catch((err: unknown) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Installed before any page script: collects what PerformanceObserver reports. */
const OBSERVE = `(() => {
  const p = (window.__hpPerf = { lcp: 0, cls: 0, longTasks: [] });
  const on = (type, fn) => { try { new PerformanceObserver((l) => l.getEntries().forEach(fn)).observe({ type, buffered: true }); } catch {} };
  on('largest-contentful-paint', (e) => { p.lcp = Math.max(p.lcp, e.renderTime || e.startTime); });
  on('layout-shift', (e) => { if (!e.hadRecentInput) p.cls += e.value; });
  on('longtask', (e) => { p.longTasks.push([e.startTime, e.duration]); });
})();`;

/** Run in the page once it has settled: the figures, from the observers and the performance timeline. */
const COLLECT = `(() => {
  const perf = window.__hpPerf;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
  const tbt = perf.longTasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  const resources = performance.getEntriesByType('resource');
  const scripts = resources.filter((r) => r.initiatorType === 'script' || /\\.js(\\?|$)/.test(r.name));
  const images = [...document.images];
  const fold = window.innerHeight;
  return {
    fcp,
    lcp: perf.lcp,
    cls: perf.cls,
    tbt,
    jsTransferred: scripts.reduce((n, r) => n + (r.encodedBodySize || r.transferSize || 0), 0),
    requests: resources.length + 1,
    images: images.length,
    unsizedImages: images.filter((i) => !i.getAttribute('width') || !i.getAttribute('height')).length,
    eagerImagesBelowFold: images.filter((i) => i.getBoundingClientRect().top > fold && i.loading !== 'lazy').length,
    fontFiles: resources.filter((r) => /\\.(woff2?|ttf|otf|eot)(\\?|$)/.test(r.name)).length,
  };
})()`;

export interface PageFigures {
  fcp: number;
  lcp: number;
  cls: number;
  /** Sum of (long task - 50 ms) after FCP, as Lighthouse counts blocking time. */
  tbt: number;
  /** Script bytes over the wire (compressed) for the page's first load. */
  jsTransferred: number;
  requests: number;
  images: number;
  unsizedImages: number;
  eagerImagesBelowFold: number;
  fontFiles: number;
}

export interface Profile {
  name: string;
  viewport: { width: number; height: number };
  /** CPU slowdown (Chrome DevTools' factor), 1 = none. */
  cpu: number;
  /** Simulated network, or none. */
  network: { latencyMs: number; downKbps: number; upKbps: number } | null;
}

export const PROFILES: Profile[] = [
  { name: 'desktop, unthrottled', viewport: { width: 1350, height: 940 }, cpu: 1, network: null },
  // Lighthouse's mobile defaults: 4x CPU slowdown, 150 ms RTT, 1.6 Mbps down, 750 kbps up.
  {
    name: 'mobile (4x CPU, 150 ms RTT, 1.6 Mbps)',
    viewport: { width: 412, height: 823 },
    cpu: 4,
    network: { latencyMs: 150, downKbps: 1638.4, upKbps: 750 },
  },
];

/** One cold load of `url` (fresh context, empty cache) with the profile applied. */
async function measureOnce(browser: Browser, url: string, profile: Profile): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: profile.viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    if (profile.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.network.latencyMs,
        downloadThroughput: (profile.network.downKbps * 1024) / 8,
        uploadThroughput: (profile.network.upKbps * 1024) / 8,
      });
    }
    await page.goto(url, { waitUntil: 'load' });
    // Settled: no new resource and no new long task for a second (Lighthouse likewise waits for the network and
    // main thread to go quiet). Resources alone stopped early while a time-sliced hydration was still running,
    // before the requests and long tasks that follow it.
    let seen = '';
    for (let waited = 0; waited < 15_000; waited += 1000) {
      const now = await page.evaluate<string>('`${performance.getEntriesByType("resource").length} ${window.__hpPerf.longTasks.length}`');
      if (now === seen) break;
      seen = now;
      await page.waitForTimeout(1000);
    }
    return await page.evaluate<PageFigures>(COLLECT);
  } finally {
    await context.close();
  }
}

/** Medians over `runs` cold loads per profile (after one discarded warm-up load). */
export async function homePageFigures(url: string, runs = 5): Promise<Array<{ profile: Profile; figures: PageFigures }>> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const out: Array<{ profile: Profile; figures: PageFigures }> = [];
    for (const profile of PROFILES) {
      await measureOnce(browser, url, profile);
      const samples: PageFigures[] = [];
      for (let i = 0; i < runs; i++) samples.push(await measureOnce(browser, url, profile));
      const figures = Object.fromEntries(
        (Object.keys(samples[0]!) as Array<keyof PageFigures>).map((k) => [k, median(samples.map((s) => s[k]))]),
      ) as unknown as PageFigures;
      out.push({ profile, figures });
    }
    return out;
  } finally {
    await browser.close();
  }
}
