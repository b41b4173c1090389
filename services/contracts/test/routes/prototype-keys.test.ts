import { describe, expect, it, vi } from 'vitest';
import { contractPerTest, currentToken, owner, sendForSignature, signBody, type Harness } from '../harness.ts';
import type { ActivityDoc } from '../../src/domain/activity.ts';

/**
 * Ids the signer (or the text) chooses are looked up in Maps, Sets or
 * null-prototype objects, never on plain objects: an election named
 * "Constructor", or an id "__proto__" in the body, is an election like any
 * other or an unknown one: 400 or 200, never 500, and never a signature
 * recorded by a request that failed.
 */
const TEXT = [
  'HOME SERVICE CONTRACT',
  '',
  '1. SCOPE',
  'Paint the fence.',
  '',
  '2. DISPUTES',
  'Illinois law gives the Homeowner the right to accept or reject this clause separately.',
  "Constructor. Accept ____  Reject ____  (Homeowner's initials)",
].join('\n');

let h: Harness;
let id: string;
contractPerTest((s) => ({ h, id } = s), { send: false });

const sign = (body: Record<string, unknown>) => h.request({ method: 'POST', url: `/api/contracts/${id}/sign`, body });
/** A body as JSON text, so a key like "__proto__" reaches the server as written. */
const rawSign = (rawBody: string) => h.request({ method: 'POST', url: `/api/contracts/${id}/sign`, rawBody });
const info = async (role: 'homeowner' | 'provider') =>
  h.request({ method: 'GET', url: `/api/contracts/${id}/signing-info?token=${await currentToken(h, id, role)}` });
const evidence = async () => (await h.request({ method: 'GET', url: `/internal/contracts/${id}/evidence`, internal: true })).body;

async function withText(text: string) {
  const res = await h.request({ method: 'PATCH', url: `/api/contracts/${id}/content`, user: owner, body: { editedContractContent: text } });
  expect(res.status).toBe(200);
  await sendForSignature(h, id);
}

async function signingInfoStaysUp() {
  for (const role of ['homeowner', 'provider'] as const) expect((await info(role)).status).toBe(200);
}

describe('ids that are Object.prototype keys', () => {
  it('an election named "Constructor." must be chosen: without a choice 400, nothing recorded, signing-info stays 200', async () => {
    await withText(TEXT);
    const listed = await info('homeowner');
    expect(listed.body.elections).toEqual([{ id: 'constructor', label: 'Constructor', help: expect.stringMatching(/^Illinois law/) }]);
    const res = await sign(signBody('homeowner', { token: await currentToken(h, id, 'homeowner') }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^Accept or reject “Constructor” before signing/);
    expect((await evidence()).signatures).toEqual([]);
    await signingInfoStaysUp();
    expect((await info('homeowner')).body.parties.homeowner.signed).toBe(false);
  });

  it('with its choice the homeowner signs (200), the provider executes it, and signing-info stays 200 for both', async () => {
    await withText(TEXT);
    const res = await sign(signBody('homeowner', { token: await currentToken(h, id, 'homeowner'), elections: { constructor: 'reject' } }));
    expect(res.status).toBe(200);
    await signingInfoStaysUp();
    expect((await info('provider')).body.parties.homeowner.elections).toEqual([
      { id: 'constructor', label: 'Constructor', choice: 'reject' },
    ]);
    const second = await sign(signBody('provider', { token: await currentToken(h, id, 'provider') }));
    expect(second.status).toBe(200);
    expect(second.body.fullyExecuted).toBe(true);
    await signingInfoStaysUp();
    expect(h.events.filter((e) => e.key === id && e.type === 'ContractExecuted')).toHaveLength(1);
  });

  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__'])(
    'an election id "%s" the contract does not have: 400, never 500, nothing recorded',
    async (key) => {
      await withText('HOME SERVICE CONTRACT\n\n1. SCOPE\nPaint the fence.');
      const body = JSON.stringify(signBody('homeowner', { token: await currentToken(h, id, 'homeowner') })).replace(
        /}$/,
        `,"elections":{"${key}":"accept"}}`,
      );
      const res = await rawSign(body);
      expect(res.status).toBe(400);
      expect((await evidence()).signatures).toEqual([]);
      await signingInfoStaysUp();
    },
  );

  it('"__proto__" as a literal JSON key in elections: 400, nothing recorded', async () => {
    await withText(TEXT);
    const body = JSON.stringify(signBody('homeowner', { token: await currentToken(h, id, 'homeowner') })).replace(
      /}$/,
      ',"elections":{"__proto__":"accept"}}',
    );
    const res = await rawSign(body);
    expect(res.status).toBe(400);
    expect((await evidence()).signatures).toEqual([]);
    await signingInfoStaysUp();
  });

  it.each(['constructor', '__proto__', 'toString'])('a disclosure id "%s" the contract does not have: 400', async (key) => {
    await withText(TEXT);
    const res = await sign(
      signBody('homeowner', {
        token: await currentToken(h, id, 'homeowner'),
        elections: { constructor: 'accept' },
        disclosuresReceived: [key],
      }),
    );
    expect(res.status).toBe(400);
    expect((await evidence()).signatures).toEqual([]);
    await signingInfoStaysUp();
  });
});

describe('a signature is all or nothing', () => {
  it('once the signature and its evidence are written, a history row that cannot be written does not answer 500', async () => {
    await withText(TEXT);
    const activity = h.rt.store.collection<ActivityDoc>('contract_activity');
    const insert = vi.spyOn(activity, 'insertOne').mockRejectedValueOnce(new Error('disk full'));
    const res = await sign(signBody('homeowner', { token: await currentToken(h, id, 'homeowner'), elections: { constructor: 'accept' } }));
    expect(insert).toHaveBeenCalled();
    insert.mockRestore();
    expect(res.status).toBe(200);
    expect((await evidence()).signatures.map((s: { role: string }) => s.role)).toEqual(['homeowner']);
    await signingInfoStaysUp();
    expect((await sign(signBody('provider', { token: await currentToken(h, id, 'provider') }))).status).toBe(200);
  });
});
