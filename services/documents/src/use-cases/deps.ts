import type { Envelope } from '@homepact/proto';
import type { Logger, RateBudgets } from '@homepact/kit';
import type { ContractsPort } from '../clients/contracts.ts';
import type { PdfRenderer, RenderQueue } from '../pdf/index.ts';
import type { SealKey } from '../seal/keys.ts';
import type { DocumentsRepositories } from '../store/repositories.ts';

/** What the use cases are built from. */
export interface DocumentsDeps {
  repos: DocumentsRepositories;
  contracts: ContractsPort;
  renderer: PdfRenderer;
  /** Bounds the renderer (PDF_CONCURRENCY, PDF_QUEUE_MAX, PDF_TIMEOUT_MS). */
  queue: RenderQueue;
  /** Waits for notifications' answer to a Generate (InvitesSent / InvitesFailed by requestId). */
  replies: { expect(correlationId: string, timeoutMs: number): Promise<Envelope | null> };
  invitesWaitMs: number;
  /** How long a pdf_generation_logs row is kept (PDF_LOG_RETENTION_DAYS; a year unless given). */
  pdfLogRetentionMs?: number;
  /** Seals every executed PDF (SEAL_* variables); its key never leaves it. */
  seal: SealKey;
  /** `${PUBLIC_URL}/verify`, named on the certificate of completion. */
  verifyUrl: string;
  /** POST /api/verify per client IP per hour. */
  verifyPerIpPerHour: number;
  budgets: RateBudgets;
  now: () => Date;
  /** Called after a write that carries events, so the relay publishes without waiting for its poll. */
  kickRelay: () => void;
  logger: Logger;
}

export const PRODUCER = 'documents';
