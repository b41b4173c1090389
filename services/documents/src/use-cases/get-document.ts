import { documentNotFound } from '../domain/errors.ts';
import { downloadFilename, generatedFilename } from '../domain/filename.ts';
import type { DocumentsDeps } from './deps.ts';

export interface InternalDocument {
  contractId: string;
  kind: 'draft' | 'final';
  filename: string;
  contentType: 'application/pdf';
  base64: string;
  sha256: string;
}

/** GET /internal/documents/:documentId, for notifications to attach the PDF. */
export async function getDocument(deps: Pick<DocumentsDeps, 'repos'>, documentId: string): Promise<InternalDocument> {
  const doc = await deps.repos.documents.findLive(documentId);
  if (!doc) throw documentNotFound();
  return {
    contractId: doc.contractId,
    kind: doc.kind,
    // The names the browser saves them under: Generate's for a draft, the download's for the signed one.
    filename: doc.kind === 'draft' ? generatedFilename(doc.contractId) : downloadFilename(doc.serviceType, doc.createdAt),
    contentType: 'application/pdf',
    base64: doc.base64,
    sha256: doc.sha256,
  };
}
