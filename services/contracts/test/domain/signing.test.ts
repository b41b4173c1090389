import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ESIGN_DISCLOSURE } from '../../src/domain/esign-disclosure.ts';
import { disclosuresConfirmed, maskEmail, sha256Hex, textToSign } from '../../src/domain/signing.ts';
import { hashToken, matchToken, mintToken, signUrl, validTokenParty } from '../../src/domain/signing-token.ts';

const now = new Date('2025-01-05T12:00:00Z');
const DAY = 24 * 3600 * 1000;

describe('signing tokens', () => {
  it('are 32 random bytes in base64url; only the SHA-256 is kept, with the expiry', () => {
    const { token, doc } = mintToken('homeowner', now, 30 * DAY);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(doc).toEqual({
      hash: createHash('sha256').update(token).digest('hex'),
      role: 'homeowner',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 30 * DAY),
    });
    expect(JSON.stringify(doc)).not.toContain(token);
    expect(mintToken('homeowner', now, DAY).token).not.toBe(token);
  });

  it('match their own party until they expire; anything else matches nothing', () => {
    const a = mintToken('homeowner', now, DAY);
    const b = mintToken('provider', now, 2 * DAY);
    const tokens = [a.doc, b.doc];
    expect(validTokenParty(tokens, a.token, now)).toBe('homeowner');
    expect(validTokenParty(tokens, b.token, now)).toBe('provider');
    expect(validTokenParty(tokens, a.token, new Date(now.getTime() + DAY))).toBeNull();
    expect(matchToken(tokens, a.token, new Date(now.getTime() + DAY))).toEqual({ role: 'homeowner', expired: true, replacedAt: null });
    expect(validTokenParty(tokens, b.token, new Date(now.getTime() + DAY))).toBe('provider');
    expect(validTokenParty(tokens, 'x'.repeat(43), now)).toBeNull();
    expect(validTokenParty(tokens, hashToken(a.token), now)).toBeNull(); // the stored hash is no token
    expect(validTokenParty(tokens, undefined, now)).toBeNull();
    expect(validTokenParty(undefined, a.token, now)).toBeNull();
  });

  it('travel in a link to the sign page', () => {
    expect(signUrl('https://app.example/', 'c1', 'a-b_c')).toBe('https://app.example/sign/c1?token=a-b_c');
  });
});

describe('the signed text', () => {
  it('is the edited text if there is one, else the generated one; its hash is SHA-256 of the UTF-8 bytes', () => {
    expect(textToSign({ editedContractContent: null, finalContract: 'A' })).toBe('A');
    expect(textToSign({ editedContractContent: 'B', finalContract: 'A' })).toBe('B');
    expect(sha256Hex('Café')).toBe(createHash('sha256').update(Buffer.from('Café', 'utf8')).digest('hex'));
  });
});

describe('helpers', () => {
  it('mask e-mails', () => {
    expect(maskEmail('hana.owens@example.com')).toBe('h***@example.com');
    expect(maskEmail('nonsense')).toBe('***');
  });
  it('the disclosure names its version and covers what ESIGN 101(c) asks for', () => {
    expect(ESIGN_DISCLOSURE.version).toMatch(/^esign-/);
    for (const topic of [/paper/i, /withdraw/i, /covers/i, /contact details/i, /browser/i, /PDF/])
      expect(ESIGN_DISCLOSURE.text).toMatch(topic);
  });
});

describe('the notices confirmed with a signature', () => {
  const notice = (heading: string, state: string) =>
    `${heading}\n\n${state} law requires the Provider to give the Homeowner this notice before the Homeowner signs this contract.\n\nRead it.`;
  const text = [
    'HOME SERVICE CONTRACT',
    '',
    '1. NOTICES',
    '',
    notice('DISCLOSURE STATEMENT', 'Texas'),
    '',
    notice('LIEN NOTICE', 'Idaho'),
  ].join('\n');

  it('the homeowner confirms every one, each named in title case when missing; the records carry the time given', () => {
    expect(disclosuresConfirmed('homeowner', text, [], now)).toEqual({
      ok: false,
      message: 'Confirm that you received the Disclosure Statement and the Lien Notice before signing.',
    });
    expect(disclosuresConfirmed('homeowner', text, ['lien-notice'], now)).toEqual({
      ok: false,
      message: 'Confirm that you received the Disclosure Statement before signing.',
    });
    expect(disclosuresConfirmed('homeowner', text, ['lien-notice', 'disclosure-statement'], now)).toEqual({
      ok: true,
      disclosures: [
        { id: 'disclosure-statement', title: 'DISCLOSURE STATEMENT', confirmedAt: now },
        { id: 'lien-notice', title: 'LIEN NOTICE', confirmedAt: now },
      ],
    });
    expect(disclosuresConfirmed('provider', text, undefined, now)).toEqual({ ok: true, disclosures: [] });
  });

  it('an id that every object has (constructor, __proto__, toString) is unknown, never a crash', () => {
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const r = disclosuresConfirmed('homeowner', text, ['disclosure-statement', 'lien-notice', key], now);
      expect(r).toEqual({
        ok: false,
        message: `"${key}" is not a notice in this contract (its notices: disclosure-statement, lien-notice).`,
      });
    }
  });
});
