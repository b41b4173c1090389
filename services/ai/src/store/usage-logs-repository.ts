import { outbox, type Collection, type DocumentStore, type OutboxFields } from '@homepact/kit';
import { applyRetention, RETENTION_INDEX } from '@homepact/kit/store';
import { republishAggregates } from '@homepact/kit/events';
import type { Envelope } from '@homepact/proto';

export const AI_USAGE_LOGS = 'ai_usage_logs';

/** One row per AI request, success or failure (the product's "AI usage log"). */
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
}

/** An event routed to its topic (kit's `routed`), to ride on the write. */
type Routed = Envelope & { topic: string };

/** ai_usage_logs: written once, never changed; each row carries the event announcing it. */
export class UsageLogsRepository {
  private readonly logs: Collection<AiUsageLogDoc>;
  constructor(store: DocumentStore) {
    this.logs = store.collection<AiUsageLogDoc>(AI_USAGE_LOGS);
  }

  async ensureIndexes(): Promise<void> {
    await this.logs.ensureIndexes([{ fields: { createdAt: -1 } }, { fields: { userId: 1, createdAt: -1 } }, RETENTION_INDEX]);
  }

  /** At start-up: rows older than the retention go, the rest expire at most that long from now. */
  bringUnderRetention(retentionMs: number): Promise<void> {
    return applyRetention(this.logs, retentionMs);
  }

  /** The row and the events announcing it, in one write. */
  async record(doc: AiUsageLogDoc, events: Routed[]): Promise<AiUsageLogDoc> {
    const row = { ...doc, ...outbox.insert(events) };
    await this.logs.insertOne(row);
    return row;
  }

  /** Every kept row's event on its own row's outbox; how many were written. */
  republishAll(toEvent: (log: AiUsageLogDoc) => Routed | null): Promise<number> {
    return republishAggregates({ collection: this.logs, toEvent });
  }
}
