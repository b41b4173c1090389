import { describe, expect, it } from 'vitest';
import { realContractText } from '@homepact/legal/testing';
import { contractPerTest, currentToken, owner, sendForSignature, signBody, type Harness } from '../harness.ts';

/**
 * The homeowner's separate elections (815 ILCS 513/15.1): a text with
 * "<Clause>. Accept ___ Reject ___ (Homeowner's initials)" lines cannot be
 * signed by the homeowner without a choice for each, and the choices are
 * evidence. The real Illinois contract (arbitration chosen) is the clause
 * library's, as services/legal's golden tests keep it.
 */
const IL_TEXT = realContractText('IL');
const BOTH = { 'binding-arbitration-clause': 'accept', 'waiver-of-trial-by-jury': 'reject' } as const;

let h: Harness;
let id: string;
contractPerTest((s) => ({ h, id } = s), { send: false });

const sign = (body: Record<string, unknown>) => h.request({ method: 'POST', url: `/api/contracts/${id}/sign`, body });
const evidence = async () => (await h.request({ method: 'GET', url: `/internal/contracts/${id}/evidence`, internal: true })).body;
const info = async (role: 'homeowner' | 'provider') =>
  (await h.request({ method: 'GET', url: `/api/contracts/${id}/signing-info?token=${await currentToken(h, id, role)}` })).body;

async function withText(text: string) {
  const res = await h.request({ method: 'PATCH', url: `/api/contracts/${id}/content`, user: owner, body: { editedContractContent: text } });
  expect(res.status).toBe(200);
  await sendForSignature(h, id);
}

describe('the homeowner’s separate elections', () => {
  it('signing-info lists the Illinois elections (with the statute sentence) and both acknowledgment lines', async () => {
    await withText(IL_TEXT);
    const body = await info('homeowner');
    expect(body.elections).toEqual([
      {
        id: 'binding-arbitration-clause',
        label: 'Binding arbitration clause',
        help: expect.stringMatching(/^Illinois law gives the Homeowner/),
      },
      { id: 'waiver-of-trial-by-jury', label: 'Waiver of trial by jury', help: expect.stringMatching(/^Illinois law gives the Homeowner/) },
    ]);
    expect(body.acknowledgments).toEqual([
      { party: 'homeowner', form: 'CONSUMER RIGHTS ACKNOWLEDGMENT FORM' },
      { party: 'provider', form: 'CONSUMER RIGHTS ACKNOWLEDGMENT FORM' },
    ]);
  });

  it('the homeowner must choose for both clauses: 400 naming the clause missing, nothing recorded', async () => {
    await withText(IL_TEXT);
    const none = await sign(signBody('homeowner', { token: await currentToken(h, id, 'homeowner') }));
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(
      'Accept or reject “Binding arbitration clause” and “Waiver of trial by jury” before signing: the contract asks you to choose each separately.',
    );
    const one = await sign(
      signBody('homeowner', { token: await currentToken(h, id, 'homeowner'), elections: { 'binding-arbitration-clause': 'accept' } }),
    );
    expect(one.status).toBe(400);
    expect(one.body.error.message).toMatch(/^Accept or reject “Waiver of trial by jury” before signing/);
    const unknown = await sign(
      signBody('homeowner', { token: await currentToken(h, id, 'homeowner'), elections: { ...BOTH, 'class-action-waiver': 'accept' } }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(
      '"class-action-waiver" is not an election in this contract (its elections: binding-arbitration-clause, waiver-of-trial-by-jury).',
    );
    expect((await evidence()).signatures).toEqual([]);
    expect((await info('homeowner')).parties.homeowner.signed).toBe(false);
  });

  it('stores the choices (a reject honoured) in the homeowner’s evidence, signing-info and the history; the provider sends none', async () => {
    await withText(IL_TEXT);
    expect((await sign(signBody('homeowner', { token: await currentToken(h, id, 'homeowner'), elections: BOTH }))).status).toBe(200);
    const refused = await sign(
      signBody('provider', { token: await currentToken(h, id, 'provider'), elections: { 'binding-arbitration-clause': 'accept' } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Only the homeowner accepts or rejects clauses; send no elections.');
    expect((await sign(signBody('provider', { token: await currentToken(h, id, 'provider') }))).status).toBe(200);

    const ev = await evidence();
    const made = [
      { id: 'binding-arbitration-clause', label: 'Binding arbitration clause', choice: 'accept' },
      { id: 'waiver-of-trial-by-jury', label: 'Waiver of trial by jury', choice: 'reject' },
    ];
    expect(ev.signatures.map((s: { role: string; elections: unknown }) => [s.role, s.elections])).toEqual([
      ['homeowner', made],
      ['provider', []],
    ]);
    expect(ev.timeline.find((t: { action: string }) => t.action === 'signed').description).toMatch(
      /; accepted “Binding arbitration clause”, rejected “Waiver of trial by jury”$/,
    );
    const parties = (await info('provider')).parties;
    expect(parties.homeowner.elections).toEqual(made);
    expect(parties.provider.elections).toEqual([]);
  });

  it('a contract without such lines needs none, and refuses elections it does not have', async () => {
    await withText('HOME SERVICE CONTRACT\n\n1. SCOPE\nPaint the fence.');
    expect((await info('homeowner')).elections).toEqual([]);
    const stray = await sign(
      signBody('homeowner', { token: await currentToken(h, id, 'homeowner'), elections: { 'binding-arbitration-clause': 'accept' } }),
    );
    expect(stray.status).toBe(400);
    expect(stray.body.error.message).toBe('"binding-arbitration-clause" is not an election in this contract (it has none).');
    expect((await sign(signBody('homeowner', { token: await currentToken(h, id, 'homeowner') }))).status).toBe(200);
    expect((await evidence()).signatures[0].elections).toEqual([]);
  });

  it.each([
    ['a list', ['accept']],
    ['a choice other than accept or reject', { 'binding-arbitration-clause': 'yes' }],
    ['a number', 3],
    ['null', null],
    ['a key that is no id', { 'Binding arbitration clause': 'accept' }],
  ])('malformed elections (%s): 400, not 500', async (_what, elections) => {
    await withText(IL_TEXT);
    const res = await sign(signBody('homeowner', { token: await currentToken(h, id, 'homeowner'), elections }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/election/i);
  });
});
