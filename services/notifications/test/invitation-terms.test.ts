import { describe, expect, it } from 'vitest';
import { invitationEmail, type InvitationInput } from '../src/domain/templates/invitation.ts';

/**
 * The invitation showed the form's $1,000 while the text
 * to be signed said $95,000 up front. It now summarises the signed text.
 */
const base: InvitationInput = {
  recipientName: 'Hana Owens',
  role: 'homeowner',
  invitedByName: 'Pat Builder',
  serviceType: 'Deck repair',
  totalAmount: '1000.00',
  signUrl: 'https://app.homepact.test/sign/c1?token=abc',
  reason: 'generated',
  pdfAttached: true,
};

describe('the invitation summarises what is signed', () => {
  it('shows the text’s total and payment, and warns when they differ from the form', () => {
    const email = invitationEmail({
      ...base,
      terms: { total: '$95,000.00', payment: '$95,000.00 before the work', start: 'March 1, 2025', end: null, differsFromForm: true },
    });
    for (const part of [email.text, email.html]) {
      expect(part).toContain('$95,000.00');
      expect(part).not.toContain('$1,000.00');
      expect(part).toContain('before the work');
      expect(part).toContain('from March 1, 2025');
      expect(part).toMatch(/differ from the summary the sender first entered/);
    }
  });

  it('says so when the text states no total, rather than showing the form’s', () => {
    const email = invitationEmail({ ...base, terms: { total: null, payment: null, start: null, end: null, differsFromForm: false } });
    expect(email.text).toContain('Total amount: as stated in the contract');
    expect(email.text).not.toContain('$1,000.00');
    expect(email.text).not.toMatch(/differ from the summary/);
  });

  it('states no price or payment when the sender wrote figures of their own into HomePact’s text, and says why', () => {
    const email = invitationEmail({
      ...base,
      terms: { total: null, payment: null, start: 'March 1, 2025', end: null, differsFromForm: true, ownerWroteFigures: true },
    });
    for (const part of [email.text, email.html]) {
      expect(part).not.toMatch(/\$\s?\d/);
      expect(part).toMatch(/Pat Builder added words of their own about money/);
      expect(part).not.toMatch(/differ from the summary/);
    }
  });

  it('an older event without terms still shows its amount', () => {
    expect(invitationEmail(base).text).toContain('Total amount: $1,000.00');
  });
});
