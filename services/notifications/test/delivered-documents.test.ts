import { describe, expect, it } from 'vitest';
import { closedAfterEach } from '@homepact/kit/testing';
import { documentsToDeliver } from '@homepact/legal';
import { CONTRACT_ID, documentBody, HOMEOWNER, invitesRequested, pdfBytes, PROVIDER, startNotifications, type Harness } from './harness.ts';

/**
 * What the Illinois homeowner acknowledges receiving (the
 * pamphlet "Home Repair: Know Your Consumer Rights", 815 ILCS 513/20) goes
 * with the invitation: contracts puts the documents the law wants delivered
 * into InvitesRequested, and each party's invitation attaches each one as a
 * page to open and print, and says so in its body.
 */
const start = closedAfterEach(startNotifications);
const draft = pdfBytes('draft');
const withDraft = (h: Harness) => h.documents.get('/internal/documents/doc-draft-1', documentBody({ bytes: draft, kind: 'draft' }));

const IL_FORM = { homeownerState: 'IL', governingLaw: 'Illinois', totalAmount: '12500.00', serviceType: 'Roof replacement' };
const TITLE = 'Home Repair: Know Your Consumer Rights';

describe('documents the law wants delivered, on the invitation', () => {
  it('an Illinois contract’s invitation carries the pamphlet beside the PDF, and names it in the body', async () => {
    const t = await start();
    withDraft(t);
    const deliver = documentsToDeliver(IL_FORM);
    expect(deliver.map((d) => d.title)).toEqual([TITLE]);
    await t.publish(invitesRequested({ deliver }));

    expect(t.mailer.sent).toHaveLength(2);
    for (const to of [HOMEOWNER.email, PROVIDER.email]) {
      const mail = t.mailer.sent.find((m) => m.to[0] === to)!;
      expect(mail.attachments!.map((a) => a.filename)).toEqual([`contract-${CONTRACT_ID}.pdf`, 'il-home-repair-pamphlet.html']);
      const pamphlet = mail.attachments![1]!;
      expect(pamphlet.contentType).toBe('text/html; charset=utf-8');
      const html = pamphlet.content.toString('utf8');
      expect(html).toContain(`<title>${TITLE}</title>`);
      expect(html).toContain('AVOIDING HOME REPAIR FRAUD');
      expect(html).toContain('815 ILCS 513/20');
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(
          `Attached to this e-mail, as the law requires the contractor to give you before you sign: “${TITLE}” (815 ILCS 513/20).`,
        );
      }
    }
    const rows = await t.c.emailLog.find({});
    for (const row of rows) expect(row.attachments.map((a) => a.filename)).toContain('il-home-repair-pamphlet.html');
  });

  it('attaches the pamphlet even when there is no PDF (a resend without one)', async () => {
    const t = await start();
    await t.publish(invitesRequested({ documentId: null, reason: 'resend', deliver: documentsToDeliver(IL_FORM) }));
    expect(t.mailer.sent).toHaveLength(2);
    for (const mail of t.mailer.sent) expect(mail.attachments!.map((a) => a.filename)).toEqual(['il-home-repair-pamphlet.html']);
  });

  it('a California contract’s invitation carries the PDF alone and says nothing of a pamphlet', async () => {
    const t = await start();
    withDraft(t);
    const deliver = documentsToDeliver({ ...IL_FORM, homeownerState: 'CA', governingLaw: 'California' });
    expect(deliver).toEqual([]);
    await t.publish(invitesRequested({ deliver }));
    for (const mail of t.mailer.sent) {
      expect(mail.attachments!.map((a) => a.filename)).toEqual([`contract-${CONTRACT_ID}.pdf`]);
      expect(mail.text).not.toContain('Attached to this e-mail, as the law requires');
    }
  });
});
