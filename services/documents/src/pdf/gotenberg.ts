import { convert, gotenberg, html, letter, normalMargins, pipe, please, set, to } from 'gotenberg-js-client';
import type { Logger } from '@homepact/kit';
import { retry } from '@homepact/kit/backoff';
import { emptyStats, RenderError, type PdfRenderer, type RenderOptions, type RenderResult, type RendererStats } from './port.ts';

/**
 * The production PDF adapter: Gotenberg 8's Chromium HTML route, through
 * gotenberg-js-client (0.7). The client was written for Gotenberg 6's URLs,
 * but it composes the path from its parts, so `gotenberg(base + '/forms/chromium')`
 * + `convert` + `html` is exactly Gotenberg 7/8's `POST /forms/chromium/convert/html`;
 * its `to(letter, normalMargins)` sends the paper and margin fields
 * (paperWidth 8.5, paperHeight 11, margin* 1, in inches) and `set` adds the
 * Gotenberg 7/8 flags it does not know by name. Its ping targets Gotenberg
 * 6's /ping, so readiness asks Gotenberg 8's GET /health with fetch instead.
 *
 * Only one file is sent, index.html, with no assets: the document is
 * self-contained and loads nothing (its CSP says default-src 'none'), and
 * Gotenberg runs in the cluster with its outbound deny lists on.
 */
export interface GotenbergRendererOptions {
  url: string;
  logger?: Logger;
  /** The largest PDF accepted back (bytes). */
  maxBytes?: number;
  /** The backoff's step before the one retry of a transient failure (connection refused/reset, 5xx): waits half to all of it. */
  retryDelayMs?: number;
}

const TRANSIENT = /^(5\d\d)\b|ECONNREFUSED|ECONNRESET|EPIPE|socket hang up|ETIMEDOUT/;

export class GotenbergRenderer implements PdfRenderer {
  readonly kind = 'gotenberg';
  private readonly base: string;
  private readonly counters = emptyStats('gotenberg');

  constructor(private readonly opts: GotenbergRendererOptions) {
    this.base = opts.url.replace(/\/+$/, '');
  }

  async start(): Promise<void> {
    // Nothing to keep warm: Gotenberg is its own service.
  }

  async ready(): Promise<boolean> {
    try {
      const res = await fetch(`${this.base}/health`, { signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      return res.ok;
    } catch {
      return false;
    }
  }

  stats(): RendererStats {
    return { ...this.counters };
  }

  async close(): Promise<void> {
    // No connection to close: every request is its own.
  }

  async render(htmlDocument: string, opts: RenderOptions = {}): Promise<RenderResult> {
    // One retry of a transient failure (connection refused/reset, 5xx), after the kit's backoff.
    const step = this.opts.retryDelayMs ?? 250;
    try {
      const { value: pdf, retries } = await retry(
        { tries: 2, initialDelayMs: step, maxDelayMs: step },
        () => this.convert(htmlDocument, opts.signal),
        {
          retryable: (err) => !opts.signal?.aborted && TRANSIENT.test(err instanceof Error ? err.message : String(err)),
          onRetry: (err) => this.opts.logger?.warn({ err }, 'gotenberg failed; retrying once'),
        },
      );
      this.counters.renders++;
      return { pdf, retries };
    } catch (err) {
      this.counters.renders++;
      this.counters.failures++;
      if (opts.signal?.aborted) throw new RenderError('The render was aborted', 'aborted', { cause: err });
      throw new RenderError('The PDF service (Gotenberg) could not render the PDF', 'gotenberg_failed', { cause: err });
    }
  }

  private async convert(htmlDocument: string, signal: AbortSignal | undefined): Promise<Uint8Array> {
    const toPdf = pipe(
      // The second argument is the HTTP client's config, spread into http.request's options.
      gotenberg(`${this.base}/forms/chromium`, signal ? { signal } : {}),
      convert,
      html,
      to(letter, normalMargins),
      set({ preferCssPageSize: true, printBackground: true, skipNetworkIdleEvent: true } as Record<string, unknown>),
      please,
    );
    // A Buffer source is sent as the one file index.html.
    const stream = (await toPdf(Buffer.from(htmlDocument, 'utf8'))) as NodeJS.ReadableStream & AsyncIterable<Buffer>;
    const chunks: Buffer[] = [];
    let size = 0;
    const max = this.opts.maxBytes ?? 50 * 1024 * 1024;
    for await (const chunk of stream) {
      size += chunk.length;
      if (size > max) {
        (stream as unknown as { destroy?: () => void }).destroy?.();
        throw new RenderError(`Gotenberg answered more than ${max} bytes`, 'too_large');
      }
      chunks.push(chunk);
    }
    return new Uint8Array(Buffer.concat(chunks));
  }
}
