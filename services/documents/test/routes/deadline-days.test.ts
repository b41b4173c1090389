import { afterEach, describe, expect, it } from 'vitest';
import { contractRecord } from '../fixtures/contracts.ts';
import { owner, startDocuments, type Harness } from '../harness.ts';

/** The owner may choose the signing deadline when sending (Generate); contracts applies it from PdfGenerated. */
let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const generate = (id: string, body?: unknown) =>
  h!.request({ method: 'POST', url: `/api/contracts/${id}/generate`, user: owner, ...(body ? { body } : {}) });
const pdfGenerated = () => h!.events.filter((e) => e.type === 'PdfGenerated').map((e) => e.data as { deadlineDays?: number });

describe('Generate with deadlineDays', () => {
  it('carries the owner’s deadline in PdfGenerated; without it, none (contracts’ default)', async () => {
    h = await startDocuments();
    const c = h.contracts.put(contractRecord());
    expect((await generate(c.id, { deadlineDays: 7 })).status).toBe(200);
    await h.settle();
    expect(pdfGenerated().map((d) => d.deadlineDays)).toEqual([7]);
  });

  it('without it, PdfGenerated has no deadline', async () => {
    h = await startDocuments();
    const c = h.contracts.put(contractRecord());
    expect((await generate(c.id)).status).toBe(200);
    await h.settle();
    expect(pdfGenerated()[0]).not.toHaveProperty('deadlineDays');
  });

  it.each([0, 91, 2.5, '7'])('refuses deadlineDays %j with 400', async (deadlineDays) => {
    h = await startDocuments();
    const c = h.contracts.put(contractRecord());
    expect((await generate(c.id, { deadlineDays })).status).toBe(400);
  });
});
