import { describe, expect, it } from 'vitest';
import { parseContract } from '@homepact/legal';
import { realContractText } from '@homepact/legal/testing';
import { contractPerTest, currentToken, owner, sendForSignature, signBody, type Harness } from '../harness.ts';

/**
 * The notices the law wants delivered to the homeowner before signing (the
 * Texas residential construction disclosure statement, Tex. Prop. Code
 * § 53.255): a text with such a notice cannot be signed by the homeowner
 * without confirming they received it, and the confirmation (with its time)
 * is evidence. The real Texas contract is the clause library's, as
 * services/legal's golden tests keep it.
 */
const TX_TEXT = realContractText('TX');
const NOTICE = 'residential-construction-disclosure-statement';
const TITLE = 'RESIDENTIAL CONSTRUCTION DISCLOSURE STATEMENT';

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

describe('the notices the homeowner must receive before signing', () => {
  it('the real Texas contract carries the disclosure statement, and signing-info lists it to both parties', async () => {
    expect(parseContract(TX_TEXT).disclosures.map((d) => d.id)).toEqual([NOTICE]);
    await withText(TX_TEXT);
    expect((await info('homeowner')).disclosures).toEqual([{ id: NOTICE, title: TITLE }]);
    expect((await info('provider')).disclosures).toEqual([{ id: NOTICE, title: TITLE }]);
  });

  it('the homeowner must confirm it: 400 naming the notice, nothing recorded', async () => {
    await withText(TX_TEXT);
    for (const disclosuresReceived of [undefined, []]) {
      const res = await sign(
        signBody('homeowner', { token: await currentToken(h, id, 'homeowner'), ...(disclosuresReceived ? { disclosuresReceived } : {}) }),
      );
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Confirm that you received the Residential Construction Disclosure Statement before signing.');
    }
    const unknown = await sign(
      signBody('homeowner', { token: await currentToken(h, id, 'homeowner'), disclosuresReceived: [NOTICE, 'notice-of-lien-rights'] }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(`"notice-of-lien-rights" is not a notice in this contract (its notices: ${NOTICE}).`);
    expect((await evidence()).signatures).toEqual([]);
    expect((await info('homeowner')).parties.homeowner.signed).toBe(false);
  });

  it.each([['constructor'], ['__proto__'], ['toString'], ['hasOwnProperty'], ['prototype'], ['valueof']])(
    'an id that is a key of every object (%s) is an unknown notice: 400, never 500',
    async (key) => {
      await withText(TX_TEXT);
      const res = await sign(signBody('homeowner', { token: await currentToken(h, id, 'homeowner'), disclosuresReceived: [NOTICE, key] }));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/is not a notice in this contract|disclosure id is the notice’s id/);
      const alone = await sign(signBody('homeowner', { token: await currentToken(h, id, 'homeowner'), disclosuresReceived: [key] }));
      expect(alone.status).toBe(400);
      expect((await evidence()).signatures).toEqual([]);
    },
  );

  it('records the confirmation at the signature’s time in the homeowner’s evidence, signing-info and history; the provider sends none', async () => {
    await withText(TX_TEXT);
    h.clock.now = new Date('2025-01-06T10:00:00.000Z');
    expect(
      (await sign(signBody('homeowner', { token: await currentToken(h, id, 'homeowner'), disclosuresReceived: [NOTICE] }))).status,
    ).toBe(200);
    h.clock.now = new Date('2025-01-07T11:00:00.000Z');
    const refused = await sign(signBody('provider', { token: await currentToken(h, id, 'provider'), disclosuresReceived: [NOTICE] }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Only the homeowner confirms receiving the notices; send no disclosuresReceived.');
    expect((await sign(signBody('provider', { token: await currentToken(h, id, 'provider') }))).status).toBe(200);

    const ev = await evidence();
    const confirmed = [{ id: NOTICE, title: TITLE, confirmedAt: '2025-01-06T10:00:00.000Z' }];
    expect(ev.signatures.map((s: { role: string; signedAt: string; disclosures: unknown }) => [s.role, s.signedAt, s.disclosures])).toEqual(
      [
        ['homeowner', '2025-01-06T10:00:00.000Z', confirmed],
        ['provider', '2025-01-07T11:00:00.000Z', []],
      ],
    );
    expect(ev.timeline.find((t: { action: string }) => t.action === 'signed').description).toMatch(
      /; confirmed receiving the Residential Construction Disclosure Statement before signing$/,
    );
    const parties = (await info('provider')).parties;
    expect(parties.homeowner.disclosures).toEqual(confirmed);
    expect(parties.provider.disclosures).toEqual([]);
  });

  it('the provider signing first is not asked; the homeowner still is', async () => {
    await withText(TX_TEXT);
    expect((await sign(signBody('provider', { token: await currentToken(h, id, 'provider') }))).status).toBe(200);
    expect((await sign(signBody('homeowner', { token: await currentToken(h, id, 'homeowner') }))).status).toBe(400);
    expect(
      (await sign(signBody('homeowner', { token: await currentToken(h, id, 'homeowner'), disclosuresReceived: [NOTICE] }))).status,
    ).toBe(200);
    expect((await evidence()).signatures.map((s: { role: string; disclosures: unknown[] }) => [s.role, s.disclosures.length])).toEqual([
      ['provider', 0],
      ['homeowner', 1],
    ]);
  });

  it('a contract without such a notice needs none, and refuses notices it does not have', async () => {
    await withText('HOME SERVICE CONTRACT\n\n1. SCOPE\nPaint the fence.');
    expect((await info('homeowner')).disclosures).toEqual([]);
    const stray = await sign(signBody('homeowner', { token: await currentToken(h, id, 'homeowner'), disclosuresReceived: [NOTICE] }));
    expect(stray.status).toBe(400);
    expect(stray.body.error.message).toBe(`"${NOTICE}" is not a notice in this contract (it has none).`);
    expect((await sign(signBody('homeowner', { token: await currentToken(h, id, 'homeowner') }))).status).toBe(200);
    expect((await evidence()).signatures[0].disclosures).toEqual([]);
  });

  it.each([
    ['an object', { [NOTICE]: true }],
    ['a string', NOTICE],
    ['a number', 3],
    ['null', null],
    ['an id that is no slug', ['Residential Construction Disclosure Statement']],
    ['the same id twice', [NOTICE, NOTICE]],
    ['too many', Array.from({ length: 21 }, (_, i) => `notice-${i}`)],
  ])('malformed disclosuresReceived (%s): 400, not 500', async (_what, disclosuresReceived) => {
    await withText(TX_TEXT);
    const res = await sign(signBody('homeowner', { token: await currentToken(h, id, 'homeowner'), disclosuresReceived }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/disclosure/i);
  });
});
