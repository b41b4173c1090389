import type { Collection, DocumentStore } from '@homepact/kit';
import type { AiUsageRow } from '../domain/ai-usage.ts';

/** The read model of the AI usage log, one row per log id. */
export class AiUsageRepository {
  private readonly usage: Collection<AiUsageRow>;
  constructor(store: DocumentStore) {
    this.usage = store.collection<AiUsageRow>('admin_ai_usage');
  }

  async ensureIndexes(): Promise<void> {
    await this.usage.ensureIndexes([{ fields: { createdAt: -1 } }]);
  }

  /** Writes the row whole, so a redelivery writes the same row. */
  async record(logId: string, row: Omit<AiUsageRow, '_id'>): Promise<void> {
    await this.usage.findOneAndUpdate({ _id: logId }, { $set: row }, { upsert: true });
  }

  newestFirst(limit: number): Promise<AiUsageRow[]> {
    return this.usage.find({}, { sort: { createdAt: -1 }, limit });
  }

  /** Every request's tokens and cost, for the totals (only those fields are loaded). */
  costs(): Promise<Array<Pick<AiUsageRow, 'tokensUsed' | 'costMicros'>>> {
    return this.usage.find({}, { fields: ['tokensUsed', 'costMicros'] });
  }
}
