import { afterEach, describe, expect, it } from 'vitest';
import { SigningEvents } from '@homepact/proto';
import { create, fakeNotifications, owner, sendForSignature, signBody, startContracts, tokenOf, type Harness } from '../harness.ts';
import type { ContractStored } from '../../src/store/collections.ts';

/**
 * What happens after the invitations went out.
 * Each test failed before its fix (the README's "only the newest link works"
 * was false after a signature; mail had no budget per sender or recipient;
 * a replaced link said "not found"; resend could not pick a party; nobody
 * could decline e-signing).
 */
let h: Harness;
afterEach(async () => {
  await h.close();
});

const get = (id: string, token: string) => h.request({ method: 'GET', url: `/api/contracts/${id}?token=${encodeURIComponent(token)}` });
const resend = (id: string, body?: unknown, user = owner) =>
  h.request({ method: 'POST', url: `/api/contracts/${id}/resend-emails`, user, ...(body !== undefined ? { body } : {}) });
const invitesOf = (requests: Array<{ data: unknown }>) => requests.map((r) => SigningEvents.InvitesRequested.schema.parse(r.data));

describe('one live signing link per party (item 5)', () => {
  it("after the homeowner signs, the provider's original link stops working and says a newer one was sent", async () => {
    h = await startContracts();
    const { id } = await create(h, owner);
    const { tokens } = await sendForSignature(h, id);
    h.clock.now = new Date(h.clock.now.getTime() + 60_000);
    const signed = await h.request({
      method: 'POST',
      url: `/api/contracts/${id}/sign`,
      body: signBody('homeowner', { token: tokens.homeowner }),
    });
    expect(signed.status).toBe(200);
    await h.settle();
    const partySigned = h.events.find((e) => e.type === 'PartySigned')!;
    const fresh = tokenOf((partySigned.data as { otherParty: { signUrl: string } }).otherParty.signUrl);

    const old = await get(id, tokens.provider);
    expect(old.status).toBe(410);
    expect(old.body.error.code).toBe('LINK_REPLACED');
    expect(old.body.error.details).toEqual({ sentTo: 'p***@builders.example', sentAt: h.clock.now.toISOString() });
    expect(old.body.error.message).toMatch(/replaced by a newer one sent to p\*\*\*@builders\.example/);
    // Nor can it sign.
    const refused = await h.request({
      method: 'POST',
      url: `/api/contracts/${id}/sign`,
      body: signBody('provider', { token: tokens.provider }),
    });
    expect(refused.status).toBe(410);
    expect((await get(id, fresh)).status).toBe(200);
  });

  it('after a resend the older link answers 410 LINK_REPLACED; an unknown token is still 401', async () => {
    h = await startContracts();
    await fakeNotifications(h, () => 'sent');
    const { id } = await create(h, owner);
    const { tokens } = await sendForSignature(h, id);
    expect((await resend(id)).status).toBe(200);
    expect((await get(id, tokens.homeowner)).body.error.code).toBe('LINK_REPLACED');
    expect((await get(id, 'x'.repeat(43))).status).toBe(401);
  });
});

describe('resend picks the parties (item 9)', () => {
  it('sends only to the party picked; a party who signed cannot be picked', async () => {
    h = await startContracts();
    const requests = await fakeNotifications(h, () => 'sent');
    const { id } = await create(h, owner);
    const { tokens } = await sendForSignature(h, id);
    expect((await resend(id, { roles: ['provider'] })).status).toBe(200);
    const [invite] = invitesOf(requests.filter((r) => (r.data as { reason: string }).reason === 'resend'));
    expect(invite!.invitations.map((i) => i.role)).toEqual(['provider']);
    // The homeowner's link was not replaced.
    expect((await get(id, tokens.homeowner)).status).toBe(200);

    await h.request({ method: 'POST', url: `/api/contracts/${id}/sign`, body: signBody('homeowner', { token: tokens.homeowner }) });
    const refused = await resend(id, { roles: ['homeowner'] });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/homeowner has already signed/);
  });
});

describe('the mail budget (item 5)', () => {
  it('per recipient: the 429 comes before anything is queued, with a sentence naming the address', async () => {
    h = await startContracts({ env: { MAIL_PER_RECIPIENT_PER_DAY: '2', RESEND_PER_CONTRACT_PER_HOUR: '50' } });
    const requests = await fakeNotifications(h, () => 'sent');
    const { id } = await create(h, owner);
    await sendForSignature(h, id);
    expect((await resend(id)).status).toBe(200);
    expect((await resend(id)).status).toBe(200);
    const before = h.events.filter((e) => e.type === 'InvitesRequested').length;
    const third = await resend(id);
    expect(third.status).toBe(429);
    expect(third.body.error.message).toMatch(/hana\.owens@example\.com|pat@builders\.example/);
    expect(third.body.error.message).toMatch(/daily limit/);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(h.events.filter((e) => e.type === 'InvitesRequested')).toHaveLength(before);
    expect(requests.filter((r) => (r.data as { reason: string }).reason === 'resend')).toHaveLength(2);
  });

  it('per sending user, across contracts and recipients; Generate asks the same budget through /internal/contracts/:id/mail-budget', async () => {
    h = await startContracts({ env: { MAIL_PER_USER_PER_DAY: '3' } });
    const budget = (id: string) =>
      h.request({ method: 'POST', url: `/internal/contracts/${id}/mail-budget`, internal: true, body: { user: owner } });
    const a = (await create(h, owner, { homeownerEmail: 'one@victim.example' })).id;
    const b = (await create(h, owner, { homeownerEmail: 'two@victim.example' })).id;
    expect((await budget(a)).status).toBe(200); // 2 e-mails
    const refused = await budget(b); // 2 more: over 3
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/daily limit of 3 signing e-mails/);
    expect(refused.headers['retry-after']).toBeDefined();
    // Unsigned, the internal route is refused.
    expect((await h.request({ method: 'POST', url: `/internal/contracts/${a}/mail-budget`, body: { user: owner } })).status).toBe(401);
  });

  it("mail to the sender's own address is not counted (a contractor who is the provider party)", async () => {
    h = await startContracts({ env: { MAIL_PER_USER_PER_DAY: '1', MAIL_PER_RECIPIENT_PER_DAY: '1' } });
    const budget = (id: string) =>
      h.request({ method: 'POST', url: `/internal/contracts/${id}/mail-budget`, internal: true, body: { user: owner } });
    const a = (await create(h, owner, { providerEmail: owner.email, homeownerEmail: 'a@home.example' })).id;
    const b = (await create(h, owner, { providerEmail: owner.email, homeownerEmail: 'b@home.example' })).id;
    expect((await budget(a)).status).toBe(200);
    expect((await budget(b)).status).toBe(429);
  });
});

describe('declining e-signing (item 10)', () => {
  it('records the withdrawal as evidence, stops e-signing for that party, tells the owner through the bus; a new link re-opens it', async () => {
    h = await startContracts();
    await fakeNotifications(h, () => 'sent');
    const { id } = await create(h, owner);
    const { tokens } = await sendForSignature(h, id);
    h.clock.now = new Date(h.clock.now.getTime() + 120_000);
    const decline = (token: string, body: Record<string, unknown> = { token, confirm: true }) =>
      h.request({ method: 'POST', url: `/api/contracts/${id}/decline-esign`, body });
    expect((await decline(tokens.homeowner, { token: tokens.homeowner })).status).toBe(400); // not confirmed
    const res = await decline(tokens.homeowner);
    expect(res.status).toBe(200);
    expect(res.body.contract.signers.find((s: { role: string }) => s.role === 'homeowner')).toMatchObject({
      status: 'paper',
      at: h.clock.now.toISOString(),
    });
    await h.settle();

    const event = h.events.find((e) => e.type === 'EsignConsentWithdrawn')!;
    expect(event).toMatchObject({ version: expect.any(Number), producer: 'contracts', key: id });
    expect(event.data).toMatchObject({
      contractId: id,
      role: 'homeowner',
      partyEmail: 'hana.owens@example.com',
      creator: { userId: owner.userId },
    });

    const stored = (await h.rt.store.collection<ContractStored>('contracts').findOne({ _id: id }))!;
    expect(stored.esignWithdrawals).toEqual([
      expect.objectContaining({ role: 'homeowner', email: 'hana.owens@example.com', verification: 'token', ipAddress: '203.0.113.7' }),
    ]);
    expect((stored.esignWithdrawals as Array<{ link: unknown }>)[0]!.link).toMatchObject({
      hashPrefix: expect.stringMatching(/^[0-9a-f]{12}$/),
    });

    // Their link still opens the contract (the paper path), says so, and no longer signs.
    const info = await h.request({ method: 'GET', url: `/api/contracts/${id}/signing-info?token=${tokens.homeowner}` });
    expect(info.body.parties.homeowner.paperRequestedAt).toBe(h.clock.now.toISOString());
    const sign = await h.request({
      method: 'POST',
      url: `/api/contracts/${id}/sign`,
      body: signBody('homeowner', { token: tokens.homeowner }),
    });
    expect(sign.status).toBe(409);
    expect(sign.body.error.code).toBe('esign_withdrawn');
    // The owner sees it in the history and on the dashboard list.
    const list = await h.request({ method: 'GET', url: '/api/contracts', user: owner });
    expect(list.body[0].signers[0].status).toBe('paper');

    // The owner sends again: a new link offers e-signing again.
    expect((await resend(id, { roles: ['homeowner'] })).status).toBe(200);
    const after = await h.request({ method: 'GET', url: `/api/contracts/${id}`, user: owner });
    expect(after.body.signers[0].status).not.toBe('paper');
  });

  it('the other party, a stranger or a replaced link cannot decline for someone', async () => {
    h = await startContracts();
    const { id } = await create(h, owner);
    const { tokens } = await sendForSignature(h, id);
    // The owner (not a party) cannot.
    expect(
      (await h.request({ method: 'POST', url: `/api/contracts/${id}/decline-esign`, user: owner, body: { confirm: true } })).status,
    ).toBe(403);
    expect((await h.request({ method: 'POST', url: `/api/contracts/${id}/decline-esign`, body: { confirm: true } })).status).toBe(401);
    // The provider's token declines for the provider only.
    const res = await h.request({
      method: 'POST',
      url: `/api/contracts/${id}/decline-esign`,
      body: { token: tokens.provider, confirm: true },
    });
    expect(res.body.contract.signers.map((s: { status: string }) => s.status === 'paper')).toEqual([false, true]);
  });
});
