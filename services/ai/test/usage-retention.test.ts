import { describe, expect, it } from 'vitest';
import { repositories } from '../src/store/repositories.ts';
import { AI_USAGE_LOGS, type AiUsageLogDoc } from '../src/store/usage-logs-repository.ts';
import { SCOPE_BODY } from './fixtures.ts';
import { startAi } from './harness.ts';

/** Every log of personal data has a retention; ai_usage_logs keeps prompts and answers. */
const DAY_MS = 24 * 3600 * 1000;

describe('ai_usage_logs retention (AI_USAGE_LOG_RETENTION_DAYS)', () => {
  it('gives each row an expiry, and removes older rows at start-up', async () => {
    const h = await startAi({ env: { AI_USAGE_LOG_RETENTION_DAYS: '30' } });
    try {
      expect((await h.request({ url: '/api/generate-scope', body: SCOPE_BODY })).status).toBe(200);
      const [row] = await h.logs();
      expect(Math.abs(new Date(row!.expireAt as Date).getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);

      const logs = h.rt.store.collection<AiUsageLogDoc>(AI_USAGE_LOGS);
      const old = { ...row!, _outboxPending: false, _outbox: [] };
      delete (old as Record<string, unknown>).expireAt;
      await logs.insertOne({ ...old, _id: 'old', createdAt: new Date(Date.now() - 40 * DAY_MS) });
      await logs.insertOne({ ...old, _id: 'recent', createdAt: new Date(Date.now() - DAY_MS) });
      await repositories(h.rt.store).usageLogs.bringUnderRetention(30 * DAY_MS);
      expect(await logs.findOne({ _id: 'old' })).toBeNull();
      const recent = await logs.findOne({ _id: 'recent' });
      expect(new Date(recent!.expireAt as Date).getTime()).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    } finally {
      await h.close();
    }
  });
});
