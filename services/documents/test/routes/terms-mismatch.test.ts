import { afterEach, describe, expect, it } from 'vitest';
import type { TermsDifference } from '@homepact/proto';
import { contractRecord } from '../fixtures/contracts.ts';
import { owner, startDocuments, type Harness } from '../harness.ts';

/**
 * A draft whose text disagrees with its form (contracts
 * reports the differences in its authorize answer) is not generated and
 * sent unless the owner confirms; the spec's no-body call still works for
 * consistent contracts.
 */
let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const DIFFERENCES: TermsDifference[] = [
  {
    field: 'totalAmount',
    form: '$1,000.00',
    text: '$95,000.00',
    message: 'Total price: the form says $1,000.00; the contract text asks for $95,000.00, more than that.',
  },
  {
    field: 'paymentSchedule',
    form: 'payment on completion',
    text: '$95,000.00 up front',
    message: 'Payment: the form says payment on completion; the contract text asks for $95,000.00 before the work is done.',
  },
];

describe('generate and the terms check', () => {
  it('409 terms_mismatch listing every difference, and nothing generated or sent', async () => {
    h = await startDocuments();
    const c = h.contracts.put(contractRecord());
    h.contracts.termsDifferences.set(c.id, DIFFERENCES);
    const res = await h.request({ method: 'POST', url: `/api/contracts/${c.id}/generate`, user: owner });
    expect(res.status).toBe(409);
    const error = JSON.parse(res.raw.toString()).error;
    expect(error.code).toBe('terms_mismatch');
    expect(error.message).toContain('- Total price: the form says $1,000.00; the contract text asks for $95,000.00, more than that.');
    expect(error.message).toContain('- Payment: the form says payment on completion');
    expect(error.message).toMatch(/confirm/);
    expect(error.details.differences).toEqual(DIFFERENCES);
    await h.settle();
    expect(h.events).toHaveLength(0);
  });

  it.each([
    ['?confirmTermsMismatch=true', '?confirmTermsMismatch=true', undefined],
    ['?confirmTermsMismatch=1', '?confirmTermsMismatch=1', undefined],
    ['a body { confirmTermsMismatch: true }', '', { confirmTermsMismatch: true }],
  ])('goes ahead when the owner confirms with %s', async (_how, query, body) => {
    h = await startDocuments();
    const c = h.contracts.put(contractRecord());
    h.contracts.termsDifferences.set(c.id, DIFFERENCES);
    const res = await h.request({
      method: 'POST',
      url: `/api/contracts/${c.id}/generate${query}`,
      user: owner,
      ...(body ? { body } : {}),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('an explicit "false" does not confirm', async () => {
    h = await startDocuments();
    const c = h.contracts.put(contractRecord());
    h.contracts.termsDifferences.set(c.id, DIFFERENCES);
    const res = await h.request({ method: 'POST', url: `/api/contracts/${c.id}/generate?confirmTermsMismatch=false`, user: owner });
    expect(res.status).toBe(409);
  });

  it('a consistent contract still generates with the spec’s no-body call', async () => {
    h = await startDocuments();
    const c = h.contracts.put(contractRecord());
    expect((await h.request({ method: 'POST', url: `/api/contracts/${c.id}/generate`, user: owner })).status).toBe(200);
  });

  it.each([
    ['?confirmTermsMismatch=yes', undefined],
    ['?other=1', undefined],
    ['', { confirmTermsMismatch: 'yes' }],
    ['', { somethingElse: true }],
  ])('refuses a malformed confirmation (%s %j) with 400', async (query, body) => {
    h = await startDocuments();
    const c = h.contracts.put(contractRecord());
    const res = await h.request({
      method: 'POST',
      url: `/api/contracts/${c.id}/generate${query}`,
      user: owner,
      ...(body ? { body } : {}),
    });
    expect(res.status).toBe(400);
  });
});

const OWNER_CHANGES = [
  {
    kind: 'added' as const,
    section: 'ADDITIONAL TERMS',
    added: ['14. ADDITIONAL TERMS', 'The Homeowner pays ninety-five thousand dollars up front.'],
    removed: [],
  },
];

describe('generate and the owner’s changes to HomePact’s text', () => {
  it('409 owner_changes listing each change, and nothing generated or sent, until the owner confirms', async () => {
    h = await startDocuments();
    const c = h.contracts.put(contractRecord());
    h.contracts.ownerChanges.set(c.id, OWNER_CHANGES);
    const refused = await h.request({ method: 'POST', url: `/api/contracts/${c.id}/generate`, user: owner });
    expect(refused.status).toBe(409);
    const error = JSON.parse(refused.raw.toString()).error;
    expect(error.code).toBe('owner_changes');
    expect(error.message).toMatch(/Each signer will see your changes marked as yours/);
    expect(error.details.changes).toEqual(OWNER_CHANGES);
    await h.settle();
    expect(h.events).toHaveLength(0);

    const sent = await h.request({
      method: 'POST',
      url: `/api/contracts/${c.id}/generate`,
      user: owner,
      body: { confirmOwnerChanges: true },
    });
    expect(sent.status).toBe(200);
  });

  it('one confirmation covers the changes and the figures they make disagree', async () => {
    h = await startDocuments();
    const c = h.contracts.put(contractRecord());
    h.contracts.ownerChanges.set(c.id, OWNER_CHANGES);
    h.contracts.termsDifferences.set(c.id, DIFFERENCES);
    const first = await h.request({ method: 'POST', url: `/api/contracts/${c.id}/generate`, user: owner });
    expect(JSON.parse(first.raw.toString()).error.details.differences).toEqual(DIFFERENCES);
    const sent = await h.request({
      method: 'POST',
      url: `/api/contracts/${c.id}/generate?confirmOwnerChanges=true&confirmTermsMismatch=true`,
      user: owner,
    });
    expect(sent.status).toBe(200);
  });
});
