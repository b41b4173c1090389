import { describe, expect, it } from 'vitest';
import type { DocumentStore } from '@homepact/kit';
import { closedAfterEach } from '@homepact/kit/testing';
import { SigningEvents } from '@homepact/proto';
import { sendExecutedContract } from '../src/use-cases/send-executed-contract.ts';
import {
  CONTRACT_ID,
  contractRecord,
  documentBody,
  HOMEOWNER,
  invitesRequested,
  partySigned,
  pdfBytes,
  PROVIDER,
  refusingMailer,
  sha256,
  signedPdfReady,
  signUrl,
  startNotifications,
  token,
  type Harness,
} from './harness.ts';

const start = closedAfterEach(startNotifications);

const draft = pdfBytes('draft');
const withDraft = (h: Harness) => h.documents.get('/internal/documents/doc-draft-1', documentBody({ bytes: draft, kind: 'draft' }));

describe('InvitesRequested', () => {
  it('sends each party an invitation with their own link and the PDF attached, then InvitesSent with the requestId', async () => {
    const t = await start();
    withDraft(t);
    const req = invitesRequested();
    const [home, prov] = req.data.invitations;
    await t.publish(req);

    expect(t.mailer.sent).toHaveLength(2);
    for (const inv of [home!, prov!]) {
      const mail = t.mailer.sent.find((m) => m.to[0] === inv.email)!;
      expect(mail.to).toEqual([inv.email]);
      // Its own link, exactly, as a button and written out; never the other party's.
      expect(mail.text).toContain(inv.signUrl);
      expect(mail.html).toContain(`href="${inv.signUrl}"`);
      expect(mail.html).toContain('>Review and sign</a>');
      const other = inv === home ? prov! : home!;
      expect(mail.text).not.toContain(other.signUrl);
      expect(mail.html).not.toContain(other.signUrl);
      // Who invited them, what, how much.
      expect(mail.subject).toBe('Please review and sign a contract: Roof replacement');
      expect(mail.text).toContain('$12,500.00');
      expect(mail.html).toContain('Roof replacement');
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments![0]!.filename).toBe(`contract-${CONTRACT_ID}.pdf`);
      expect(mail.attachments![0]!.contentType).toBe('application/pdf');
      expect(mail.attachments![0]!.content.equals(draft)).toBe(true);
    }

    const sent = t.ofType('InvitesSent');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.key).toBe(CONTRACT_ID);
    expect(sent[0]!.data).toMatchObject({
      contractId: CONTRACT_ID,
      requestId: req.data.requestId,
      recipients: [HOMEOWNER.email, PROVIDER.email],
    });
    expect(t.ofType('InvitesFailed')).toHaveLength(0);
    const delivered = t.ofType('EmailDelivered');
    expect(delivered).toHaveLength(2);
    expect(delivered.map((e) => e.data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ template: 'invitation', to: HOMEOWNER.email, contractId: CONTRACT_ID }),
        expect.objectContaining({ template: 'invitation', to: PROVIDER.email, contractId: CONTRACT_ID }),
      ]),
    );

    // documents was asked once, signed as notifications.
    expect(t.documents.calls).toEqual([{ method: 'GET', path: '/internal/documents/doc-draft-1', caller: 'notifications' }]);

    const rows = await t.c.emailLog.find({}, { sort: { to: 1 } });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        template: 'invitation',
        contractId: CONTRACT_ID,
        eventId: req.id,
        status: 'sent',
        attempts: 1,
        error: null,
      });
      expect(row.attachments).toEqual([
        { filename: `contract-${CONTRACT_ID}.pdf`, contentType: 'application/pdf', size: draft.length, sha256: sha256(draft) },
      ]);
      expect(row._outboxPending).toBe(false);
    }
    expect(rows.map((r) => r.role).sort()).toEqual(['homeowner', 'provider']);

    const batch = await t.c.inviteBatches.findOne({ _id: req.data.requestId });
    expect(batch).toMatchObject({
      contractId: CONTRACT_ID,
      outcome: 'sent',
      eventId: req.id,
      reason: 'generated',
      documentId: 'doc-draft-1',
      error: null,
      _outboxPending: false,
    });
  });

  it('answers InvitesFailed naming the recipient the server refused permanently', async () => {
    const t = await start({
      mailer: refusingMailer(PROVIDER.email, { code: 550, text: '5.1.1 user unknown' }),
    });
    withDraft(t);
    const req = invitesRequested();
    await t.publish(req);

    expect(t.mailer.sent.map((m) => m.to[0])).toEqual([HOMEOWNER.email]);
    expect(t.mailer.tries.get(PROVIDER.email)).toBe(1); // permanent: not retried
    expect(t.ofType('InvitesSent')).toHaveLength(0);
    const failed = t.ofType('InvitesFailed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.data).toMatchObject({ contractId: CONTRACT_ID, requestId: req.data.requestId, failedRecipients: [PROVIDER.email] });
    expect((failed[0]!.data as { error: string }).error).toContain('550 5.1.1 user unknown');

    expect(await t.c.emailLog.findOne({ to: PROVIDER.email })).toMatchObject({
      status: 'failed',
      error: '550 5.1.1 user unknown',
      attempts: 1,
    });
    expect(await t.c.emailLog.findOne({ to: HOMEOWNER.email })).toMatchObject({ status: 'sent' });
    const batch = (await t.c.inviteBatches.findOne({ _id: req.data.requestId }))!;
    expect(batch.outcome).toBe('failed');
    expect(batch.recipients).toEqual([
      { role: 'homeowner', email: HOMEOWNER.email, status: 'sent', error: null },
      { role: 'provider', email: PROVIDER.email, status: 'failed', error: '550 5.1.1 user unknown' },
    ]);
  });

  it('retries transient SMTP failures inside the handler, then answers InvitesSent', async () => {
    const t = await start({
      mailer: refusingMailer(HOMEOWNER.email, { code: 451, text: '4.3.0 try again later', tries: 2 }),
    });
    withDraft(t);
    const req = invitesRequested();
    await t.publish(req);

    expect(t.mailer.tries.get(HOMEOWNER.email)).toBe(3);
    expect(t.mailer.sent).toHaveLength(2);
    expect(t.ofType('InvitesSent').map((e) => (e.data as { requestId: string }).requestId)).toEqual([req.data.requestId]);
    expect(t.ofType('InvitesFailed')).toHaveLength(0);
    expect(await t.c.emailLog.findOne({ to: HOMEOWNER.email })).toMatchObject({ status: 'sent', attempts: 3, error: null });
    expect(t.bus.deadLetters).toHaveLength(0);
  });

  it('answers InvitesFailed when transient failures outlast the retries', async () => {
    const t = await start({
      mailer: refusingMailer(PROVIDER.email, { code: 421, text: '4.7.0 too busy' }),
    });
    withDraft(t);
    const req = invitesRequested();
    await t.publish(req);

    expect(t.mailer.tries.get(PROVIDER.email)).toBe(4); // the first try and three retries
    expect(t.ofType('InvitesFailed').map((e) => e.data)).toEqual([
      expect.objectContaining({ requestId: req.data.requestId, failedRecipients: [PROVIDER.email] }),
    ]);
    expect(await t.c.emailLog.findOne({ to: PROVIDER.email })).toMatchObject({
      status: 'failed',
      attempts: 4,
      error: '421 4.7.0 too busy (gave up after 4 tries)',
    });
  });

  it('does nothing for a redelivered request: no second e-mail, no second reply', async () => {
    const t = await start();
    withDraft(t);
    const req = invitesRequested();
    await t.publish(req);
    expect(t.mailer.sent).toHaveLength(2);
    expect(t.events).toHaveLength(3); // InvitesSent + 2 EmailDelivered

    // The same event again (the broker redelivers).
    await t.publish(req);
    // ... even if the consumer's processed-event record was lost: the batch is the guard.
    await t.rt.store.collection('processed_events').deleteMany({});
    await t.publish(req);
    // ... and another event carrying the same requestId.
    await t.publish({ ...invitesRequested({ requestId: req.data.requestId }) });

    expect(t.mailer.sent).toHaveLength(2);
    expect(t.events).toHaveLength(3);
    expect(await t.c.inviteBatches.count({})).toBe(1);
    expect(t.documents.calls).toHaveLength(1);
  });

  it('does not send twice when recording the outcome failed after the messages went out', async () => {
    let failures = 1;
    const wrapStore = (real: DocumentStore): DocumentStore => ({
      kind: real.kind,
      ping: () => real.ping(),
      close: () => real.close(),
      collection: <T extends { _id: string } & Record<string, unknown>>(name: string) => {
        const col = real.collection<T>(name);
        if (name !== 'invite_batches') return col;
        return new Proxy(col, {
          get(target, prop) {
            if (prop === 'insertOne' && failures > 0) {
              return async () => {
                failures--;
                throw new Error('store unavailable');
              };
            }
            const v = Reflect.get(target, prop, target) as unknown;
            return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
          },
        });
      },
    });
    const t = await start({ wrapStore });
    withDraft(t);
    const req = invitesRequested();
    await t.publish(req); // first try: both sent, recording fails; the bus retries the event

    expect(failures).toBe(0);
    expect(t.mailer.sent).toHaveLength(2);
    expect(t.ofType('InvitesSent')).toHaveLength(1);
    expect(t.ofType('EmailDelivered')).toHaveLength(2);
    expect(t.bus.deadLetters).toHaveLength(0);
  });

  it('resends without a PDF when there is none, with the reminder wording', async () => {
    const t = await start();
    const req = invitesRequested({ reason: 'resend', documentId: null });
    await t.publish(req);

    expect(t.mailer.sent).toHaveLength(2);
    for (const mail of t.mailer.sent) {
      expect(mail.attachments).toBeUndefined();
      expect(mail.subject).toBe('Reminder: please review and sign the Roof replacement contract');
      expect(mail.text).not.toContain('PDF copy is attached');
    }
    expect(t.documents.calls).toHaveLength(0);
    expect(t.ofType('InvitesSent')).toHaveLength(1);
  });

  it('answers InvitesFailed, sending nothing, when the PDF cannot be had', async () => {
    const t = await start();
    const missing = invitesRequested({ documentId: 'doc-gone' });
    await t.publish(missing);
    // A document of another contract is never attached.
    t.documents.get('/internal/documents/doc-other', documentBody({ bytes: draft, kind: 'draft', contractId: 'another-contract' }));
    const foreign = invitesRequested({ documentId: 'doc-other' });
    await t.publish(foreign);
    // documents down: retried with the invitation delays, then reported.
    t.documents.get('/internal/documents/doc-down', { error: { code: 'x', message: 'down' } }, 503);
    const down = invitesRequested({ documentId: 'doc-down' });
    await t.publish(down);

    expect(t.mailer.sent).toHaveLength(0);
    const failed = t.ofType('InvitesFailed').map((e) => e.data as { requestId: string; failedRecipients: string[]; error: string });
    expect(failed.map((f) => f.requestId)).toEqual([missing.data.requestId, foreign.data.requestId, down.data.requestId]);
    for (const f of failed) {
      expect(f.failedRecipients).toEqual([HOMEOWNER.email, PROVIDER.email]);
      expect(f.error).toMatch(/^The contract PDF could not be loaded/);
    }
    expect(failed[1]!.error).toContain('belongs to another contract');
    expect(t.documents.calls.filter((c) => c.path === '/internal/documents/doc-down')).toHaveLength(4);
    expect(t.ofType('InvitesSent')).toHaveLength(0);
  });

  it('answers InvitesFailed for a request that names no one', async () => {
    const t = await start();
    await t.publish(invitesRequested({ invitations: [], documentId: null }));
    expect(t.ofType('InvitesFailed').map((e) => e.data)).toEqual([
      expect.objectContaining({ failedRecipients: [], error: 'The request named no one to invite.' }),
    ]);
  });

  it('escapes hostile values in the HTML', async () => {
    const t = await start();
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    await t.publish(invitesRequested({ documentId: null, serviceType: `Roof ${hostile}`, requestedByName: `Eve ${hostile}` }));
    expect(t.mailer.sent).toHaveLength(2);
    for (const mail of t.mailer.sent) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('Roof &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.subject).not.toContain('\n');
    }
  });

  it('refuses a signing link that is not http(s): that recipient fails, nothing dangerous is sent', async () => {
    const t = await start();
    const req = invitesRequested({
      documentId: null,
      invitations: [
        { ...HOMEOWNER, signUrl: 'javascript:alert(1)' },
        { ...PROVIDER, signUrl: signUrl(token()) },
      ],
    });
    await t.publish(req);
    expect(t.mailer.sent.map((m) => m.to[0])).toEqual([PROVIDER.email]);
    expect(t.ofType('InvitesFailed').map((e) => e.data)).toEqual([expect.objectContaining({ failedRecipients: [HOMEOWNER.email] })]);
  });
});

describe('PartySigned', () => {
  it('notes the signature to the other party only, with their fresh link', async () => {
    const t = await start();
    const link = signUrl(token());
    const event = partySigned({ signed: false, signUrl: link });
    await t.publish(event);
    await t.publish(event); // redelivered: nothing more

    expect(t.mailer.sent).toHaveLength(1);
    const [mail] = t.mailer.sent;
    expect(mail!.to).toEqual([PROVIDER.email]);
    expect(mail!.subject).toBe('Ann Lee signed the Roof replacement contract: your signature is next');
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.text).toContain('March 2, 2026 at 3:04 PM UTC');
    expect(await t.c.emailLog.findOne({})).toMatchObject({
      template: 'party-signed',
      to: PROVIDER.email,
      role: 'provider',
      contractId: CONTRACT_ID,
      status: 'sent',
    });
    expect(t.ofType('EmailDelivered').map((e) => e.data)).toEqual([
      expect.objectContaining({ template: 'party-signed', to: PROVIDER.email }),
    ]);
  });

  it('sends no note once both have signed (the final e-mail follows)', async () => {
    const t = await start();
    await t.publish(partySigned({ signed: true, signUrl: null }));
    expect(t.mailer.sent).toHaveLength(0);
    expect(await t.c.emailLog.count({})).toBe(0);
  });
});

describe('SignedPdfReady', () => {
  const final = pdfBytes('final with certificate');
  const finalName = `contract-${CONTRACT_ID}-signed.pdf`;

  it('mails both parties the final PDF, addressed from the contract', async () => {
    const t = await start();
    t.documents.get('/internal/documents/doc-final-1', documentBody({ bytes: final, kind: 'final', filename: finalName }));
    t.contracts.get(`/internal/contracts/${CONTRACT_ID}`, contractRecord());
    const event = signedPdfReady(final);
    await t.publish(event);
    await t.publish(event); // redelivered: nothing more

    expect(t.mailer.sent.map((m) => m.to[0]).sort()).toEqual([HOMEOWNER.email, PROVIDER.email].sort());
    for (const mail of t.mailer.sent) {
      expect(mail.subject).toBe('Signed by both parties: Roof replacement contract');
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments![0]).toMatchObject({ filename: finalName, contentType: 'application/pdf' });
      expect(mail.attachments![0]!.content.equals(final)).toBe(true);
      expect(mail.text).toContain('certificate of completion');
      expect(mail.text).toContain('Keep this e-mail for your records');
      expect(mail.text).toContain(sha256(final));
      expect(mail.html).toContain('Keep this e-mail for your records');
    }
    expect(t.contracts.calls).toEqual([{ method: 'GET', path: `/internal/contracts/${CONTRACT_ID}`, caller: 'notifications' }]);
    expect(t.documents.calls).toEqual([{ method: 'GET', path: '/internal/documents/doc-final-1', caller: 'notifications' }]);
    const rows = await t.c.emailLog.find({}, { sort: { role: 1 } });
    expect(rows.map((r) => [r.template, r.role, r.to, r.status, r.contractId])).toEqual([
      ['executed', 'homeowner', HOMEOWNER.email, 'sent', CONTRACT_ID],
      ['executed', 'provider', PROVIDER.email, 'sent', CONTRACT_ID],
    ]);
    expect(rows[0]!.attachments).toEqual([
      { filename: finalName, contentType: 'application/pdf', size: final.length, sha256: sha256(final) },
    ]);
    expect(t.ofType('EmailDelivered')).toHaveLength(2);
  });

  it('sends one party their copy even when the other is refused, and never twice', async () => {
    const t = await start({ mailer: refusingMailer(PROVIDER.email, { code: 451, text: 'try later', tries: 1 }) });
    t.documents.get('/internal/documents/doc-final-1', documentBody({ bytes: final, kind: 'final', filename: finalName }));
    t.contracts.get(`/internal/contracts/${CONTRACT_ID}`, contractRecord());
    await t.publish(signedPdfReady(final)); // the bus retries after the transient refusal

    expect(t.mailer.sent.map((m) => m.to[0]).sort()).toEqual([HOMEOWNER.email, PROVIDER.email].sort());
    expect(t.mailer.tries.get(HOMEOWNER.email)).toBe(1);
    expect(t.mailer.tries.get(PROVIDER.email)).toBe(2);
    expect(await t.c.emailLog.count({ status: 'sent' })).toBe(2);
  });

  it('never attaches a PDF that is not the one the event names', async () => {
    const t = await start();
    t.contracts.get(`/internal/contracts/${CONTRACT_ID}`, contractRecord());
    t.documents.get('/internal/documents/doc-final-1', documentBody({ bytes: pdfBytes('something else'), kind: 'final' }));
    t.documents.get('/internal/documents/doc-draft-1', documentBody({ bytes: final, kind: 'draft' }));
    const signing = t.signingDeps();
    await expect(sendExecutedContract(signing, signedPdfReady(final))).rejects.toThrow('does not match the SHA-256 in SignedPdfReady');
    await expect(sendExecutedContract(signing, signedPdfReady(final, 'doc-draft-1'))).rejects.toThrow('is a draft PDF, not the final one');
    expect(t.mailer.sent).toHaveLength(0);
  });
});

describe('the replies', () => {
  it('are valid events of the protocol', async () => {
    const t = await start();
    withDraft(t);
    await t.publish(invitesRequested());
    for (const e of t.events) {
      const def = {
        InvitesSent: SigningEvents.InvitesSent,
        InvitesFailed: SigningEvents.InvitesFailed,
        EmailDelivered: SigningEvents.EmailDelivered,
      }[e.type]!;
      expect(() => def.schema.parse(e.data)).not.toThrow();
      expect(e.producer).toBe('notifications');
    }
  });
});
