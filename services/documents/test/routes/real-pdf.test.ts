import { describe, expect, it } from 'vitest';
import { contractRecord } from '../fixtures/contracts.ts';
import { PDF_GENERATION_LOGS, type PdfLogDoc } from '../../src/store/pdf-logs-repository.ts';
import { owner, pdfText, sharedChromium, startDocuments } from '../harness.ts';
import { trap } from '../trap.ts';

/** The real local renderer, shared by this file's tests. */
const chromium = sharedChromium();

const squash = (s: string) => s.replace(/\s+/g, '');

describe('Generate with the real Chromium renderer', () => {
  it('answers a real PDF that holds the parties, the price and the job, with the page header and numbers', async () => {
    const h = await startDocuments({ sharedRenderer: chromium.renderer });
    try {
      const c = h.contracts.put(contractRecord());
      const res = await h.request({ method: 'POST', url: `/api/contracts/${c.id}/generate`, user: owner });
      expect(res.status).toBe(200);
      const { text, pages } = await pdfText(res.raw);
      expect(pages).toBeGreaterThanOrEqual(2);
      for (const expected of [
        'HOME SERVICE CONTRACT',
        'Homeowner: Hana Owens',
        'Provider: Pat Builder',
        'hana.owens@example.com',
        'pat@builders.example',
        'Total contract price: $18,450.00',
        'Replace cabinets, countertops and backsplash in the kitchen',
        'NOT LEGAL ADVICE',
        `Contract ${c.id}`,
        `Page 1 of ${pages}`,
        `Page ${pages} of ${pages}`,
      ]) {
        expect(text, expected).toContain(expected);
      }
      const [log] = await h.rt.store.collection<PdfLogDoc>(PDF_GENERATION_LOGS).find({ contractId: c.id });
      expect(log).toMatchObject({
        status: 'success',
        pageCount: pages,
        pdfSize: res.raw.length,
        metadata: expect.objectContaining({ renderer: 'chromium' }),
      });
    } finally {
      await h.close();
    }
  });

  it('a hostile contract text reaches no server: zero requests at a loopback listener, and the markup shows as text', async () => {
    const t = await trap();
    const h = await startDocuments({ sharedRenderer: chromium.renderer });
    try {
      const hostile = [
        'HOME SERVICE CONTRACT',
        '',
        '1. SCOPE OF WORK',
        `<img src="${t.url}/x">`,
        `<iframe src="${t.url}/y"></iframe>`,
        '<a href="file:///etc/passwd">passwd</a>',
        `<style>body { background: url("${t.url}/z"); } @import url(${t.url}/i.css);</style>`,
        `<link rel="stylesheet" href="${t.url}/s.css">`,
      ].join('\n');
      const c = h.contracts.put(
        contractRecord({
          editedContractContent: hostile,
          serviceType: `Painting"; } @import url(${t.url}/header.css); x { content: "`,
          htmlContent: `<img src="${t.url}/client-html">`,
        }),
      );
      const res = await h.request({ method: 'POST', url: `/api/contracts/${c.id}/generate`, user: owner });
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      expect(t.connections()).toBe(0);
      expect(t.requests()).toBe(0);
      const { text } = await pdfText(res.raw);
      expect(squash(text)).toContain(squash(`<img src="${t.url}/x">`));
      expect(squash(text)).toContain(squash(`<iframe src="${t.url}/y"></iframe>`));
      expect(squash(text)).toContain(squash('<a href="file:///etc/passwd">passwd</a>'));
      expect(squash(text)).toContain(squash(`url("${t.url}/z")`));
    } finally {
      await h.close();
      await t.close();
    }
  });
});
