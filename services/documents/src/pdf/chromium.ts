import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import type { Logger } from '@homepact/kit';
import { retry } from '@homepact/kit/backoff';
import {
  emptyStats,
  RenderError,
  type PdfRenderer,
  type RenderOptions,
  type RenderResult,
  type RendererStats,
  type RenderSteps,
} from './port.ts';
import { findProcessByArg, rssBytes, treeMemoryBytes } from './proc.ts';

/**
 * The embedded PDF adapter: one warm Chromium (Debian's) and a small pool of
 * warm pages, each alone in its own incognito context. A render replaces the
 * page's document (setContent) and prints it; starting a page costs a renderer
 * process (~150 ms), reusing one does not. A page is used `pageReuse` times
 * and then replaced by one opened in the background; a page that failed or
 * was aborted is thrown away with its context, never reused.
 *
 * Nothing but the document is ever loaded. Four walls, each enough alone:
 *   1. the HTML is ours and escapes all user text, and carries a CSP
 *      (default-src 'none');
 *   2. JavaScript is off, service workers are blocked, downloads refused;
 *   3. every request the page makes is routed and refused unless it is the
 *      document itself (about:blank / data:): images, fonts, styles and
 *      prefetches are aborted; navigations (frames, meta refresh, redirects)
 *      are answered "204 No Content" from inside the browser, which cancels
 *      them and leaves the document in place;
 *   4. the context is offline, and the browser's proxy is a dead loopback port
 *      with the implicit loopback bypass removed (`<-loopback>`).
 *
 * Memory stays flat: pages are replaced every `pageReuse` renders, and after
 * `recycleAfter` renders a replacement browser is
 * started in the background and swapped in; the old one closes when its last
 * render ends. A crashed browser is replaced on the next render, and a render
 * that failed because its browser died is retried once on the new one.
 */
export interface ChromiumRendererOptions {
  executablePath: string;
  recycleAfter: number;
  logger?: Logger;
  /** setContent + print limit inside Chromium; the queue's deadline aborts sooner. */
  pageTimeoutMs?: number;
  /** Pages started with the browser, and the most kept idle (PDF_CONCURRENCY is right). */
  warmPages?: number;
  /**
   * Renders per page before it is replaced by a fresh one (opened in the
   * background). A page's renderer process grows with every document written
   * into it (~1 MB a render); a fresh page starts at ~20 MB again.
   */
  pageReuse?: number;
}

interface Slot {
  context: BrowserContext;
  page: Page;
  /** The page's own DevTools session, opened once with the page: the print goes through it. */
  cdp: CDPSession;
  uses: number;
}

interface Instance {
  browser: Browser;
  marker: string;
  pid: number | null;
  renders: number;
  inFlight: number;
  retired: boolean;
  idle: Slot[];
  /** Pages being opened in the background to refill `idle`. */
  opening: number;
}

const MARKER_FLAG = '--homepact-pdf-renderer';
/** Replacing the dead browser is the remedy: no wait before the one retry. */
const CRASH_RETRY = { tries: 2, initialDelayMs: 0, maxDelayMs: 0 };

/**
 * Letter, 1-inch margins, unless the document's `@page` says otherwise (ours does, the same).
 * The print is asked of Chromium directly rather than through `page.pdf()`, which asks for the PDF
 * as a stream and then fetches it with IO.read and IO.close round trips; here it comes back in the
 * answer itself. Tagged PDF and the outline stay off, as `page.pdf()` had them: left out, Chromium's
 * own default may turn tagging on, which builds the accessibility tree on every print.
 */
async function printToPdf(cdp: CDPSession): Promise<Uint8Array> {
  const { data } = await cdp.send('Page.printToPDF', {
    transferMode: 'ReturnAsBase64',
    preferCSSPageSize: true,
    printBackground: true,
    paperWidth: 8.5,
    paperHeight: 11,
    marginTop: 1,
    marginBottom: 1,
    marginLeft: 1,
    marginRight: 1,
    generateTaggedPDF: false,
    generateDocumentOutline: false,
  });
  return Buffer.from(data, 'base64');
}

export class ChromiumRenderer implements PdfRenderer {
  readonly kind = 'chromium';
  private current: Instance | null = null;
  private launching: Promise<Instance> | null = null;
  private replacing = false;
  private closed = false;
  private launches = 0;
  private readonly counters = emptyStats('chromium');
  private readonly all = new Set<Instance>();

  constructor(private readonly opts: ChromiumRendererOptions) {}

  async start(): Promise<void> {
    await this.instance();
  }

  async ready(): Promise<boolean> {
    if (this.closed) return false;
    if (this.current?.browser.isConnected()) return true;
    // Not up (not started yet, or crashed and not yet replaced): start one now.
    await this.instance();
    return this.current?.browser.isConnected() ?? false;
  }

  stats(): RendererStats {
    const pid = this.current?.pid ?? null;
    return {
      ...this.counters,
      browserPid: pid,
      browserRssBytes: pid ? rssBytes(pid) : null,
      browserTreeBytes: pid ? treeMemoryBytes(pid) : null,
    };
  }

  async render(html: string, opts: RenderOptions = {}): Promise<RenderResult> {
    // A browser that cannot start is the launcher's error (not retried, not a render); one that dies during
    // the render is retried once, at once, on the fresh browser the next try starts.
    let inst: Instance | null = null;
    try {
      const { value: rendered, retries } = await retry(
        CRASH_RETRY,
        async () => {
          inst = null;
          inst = await this.instance();
          return this.renderOn(inst, html, opts.signal);
        },
        {
          retryable: () => inst !== null && !inst.browser.isConnected() && !inst.retired && !opts.signal?.aborted && !this.closed,
          onRetry: (err) => this.opts.logger?.warn({ err }, 'chromium died during a render; retrying once on a fresh browser'),
        },
      );
      this.counters.renders++;
      return { pdf: rendered.pdf, retries, steps: rendered.steps };
    } catch (err) {
      if (inst === null) throw err;
      this.counters.renders++;
      this.counters.failures++;
      if (err instanceof RenderError) throw err;
      throw new RenderError(
        opts.signal?.aborted ? 'The render was aborted' : 'Chromium could not render the PDF',
        opts.signal?.aborted ? 'aborted' : 'render_failed',
        { cause: err },
      );
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.launching?.catch(() => undefined);
    await Promise.all([...this.all].map((i) => i.browser.close().catch(() => undefined)));
    this.all.clear();
    this.current = null;
  }

  private async renderOn(inst: Instance, html: string, signal: AbortSignal | undefined): Promise<{ pdf: Uint8Array; steps: RenderSteps }> {
    inst.renders++;
    inst.inFlight++;
    let slot: Slot | undefined;
    let reusable = false;
    const onAbort = () => void slot?.context.close().catch(() => undefined);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      if (signal?.aborted) throw new RenderError('The render was aborted', 'aborted');
      const started = performance.now();
      slot = inst.idle.pop() ?? (await this.openSlot(inst));
      if (signal?.aborted) throw new RenderError('The render was aborted', 'aborted');
      const timeout = this.opts.pageTimeoutMs ?? 20_000;
      const paged = performance.now();
      await slot.page.setContent(html, { waitUntil: 'load', timeout });
      const loaded = performance.now();
      const pdf = await printToPdf(slot.cdp);
      reusable = !signal?.aborted;
      return { pdf, steps: { pageMs: paged - started, contentMs: loaded - paged, printMs: performance.now() - loaded } };
    } finally {
      signal?.removeEventListener('abort', onAbort);
      if (slot) {
        slot.uses++;
        const live = !inst.retired && inst.browser.isConnected();
        if (reusable && live && slot.uses < (this.opts.pageReuse ?? 20) && inst.idle.length < this.maxIdle()) inst.idle.push(slot);
        else {
          await slot.context.close().catch(() => undefined);
          if (live) this.refill(inst);
        }
      }
      inst.inFlight--;
      if (inst.retired && inst.inFlight === 0) this.dispose(inst);
    }
  }

  private maxIdle() {
    return Math.max(1, this.opts.warmPages ?? 2);
  }

  /** Opens a fresh page in the background, so the next render finds one warm. */
  private refill(inst: Instance) {
    if (this.closed || inst.idle.length + inst.opening >= this.maxIdle()) return;
    inst.opening++;
    this.openSlot(inst)
      .then(async (slot) => {
        if (!inst.retired && !this.closed && inst.browser.isConnected() && inst.idle.length < this.maxIdle()) inst.idle.push(slot);
        else await slot.context.close().catch(() => undefined);
      })
      .catch(() => undefined)
      .finally(() => inst.opening--);
  }

  /** A page alone in a fresh context with every wall up. */
  private async openSlot(inst: Instance): Promise<Slot> {
    const context = await inst.browser.newContext({
      javaScriptEnabled: false,
      offline: true,
      serviceWorkers: 'block',
      acceptDownloads: false,
      viewport: { width: 816, height: 1056 },
    });
    try {
      context.setDefaultTimeout(this.opts.pageTimeoutMs ?? 20_000);
      // Everything any page of the context asks for is refused, except the document itself.
      await context.route('**/*', (route) => {
        const request = route.request();
        const url = request.url();
        if (url === 'about:blank' || url.startsWith('data:')) return route.continue();
        this.counters.blockedRequests++;
        // A navigation away (meta refresh, a redirect) is answered "204 No Content" by us, which
        // cancels it and keeps the document; an aborted one would swap in Chromium's error page.
        if (request.isNavigationRequest()) return route.fulfill({ status: 204, body: '' });
        return route.abort('blockedbyclient');
      });
      // A popup (window.open, target=_blank) is not the document: closed at once.
      let ours: Page | null = null;
      context.on('page', (p) => {
        if (ours === null) ours = p;
        else if (p !== ours) void p.close().catch(() => undefined);
      });
      const page = await context.newPage();
      ours = page;
      const cdp = await context.newCDPSession(page);
      return { context, page, cdp, uses: 0 };
    } catch (err) {
      await context.close().catch(() => undefined);
      throw err;
    }
  }

  /** The browser to render on: the current one, else a new one (first start, or after a crash). */
  private async instance(): Promise<Instance> {
    if (this.closed) throw new RenderError('The PDF renderer is shut down', 'closed');
    const cur = this.current;
    if (cur?.browser.isConnected()) {
      if (cur.renders >= this.opts.recycleAfter && !this.replacing) this.replaceInBackground();
      return cur;
    }
    const inst = await this.launch();
    this.swapIn(inst);
    return inst;
  }

  private replaceInBackground() {
    this.replacing = true;
    this.launch()
      .then((inst) => this.swapIn(inst))
      .catch((err: unknown) => {
        if (!this.closed) this.opts.logger?.error({ err }, 'could not start a replacement chromium');
      })
      .finally(() => (this.replacing = false));
  }

  private swapIn(inst: Instance) {
    const old = this.current;
    if (old === inst) return;
    this.current = inst;
    if (old) {
      old.retired = true;
      if (old.inFlight === 0) this.dispose(old);
    }
  }

  private dispose(inst: Instance) {
    this.all.delete(inst);
    void inst.browser.close().catch(() => undefined);
  }

  private launch(): Promise<Instance> {
    this.launching ??= (async () => {
      const marker = `${MARKER_FLAG}=${randomUUID()}`;
      let browser: Browser;
      try {
        browser = await chromium.launch({
          executablePath: this.opts.executablePath,
          headless: true,
          timeout: 30_000,
          // server.ts closes us on SIGTERM; Playwright must not kill the browser under an in-flight render.
          handleSIGINT: false,
          handleSIGTERM: false,
          handleSIGHUP: false,
          args: [
            marker,
            // Wall 4: whatever might still try the network meets a dead proxy, loopback included.
            '--proxy-server=http://127.0.0.1:9',
            '--proxy-bypass-list=<-loopback>',
            '--disable-dev-shm-usage',
            '--disable-extensions',
            '--disable-component-update',
            '--disable-domain-reliability',
            '--no-pings',
            '--dns-prefetch-disable',
            '--font-render-hinting=none',
            // Lean: nothing but the documents runs. No GPU process compositing pages nobody sees, none of the
            // browser's own background fetches (each one meets the dead proxy and is retried), no first-run work.
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-sync',
            '--no-first-run',
            '--no-default-browser-check',
          ],
        });
      } catch (err) {
        throw new RenderError(`Chromium could not be started (${this.opts.executablePath})`, 'browser_unavailable', { cause: err });
      }
      const inst: Instance = {
        browser,
        marker,
        pid: findProcessByArg(marker),
        renders: 0,
        inFlight: 0,
        retired: false,
        idle: [],
        opening: 0,
      };
      this.all.add(inst);
      browser.on('disconnected', () => {
        this.all.delete(inst);
        if (!inst.retired && !this.closed) {
          this.counters.crashes++;
          this.opts.logger?.error({ pid: inst.pid }, 'chromium exited unexpectedly; a fresh one starts with the next render');
        }
        if (this.current === inst) this.current = null;
      });
      if (this.launches++ > 0) this.counters.recycles++;
      // Warm pages, so the first renders on this browser do not pay for starting them.
      const warm = await Promise.allSettled(Array.from({ length: this.maxIdle() }, () => this.openSlot(inst)));
      for (const w of warm) if (w.status === 'fulfilled') inst.idle.push(w.value);
      if (this.closed) {
        await browser.close().catch(() => undefined);
        throw new RenderError('The PDF renderer is shut down', 'closed');
      }
      return inst;
    })().finally(() => {
      this.launching = null;
    });
    return this.launching;
  }
}
