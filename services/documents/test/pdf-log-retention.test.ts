import { describe, expect, it } from 'vitest';
import { PDF_GENERATION_LOGS, type PdfLogDoc } from '../src/store/pdf-logs-repository.ts';
import { repositories } from '../src/store/repositories.ts';
import { contractRecord } from './fixtures/contracts.ts';
import { owner, startDocuments } from './harness.ts';

/** Every log of personal data has a retention: pdf_generation_logs names who rendered which contract's PDF. */
const DAY_MS = 24 * 3600 * 1000;

describe('pdf_generation_logs retention (PDF_LOG_RETENTION_DAYS)', () => {
  it('gives each row an expiry, and removes older rows at start-up', async () => {
    const h = await startDocuments({ env: { PDF_LOG_RETENTION_DAYS: '30' } });
    try {
      const c = h.contracts.put(contractRecord());
      expect((await h.request({ method: 'POST', url: `/api/contracts/${c.id}/generate`, user: owner })).status).toBe(200);
      const logs = h.rt.store.collection<PdfLogDoc>(PDF_GENERATION_LOGS);
      const [row] = await logs.find({ contractId: c.id });
      expect(Math.abs(new Date(row!.expireAt!).getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);

      const { expireAt: _gone, ...old } = row!;
      await logs.insertOne({ ...old, _id: 'old', createdAt: new Date(Date.now() - 40 * DAY_MS) });
      await logs.insertOne({ ...old, _id: 'recent', createdAt: new Date(Date.now() - DAY_MS) });
      await repositories(h.rt.store).pdfLogs.bringUnderRetention(30 * DAY_MS);
      expect(await logs.findOne({ _id: 'old' })).toBeNull();
      expect(new Date((await logs.findOne({ _id: 'recent' }))!.expireAt!).getTime()).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    } finally {
      await h.close();
    }
  });
});
