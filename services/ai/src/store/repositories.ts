import type { DocumentStore } from '@homepact/kit';
import { UsageLogsRepository } from './usage-logs-repository.ts';

/** The AI service's store: use-cases and routes reach the data only through these. */
export function repositories(store: DocumentStore) {
  return { usageLogs: new UsageLogsRepository(store) };
}
export type AiRepositories = ReturnType<typeof repositories>;

export async function ensureIndexes(r: AiRepositories) {
  await r.usageLogs.ensureIndexes();
}
