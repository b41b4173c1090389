import type { Envelope } from '@homepact/proto';
import type { Logger } from '@homepact/kit';
import type { ContractsPort } from '../clients/contracts.ts';
import type { PdfRenderer, RenderQueue } from '../pdf/index.ts';
import type { DocumentsCollections } from '../store/collections.ts';

/** What the use cases are built from. */
export interface DocumentsDeps {
  c: DocumentsCollections;
  contracts: ContractsPort;
  renderer: PdfRenderer;
  /** Bounds the renderer (PDF_CONCURRENCY, PDF_QUEUE_MAX, PDF_TIMEOUT_MS). */
  queue: RenderQueue;
  /** Waits for notifications' answer to a Generate (InvitesSent / InvitesFailed by requestId). */
  replies: { expect(correlationId: string, timeoutMs: number): Promise<Envelope | null> };
  invitesWaitMs: number;
  now: () => Date;
  /** Called after a write that carries events, so the relay publishes without waiting for its poll. */
  onChange: () => void;
  logger: Logger;
}

export const PRODUCER = 'documents';
