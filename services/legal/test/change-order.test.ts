import { describe, expect, it } from 'vitest';
import { changeOrderRule, changeOrderText, invitationMessage, parseContract, signedUsd } from '../src/index.ts';

const input = (state: string, newEndDate = '2025-03-15') => ({
  number: 2,
  parent: {
    id: 'c0ffee00-0000-4000-8000-000000000000',
    serviceType: 'Kitchen remodel',
    homeownerName: 'Hana Owens',
    homeownerAddress: '12 Elm St, Sacramento, CA 95814',
    state,
    providerName: 'Pat Builder',
    providerLicense: 'CSLB 123456',
    executedAt: '2025-01-10T18:00:00.000Z',
  },
  scopeChange: 'Add a second sink on the island, with its plumbing.',
  previousTotalCents: 1_000_000,
  priceDeltaCents: 150_000,
  newTotalCents: 1_150_000,
  previousEndDate: '2025-03-01',
  newEndDate,
});

describe('a change order’s text', () => {
  it('states the scope, the price before, the change and the new total, and the schedule’s change', () => {
    const text = changeOrderText(input('TX'));
    expect(text).toContain('CHANGE ORDER CO-2');
    expect(text).toContain('Add a second sink on the island');
    expect(text).toContain('Contract price before this change order: $10,000.00');
    expect(text).toContain('Change in price: +$1,500.00');
    expect(text).toContain('New total contract price: $11,500.00');
    expect(text).toContain('Completion date before this change order: March 1, 2025');
    expect(text).toContain('New completion date: March 15, 2025');
    expect(text).toContain('signed on January 10, 2025');
  });

  it('says when the completion date does not change', () => {
    expect(changeOrderText(input('TX', '2025-03-01'))).toContain('does not change the completion date, which stays March 1, 2025');
  });

  it('reads in the contract text model: both parties sign it at their own blocks', () => {
    const doc = parseContract(changeOrderText(input('TX')));
    expect(doc.title).toBe('CHANGE ORDER CO-2');
    expect(doc.signatureBlocks.map((b) => b.party)).toEqual(['homeowner', 'provider']);
    expect(doc.sections.map((s) => s.heading)).toContain('2. CHANGE IN PRICE');
  });

  it.each([
    ['CA', 'Cal. Bus. & Prof. Code § 7159', 'in writing and signed by both'],
    ['PA', '73 P.S. § 517.7(a)', 'written change order signed by both'],
  ])('%s: cites the state’s change-order requirement', (state, source, words) => {
    const text = changeOrderText(input(state));
    expect(text).toContain(`(Source: ${source})`);
    expect(text).toContain(words);
    expect(changeOrderRule(state)?.source).toBe(source);
  });

  it('a state without a confirmed rule gets no citation', () => {
    expect(changeOrderRule('TX')).toBeUndefined();
    expect(changeOrderText(input('TX'))).not.toContain('(Source:');
  });

  it.each([
    [150_000, '+$1,500.00'],
    [-25_000, '-$250.00'],
    [0, '$0.00 (no change)'],
  ])('signedUsd(%i) = %s', (cents, text) => expect(signedUsd(cents)).toBe(text));
});

describe('the invitation to sign a change order', () => {
  const base = {
    recipientName: 'Hana Owens',
    role: 'homeowner' as const,
    invitedByName: 'Pat Builder (pat@builders.example)',
    serviceType: 'Kitchen remodel (CO-1)',
    totalAmount: '11500.00',
    signUrl: 'https://app.homepact.test/sign/x?token=t',
    reason: 'generated' as const,
    pdfAttached: true,
    changeOrder: { number: 'CO-1', parentServiceType: 'Kitchen remodel', previousTotal: '10000.00', newTotal: '11500.00' },
  };
  it('is a change order’s: its subject, its introduction and the totals before and after', () => {
    const m = invitationMessage(base);
    expect(m.subject).toBe('Please review and sign a change order: Kitchen remodel (CO-1)');
    expect(m.intro).toContain('change order CO-1 to your signed Kitchen remodel contract');
    expect(m.intro).toContain('from $10,000.00 to $11,500.00');
    expect(m.details).toContainEqual(['Total before this change', '$10,000.00']);
    expect(m.details).toContainEqual(['New total amount', '$11,500.00']);
  });
  it('a contract’s invitation is unchanged', () => {
    const { changeOrder: _co, ...contract } = base;
    expect(invitationMessage(contract).subject).toBe('Please review and sign a contract: Kitchen remodel (CO-1)');
  });
});
