import type { DocumentStore, OutboxFields } from '@homepact/kit';
import { RETENTION_INDEX } from '@homepact/kit/store';
import type { CertificateInput } from '../domain/render-html.ts';

export const DOCUMENTS = 'documents';
export const PDF_GENERATION_LOGS = 'pdf_generation_logs';

export type DocumentKind = 'draft' | 'final';

/**
 * A stored PDF. The bytes are base64 text (Buffers do not round-trip through
 * every store adapter); `sha256` is of the PDF bytes, `textSha256` of the
 * contract text it was rendered from, so a draft is only served while the
 * contract text is still the one it shows. Events it causes ride on it
 * (outbox): the write that stores the PDF is the write that announces it.
 */
export interface DocumentDoc extends OutboxFields {
  _id: string;
  contractId: string;
  kind: DocumentKind;
  base64: string;
  sha256: string;
  size: number;
  pageCount: number;
  textSha256: string;
  serviceType: string;
  /** The Generate request's correlation id (drafts), or null. */
  requestId: string | null;
  requestedBy: string | null;
  renderer: string;
  /** Final documents: what the certificate was built from, kept as rendered. */
  certificate?: CertificateInput & { signedText: string };
  /** Final documents: the seal's certificate (SHA-256 fingerprint), when it was sealed and the timestamp authority (use-cases/seal-document.ts); `sha256` is of the sealed file. */
  seal?: { certificate: string; sealedAt: Date; timestampAuthority?: string | null };
  createdAt: Date;
  [k: string]: unknown;
}

/**
 * pdf_generation_logs, as the spec names its fields. `htmlContent` holds
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
  [k: string]: unknown;
}

export function collections(store: DocumentStore) {
  return {
    documents: store.collection<DocumentDoc>(DOCUMENTS),
    logs: store.collection<PdfLogDoc>(PDF_GENERATION_LOGS),
  };
}
export type DocumentsCollections = ReturnType<typeof collections>;

export async function ensureIndexes(c: DocumentsCollections) {
  // Latest draft / the final one of a contract.
  await c.documents.ensureIndexes([{ fields: { contractId: 1, kind: 1, createdAt: -1 } }, { fields: { sha256: 1 } }]);
  await c.logs.ensureIndexes([{ fields: { contractId: 1, createdAt: -1 } }, { fields: { createdAt: -1 } }, RETENTION_INDEX]);
}

/** Everything but the bytes, for lookups that decide which document to serve. */
export const META_FIELDS = ['contractId', 'kind', 'sha256', 'size', 'pageCount', 'textSha256', 'serviceType', 'createdAt'];

export async function latestDocument(c: DocumentsCollections, contractId: string, kind: DocumentKind): Promise<DocumentDoc | null> {
  const [doc] = await c.documents.find(
    { contractId, kind, _deleted: { $ne: true } },
    { sort: { createdAt: -1 }, limit: 1, fields: META_FIELDS },
  );
  return doc ?? null;
}
