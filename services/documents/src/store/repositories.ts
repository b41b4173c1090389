import type { DocumentStore } from '@homepact/kit';
import { DocumentsRepository } from './documents-repository.ts';
import { PdfLogsRepository } from './pdf-logs-repository.ts';

/** The documents service's store: use-cases, routes and consumers reach the data only through these. */
export function repositories(store: DocumentStore) {
  return { documents: new DocumentsRepository(store), pdfLogs: new PdfLogsRepository(store) };
}
export type DocumentsRepositories = ReturnType<typeof repositories>;

export async function ensureIndexes(r: DocumentsRepositories) {
  await r.documents.ensureIndexes();
  await r.pdfLogs.ensureIndexes();
}
