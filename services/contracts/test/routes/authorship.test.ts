import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sealGeneratedText } from '@homepact/kit';
import { assembleContract, fromEditable, renumber, toEditable } from '@homepact/legal';
import { create, homeowner, owner, SECRET, sendForSignature, startContracts, validBody, type Harness } from '../harness.ts';

/**
 * One set of terms (docs/decisions/0014-one-set-of-terms.md): HomePact's text is sealed by the ai service;
 * what the owner changes in it is shown to each signer as theirs, the terms the
 * form writes are locked, and no summary states a figure the owner wrote.
 */
let h: Harness;
afterEach(async () => {
  await h.close();
});

/** HomePact's text for validBody()'s answers, as the ai service writes and seals it. */
function generated() {
  const text = assembleContract({ form: validBody(), generatedAt: new Date('2025-01-05T12:00:00Z') }).text;
  return { finalContract: text, generatedSeal: sealGeneratedText(SECRET, text) };
}

function withRider(text: string, body: string): string {
  const doc = toEditable(text);
  return fromEditable(renumber({ ...doc, sections: [...doc.sections, { key: 'rider', heading: 'ADDITIONAL TERMS', body }] }).editable);
}

const signingInfo = async (id: string, token: string) =>
  (await h.request({ url: `/api/contracts/${id}/signing-info?token=${encodeURIComponent(token)}` })).body;
const patch = (id: string, editedContractContent: string) =>
  h.request({ method: 'PATCH', url: `/api/contracts/${id}/content`, user: owner, body: { editedContractContent } });

describe('who wrote the text', () => {
  it('a sealed text is HomePact’s: no changes, and the summary states the text’s own figures', async () => {
    h = await startContracts();
    const { id } = await create(h, owner, generated());
    const { tokens } = await sendForSignature(h, id);
    const info = await signingInfo(id, tokens.homeowner);
    expect(info.authorship).toEqual({ writtenBy: 'homepact', ownerName: expect.any(String), changes: [] });
    expect(info.terms.total).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(info.terms.ownerWroteFigures).toBe(false);
  });

  it('a seal that does not fit the text is refused (400), never stored as HomePact’s', async () => {
    h = await startContracts();
    const { finalContract, generatedSeal } = generated();
    const res = await h.request({
      method: 'POST',
      url: '/api/contracts',
      user: owner,
      body: validBody({ finalContract: `${finalContract}\nThe Homeowner pays $95,000 up front.`, generatedSeal }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('seal_mismatch');
  });

  it('a text sent without a seal is the owner’s as a whole, and signers are told', async () => {
    h = await startContracts();
    const { id } = await create(h, owner, { finalContract: generated().finalContract });
    const { tokens } = await sendForSignature(h, id);
    expect((await signingInfo(id, tokens.homeowner)).authorship).toMatchObject({ writtenBy: 'owner', changes: [] });
  });
});

describe('the owner’s changes', () => {
  it('an edit inside the payment, timeline or parties section is refused with where to change it', async () => {
    h = await startContracts();
    const sealed = generated();
    const { id } = await create(h, owner, sealed);
    const edits = [
      sealed.finalContract.replace(/Total contract price: \$[\d,.]+/, 'Total contract price: $95,000.00'),
      sealed.finalContract.replace(/^Homeowner: .+$/m, 'Homeowner: Mickey Mouse'),
    ];
    for (const text of edits) {
      expect(text).not.toBe(sealed.finalContract);
      const res = await patch(id, text);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('locked_terms');
      expect(res.body.error.message).toMatch(/written from your answers/);
    }
    // Nor can a whole save carry such an edit.
    const put = await h.request({
      method: 'PUT',
      url: `/api/contracts/${id}`,
      user: owner,
      body: validBody({ ...sealed, editedContractContent: edits[0] }),
    });
    expect(put.status).toBe(400);
  });

  it('a rider is shown to each signer as the owner’s; with figures in it, no price or payment is summarised anywhere', async () => {
    h = await startContracts();
    const sealed = generated();
    const { id } = await create(h, owner, sealed);
    const rider = 'As the law allows, the Homeowner pays ninety-five thousand dollars up front.';
    expect((await patch(id, withRider(sealed.finalContract, rider))).status).toBe(200);

    const authorize = await h.request({
      method: 'POST',
      url: `/internal/contracts/${id}/authorize`,
      internal: true,
      body: { user: owner },
    });
    expect(authorize.body.terms.ownerChanges).toEqual([expect.objectContaining({ kind: 'added', section: 'ADDITIONAL TERMS' })]);

    const { invite, tokens } = await sendForSignature(h, id);
    expect(invite.terms).toMatchObject({ total: null, payment: null, ownerWroteFigures: true });
    for (const token of [tokens.homeowner, tokens.provider]) {
      const info = await signingInfo(id, token);
      expect(info.authorship.writtenBy).toBe('homepact');
      expect(info.authorship.changes).toHaveLength(1);
      expect(info.authorship.changes[0].added).toContain(rider);
      expect(info.terms).toMatchObject({ total: null, payment: null, ownerWroteFigures: true });
    }
    void homeowner;
  });
});

/** A figure written the ways a probe wrote one: words, fullwidth digits, thin-space thousands, a zero-width space inside. */
const figure = fc.oneof(
  fc.integer({ min: 1, max: 999_999 }).map((n) => `$${n.toLocaleString('en-US')}`),
  fc.integer({ min: 1, max: 999 }).map((n) => `$${n}\u2009000`),
  fc.integer({ min: 1, max: 99 }).map((n) => `＄${String(n).replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))},000`),
  fc.integer({ min: 10, max: 99 }).map((n) => `$${String(n)[0]}\u200b${String(n)[1]}5,000`),
  fc.constantFrom('ninety-five thousand dollars', 'twelve grand', 'half the price'),
);
const lead = fc.constantFrom('As the law allows, the Homeowner pays', 'At least', 'Deposit due before work:');

describe('a rider, however its figure is written (property)', () => {
  it('no signer’s page or invitation states a price or payment the owner’s words could contradict, and the text keeps exactly one schedule, the form’s', async () => {
    h = await startContracts();
    const sealed = generated();
    const schedule = /^The Homeowner will pay the Provider as follows\.\n(?:- [^\n]+\n?)+/m.exec(sealed.finalContract)![0];
    await fc.assert(
      fc.asyncProperty(lead, figure, async (l, f) => {
        const { id } = await create(h, owner, sealed);
        const signed = withRider(sealed.finalContract, `${l} ${f} up front.`);
        expect((await patch(id, signed)).status).toBe(200);
        const { invite, tokens } = await sendForSignature(h, id);
        expect(invite.terms).toMatchObject({ total: null, payment: null, ownerWroteFigures: true });
        const info = await signingInfo(id, tokens.homeowner);
        expect(info.terms).toMatchObject({ total: null, payment: null });
        const record = (await h.request({ url: `/api/contracts/${id}`, user: owner })).body as { editedContractContent: string };
        const text = record.editedContractContent;
        expect(text.split('The Homeowner will pay the Provider as follows.').length - 1).toBe(1);
        expect(text).toContain(schedule);
      }),
      { numRuns: 10 },
    );
  });
});
