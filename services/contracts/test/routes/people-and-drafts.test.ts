import { describe, expect, it } from 'vitest';
import { ContractsExportSchema, IdentityEvents } from '@homepact/proto';
import { harnessPerTest, userEvent } from '@homepact/kit/testing';
import {
  create,
  fakeNotifications,
  homeowner,
  owner,
  provider,
  sendForSignature,
  signBody,
  startContracts,
  stranger,
  validBody,
  type Harness,
} from '../harness.ts';
import type { ActivityDoc } from '../../src/domain/activity.ts';

let h: Harness;
harnessPerTest(startContracts, (x) => (h = x));

/** identity's UserUpdated, as the profile form (or the sign-up stage) emits it. */
async function named(user: { userId: string; email: string }, firstName: string, lastName: string, at = new Date()) {
  await h.bus.publish(IdentityEvents.UserUpdated.topic, [userEvent('UserUpdated', user, { firstName, lastName }, at)]);
  await h.settle();
}

const summaryOf = async (id: string, user = owner) => {
  const res = await h.request({ method: 'GET', url: '/api/contracts', user });
  return (res.body as Array<{ id: string; signers: Array<{ role: string; status: string; at: string | null }> }>).find((c) => c.id === id)!;
};
const statuses = async (id: string) => Object.fromEntries((await summaryOf(id)).signers.map((s) => [s.role, s.status]));

describe('POST /api/contracts accepts the whole wizard draft', () => {
  const everyField = () =>
    validBody({
      projectDescription: 'Kitchen refresh',
      state: 'texas',
      contractorPersona: 'homeowner',
      aiGeneratedScope: 'SCOPE OF WORK\n1. Remove old cabinets.',
      providerBusinessName: 'Builder & Sons LLC',
      providerLicense: 'TX-12345',
      hasInsurance: true,
      hasBonding: false,
      insuranceAmount: '1000000',
      insuranceDetails: 'General liability',
      licenseVerified: true,
      materialsProvidedBy: 'provider',
      materialsMarkup: '10',
      toolsProvidedBy: 'provider',
      specialTools: 'Tile saw',
      equipmentResponsibility: 'Provider',
      materialsQualityStandards: true,
      oshaCompliance: true,
      buildingCodes: true,
      permits: true,
      safetyEquipment: true,
      debrisRemoval: true,
      dailyCleanup: true,
      cleanupNotes: 'Sweep daily',
      workHours: '8am-5pm weekdays',
      accessRequirements: 'Side gate code 1234',
      warrantyPeriod: '1 year',
      liabilityLimit: 'Contract price',
      warrantyScope: 'Workmanship',
      indemnification: true,
      editedContractContent: 'HOME SERVICE AGREEMENT\n\nEdited by the owner before saving.',
      // Record fields a saved draft carries back: the server's own, so accepted and not taken over.
      id: 'draft-123',
      createdAt: '2020-01-01T00:00:00.000Z',
      status: 'draft',
      homeownerSignedAt: null,
      providerSignedAt: null,
    });

  it('201 with editedContractContent stored as the edited text, and the form kept whole', async () => {
    const res = await h.request({ method: 'POST', url: '/api/contracts', user: owner, body: everyField() });
    expect(res.status).toBe(201);
    expect(res.body.editedContractContent).toBe('HOME SERVICE AGREEMENT\n\nEdited by the owner before saving.');
    expect(res.body.finalContract).toMatch(/^HOME SERVICE AGREEMENT/);
    expect(res.body.id).not.toBe('draft-123');
    expect(res.body.createdAt).toBe(h.clock.now.toISOString());
    expect(res.body.status).toBe('draft');
    expect(res.body.aiGeneratedScope).toBe('SCOPE OF WORK\n1. Remove old cabinets.');
    expect(res.body.contractData).toMatchObject({
      contractorPersona: 'homeowner',
      projectDescription: 'Kitchen refresh',
      providerBusinessName: 'Builder & Sons LLC',
      warrantyScope: 'Workmanship',
      accessRequirements: 'Side gate code 1234',
    });
    // The record fields are not part of the stored form.
    for (const key of ['id', 'createdAt', 'status', 'homeownerSignedAt', 'editedContractContent'])
      expect(res.body.contractData).not.toHaveProperty(key);
    // What the parties are asked to sign is the edited text.
    const info = await h.request({ method: 'GET', url: `/api/contracts/${res.body.id}/signing-info`, user: owner });
    const { createHash } = await import('node:crypto');
    expect(info.body.textSha256).toBe(createHash('sha256').update(res.body.editedContractContent, 'utf8').digest('hex'));
  });

  it('a blank editedContractContent means no edits', async () => {
    const res = await h.request({ method: 'POST', url: '/api/contracts', user: owner, body: validBody({ editedContractContent: '   ' }) });
    expect(res.status).toBe(201);
    expect(res.body.editedContractContent).toBeNull();
  });

  it('400 with a clear message for a signed status, signature times, or an unknown field', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ status: 'signed' }, /always saved as a draft/],
      [{ homeownerSignedAt: '2025-01-01T00:00:00.000Z' }, /signed on its signing page/],
      [{ editedContractContent: 'x'.repeat(500_001) }, /too long/],
      [{ favouriteColour: 'blue' }, /favouriteColour/],
    ];
    for (const [override, message] of cases) {
      const res = await h.request({ method: 'POST', url: '/api/contracts', user: owner, body: validBody(override) });
      expect(res.status, JSON.stringify(override).slice(0, 60)).toBe(400);
      expect(JSON.stringify(res.body.error)).toMatch(message);
    }
  });
});

describe('per-signer status on the list: not sent, sent, opened, signed', () => {
  it('follows each party: invited, opened by link or by signing in as the party, signed', async () => {
    await fakeNotifications(h, () => 'sent');
    const { id } = await create(h, owner);
    expect(await statuses(id)).toEqual({ homeowner: 'not_sent', provider: 'not_sent' });

    const { tokens } = await sendForSignature(h, id);
    expect(await statuses(id)).toEqual({ homeowner: 'sent', provider: 'sent' });
    const sent = await summaryOf(id);
    expect(sent.signers[0]!.at).not.toBeNull();

    // The owner (and anyone else who is not a party) reading it opens nothing.
    await h.request({ method: 'GET', url: `/api/contracts/${id}`, user: owner });
    expect(await statuses(id)).toEqual({ homeowner: 'sent', provider: 'sent' });

    // The homeowner opens their link, signed out.
    h.clock.now = new Date('2025-01-06T08:00:00.000Z');
    expect((await h.request({ method: 'GET', url: `/api/contracts/${id}?token=${tokens.homeowner}` })).status).toBe(200);
    expect(await statuses(id)).toEqual({ homeowner: 'opened', provider: 'sent' });
    expect((await summaryOf(id)).signers[0]!.at).toBe('2025-01-06T08:00:00.000Z');
    // Only the first opening counts.
    h.clock.now = new Date('2025-01-07T08:00:00.000Z');
    await h.request({ method: 'GET', url: `/api/contracts/${id}?token=${tokens.homeowner}` });
    expect((await summaryOf(id)).signers[0]!.at).toBe('2025-01-06T08:00:00.000Z');

    // The provider, signed in with their address, looks at the signing page's info.
    await h.request({ method: 'GET', url: `/api/contracts/${id}/signing-info`, user: provider });
    expect(await statuses(id)).toEqual({ homeowner: 'opened', provider: 'opened' });

    // A bad token opens nothing (and is refused).
    expect((await h.request({ method: 'GET', url: `/api/contracts/${id}?token=${'x'.repeat(43)}` })).status).toBe(401);

    const signed = await h.request({
      method: 'POST',
      url: `/api/contracts/${id}/sign`,
      body: signBody('homeowner', { token: tokens.homeowner }),
    });
    expect(signed.status).toBe(200);
    expect(await statuses(id)).toEqual({ homeowner: 'signed', provider: 'opened' });
  });

  it('the creator who is also a party does not "open" their own contract by reading it', async () => {
    const { id } = await create(h, homeowner);
    await h.request({ method: 'GET', url: `/api/contracts/${id}`, user: homeowner });
    const list = await h.request({ method: 'GET', url: '/api/contracts', user: homeowner });
    expect(list.body[0].signers.map((s: { status: string }) => s.status)).toEqual(['not_sent', 'not_sent']);
  });
});

describe('people by name', () => {
  it('invitations name the sender by profile name with their address; renames reach existing contracts', async () => {
    await fakeNotifications(h, () => 'sent');
    await named(owner, 'Olive', 'Owner');
    const { id } = await create(h, owner);
    const first = await sendForSignature(h, id);
    expect(first.invite.requestedByName).toBe('Olive Owner (owner@example.com)');

    // A later rename (UserUpdated) is what the next invitation says; an older event arriving late changes nothing.
    await named(owner, 'Olivia', 'Owner-Smith', new Date(Date.now() + 1000));
    await named(owner, 'Stale', 'Name', new Date(Date.now() - 60_000));
    const resent = await h.request({ method: 'POST', url: `/api/contracts/${id}/resend-emails`, user: owner });
    expect(resent.status).toBe(200);
    const resends = h.events.filter((e) => e.type === 'InvitesRequested' && (e.data as { reason: string }).reason === 'resend');
    const history = await h.rt.store.collection<ActivityDoc>('contract_activity').find({ contractId: id }, { sort: { createdAt: 1 } });
    const described = Object.fromEntries(history.map((r) => [r.action, r.description]));
    expect(described.sent_for_signature).toBe('Contract sent for signature by Olive Owner (owner@example.com)');
    expect(described.invites_requested).toBe('Signing invitations resent by Olivia Owner-Smith (owner@example.com)');
    expect((resends.at(-1)!.data as { requestedByName: string }).requestedByName).toBe('Olivia Owner-Smith (owner@example.com)');
  });

  it('without a profile name: the party name when the sender is a party, else the address', async () => {
    const asParty = await create(h, homeowner);
    const invite = (await sendForSignature(h, asParty.id, { requestedBy: homeowner.userId })).invite;
    expect(invite.requestedByName).toBe('Hana Owens (hana.owens@example.com)');
    const plain = await create(h, owner);
    expect((await sendForSignature(h, plain.id)).invite.requestedByName).toBe('owner@example.com');
  });

  it('annotations by a signed-in user who is not a party carry their profile name; the history names the creator', async () => {
    await named(owner, 'Olive', 'Owner');
    const { id } = await create(h, owner);
    const note = await h.request({
      method: 'POST',
      url: `/api/contracts/${id}/annotations`,
      user: owner,
      body: { content: 'Check the dates', sectionId: 'timeline-payment', positionX: 10, positionY: 20 },
    });
    expect(note.status).toBe(201);
    expect(note.body.authorName).toBe('Olive Owner');
    const byParty = await h.request({
      method: 'POST',
      url: `/api/contracts/${id}/annotations`,
      user: provider,
      body: { content: 'Dates are fine', sectionId: 'timeline-payment', positionX: 1, positionY: 2 },
    });
    expect(byParty.body.authorName).toBe('Pat Builder');

    const rows = await h.rt.store.collection<ActivityDoc>('contract_activity').find({ contractId: id, action: 'created' });
    expect(rows[0]!.description).toBe('Contract created by Olive Owner (owner@example.com)');
  });

  it('PartySigned names the creator, so notifications can tell them', async () => {
    await named(owner, 'Olive', 'Owner');
    const { id } = await create(h, owner);
    const { tokens } = await sendForSignature(h, id);
    await h.request({ method: 'POST', url: `/api/contracts/${id}/sign`, body: signBody('provider', { token: tokens.provider }) });
    await h.settle();
    const signed = h.events.filter((e) => e.type === 'PartySigned' && e.key === id);
    expect((signed[0]!.data as { creator: unknown }).creator).toEqual({
      userId: owner.userId,
      email: 'owner@example.com',
      name: 'Olive Owner',
    });
  });

  it('the history names invited parties by name and address', async () => {
    await fakeNotifications(h, () => 'sent');
    const { id } = await create(h, owner);
    await sendForSignature(h, id);
    await h.settle();
    const rows = await h.rt.store.collection<ActivityDoc>('contract_activity').find({ contractId: id, action: 'invites_sent' });
    expect(rows[0]!.description).toBe(
      'Signing invitations e-mailed to Hana Owens (hana.owens@example.com), Pat Builder (pat@builders.example)',
    );
  });
});

describe('POST /internal/exports/contracts (the user data export)', () => {
  const exportFor = (user: { userId: string; email: string }) =>
    h.request({ method: 'POST', url: '/internal/exports/contracts', internal: true, body: { userId: user.userId, email: user.email } });

  it('the contracts a user created or is a party to, their own signature evidence only, their annotations; nobody else’s', async () => {
    const mine = await create(h, owner, { serviceType: 'Owner job' });
    const theirs = await create(h, stranger, { serviceType: 'Stranger job', providerEmail: 'someone@else.example' });
    const { tokens } = await sendForSignature(h, mine.id);
    await h.request({ method: 'POST', url: `/api/contracts/${mine.id}/sign`, body: signBody('homeowner', { token: tokens.homeowner }) });
    await h.request({
      method: 'POST',
      url: `/api/contracts/${mine.id}/annotations`,
      user: owner,
      body: { content: 'Owner note', sectionId: 'terms', positionX: 1, positionY: 1 },
    });

    // The owner: their contract, with the homeowner's signature named but its evidence withheld.
    const own = await exportFor(owner);
    expect(own.status).toBe(200);
    const ownData = ContractsExportSchema.parse(own.body);
    expect(ownData.contracts.map((c) => c.id)).toEqual([mine.id]);
    expect(ownData.contracts[0]!.relationship).toEqual(['creator']);
    expect(ownData.contracts[0]!.text).toMatch(/HOME SERVICE AGREEMENT/);
    expect(ownData.contracts[0]!.signatures).toEqual([{ role: 'homeowner', name: 'Hana Owens', signedAt: expect.any(String) }]);
    expect(ownData.annotations.map((a) => a.content)).toEqual(['Owner note']);
    expect(JSON.stringify(ownData)).not.toContain(theirs.id);

    // The homeowner (by address): both contracts naming them, their own evidence in full, the provider's address masked.
    const hana = ContractsExportSchema.parse((await exportFor({ userId: 'user-hana', email: 'hana.owens@example.com' })).body);
    expect(hana.contracts.map((c) => c.id).sort()).toEqual([mine.id, theirs.id].sort());
    const signedOne = hana.contracts.find((c) => c.id === mine.id)!;
    expect(signedOne.relationship).toEqual(['homeowner']);
    expect(signedOne.signatures[0]).toMatchObject({ role: 'homeowner', email: 'hana.owens@example.com', ipAddress: expect.any(String) });
    expect(signedOne.record.providerEmail).toBe('p***@builders.example');
    expect(hana.annotations).toEqual([]);

    // Someone with nothing: nothing.
    const none = ContractsExportSchema.parse((await exportFor({ userId: 'user-nobody', email: 'nobody@example.com' })).body);
    expect(none).toEqual({ contracts: [], annotations: [], truncated: { contracts: false, annotations: false } });
  });

  it('is internal only: refused without a service signature, and validated', async () => {
    const res = await h.request({ method: 'POST', url: '/internal/exports/contracts', body: { userId: 'u', email: 'a@b.c' } });
    expect(res.status).toBe(401);
    const bad = await h.request({ method: 'POST', url: '/internal/exports/contracts', internal: true, body: { userId: 'u' } });
    expect(bad.status).toBe(400);
  });
});
