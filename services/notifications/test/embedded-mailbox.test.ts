import { describe, expect, it } from 'vitest';
import type { MailboxMessage } from '@homepact/proto';
import { CONTRACT_ID, documentBody, HOMEOWNER, invitesRequested, pdfBytes, PROVIDER, startNotifications } from './harness.ts';

describe('invitations through the real embedded SMTP server', () => {
  it('land in the dev mailbox with the PDF attached', async () => {
    const t = await startNotifications({ mailer: null }); // no SMTP_URL, no injected mailer: the embedded server
    try {
      expect(t.service.mailer.kind).toBe('embedded');
      const pdf = pdfBytes('draft over SMTP');
      t.documents.get('/internal/documents/doc-draft-1', documentBody({ bytes: pdf, kind: 'draft' }));
      const req = invitesRequested();
      await t.publish(req);

      expect(t.ofType('InvitesSent').map((e) => (e.data as { requestId: string }).requestId)).toEqual([req.data.requestId]);
      const res = await t.request({ method: 'GET', url: '/api/dev/mailbox' });
      expect(res.status).toBe(200);
      const messages: MailboxMessage[] = res.body;
      expect(messages.map((m) => m.to[0]).sort()).toEqual([HOMEOWNER.email, PROVIDER.email].sort());
      for (const inv of req.data.invitations) {
        const m = messages.find((x) => x.to[0] === inv.email)!;
        expect(m.from).toBe('no-reply@homepact.app');
        expect(m.subject).toBe('Please review and sign a contract: Roof replacement');
        expect(m.attachments).toEqual([{ filename: `contract-${CONTRACT_ID}.pdf`, contentType: 'application/pdf', size: pdf.length }]);
        // The link survives SMTP transfer encodings intact, in both parts.
        expect(m.text).toContain(inv.signUrl);
        expect(m.html).toContain(`href="${inv.signUrl}"`);
      }
      expect(await t.c.emailLog.count({ status: 'sent', template: 'invitation' })).toBe(2);
    } finally {
      await t.close();
    }
  });
});
