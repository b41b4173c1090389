import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ContractRecordSchema, SigningEvents } from '@homepact/proto';
import { ESIGN_DISCLOSURE } from '../../src/domain/esign-disclosure.ts';
import {
  admin,
  contractPerTest,
  create,
  homeowner,
  owner,
  provider,
  sendForSignature,
  signBody,
  stranger,
  tokenOf,
  type Harness,
  type Tokens,
} from '../harness.ts';
import type { ActivityDoc } from '../../src/domain/activity.ts';
import type { ContractStored } from '../../src/store/collections.ts';

let h: Harness;
let id: string;
let tokens: Tokens;
contractPerTest((s) => ({ h, id, tokens } = s));

const DAY = 24 * 3600 * 1000;
const sign = (body: Record<string, unknown>, user: typeof owner | null = null, contractId = id) =>
  h.request({ method: 'POST', url: `/api/contracts/${contractId}/sign`, user, body });
const read = (query = '', user: typeof owner | null = null, contractId = id) =>
  h.request({ method: 'GET', url: `/api/contracts/${contractId}${query}`, user });
const ofType = (type: string) => h.events.filter((e) => e.key === id && e.type === type);

describe('POST /api/contracts/:id/sign', () => {
  it('the homeowner signs from their link, signed out: 200, recorded, waiting for the provider', async () => {
    h.clock.now = new Date('2025-01-06T09:30:00.000Z');
    const res = await sign(signBody('homeowner', { token: tokens.homeowner }));
    expect(res.status).toBe(200);
    expect(res.body.fullyExecuted).toBe(false);
    const rec = ContractRecordSchema.parse(res.body.contract);
    expect(rec).toMatchObject({
      status: 'pending_signatures',
      workflowStage: 'sent_for_signature',
      homeownerSignature: 'Hana Owens',
      homeownerSignedAt: '2025-01-06T09:30:00.000Z',
      providerSignedAt: null,
    });
    expect(res.body.contract).not.toHaveProperty('signatureEvidence');
    expect(res.body.contract).not.toHaveProperty('_signingTokens');
  });

  it('refuses a signature over a text other than the one the signer was shown', async () => {
    const info = await h.request({ method: 'GET', url: `/api/contracts/${id}/signing-info?token=${tokens.homeowner}` });
    const shown = info.body.textSha256 as string;
    const stale = await sign(signBody('homeowner', { token: tokens.homeowner, textSha256: 'f'.repeat(64) }));
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('text_changed');
    const ok = await sign(signBody('homeowner', { token: tokens.homeowner, textSha256: shown }));
    expect(ok.status).toBe(200);
  });

  it('a party signed in with their own e-mail signs without a token', async () => {
    const res = await sign(signBody('provider'), provider);
    expect(res.status).toBe(200);
    expect(res.body.contract.providerSignature).toBe('Pat Builder');
  });

  it('refused without the token or a matching sign-in', async () => {
    // Signed out with no link: 401, as for any contract.
    const signedOut = await sign(signBody('homeowner'));
    expect(signedOut.status).toBe(401);
    // A stranger cannot even tell that the contract exists.
    expect((await sign(signBody('homeowner'), stranger)).status).toBe(404);
    // The owner and admins may read it, but they do not control the homeowner's mailbox.
    for (const user of [owner, admin]) {
      const res = await sign(signBody('homeowner'), user);
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({
        code: 'not_verified',
        message: 'Open the signing link from your invitation e-mail, or sign in as hana.owens@example.com, to sign.',
      });
    }
    // Signed in as the provider: not the homeowner.
    expect((await sign(signBody('homeowner'), provider)).body.error.code).toBe('not_verified');
    // A token that is not one of this contract's.
    expect((await sign(signBody('homeowner', { token: 'x'.repeat(43) }))).status).toBe(401);
    expect((await read()).status).toBe(401);
    expect((await read('', owner)).body.homeownerSignedAt).toBeNull();
  });

  it('refused with a different e-mail address', async () => {
    const res = await sign(signBody('homeowner', { token: tokens.homeowner, signerEmail: 'someone.else@example.com' }));
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'email_mismatch', message: "This e-mail address is not the homeowner's on this contract." });
    const asProvider = await sign(signBody('provider', { signerEmail: 'hana.owens@example.com' }), homeowner);
    expect(asProvider.body.error.code).toBe('email_mismatch');
    expect(asProvider.body.error.message).toBe("This e-mail address is not the provider's on this contract.");
  });

  it('e-mails are compared without regard to case or surrounding spaces', async () => {
    const res = await sign(signBody('homeowner', { token: tokens.homeowner, signerEmail: '  HANA.Owens@Example.COM ' }));
    expect(res.status).toBe(200);
    // Recorded as the homeowner, under the contract's spelling of the address; the provider has not signed.
    expect(res.body.contract).toMatchObject({ homeownerSignature: 'Hana Owens', providerSignedAt: null });
    expect(res.body.contract.homeownerSignedAt).not.toBeNull();
    const evidence = await h.request({ method: 'GET', url: `/internal/contracts/${id}/evidence`, internal: true });
    expect(evidence.body.signatures).toHaveLength(1);
    expect(evidence.body.signatures[0]).toMatchObject({ role: 'homeowner', email: 'hana.owens@example.com', name: 'Hana Owens' });
    await h.settle();
    const partySigned = ofType('PartySigned').map((e) => SigningEvents.PartySigned.schema.parse(e.data));
    expect(partySigned).toHaveLength(1);
    expect(partySigned[0]).toMatchObject({ role: 'homeowner', signerEmail: 'hana.owens@example.com' });
  });

  it('a token for the homeowner cannot sign as the provider', async () => {
    const res = await sign(signBody('provider', { token: tokens.homeowner }));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('not_verified');
    expect((await read('', owner)).body.providerSignedAt).toBeNull();
  });

  it('a token for another contract proves nothing here', async () => {
    const other = (await create(h, owner)).id;
    await sendForSignature(h, other);
    expect((await sign(signBody('homeowner', { token: tokens.homeowner }), null, other)).status).toBe(401);
    expect((await sign(signBody('homeowner', { token: tokens.homeowner }), stranger, other)).status).toBe(404);
  });

  it('an expired token is refused (the party can still sign in instead)', async () => {
    h.clock.now = new Date(h.clock.now.getTime() + 30 * DAY + 1);
    const res = await sign(signBody('homeowner', { token: tokens.homeowner }));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('not_verified');
    // Reading with it is refused too, signed out.
    expect((await read(`?token=${tokens.homeowner}`)).status).toBe(401);
    expect((await sign(signBody('homeowner', { token: tokens.homeowner }), homeowner)).status).toBe(200);
  });

  it('each party signs once', async () => {
    expect((await sign(signBody('homeowner', { token: tokens.homeowner }))).status).toBe(200);
    const again = await sign(signBody('homeowner', { token: tokens.homeowner, signature: 'Hana O.' }));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_signed');
    expect((await sign(signBody('homeowner'), homeowner)).status).toBe(409);
    expect((await read('', owner)).body.homeownerSignature).toBe('Hana Owens');
    await h.settle();
    expect(ofType('PartySigned')).toHaveLength(1);
  });

  it('without consent: 400 from the schema, nothing recorded', async () => {
    for (const consent of [undefined, false, 'true', 1]) {
      const body = signBody('homeowner', { token: tokens.homeowner, consent });
      if (consent === undefined) delete (body as Record<string, unknown>).consent;
      const res = await sign(body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain('You must agree to sign electronically before signing');
    }
    expect((await read('', owner)).body.homeownerSignedAt).toBeNull();
  });

  it('both signatures: signed, executed, PartySigned twice and ContractExecuted exactly once', async () => {
    h.clock.now = new Date('2025-01-06T10:00:00.000Z');
    const first = await sign(signBody('homeowner', { token: tokens.homeowner }));
    expect(first.body.fullyExecuted).toBe(false);
    h.clock.now = new Date('2025-01-07T15:45:00.000Z');
    const second = await sign(signBody('provider'), provider);
    expect(second.status).toBe(200);
    expect(second.body.fullyExecuted).toBe(true);
    expect(second.body.contract).toMatchObject({
      status: 'signed',
      workflowStage: 'executed',
      homeownerSignedAt: '2025-01-06T10:00:00.000Z',
      providerSignedAt: '2025-01-07T15:45:00.000Z',
      homeownerSignature: 'Hana Owens',
      providerSignature: 'Pat Builder',
    });
    // Nothing more to sign.
    expect((await sign(signBody('provider'), provider)).body.error.code).toBe('already_signed');
    await h.settle();
    await new Promise((r) => setTimeout(r, 50));
    await h.settle();

    const partySigned = ofType('PartySigned').map((e) => SigningEvents.PartySigned.schema.parse(e.data));
    expect(partySigned).toHaveLength(2);
    expect(partySigned[0]).toMatchObject({
      contractId: id,
      role: 'homeowner',
      signerName: 'Hana Owens',
      signerEmail: 'hana.owens@example.com',
      signedAt: '2025-01-06T10:00:00.000Z',
      serviceType: 'Kitchen Remodeling',
      otherParty: { role: 'provider', email: 'pat@builders.example', name: 'Pat Builder', signed: false },
    });
    expect(partySigned[0]!.otherParty.signUrl).toMatch(new RegExp(`^https://app\\.homepact\\.test/sign/${id}\\?token=`));
    expect(partySigned[1]).toMatchObject({ role: 'provider', otherParty: { role: 'homeowner', signed: true, signUrl: null } });

    const executed = ofType('ContractExecuted');
    expect(executed).toHaveLength(1);
    const text = (await read('', owner)).body.finalContract as string;
    expect(SigningEvents.ContractExecuted.schema.parse(executed[0]!.data)).toEqual({
      contractId: id,
      executedAt: '2025-01-07T15:45:00.000Z',
      documentHash: createHash('sha256').update(text, 'utf8').digest('hex'),
    });
    // Read models hear about the new status.
    const updates = ofType('ContractUpdated').map((e) => e.data as { status: string; workflowStage: string; changes: string[] });
    expect(updates.at(-1)).toMatchObject({
      status: 'signed',
      workflowStage: 'executed',
      changes: expect.arrayContaining(['status', 'workflowStage']),
    });

    const history = await h.rt.store.collection<ActivityDoc>('contract_activity').find({ contractId: id });
    const count = (action: string) => history.filter((r) => r.action === action).length;
    expect([count('signed'), count('fully_signed'), count('executed')]).toEqual([2, 1, 1]);
    expect(history.find((r) => r.action === 'fully_signed')!.metadata).toMatchObject({ workflowStage: 'signed' });
    expect(history.find((r) => r.action === 'executed')!.metadata).toMatchObject({ workflowStage: 'executed' });
    // Rows of one write share a timestamp; the evidence timeline puts them in the order lived.
    const timeline = (await h.request({ method: 'GET', url: `/internal/contracts/${id}/evidence`, internal: true })).body.timeline;
    expect(timeline.slice(-3).map((t: { action: string }) => t.action)).toEqual(['signed', 'fully_signed', 'executed']);
  });

  it('the fresh link in PartySigned lets the other party sign', async () => {
    await sign(signBody('homeowner', { token: tokens.homeowner }));
    await h.settle();
    const [event] = ofType('PartySigned');
    const fresh = tokenOf(SigningEvents.PartySigned.schema.parse(event!.data).otherParty.signUrl!);
    expect(fresh).not.toBe(tokens.provider);
    expect((await sign(signBody('provider', { token: fresh }))).body.fullyExecuted).toBe(true);
  });

  it('two signatures landing at once still execute the contract exactly once', async () => {
    // Signed in, both: the first signature replaces the other party's link (docs/decisions/0010-after-the-invitation.md), not their sign-in.
    const [a, b] = await Promise.all([sign(signBody('homeowner'), homeowner), sign(signBody('provider'), provider)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.fullyExecuted, b.body.fullyExecuted].sort()).toEqual([false, true]);
    await h.settle();
    expect(ofType('ContractExecuted')).toHaveLength(1);
    expect(ofType('PartySigned')).toHaveLength(2);
    expect((await read('', owner)).body).toMatchObject({ status: 'signed', workflowStage: 'executed' });
  });

  it('a draft can be signed by a signed-in party; its text is frozen from then on (409 signed)', async () => {
    const draft = (await create(h, owner)).id;
    const edit = (user = owner) =>
      h.request({ method: 'PATCH', url: `/api/contracts/${draft}/content`, user, body: { editedContractContent: 'Changed terms.' } });
    expect((await edit()).status).toBe(200);
    expect((await sign(signBody('homeowner'), homeowner, draft)).status).toBe(200);
    for (const user of [owner, admin]) {
      const res = await edit(user);
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({ code: 'signed', message: 'The contract text cannot change after a signature.' });
    }
    // The signature covers the edited text.
    const evidence = await h.request({ method: 'GET', url: `/internal/contracts/${draft}/evidence`, internal: true });
    expect(evidence.body.signedText).toBe('Changed terms.');
    expect(evidence.body.signatures[0].textSha256).toBe(createHash('sha256').update('Changed terms.').digest('hex'));
  });

  it('editing after a signature on a contract out for signature is refused with 409 signed', async () => {
    await sign(signBody('homeowner', { token: tokens.homeowner }));
    const res = await h.request({
      method: 'PATCH',
      url: `/api/contracts/${id}/content`,
      user: owner,
      body: { editedContractContent: 'x y z' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('signed');
  });

  it('a contract that is no longer signable: 409', async () => {
    await h.rt.store.collection<ContractStored>('contracts').findOneAndUpdate({ _id: id }, { $set: { status: 'completed' } });
    const res = await sign(signBody('homeowner', { token: tokens.homeowner }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('not_signable');
  });
});

describe('GET /api/contracts/:id with a signing link', () => {
  it('a token holder reads the contract signed out, or signed in as anyone', async () => {
    for (const user of [null, stranger]) {
      const res = await read(`?token=${tokens.provider}`, user);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(id);
    }
  });

  it('signed-in users whose e-mail is a party’s read it; others do not', async () => {
    expect((await read('', homeowner)).status).toBe(200);
    expect((await read('', provider)).status).toBe(200);
    expect((await read('', stranger)).status).toBe(404);
  });

  it('a bad token: 401 signed out (no hint whether the contract exists), 404 for a signed-in stranger', async () => {
    const bogus = 'b'.repeat(43);
    const missing = await read(`?token=${bogus}`, null, crypto.randomUUID());
    const existing = await read(`?token=${bogus}`);
    expect(missing.status).toBe(401);
    expect(existing.status).toBe(401);
    expect(existing.body).toEqual(missing.body);
    expect((await read(`?token=${bogus}`, stranger)).status).toBe(404);
  });

  it('a token is no sign-in for the owner’s routes', async () => {
    const patch = await h.request({
      method: 'PATCH',
      url: `/api/contracts/${id}/content?token=${tokens.homeowner}`,
      body: { editedContractContent: 'Hijack' },
    });
    expect(patch.status).toBe(401);
    expect((await h.request({ method: 'DELETE', url: `/api/contracts/${id}?token=${tokens.homeowner}` })).status).toBe(401);
  });
});

describe('GET /api/contracts/:id/signing-info', () => {
  const info = (query = '', user: typeof owner | null = null) =>
    h.request({ method: 'GET', url: `/api/contracts/${id}/signing-info${query}`, user });

  it('gives a token holder the disclosure, who has signed, and their role; the other party’s e-mail masked', async () => {
    const res = await info(`?token=${tokens.homeowner}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      disclosure: { version: ESIGN_DISCLOSURE.version, text: ESIGN_DISCLOSURE.text },
      parties: {
        homeowner: { name: 'Hana Owens', email: 'hana.owens@example.com', signed: false, signedAt: null },
        provider: { name: 'Pat Builder', email: 'p***@builders.example', signed: false, signedAt: null },
      },
      yourRole: 'homeowner',
      youManage: false,
    });
    expect(res.body.textSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('shows signatures; the owner sees both addresses; a signed-in party sees their own', async () => {
    h.clock.now = new Date('2025-01-08T08:00:00.000Z');
    await sign(signBody('provider'), provider);
    const byOwner = await info('', owner);
    // The creator who is not a party: status, not a signing form (docs/decisions/0009-invitation-preview-before-sending.md).
    expect(byOwner.body.yourRole).toBeNull();
    expect(byOwner.body.youManage).toBe(true);
    expect(byOwner.body.parties.homeowner.email).toBe('hana.owens@example.com');
    expect(byOwner.body.parties.provider).toEqual({
      name: 'Pat Builder',
      email: 'pat@builders.example',
      signed: true,
      signedAt: '2025-01-08T08:00:00.000Z',
      signature: { kind: 'typed', text: 'Pat Builder', font: null, image: null },
      elections: [],
      disclosures: [],
      paperRequestedAt: null,
    });
    const byProvider = await info('', provider);
    expect(byProvider.body.yourRole).toBe('provider');
    expect(byProvider.body.parties.homeowner.email).toBe('h***@example.com');
  });

  it('401 signed out without a link, 404 for a stranger', async () => {
    expect((await info()).status).toBe(401);
    expect((await info('', stranger)).status).toBe(404);
    expect((await info(`?token=${'z'.repeat(43)}`)).status).toBe(401);
  });
});
