/**
 * The PDF port: HTML in, PDF bytes out. Production: Gotenberg (GOTENBERG_URL);
 * embedded default: a warm local Chromium driven by playwright-core. Both load
 * nothing but the document itself. Concurrency, queueing and timeouts are not
 * the adapters' business: `RenderQueue` wraps whichever adapter is in use.
 */
export interface RenderOptions {
  /** Aborts the render (the queue's timeout); the adapter gives up and frees what it holds. */
  signal?: AbortSignal;
}

export interface RenderResult {
  pdf: Uint8Array;
  /** How many times the adapter retried (e.g. a crashed browser replaced once). */
  retries: number;
  /** Where the render's time went, in ms, when the adapter can tell (Chromium: its last try). */
  steps?: RenderSteps;
}

export interface RenderSteps {
  /** Getting a page: a warm one from the pool, or a new one opened. */
  pageMs: number;
  /** Writing the document into the page and waiting for its load event. */
  contentMs: number;
  /** Printing it to PDF. */
  printMs: number;
}

export interface RendererStats {
  kind: string;
  /** Renders finished (successes and failures). */
  renders: number;
  failures: number;
  /** Requests refused by the document walls (Chromium: anything but the document itself). */
  blockedRequests: number;
  /** Chromium: fresh browser processes started after the first (planned recycling and crashes). */
  recycles: number;
  crashes: number;
  /** Chromium: the browser's main process, its resident memory (VmRSS), and the PSS of it and all its children. */
  browserPid: number | null;
  browserRssBytes: number | null;
  browserTreeBytes: number | null;
}

export interface PdfRenderer {
  readonly kind: string;
  /** Starts what the adapter keeps warm (the browser). Idempotent. */
  start(): Promise<void>;
  render(html: string, opts?: RenderOptions): Promise<RenderResult>;
  /** For /readyz: the browser is up, or Gotenberg's /health answers. */
  ready(): Promise<boolean>;
  stats(): RendererStats;
  close(): Promise<void>;
}

/** An adapter's render failure that is not the caller's fault (browser gone, Gotenberg down). */
export class RenderError extends Error {
  constructor(
    message: string,
    readonly code: string,
    opts: { cause?: unknown } = {},
  ) {
    super(message, opts);
    this.name = 'RenderError';
  }
}

export const emptyStats = (kind: string): RendererStats => ({
  kind,
  renders: 0,
  failures: 0,
  blockedRequests: 0,
  recycles: 0,
  crashes: 0,
  browserPid: null,
  browserRssBytes: null,
  browserTreeBytes: null,
});
