import { hash } from 'node:crypto';
import { internalClient } from '@homepact/kit';
import { DocumentsInternal, type CancellationNoticeRequest } from '@homepact/proto';

/** The documents routes notifications asks (declared in proto/src/internal/documents.ts). */
export const documentsAsks = [DocumentsInternal.getDocument, DocumentsInternal.cancellationNotice];

export interface FetchedPdf {
  documentId: string;
  contractId: string;
  kind: 'draft' | 'final';
  filename: string;
  contentType: string;
  content: Buffer;
  /** Hex, checked against the bytes. */
  sha256: string;
}

/** Reads the PDFs documents keeps, signed as notifications. */
export function documentsClient(opts: { baseUrl: string; secret: string; timeoutMs?: number }) {
  const http = internalClient({ ...opts, caller: 'notifications' });
  return {
    /**
     * The PDF with its bytes. Throws AppError 503 when documents is down, 404
     * when the document does not exist, and an Error when the answer is
     * malformed or the bytes do not match their SHA-256 (never attach those).
     */
    async getPdf(documentId: string): Promise<FetchedPdf> {
      const body = await http.ask(DocumentsInternal.getDocument, { params: { documentId } });
      const content = Buffer.from(body.base64, 'base64');
      const sha256 = hash('sha256', content, 'hex');
      if (sha256 !== body.sha256.toLowerCase()) throw new Error(`document ${documentId}: the bytes do not match their SHA-256`);
      return {
        documentId,
        contractId: body.contractId,
        kind: body.kind,
        filename: body.filename,
        contentType: body.contentType,
        content,
        sha256,
      };
    },
    /** The dated notice of cancellation as a PDF (rendered, not stored), checked against its SHA-256. */
    async renderCancellationNotice(body: CancellationNoticeRequest) {
      const pdf = await http.ask(DocumentsInternal.cancellationNotice, { body });
      const content = Buffer.from(pdf.base64, 'base64');
      if (hash('sha256', content, 'hex') !== pdf.sha256.toLowerCase())
        throw new Error(`the notice of cancellation of ${body.contractId}: the bytes do not match their SHA-256`);
      return { filename: pdf.filename, contentType: pdf.contentType, content };
    },
  };
}
export type DocumentsClient = ReturnType<typeof documentsClient>;
