import type { AiUsageRow } from '../domain/ai-usage.ts';
import { toMicros } from '../domain/money.ts';
import type { AdminDeps } from './deps.ts';

export interface AiUsageFacts {
  logId: string;
  userId: string | null;
  endpoint: string;
  model: string;
  tokensUsed: number | null;
  cost: string;
  status: 'success' | 'failed';
  errorMessage: string | null;
  processingTimeMs: number;
  createdAt: string;
}

/** AiRequestCompleted: one row per log id, written whole (a redelivery writes the same row). */
export async function recordAiUsage(deps: Pick<AdminDeps, 'repos'>, e: AiUsageFacts): Promise<void> {
  const row: Omit<AiUsageRow, '_id'> = {
    userId: e.userId,
    endpoint: e.endpoint,
    model: e.model,
    tokensUsed: e.tokensUsed,
    cost: e.cost,
    costMicros: toMicros(e.cost),
    status: e.status,
    errorMessage: e.errorMessage,
    processingTimeMs: e.processingTimeMs,
    createdAt: new Date(e.createdAt),
  };
  await deps.repos.aiUsage.record(e.logId, row);
}
