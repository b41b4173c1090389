import { afterEach, describe, expect, it } from 'vitest';
import { SigningEvents, Topics } from '@homepact/proto';
import { hashToken } from '../../src/domain/signing-token.ts';
import {
  admin,
  create,
  fakeNotifications,
  homeowner,
  owner,
  pdfGenerated,
  provider,
  sendForSignature,
  signBody,
  startContracts,
  stranger,
  tokenOf,
  type Harness,
} from '../harness.ts';
import type { ActivityDoc } from '../../src/domain/activity.ts';
import type { ContractStored } from '../../src/store/collections.ts';

let h: Harness;
afterEach(async () => {
  await h.close();
});

const stored = (id: string) => h.rt.store.collection<ContractStored>('contracts').findOne({ _id: id });
const ofType = (id: string, type: string) => h.events.filter((e) => e.key === id && e.type === type);

describe('PdfGenerated sends a draft for signature', () => {
  it('pending_signatures / sent_for_signature, hashed tokens for both parties, one InvitesRequested with the same requestId', async () => {
    h = await startContracts();
    const { id } = await create(h, owner);
    const { pdf, invite, tokens } = await sendForSignature(h, id);

    expect(invite).toEqual({
      contractId: id,
      requestId: pdf.requestId,
      reason: 'generated',
      serviceType: 'Kitchen Remodeling',
      totalAmount: '1234.50',
      // What the text says (validBody's text states no price or dates): the invitation summarises the text.
      terms: { total: null, payment: null, start: null, end: null, differsFromForm: false, ownerWroteFigures: false },
      requestedByName: 'owner@example.com',
      documentId: pdf.documentId,
      invitations: [
        {
          role: 'homeowner',
          email: 'hana.owens@example.com',
          name: 'Hana Owens',
          signUrl: `https://app.homepact.test/sign/${id}?token=${tokens.homeowner}`,
        },
        {
          role: 'provider',
          email: 'pat@builders.example',
          name: 'Pat Builder',
          signUrl: `https://app.homepact.test/sign/${id}?token=${tokens.provider}`,
        },
      ],
    });
    expect(tokens.homeowner).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const doc = await stored(id);
    expect(doc).toMatchObject({
      status: 'pending_signatures',
      workflowStage: 'sent_for_signature',
      latestDocumentId: pdf.documentId,
      invitesSent: false,
    });
    // Only the hashes are kept, expiring after SIGN_TOKEN_TTL_DAYS (30).
    const kept = doc!._signingTokens as Array<{ hash: string; role: string; expiresAt: Date }>;
    expect(kept.map((t) => [t.role, t.hash])).toEqual([
      ['homeowner', hashToken(tokens.homeowner)],
      ['provider', hashToken(tokens.provider)],
    ]);
    expect(new Date(kept[0]!.expiresAt).toISOString()).toBe('2025-02-04T12:00:00.000Z');
    expect(JSON.stringify(doc)).not.toContain(tokens.homeowner);

    expect(ofType(id, 'ContractUpdated').map((e) => e.data)).toEqual([
      expect.objectContaining({ status: 'pending_signatures', workflowStage: 'sent_for_signature', changes: ['status', 'workflowStage'] }),
    ]);
    const rows = await h.rt.store.collection<ActivityDoc>('contract_activity').find({ contractId: id, action: 'sent_for_signature' });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.metadata).toMatchObject({ requestId: pdf.requestId, documentId: pdf.documentId });
  });

  it('a redelivered PdfGenerated has no second effect: one InvitesRequested, tokens not re-minted', async () => {
    h = await startContracts();
    const { id } = await create(h, owner);
    const data = pdfGenerated(id);
    const event = await h.publish(SigningEvents.PdfGenerated, data);
    await h.settle();
    const before = await stored(id);

    // The very same envelope again (the bus redelivers) ...
    await h.bus.publish(Topics.documents, [event]);
    await h.settle();
    // ... and again after its processed-events record was lost (a crash right after the effect).
    await h.rt.store.collection('processed_events').deleteMany({});
    await h.bus.publish(Topics.documents, [event]);
    await h.settle();

    expect(ofType(id, 'InvitesRequested')).toHaveLength(1);
    const after = await stored(id);
    expect(after!._signingTokens).toEqual(before!._signingTokens);
    expect(await h.rt.store.collection<ActivityDoc>('contract_activity').count({ contractId: id, action: 'sent_for_signature' })).toBe(1);
    expect(h.bus.deadLetters).toEqual([]);
  });

  it('a second PDF of a contract already out for signature invites nobody but becomes the PDF resends attach', async () => {
    h = await startContracts();
    const { id } = await create(h, owner);
    await sendForSignature(h, id);
    const second = pdfGenerated(id, { createdAt: new Date(Date.now() + 1000).toISOString() });
    await h.publish(SigningEvents.PdfGenerated, second);
    await h.settle();
    expect(ofType(id, 'InvitesRequested')).toHaveLength(1);
    expect((await stored(id))!.latestDocumentId).toBe(second.documentId);
    // An older one arriving late does not replace it.
    await h.publish(SigningEvents.PdfGenerated, pdfGenerated(id, { createdAt: '2020-01-01T00:00:00.000Z' }));
    await h.settle();
    expect((await stored(id))!.latestDocumentId).toBe(second.documentId);
  });

  it('ignores final PDFs and unknown contracts without failing', async () => {
    h = await startContracts();
    const { id } = await create(h, owner);
    await h.publish(SigningEvents.PdfGenerated, pdfGenerated(id, { kind: 'final' }));
    await h.publish(SigningEvents.PdfGenerated, pdfGenerated(crypto.randomUUID()));
    await h.settle();
    expect((await stored(id))!.status).toBe('draft');
    expect(ofType(id, 'InvitesRequested')).toHaveLength(0);
    expect(h.bus.deadLetters).toEqual([]);
  });

  it('a party who already signed the draft is not invited', async () => {
    h = await startContracts();
    const { id } = await create(h, owner);
    expect((await h.request({ method: 'POST', url: `/api/contracts/${id}/sign`, user: provider, body: signBody('provider') })).status).toBe(
      200,
    );
    const { invite, tokens } = await sendForSignature(h, id);
    expect(invite.invitations.map((i) => i.role)).toEqual(['homeowner']);
    expect(tokens.provider).toBe('');
  });
});

describe('InvitesSent and InvitesFailed', () => {
  it('InvitesSent sets invitesSent and lastInviteSentAt (never backwards); a redelivery writes one history row', async () => {
    h = await startContracts();
    const { id } = await create(h, owner);
    const { pdf } = await sendForSignature(h, id);
    const sent = await h.publish(SigningEvents.InvitesSent, {
      contractId: id,
      requestId: pdf.requestId,
      recipients: ['hana.owens@example.com', 'pat@builders.example'],
      sentAt: '2025-01-05T12:00:03.000Z',
    });
    await h.settle();
    await h.bus.publish(Topics.notifications, [sent]);
    await h.settle();
    // Redelivered after its processed-events record was lost: the row is keyed by the event id.
    await h.rt.store.collection('processed_events').deleteMany({});
    await h.bus.publish(Topics.notifications, [sent]);
    await h.publish(SigningEvents.InvitesSent, {
      contractId: id,
      requestId: 'older',
      recipients: ['x@example.com'],
      sentAt: '2025-01-01T00:00:00.000Z',
    });
    await h.settle();
    const rec = (await h.request({ method: 'GET', url: `/api/contracts/${id}`, user: owner })).body;
    expect(rec).toMatchObject({ invitesSent: true, lastInviteSentAt: '2025-01-05T12:00:03.000Z' });
    expect(await h.rt.store.collection<ActivityDoc>('contract_activity').count({ contractId: id, action: 'invites_sent' })).toBe(2);
  });

  it('InvitesFailed is recorded in the history', async () => {
    h = await startContracts();
    const { id } = await create(h, owner);
    const { pdf } = await sendForSignature(h, id);
    await h.publish(SigningEvents.InvitesFailed, {
      contractId: id,
      requestId: pdf.requestId,
      failedRecipients: ['pat@builders.example'],
      error: 'mailbox unavailable',
      failedAt: '2025-01-05T12:00:04.000Z',
    });
    await h.settle();
    const [row] = await h.rt.store.collection<ActivityDoc>('contract_activity').find({ contractId: id, action: 'invites_failed' });
    expect(row!.metadata).toMatchObject({
      requestId: pdf.requestId,
      failedRecipients: ['pat@builders.example'],
      error: 'mailbox unavailable',
    });
    expect((await stored(id))!.invitesSent).toBe(false);
  });
});

describe('POST /api/contracts/:id/resend-emails', () => {
  const resend = (id: string, user: typeof owner | null = owner) =>
    h.request({ method: 'POST', url: `/api/contracts/${id}/resend-emails`, user });

  it('200 { emailsSent: true } on InvitesSent: new links, the latest PDF attached, only the newest link works', async () => {
    h = await startContracts();
    const requests = await fakeNotifications(h, () => 'sent');
    const { id } = await create(h, owner);
    const { pdf, tokens } = await sendForSignature(h, id);
    for (const user of [owner, admin]) {
      const res = await resend(id, user);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ emailsSent: true });
    }
    const resends = requests.map((e) => SigningEvents.InvitesRequested.schema.parse(e.data)).filter((d) => d.reason === 'resend');
    expect(resends).toHaveLength(2);
    expect(resends[0]).toMatchObject({ contractId: id, documentId: pdf.documentId, requestedByName: 'owner@example.com' });
    expect(resends[1]!.requestedByName).toBe('admin@example.com');
    const first = tokenOf(resends[0]!.invitations.find((i) => i.role === 'homeowner')!.signUrl);
    const newest = tokenOf(resends[1]!.invitations.find((i) => i.role === 'homeowner')!.signUrl);
    expect(first).not.toBe(tokens.homeowner);
    expect((await h.request({ method: 'GET', url: `/api/contracts/${id}?token=${newest}` })).status).toBe(200);
    // Each resend replaces the party's older links, and they say so (docs/decisions/0010-after-the-invitation.md).
    for (const token of [first, tokens.homeowner]) {
      expect((await h.request({ method: 'GET', url: `/api/contracts/${id}?token=${token}` })).status).toBe(410);
    }
    await h.settle();
    expect((await h.request({ method: 'GET', url: `/api/contracts/${id}`, user: owner })).body.invitesSent).toBe(true);
    expect(await h.rt.store.collection<ActivityDoc>('contract_activity').count({ contractId: id, action: 'invites_requested' })).toBe(2);
  });

  it('502 invites_failed on InvitesFailed', async () => {
    h = await startContracts();
    await fakeNotifications(h, () => 'failed');
    const { id } = await create(h, owner);
    await sendForSignature(h, id);
    const res = await resend(id);
    expect(res.status).toBe(502);
    expect(res.body.error).toEqual({ code: 'invites_failed', message: 'Failed to send email invites. Please try again.' });
  });

  it('202 { emailsSent: false } when no answer comes within INVITES_WAIT_MS', async () => {
    h = await startContracts({ env: { INVITES_WAIT_MS: '150' } });
    const requests = await fakeNotifications(h, () => 'silent');
    const { id } = await create(h, owner);
    await sendForSignature(h, id);
    const started = Date.now();
    const res = await resend(id);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ emailsSent: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(requests.filter((e) => (e.data as { reason: string }).reason === 'resend')).toHaveLength(1);
  });

  it('a draft is never resent (its invitations go out with Generate, after their preview): 409, nobody e-mailed', async () => {
    h = await startContracts();
    const requests = await fakeNotifications(h, () => 'sent');
    const { id } = await create(h, owner);
    await h.request({ method: 'POST', url: `/api/contracts/${id}/sign`, user: homeowner, body: signBody('homeowner') });
    const res = await resend(id);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'not_resendable' });
    expect(res.body.error.message).toContain('Use Generate PDF Contract');
    await h.settle();
    expect(requests).toHaveLength(0);
    expect((await stored(id))!.status).toBe('draft');
  });

  it('409 once signed; 404 for strangers; 403 for a party; 401 signed out', async () => {
    h = await startContracts();
    await fakeNotifications(h, () => 'sent');
    const { id } = await create(h, owner);
    const { tokens } = await sendForSignature(h, id);
    expect((await resend(id, stranger)).status).toBe(404);
    expect((await resend(id, homeowner)).status).toBe(403);
    expect((await resend(id, null)).status).toBe(401);
    await h.request({ method: 'POST', url: `/api/contracts/${id}/sign`, body: signBody('homeowner', { token: tokens.homeowner }) });
    // The homeowner's signature replaced the provider's link; they sign signed in.
    await h.request({ method: 'POST', url: `/api/contracts/${id}/sign`, user: provider, body: signBody('provider') });
    const res = await resend(id);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('not_resendable');
    await h.settle();
    expect(ofType(id, 'InvitesRequested')).toHaveLength(1);
  });
});
