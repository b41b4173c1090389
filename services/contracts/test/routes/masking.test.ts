import { afterEach, describe, expect, it } from 'vitest';
import { admin, create, homeowner, owner, provider, sendForSignature, signBody, startContracts, type Harness } from '../harness.ts';

/**
 * GET /api/contracts/:id gave a party the other party's
 * full e-mail address, which the sign page masks. Parties now see it masked
 * in the API too; the creator and admins see it in full.
 */
let h: Harness;
afterEach(async () => {
  await h.close();
});

const get = (id: string, opts: { user?: typeof owner | null; token?: string }) =>
  h.request({ method: 'GET', url: `/api/contracts/${id}${opts.token ? `?token=${opts.token}` : ''}`, user: opts.user ?? null });

describe('the other party’s e-mail is masked for parties', () => {
  it('a party signed in sees their own address and the other masked, in the record and its form data', async () => {
    h = await startContracts();
    const { id } = await create(h, owner);
    const asProvider = await get(id, { user: provider });
    expect(asProvider.status).toBe(200);
    expect(asProvider.body.providerEmail).toBe('pat@builders.example');
    expect(asProvider.body.homeownerEmail).toBe('h***@example.com');
    expect(asProvider.body.contractData.homeownerEmail).toBe('h***@example.com');
    expect(JSON.stringify(asProvider.body)).not.toMatch(/hana\.owens@example\.com/i);

    const asHomeowner = await get(id, { user: homeowner });
    expect(asHomeowner.body.homeownerEmail).toBe('hana.owens@example.com');
    expect(asHomeowner.body.providerEmail).toBe('p***@builders.example');
    expect(JSON.stringify(asHomeowner.body)).not.toContain('pat@builders.example');
  });

  it('a party with a signing link sees the same', async () => {
    h = await startContracts();
    const { id } = await create(h, owner);
    const { tokens } = await sendForSignature(h, id);
    const res = await get(id, { token: tokens.homeowner });
    expect(res.body.homeownerEmail).toBe('hana.owens@example.com');
    expect(res.body.providerEmail).toBe('p***@builders.example');
  });

  it('the answer to a signature is masked the same way', async () => {
    h = await startContracts();
    const { id } = await create(h, owner);
    const { tokens } = await sendForSignature(h, id);
    const res = await h.request({
      method: 'POST',
      url: `/api/contracts/${id}/sign`,
      body: signBody('provider', { token: tokens.provider }),
    });
    expect(res.status).toBe(200);
    expect(res.body.contract.homeownerEmail).toBe('h***@example.com');
  });

  it('the creator and admins see both in full; a creator who is also a party too', async () => {
    h = await startContracts();
    const { id } = await create(h, owner);
    for (const user of [owner, admin]) {
      const res = await get(id, { user });
      expect(res.body.homeownerEmail).toBe('hana.owens@example.com');
      expect(res.body.providerEmail).toBe('pat@builders.example');
    }
    const own = await create(h, provider);
    const res = await get(own.id, { user: provider });
    expect(res.body.homeownerEmail).toBe('hana.owens@example.com');
  });

  it('every answer carries Cache-Control: no-store', async () => {
    h = await startContracts();
    const { id } = await create(h, owner);
    expect((await get(id, { user: provider })).headers['cache-control']).toBe('no-store');
  });
});
