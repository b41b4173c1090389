import { z } from 'zod';
import { CancellationNoticePdfSchema, CancellationNoticeRequestSchema } from '../cancellation.ts';
import { internalRoute } from './route.ts';

const ID = /^[A-Za-z0-9_-]{1,100}$/;

/** A stored PDF with its bytes (base64) and their SHA-256 in hex, which the reader checks. */
export const InternalDocumentSchema = z.object({
  contractId: z.string(),
  kind: z.enum(['draft', 'final']),
  filename: z.string().min(1),
  contentType: z.literal('application/pdf'),
  base64: z.string(),
  sha256: z.string(),
});
export type InternalDocument = z.infer<typeof InternalDocumentSchema>;

/** documents' /internal routes (asked by notifications). */
export const DocumentsInternal = {
  /** The PDF attached to the invitations and to the signed copy. */
  getDocument: internalRoute({
    method: 'GET',
    path: '/internal/documents/:documentId',
    params: z.strictObject({ documentId: z.string().regex(ID, 'A document id is 1 to 100 letters, digits, "-" or "_"') }),
    answer: InternalDocumentSchema,
  }),
  /** The dated notice of cancellation, rendered (not stored). */
  cancellationNotice: internalRoute({
    method: 'POST',
    path: '/internal/notices/cancellation',
    body: CancellationNoticeRequestSchema,
    answer: CancellationNoticePdfSchema,
  }),
};
