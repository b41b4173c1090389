import { hash, randomUUID } from 'node:crypto';
import { AppError, isAppError, metricsFor } from '@homepact/kit';
import { inspectPdf, RenderError } from '../pdf/index.ts';
import type { PdfLogDoc } from '../store/pdf-logs-repository.ts';
import type { DocumentsDeps } from './deps.ts';

export const sha256Hex = (data: string | Uint8Array) => hash('sha256', data, 'hex');

export interface RenderedPdf {
  pdf: Buffer;
  sha256: string;
  size: number;
  pageCount: number;
  logId: string;
  renderer: string;
}

export interface RenderRequest {
  html: string;
  contractId: string;
  userId: string | null;
  /** What the render is for: 'draft' (Generate), 'final' (certificate), 'download' (GET /pdf, not stored), 'evidence' (the evidence record's PDF), 'notice' (a notice of cancellation). */
  purpose: 'draft' | 'final' | 'download' | 'evidence' | 'notice';
  /** Background work waits for a slot instead of being refused (see RenderQueue). */
  background?: boolean;
  metadata?: Record<string, unknown>;
}

const unavailable = (cause: unknown) =>
  new AppError('pdf_unavailable', 503, 'The PDF could not be generated right now. Please try again in a moment.', {
    headers: { 'retry-after': '5' },
    cause,
  });

/**
 * One render through the bounded queue, checked (a real PDF, its pages
 * counted) and logged in pdf_generation_logs whatever the outcome: success,
 * failure (timeout, renderer error) or refusal (overload).
 */
export async function renderPdf(deps: DocumentsDeps, req: RenderRequest): Promise<RenderedPdf> {
  const startedAt = performance.now();
  const logId = randomUUID();
  const htmlContent = `sha256:${sha256Hex(req.html)}`;
  const base = {
    _id: logId,
    contractId: req.contractId,
    userId: req.userId,
    htmlContent,
    apiEndpoint: 'html-to-pdf',
    createdAt: deps.now(),
  };
  let retries = 0;
  try {
    const run = await deps.queue.run(
      async (signal) => {
        const result = await deps.renderer.render(req.html, { signal });
        retries = result.retries;
        const { pageCount } = await inspectPdf(result.pdf);
        return { pdf: Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength), pageCount };
      },
      { background: req.background === true },
    );
    const { pdf, pageCount } = run.value;
    metricsFor('documents').pdfRenderDuration.record(run.runMs / 1000, {
      'homepact.pdf.outcome': 'success',
      'homepact.pdf.renderer': deps.renderer.kind,
      'homepact.pdf.purpose': req.purpose,
    });
    const sha256 = sha256Hex(pdf);
    const log: PdfLogDoc = {
      ...base,
      pdfSize: pdf.length,
      pageCount,
      processingTimeMs: Math.round(performance.now() - startedAt),
      status: 'success',
      errorMessage: null,
      errorCode: null,
      apiCallsCount: 1 + retries,
      retryCount: retries,
      metadata: {
        purpose: req.purpose,
        renderer: deps.renderer.kind,
        queueMs: Math.round(run.queuedMs),
        renderMs: Math.round(run.runMs),
        htmlBytes: Buffer.byteLength(req.html),
        sha256,
        ...req.metadata,
      },
    };
    await writeLog(deps, log);
    return { pdf, sha256, size: pdf.length, pageCount, logId, renderer: deps.renderer.kind };
  } catch (err) {
    const refused = isAppError(err) && err.status === 429;
    const error = isAppError(err) ? err : unavailable(err);
    const code = isAppError(err) ? err.code : err instanceof RenderError ? err.code : 'render_failed';
    if (!refused) deps.logger.error({ err, contractId: req.contractId, purpose: req.purpose }, 'PDF generation failed');
    const metrics = metricsFor('documents');
    const where = { 'homepact.pdf.renderer': deps.renderer.kind, 'homepact.pdf.purpose': req.purpose };
    const reason = refused ? 'overloaded' : error.code === 'pdf_timeout' ? 'timeout' : 'error';
    metrics.pdfRenderFailures.add(1, { ...where, 'homepact.pdf.reason': reason });
    if (!refused) metrics.pdfRenderDuration.record((performance.now() - startedAt) / 1000, { ...where, 'homepact.pdf.outcome': 'failure' });
    await writeLog(deps, {
      ...base,
      pdfSize: null,
      pageCount: null,
      processingTimeMs: Math.round(performance.now() - startedAt),
      status: refused ? 'rejected' : 'failed',
      errorMessage: err instanceof Error ? err.message : String(err),
      errorCode: code,
      apiCallsCount: refused ? 0 : 1 + retries,
      retryCount: retries,
      metadata: { purpose: req.purpose, renderer: deps.renderer.kind, htmlBytes: Buffer.byteLength(req.html), ...req.metadata },
    });
    throw error;
  }
}

const PDF_LOG_RETENTION_MS = 365 * 24 * 3600 * 1000;

/** The log is evidence for operators, not part of the answer: a failed write is logged, not thrown. */
async function writeLog(deps: DocumentsDeps, log: PdfLogDoc) {
  try {
    await deps.repos.pdfLogs.record(log, deps.pdfLogRetentionMs ?? PDF_LOG_RETENTION_MS);
  } catch (err) {
    deps.logger.error({ err, contractId: log.contractId }, 'could not write pdf_generation_logs');
  }
}

export async function noteOnLog(deps: Pick<DocumentsDeps, 'repos' | 'logger'>, logId: string, metadata: Record<string, unknown>) {
  await deps.repos.pdfLogs
    .noteMetadata(logId, metadata)
    .catch((err: unknown) => deps.logger.error({ err }, 'could not update pdf_generation_logs'));
}
