import { RETENTION_INDEX } from '@homepact/kit/store';
import type { DocumentStore, OutboxFields } from '@homepact/kit';

export const AI_USAGE_LOGS = 'ai_usage_logs';

/** One row per AI request, success or failure (spec: "AI usage log"). */
export interface AiUsageLogDoc extends OutboxFields {
  _id: string;
  /** Null for a signed-out visitor. */
  userId: string | null;
  endpoint: string;
  prompt: string;
  response: string;
  model: string;
  /** Total tokens as a numeric string ("1500"). */
  tokensUsed: string;
  /** Dollars with exactly six decimals ("0.000450"). */
  cost: string;
  status: 'success' | 'failed';
  errorMessage: string | null;
  processingTimeMs: number;
  metadata: Record<string, unknown>;
  createdAt: Date;
  /** When the TTL index removes the row (AI_USAGE_LOG_RETENTION_DAYS after it was written). */
  expireAt?: Date;
  [k: string]: unknown;
}

export function collections(store: DocumentStore) {
  return { logs: store.collection<AiUsageLogDoc>(AI_USAGE_LOGS) };
}
export type AiCollections = ReturnType<typeof collections>;

export async function ensureIndexes(c: AiCollections) {
  await c.logs.ensureIndexes([{ fields: { createdAt: -1 } }, { fields: { userId: 1, createdAt: -1 } }, RETENTION_INDEX]);
}
