import type { AiLog } from '@homepact/proto';
import { toAiLog } from '../domain/ai-usage.ts';
import type { AdminDeps } from './deps.ts';

/** Newest first, at most `limit` (50 on /admin, 20 on /admin2). */
export async function listAiLogs(deps: AdminDeps, limit: number): Promise<AiLog[]> {
  const rows = await deps.repos.aiUsage.newestFirst(limit);
  return rows.map(toAiLog);
}
