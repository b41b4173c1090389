import type { Collection, DocumentStore } from '@homepact/kit';
import { applyRetention, expiryOf, RETENTION_INDEX } from '@homepact/kit/store';

export const PDF_GENERATION_LOGS = 'pdf_generation_logs';

/**
 * pdf_generation_logs, as the product names its fields. `htmlContent` holds
 * "sha256:<hex>" of the rendered HTML, not the HTML: the HTML is a function of
 * the contract text (kept by contracts) and would copy every party's personal
 * data into a log. Adobe's job and asset ids have no counterpart here.
 */
export interface PdfLogDoc {
  _id: string;
  contractId: string;
  userId: string | null;
  htmlContent: string | null;
  pdfSize: number | null;
  pageCount: number | null;
  apiEndpoint: string;
  processingTimeMs: number;
  status: 'success' | 'failed' | 'rejected';
  errorMessage: string | null;
  errorCode: string | null;
  apiCallsCount: number;
  retryCount: number;
  metadata: Record<string, unknown>;
  createdAt: Date;
  /** When the TTL index removes the row (PDF_LOG_RETENTION_DAYS after it was written). */
  expireAt?: Date;
}

/** One row per render, kept PDF_LOG_RETENTION_DAYS. */
export class PdfLogsRepository {
  private readonly logs: Collection<PdfLogDoc>;
  constructor(store: DocumentStore) {
    this.logs = store.collection<PdfLogDoc>(PDF_GENERATION_LOGS);
  }

  async ensureIndexes(): Promise<void> {
    await this.logs.ensureIndexes([{ fields: { contractId: 1, createdAt: -1 } }, { fields: { createdAt: -1 } }, RETENTION_INDEX]);
  }

  /** At start-up: rows older than the retention go, the rest expire at most that long from now. */
  bringUnderRetention(retentionMs: number): Promise<void> {
    return applyRetention(this.logs, retentionMs);
  }

  /** The row, expiring `retentionMs` after it was written. */
  async record(log: PdfLogDoc, retentionMs: number): Promise<void> {
    await this.logs.insertOne({ ...log, expireAt: expiryOf(log.createdAt, retentionMs) });
  }

  /** Adds (or replaces) these keys of the row's metadata. */
  async noteMetadata(logId: string, metadata: Record<string, unknown>): Promise<void> {
    const $set = Object.fromEntries(Object.entries(metadata).map(([k, v]) => [`metadata.${k}`, v]));
    await this.logs.findOneAndUpdate({ _id: logId }, { $set });
  }
}
