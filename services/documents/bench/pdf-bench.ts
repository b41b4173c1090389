/**
 * PDF benchmark, real Chromium (Debian's), for the lead's benchmark runner.
 * Measures, and returns (printing is the caller's job):
 *   - first_pdf_ms: a cold renderer, from start() to the first PDF (browser launch included);
 *   - render_p50_ms / render_p95_ms: a typical three-page contract, `renders` (200) renders
 *     at `concurrency` (2) at once, each timed on its own; step_*_p50_ms: the median of each
 *     step of a render (a page from the warm pool, setContent to its load event, the print);
 *   - memory_before_mb / memory_after_mb / memory_growth_pct: the browser's memory (PSS of the
 *     browser process and all its children, from /proc) after a warm-up and after
 *     `memoryRenders` (500) more renders, with recycling at `recycleAfter` (200) as in service;
 *   - http_*: 32 concurrent POST /api/contracts/:id/generate against the service on loopback
 *     (PDF_CONCURRENCY 2, PDF_QUEUE_MAX 16 by default): counts per status (only 200 and 429
 *     are expected).
 * Targets: p50 < 300 ms, p95 < 800 ms, first PDF < 3 s, memory growth < 10 %.
 * Only loopback is used; every loop is bounded.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createEmbeddedStore,
  createLogger,
  InProcessBus,
  parseConfig,
  signRequestContext,
  USER_CONTEXT_HEADER,
  type UserContext,
} from '@homepact/kit';
import { buildDocuments } from '../src/app.ts';
import type { Authorization, AuthorizedContract, ContractsPort, Evidence } from '../src/clients/contracts.ts';
import { DocumentsConfigSchema } from '../src/config.ts';
import { renderContractHtml } from '../src/domain/render-html.ts';
import { ChromiumRenderer, inspectPdf, localBrowser } from '../src/pdf/index.ts';
import { contractRecord, evidenceFor } from '../test/fixtures/contracts.ts';

export interface PdfBenchOptions {
  chromiumPath?: string;
  /** Renders timed for the latency percentiles (200). */
  renders?: number;
  /** Renders between the two memory readings (500). */
  memoryRenders?: number;
  /** Renders at once in the latency and memory runs (2). */
  concurrency?: number;
  /** A fresh browser after this many renders, as PDF_RECYCLE_AFTER (200). */
  recycleAfter?: number;
  /** Concurrent HTTP requests to /generate (32). */
  httpRequests?: number;
  /** The service's PDF_CONCURRENCY / PDF_QUEUE_MAX for the HTTP run (2 / 16). */
  httpConcurrency?: number;
  httpQueueMax?: number;
  /** INVITES_WAIT_MS in the HTTP run: no notifications runs here, so keep it short (100). */
  invitesWaitMs?: number;
  /** Which runs: the first PDF and latency, the memory run, the HTTP run (all three by default). */
  parts?: ReadonlyArray<'latency' | 'memory' | 'http'>;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const mb = (bytes: number | null) => (bytes === null ? Number.NaN : round(bytes / (1024 * 1024)));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/** Runs `total` tasks, `concurrency` at a time. */
async function pool(total: number, concurrency: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      while (next < total) await task(next++);
    }),
  );
}

/** A contracts stand-in for the HTTP run: every contract is a draft its creator may manage. */
class BenchContracts implements ContractsPort {
  private readonly contracts = new Map<string, AuthorizedContract>();
  add(c: AuthorizedContract) {
    this.contracts.set(c.id, c);
  }
  async authorize(id: string, who: { user: UserContext | null }): Promise<Authorization | null> {
    const contract = this.contracts.get(id);
    if (!contract) return null;
    const mine = who.user?.userId === contract.createdBy;
    return { access: { read: mine, manage: mine, party: null }, contract, terms: { differences: [], ownerChanges: [] } };
  }
  async evidence(id: string): Promise<Evidence> {
    return evidenceFor(this.contracts.get(id)!);
  }
  /** The bench measures rendering: no mail budget. */
  async reserveMailBudget(): Promise<void> {}
  /** The bench renders no evidence records. */
  async evidenceRecord(): Promise<never> {
    throw new Error('not used by the bench');
  }
}

export async function runPdfBench(opts: PdfBenchOptions = {}): Promise<Record<string, number | string>> {
  const chromiumPath = localBrowser(opts.chromiumPath ?? process.env.CHROMIUM_PATH);
  const renders = opts.renders ?? 200;
  const memoryRenders = opts.memoryRenders ?? 500;
  const concurrency = opts.concurrency ?? 2;
  const recycleAfter = opts.recycleAfter ?? 200;
  const httpRequests = opts.httpRequests ?? 32;
  const out: Record<string, number | string> = { renderer: 'chromium', chromium: chromiumPath };
  const parts = new Set(opts.parts ?? ['latency', 'memory', 'http']);

  const contract = contractRecord({ id: randomUUID() });
  const html = renderContractHtml({ contract, text: contract.finalContract, generatedAt: new Date() });

  // 1. First PDF after start, and 2. latency at concurrency 2.
  if (parts.has('latency')) {
    const renderer = new ChromiumRenderer({ executablePath: chromiumPath, recycleAfter, warmPages: concurrency });
    try {
      const t0 = performance.now();
      await renderer.start();
      const first = await renderer.render(html);
      out.first_pdf_ms = round(performance.now() - t0);
      const { pageCount } = await inspectPdf(first.pdf);
      out.pages_per_pdf = pageCount;
      out.pdf_bytes = first.pdf.length;

      const times: number[] = [];
      const steps = { pageMs: [] as number[], contentMs: [] as number[], printMs: [] as number[] };
      const wall = performance.now();
      await pool(renders, concurrency, async () => {
        const t = performance.now();
        const r = await renderer.render(html);
        times.push(performance.now() - t);
        if (r.steps) for (const k of ['pageMs', 'contentMs', 'printMs'] as const) steps[k].push(r.steps[k]);
      });
      const wallMs = performance.now() - wall;
      times.sort((a, b) => a - b);
      out.renders = renders;
      out.concurrency = concurrency;
      out.render_p50_ms = round(percentile(times, 50));
      out.render_p95_ms = round(percentile(times, 95));
      out.render_max_ms = round(times.at(-1) ?? Number.NaN);
      out.render_mean_ms = round(times.reduce((a, b) => a + b, 0) / times.length);
      // Where a warm render's time goes: a page from the pool, the document written and loaded, the print.
      const p50 = (xs: number[]) =>
        round(
          percentile(
            [...xs].sort((a, b) => a - b),
            50,
          ),
        );
      out.step_page_p50_ms = p50(steps.pageMs);
      out.step_content_p50_ms = p50(steps.contentMs);
      out.step_print_p50_ms = p50(steps.printMs);
      out.renders_per_second = round((1000 * renders) / wallMs);
      out.latency_run_recycles = renderer.stats().recycles;
    } finally {
      await renderer.close();
    }
  }

  // 3. Memory before/after `memoryRenders` renders (a fresh renderer, warmed up first).
  if (parts.has('memory')) {
    const renderer = new ChromiumRenderer({ executablePath: chromiumPath, recycleAfter, warmPages: concurrency });
    try {
      await renderer.start();
      await pool(10, concurrency, async () => void (await renderer.render(html)));
      await sleep(500);
      const before = renderer.stats();
      await pool(memoryRenders, concurrency, async () => void (await renderer.render(html)));
      // Let a retired browser finish closing before reading.
      await sleep(1000);
      const after = renderer.stats();
      out.memory_renders = memoryRenders;
      out.memory_before_mb = mb(before.browserTreeBytes);
      out.memory_after_mb = mb(after.browserTreeBytes);
      out.memory_growth_pct =
        before.browserTreeBytes && after.browserTreeBytes
          ? round(((after.browserTreeBytes - before.browserTreeBytes) / before.browserTreeBytes) * 100)
          : Number.NaN;
      out.browser_rss_before_mb = mb(before.browserRssBytes);
      out.browser_rss_after_mb = mb(after.browserRssBytes);
      out.memory_run_recycles = after.recycles;
      out.memory_run_failures = after.failures;
    } finally {
      await renderer.close();
    }
  }

  // 4. 32 concurrent HTTP requests to /generate.
  if (parts.has('http')) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hp-documents-bench-'));
    const logger = createLogger('documents', 'silent');
    const bus = new InProcessBus(logger);
    const store = await createEmbeddedStore(dataDir, 'documents');
    const secret = randomBytes(32).toString('hex');
    const config = parseConfig(DocumentsConfigSchema, {
      INTERNAL_JWT_SECRET: secret,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      CONTRACTS_URL: 'http://127.0.0.1:9',
      CHROMIUM_PATH: chromiumPath,
      PDF_CONCURRENCY: String(opts.httpConcurrency ?? 2),
      PDF_QUEUE_MAX: String(opts.httpQueueMax ?? 16),
      PDF_RECYCLE_AFTER: String(recycleAfter),
      INVITES_WAIT_MS: String(opts.invitesWaitMs ?? 100),
    });
    const contracts = new BenchContracts();
    const user: UserContext = { userId: 'bench-owner', email: 'owner@bench.example', role: 'user' };
    const ids = Array.from({ length: httpRequests }, () => {
      const c = contractRecord({ id: randomUUID(), createdBy: user.userId });
      contracts.add(c);
      return c.id;
    });
    const service = await buildDocuments({ name: 'documents', logger, store, bus }, config, { contracts });
    try {
      await service.app.listen({ port: 0, host: '127.0.0.1' });
      await service.start();
      const base = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
      const header = await signRequestContext(secret, { user, ip: '127.0.0.1' }, 300);
      const counts = new Map<number, number>();
      const t0 = performance.now();
      await Promise.all(
        ids.map(async (id) => {
          let status: number;
          try {
            const res = await fetch(`${base}/api/contracts/${id}/generate`, {
              method: 'POST',
              headers: { [USER_CONTEXT_HEADER]: header },
              signal: AbortSignal.timeout(60_000),
            });
            await res.arrayBuffer();
            status = res.status;
          } catch {
            status = 0;
          }
          counts.set(status, (counts.get(status) ?? 0) + 1);
        }),
      );
      out.http_requests = httpRequests;
      out.http_wall_ms = round(performance.now() - t0);
      out.http_200 = counts.get(200) ?? 0;
      out.http_429 = counts.get(429) ?? 0;
      out.http_other = [...counts.entries()].filter(([s]) => s !== 200 && s !== 429).reduce((n, [, c]) => n + c, 0);
      out.http_statuses = [...counts.entries()]
        .sort(([a], [b]) => a - b)
        .map(([s, c]) => `${s}:${c}`)
        .join(' ');
    } finally {
      await service.app.close();
      await service.stop();
      await bus.close();
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  return out;
}
