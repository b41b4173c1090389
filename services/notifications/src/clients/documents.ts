import { createHash } from 'node:crypto';
import { z } from 'zod';
import { internalClient } from '@homepact/kit';

/** GET /internal/documents/:documentId (docs/signing-flow.md). Bytes travel as base64. */
export const InternalDocumentSchema = z.object({
  contractId: z.string(),
  kind: z.enum(['draft', 'final']),
  filename: z.string().min(1),
  contentType: z.string().min(1),
  base64: z.string(),
  sha256: z.string(),
});

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
      const body = InternalDocumentSchema.parse(await http.get(`/internal/documents/${encodeURIComponent(documentId)}`));
      const content = Buffer.from(body.base64, 'base64');
      const sha256 = createHash('sha256').update(content).digest('hex');
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
  };
}
export type DocumentsClient = ReturnType<typeof documentsClient>;
