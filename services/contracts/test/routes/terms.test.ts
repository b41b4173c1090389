import { afterEach, describe, expect, it } from 'vitest';
import { create, homeowner, owner, sendForSignature, startContracts, type Harness } from '../harness.ts';

/**
 * Contracts compares a draft's text with its form
 * (@homepact/legal) and tells documents, which refuses to send a mismatch
 * unconfirmed; the invitation summarises the text, not the form.
 */
let h: Harness;
afterEach(async () => {
  await h.close();
});

const MISMATCH = {
  totalAmount: '1000',
  paymentSchedule: 'completion',
  paymentTerms: 'Net 30',
  finalContract: 'HOME SERVICE AGREEMENT\n\n4. PRICE AND PAYMENT\nThe Homeowner will pay $95,000 upfront, before any work begins.\n',
};
const authorize = (id: string, user: typeof owner | null) =>
  h.request({ method: 'POST', url: `/internal/contracts/${id}/authorize`, internal: true, body: { user } });

describe('the terms check in the authorize answer', () => {
  it('lists where a draft’s text disagrees with its form, for its manager', async () => {
    h = await startContracts();
    const { id } = await create(h, owner, MISMATCH);
    const res = await authorize(id, owner);
    expect(res.status).toBe(200);
    expect(res.body.terms.differences.map((d: { field: string }) => d.field)).toEqual(['totalAmount', 'paymentSchedule']);
    expect(res.body.terms.differences[0].message).toBe(
      'Total price: the form says $1,000.00; the contract text asks for $95,000.00, more than that.',
    );
    // A party cannot send it: nothing to report to them.
    expect((await authorize(id, homeowner)).body.terms.differences).toEqual([]);
  });

  it('is empty for a text that agrees with the form, and follows an edit of the text', async () => {
    h = await startContracts();
    const { id } = await create(h, owner, {
      ...MISMATCH,
      finalContract: 'Total contract price: $1,000.00, due on completion of the work.',
    });
    expect((await authorize(id, owner)).body.terms.differences).toEqual([]);
    await h.request({
      method: 'PATCH',
      url: `/api/contracts/${id}/content`,
      user: owner,
      body: { editedContractContent: 'Total contract price: $1,500.00, due on completion of the work.' },
    });
    expect((await authorize(id, owner)).body.terms.differences).toEqual([
      expect.objectContaining({ field: 'totalAmount', form: '$1,000.00', text: '$1,500.00' }),
    ]);
  });
});

describe('the invitation summarises the signed text', () => {
  it('InvitesRequested carries what the text says and that it differs from the form', async () => {
    h = await startContracts();
    const { id } = await create(h, owner, MISMATCH);
    const { invite } = await sendForSignature(h, id);
    expect(invite.terms).toEqual({
      total: null,
      payment: '$95,000.00 before the work',
      start: null,
      end: null,
      differsFromForm: true,
      // A text sent without HomePact's seal is the owner's as a whole: summarised from its words, and signers are told who wrote it.
      ownerWroteFigures: false,
    });
  });

  it('and for a consistent text, its own total and dates', async () => {
    h = await startContracts();
    const { id } = await create(h, owner, {
      ...MISMATCH,
      finalContract:
        'Start date: February 1, 2025\nCompletion date: March 15, 2025\nTotal contract price: $1,000.00, due on completion of the work.',
    });
    const { invite } = await sendForSignature(h, id);
    expect(invite.terms).toEqual({
      total: '$1,000.00',
      payment: 'payment on completion',
      start: 'February 1, 2025',
      end: 'March 15, 2025',
      differsFromForm: false,
      ownerWroteFigures: false,
    });
  });
});
