import { afterEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/domain/signing-token.ts';
import { admin, create, fakeNotifications, owner, sendForSignature, startContracts, tokenOf, type Harness } from '../harness.ts';
import { SigningEvents } from '@homepact/proto';
import type { ContractStored } from '../../src/store/collections.ts';

/**
 * Resend-emails had no limit (fifteen branded e-mails in
 * five seconds to any address named as a party) and each resend stored two
 * more 30-day tokens that were never pruned.
 */
let h: Harness;
afterEach(async () => {
  await h.close();
});

const resend = (id: string, user = owner) => h.request({ method: 'POST', url: `/api/contracts/${id}/resend-emails`, user });
const storedTokens = async (id: string) =>
  ((await h.rt.store.collection<ContractStored>('contracts').findOne({ _id: id }))!._signingTokens ?? []) as Array<{
    hash: string;
    role: string;
    expiresAt: Date;
  }>;

describe('resend-emails is limited', () => {
  it('per contract: the 4th resend within an hour is 429 with Retry-After, and an hour later it goes', async () => {
    h = await startContracts();
    const requests = await fakeNotifications(h, () => 'sent');
    const { id } = await create(h, owner);
    await sendForSignature(h, id);
    for (let i = 0; i < 3; i++) expect((await resend(id)).status).toBe(200);
    const fourth = await resend(id);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.code).toBe('too_many_requests');
    expect(fourth.body.error.message).toMatch(/this contract/);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(3000);
    // An admin resending the same contract spends the same per-contract budget.
    expect((await resend(id, admin)).status).toBe(429);
    expect(requests.filter((e) => (e.data as { reason: string }).reason === 'resend')).toHaveLength(3);
    h.clock.now = new Date(h.clock.now.getTime() + 3600_000 + 1000);
    expect((await resend(id)).status).toBe(200);
  });

  it('per owner across contracts (RESEND_PER_OWNER_PER_DAY)', async () => {
    h = await startContracts({ env: { RESEND_PER_OWNER_PER_DAY: '4' } });
    await fakeNotifications(h, () => 'sent');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { id } = await create(h, owner);
      await sendForSignature(h, id);
      ids.push(id);
    }
    const statuses: number[] = [];
    for (const id of [...ids, ...ids]) statuses.push((await resend(id)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await resend(ids[2]!);
    expect(refused.body.error.message).toMatch(/today/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });

  it('parallel resends cannot exceed the limit', async () => {
    h = await startContracts();
    const requests = await fakeNotifications(h, () => 'sent');
    const { id } = await create(h, owner);
    await sendForSignature(h, id);
    const results = await Promise.all(Array.from({ length: 10 }, () => resend(id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
    expect(requests.filter((e) => (e.data as { reason: string }).reason === 'resend')).toHaveLength(3);
  });
});

describe('signing tokens on resend', () => {
  it('only the newest token of each party works: older ones answer 410 LINK_REPLACED, expired ones are pruned', async () => {
    h = await startContracts();
    const requests = await fakeNotifications(h, () => 'sent');
    const { id } = await create(h, owner);
    const { tokens } = await sendForSignature(h, id);
    expect(await storedTokens(id)).toHaveLength(2);
    for (let i = 0; i < 3; i++) expect((await resend(id)).status).toBe(200);

    const last = SigningEvents.InvitesRequested.schema.parse(requests.at(-1)!.data);
    const newest = Object.fromEntries(last.invitations.map((i) => [i.role, tokenOf(i.signUrl)]));
    const kept = await storedTokens(id);
    // Replaced links are remembered (a few per party, until they expire) only to say that a newer one was sent.
    expect(kept.map((t) => t.hash)).toEqual(expect.arrayContaining([hashToken(newest.homeowner!), hashToken(newest.provider!)]));
    expect(kept.length).toBeLessThanOrEqual(2 * 6);
    // The first invitation's link no longer opens the contract; the newest does.
    expect((await h.request({ method: 'GET', url: `/api/contracts/${id}?token=${tokens.provider}` })).status).toBe(410);
    expect((await h.request({ method: 'GET', url: `/api/contracts/${id}?token=${newest.provider}` })).status).toBe(200);
  });
});
