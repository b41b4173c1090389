import { describe, expect, it } from 'vitest';
import { checkSeal } from '../../src/seal/verify-pdf.ts';
import { pdfText, sharedChromium, startDocuments } from '../harness.ts';

const chromium = sharedChromium();
const CONTRACT = '6f1c2a9e-0b7d-4e8a-9c3f-2d5e8a7b1c40';
const body = {
  contractId: CONTRACT,
  cancelledAt: '2026-03-04T15:00:00.000Z',
  noticeText:
    'NOTICE OF CANCELLATION\nDate: March 4, 2026\nTo: Bob Roofing LLC, 9 Oak Ave\nI hereby cancel this transaction <script>x</script>.\nBuyer: Ann Lee, 1 Main St',
  refundPeriod: '10 business days',
};

describe('POST /internal/notices/cancellation', () => {
  it('renders the dated notice as a real PDF through the same renderer, with the provider’s duty to refund', async () => {
    const h = await startDocuments({ sharedRenderer: chromium.renderer });
    try {
      const res = await h.request({ method: 'POST', url: '/internal/notices/cancellation', internal: true, body });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ filename: 'Notice-of-cancellation-6f1c2a9e.pdf', contentType: 'application/pdf' });
      const { text } = await pdfText(Buffer.from(res.body.base64, 'base64'));
      for (const expected of [
        'NOTICE OF CANCELLATION',
        'Date: March 4, 2026',
        'I hereby cancel this transaction <script>x</script>.',
        'must be returned within 10 business days',
      ])
        expect(text, expected).toContain(expected);
      // The id may wrap across lines.
      expect(text.replace(/\s+/g, '')).toContain(`forcontract${CONTRACT}`);
      // Sealed like the executed contract: the whole file, under HomePact's certificate.
      const check = await checkSeal(Buffer.from(res.body.base64, 'base64'), new Set());
      expect(check).toMatchObject({ kind: 'signed', coversWholeFile: true, signatureValid: true, count: 1 });
    } finally {
      await h.close();
    }
  });

  it('refuses unsigned calls (401) and bad bodies (400)', async () => {
    const h = await startDocuments();
    try {
      expect((await h.request({ method: 'POST', url: '/internal/notices/cancellation', body })).status).toBe(401);
      for (const bad of [{}, { ...body, cancelledAt: 'yesterday' }, { ...body, noticeText: '' }, { ...body, extra: 1 }])
        expect((await h.request({ method: 'POST', url: '/internal/notices/cancellation', internal: true, body: bad })).status).toBe(400);
    } finally {
      await h.close();
    }
  });
});
