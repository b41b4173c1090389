import type { AiLog } from '@homepact/proto';

/** One row of the AI-usage read model, keyed by the ai service's log id. */
export interface AiUsageRow {
  _id: string;
  userId: string | null;
  endpoint: string;
  model: string;
  tokensUsed: number | null;
  /** Dollars, six decimals, as text (as the event carries it). */
  cost: string;
  /** The same cost in integer micro-dollars, for sums. */
  costMicros: number;
  status: 'success' | 'failed';
  errorMessage: string | null;
  processingTimeMs: number;
  createdAt: Date;
}

export function toAiLog(row: AiUsageRow): AiLog {
  return {
    id: row._id,
    userId: row.userId,
    endpoint: row.endpoint,
    model: row.model,
    tokensUsed: row.tokensUsed === null ? null : String(row.tokensUsed),
    cost: row.cost,
    status: row.status,
    errorMessage: row.errorMessage,
    processingTimeMs: row.processingTimeMs,
    createdAt: row.createdAt.toISOString(),
  };
}
