import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AdoptedSignatureSchema,
  checkSignaturePng,
  DisclosureRecordSchema,
  disclosureTitle,
  sameSignerName,
  SignBodySchema,
  signerNameHint,
  signerNameMismatch,
  signerNameKey,
  SigningInfoSchema,
  SigningPartySchema,
} from '../src/index.ts';
import { pngBytes, pngDataUrl } from './testing.ts';

const body = (adoptedSignature: unknown) => ({
  signerEmail: 'hana@example.com',
  signature: 'Hana Owens',
  signatureType: 'homeowner',
  consent: true,
  adoptedSignature,
});
const messages = (v: unknown) => SignBodySchema.safeParse(body(v)).error?.issues.map((i) => i.message) ?? [];

describe('adopted signatures', () => {
  it('accepts a drawn PNG of a sensible size, and a typed name in one of the three fonts', () => {
    expect(checkSignaturePng(pngDataUrl(600, 200, 40))).toMatchObject({ ok: true, width: 600, height: 200 });
    expect(SignBodySchema.safeParse(body({ kind: 'drawn', image: pngDataUrl(600, 200) })).success).toBe(true);
    for (const font of ['Caveat', 'Dancing Script', 'Great Vibes'])
      expect(AdoptedSignatureSchema.safeParse({ kind: 'typed', text: 'Hana Owens', font }).success).toBe(true);
    // The spec's body alone still signs (the typed name is stamped).
    expect(SignBodySchema.safeParse(body(undefined)).success).toBe(true);
  });

  it.each([
    ['not a data URL', 'https://example.com/sig.png', 'The signature image must be a PNG data URL'],
    ['a GIF', 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', 'The signature image must be a PNG data URL'],
    ['not base64', 'data:image/png;base64,%%%%', 'The signature image is not valid base64'],
    ['bytes that are not a PNG', `data:image/png;base64,${randomBytes(300).toString('base64')}`, 'The signature image is not a PNG'],
    [
      'a cut-off PNG',
      `data:image/png;base64,${pngBytes(600, 200).subarray(0, 60).toString('base64')}`,
      'The signature image is incomplete',
    ],
    ['too small', pngDataUrl(10, 5), 'The signature image must be between 60x20 and 2400x1200 pixels'],
    ['too big in pixels', pngDataUrl(5000, 100), 'The signature image must be between 60x20 and 2400x1200 pixels'],
    [
      'over 200 KB',
      `data:image/png;base64,${Buffer.concat([pngBytes(600, 200), randomBytes(210 * 1024)]).toString('base64')}`,
      'The signature image is too large (at most 200 KB)',
    ],
  ])('refuses %s with a clear message', (_what, image, message) => {
    expect(messages({ kind: 'drawn', image })).toEqual([message]);
  });

  it('refuses an unknown font, an empty typed name and an unknown kind', () => {
    expect(messages({ kind: 'typed', text: 'Hana', font: 'Comic Sans' })[0]).toMatch(
      /Choose one of the fonts: Caveat, Dancing Script, Great Vibes/,
    );
    expect(messages({ kind: 'typed', text: ' ', font: 'Caveat' })).toEqual(['Type your name to adopt it as your signature']);
    expect(messages({ kind: 'stamp' })).toEqual(['adoptedSignature.kind must be typed or drawn']);
  });
});

describe('the homeowner’s elections in the sign body', () => {
  const withElections = (elections: unknown) => SignBodySchema.safeParse({ ...body(undefined), elections });
  it('takes an object of election id to accept or reject, and may be left out', () => {
    expect(withElections({ 'binding-arbitration-clause': 'accept', 'waiver-of-trial-by-jury': 'reject' }).success).toBe(true);
    expect(withElections(undefined).success).toBe(true);
    expect(withElections({}).success).toBe(true);
  });
  it.each([
    ['a choice that is not accept or reject', { 'binding-arbitration-clause': 'yes' }, 'Each election must be accept or reject'],
    ['a list instead of an object', ['accept'], 'elections must be an object of election id to accept or reject'],
    ['an id that is no election id', { 'Binding arbitration!': 'accept' }, 'An election id is the clause’s id from signing-info'],
    ['too many', Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`e-${i}`, 'accept'])), 'At most 20 elections'],
  ])('refuses %s with a clear message', (_what, elections, message) => {
    expect(withElections(elections).error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe('the notices the homeowner confirms receiving before signing', () => {
  const withReceived = (disclosuresReceived: unknown) => SignBodySchema.safeParse({ ...body(undefined), disclosuresReceived });
  it('takes a list of notice ids, and may be left out', () => {
    expect(withReceived(['residential-construction-disclosure-statement']).success).toBe(true);
    expect(withReceived(['residential-construction-disclosure-statement', 'disclosure-statement-2']).success).toBe(true);
    expect(withReceived(['aviso-de-divulgación']).success).toBe(true);
    expect(withReceived(undefined).success).toBe(true);
    expect(withReceived([]).success).toBe(true);
  });
  it.each([
    [
      'an object instead of a list',
      { 'residential-construction-disclosure-statement': true },
      'disclosuresReceived must be a list of notice ids from signing-info',
    ],
    [
      'a string instead of a list',
      'residential-construction-disclosure-statement',
      'disclosuresReceived must be a list of notice ids from signing-info',
    ],
    ['an id that is no slug', ['Residential Construction Disclosure Statement'], 'A disclosure id is the notice’s id from signing-info'],
    ['a prototype key', ['__proto__'], 'A disclosure id is the notice’s id from signing-info'],
    ['a number', [53255], 'A disclosure id is the notice’s id from signing-info'],
    ['an empty id', [''], 'A disclosure id is the notice’s id from signing-info'],
    ['an id over 80 characters', ['a'.repeat(81)], 'A disclosure id is the notice’s id from signing-info'],
    ['too many', Array.from({ length: 21 }, (_, i) => `notice-${i}`), 'At most 20 disclosures'],
    ['the same id twice', ['notice', 'notice'], 'Each disclosure is confirmed once: an id appears twice'],
  ])('refuses %s with a clear message', (_what, disclosuresReceived, message) => {
    expect(withReceived(disclosuresReceived).error?.issues.map((i) => i.message)).toContain(message);
  });

  it('signing-info and a party without the field (an older answer) read as none', () => {
    const party = { name: 'Hana Owens', email: 'h***@example.com', signed: false, signedAt: null, signature: null };
    expect(SigningPartySchema.parse(party).disclosures).toEqual([]);
    const info = SigningInfoSchema.parse({
      disclosure: { version: 'v1', text: 'Consent' },
      parties: { homeowner: party, provider: party },
      yourRole: null,
      youManage: false,
      textSha256: 'a'.repeat(64),
    });
    expect(info.disclosures).toEqual([]);
  });

  it('the evidence record holds when it was confirmed, as an ISO time', () => {
    const record = { id: 'residential-construction-disclosure-statement', title: 'RESIDENTIAL CONSTRUCTION DISCLOSURE STATEMENT' };
    expect(DisclosureRecordSchema.safeParse({ ...record, confirmedAt: '2025-01-06T10:00:00.000Z' }).success).toBe(true);
    expect(DisclosureRecordSchema.safeParse({ ...record, confirmedAt: 'yesterday' }).success).toBe(false);
    expect(DisclosureRecordSchema.safeParse(record).success).toBe(false);
  });

  it('names a notice in title case, as a sentence would', () => {
    expect(disclosureTitle('RESIDENTIAL CONSTRUCTION DISCLOSURE STATEMENT')).toBe('Residential Construction Disclosure Statement');
    expect(disclosureTitle('DISCLOSURE TO THE HOMEOWNER (IDAHO CODE 45-525)')).toBe('Disclosure to the Homeowner (Idaho Code 45-525)');
    expect(disclosureTitle('INFORMATION ABOUT THE CONTRACTORS STATE LICENSE BOARD (CSLB)')).toBe(
      'Information About the Contractors State License Board (CSLB)',
    );
    expect(disclosureTitle('NOTICE: THE RIGHT TO A LIEN')).toBe('Notice: The Right to a Lien');
    expect(disclosureTitle('Notice to Owner')).toBe('Notice to Owner');
  });
});

describe('the typed name is the signing party’s name as the contract names them', () => {
  it.each([
    ['Zoë Núñez', 'Zoë Núñez'],
    ['Zoë Núñez', 'zoe nunez'],
    ['Zoë Núñez', '  ZOE   NUNEZ  '],
    ['Zoë Núñez', 'Zoe\tNunez.'],
    ['Zoë Núñez', 'Zoe\u0308 Nu\u0301n\u0303ez'],
    ["Seán O'Brien-Ng", 'Sean OBrien Ng'],
    ["Seán O'Brien-Ng", 'sean o’brien-ng'],
    ['Dr. Jürgen Weiß', 'dr jurgen weiss'],
    ['Łukasz Ørsted', 'Lukasz Orsted'],
    ['Pat Builder, for Builder & Sons LLC', 'pat builder for builder sons llc'],
    ['Ｈａｎａ Owens', 'Hana Owens'],
  ])('"%s" matches "%s"', (named, typed) => {
    expect(sameSignerName(named, typed)).toBe(true);
    expect(sameSignerName(typed, named)).toBe(true);
  });

  it.each([
    ['Zoë Núñez', 'Mickey Mouse'],
    ['Zoë Núñez', 'Zoë'],
    ['Zoë Núñez', 'Zoë Núñez Jr'],
    ['Zoë Núñez', 'Nunez Zoe'],
    ['Hana Owens', 'Hana 0wens'],
    ['Hana Owens', ''],
    ['...', '!!!'],
    ['', ''],
  ])('"%s" does not match "%s"', (named, typed) => {
    expect(sameSignerName(named, typed)).toBe(false);
  });

  it('compares letters and digits only, case- and accent-free', () => {
    expect(signerNameKey('  Zoë  Núñez. ')).toBe('zoenunez');
  });

  it('says what to type, the same words on the page and from the server', () => {
    expect(signerNameMismatch('Zoë Núñez')).toBe('Type your name as the contract names you: "Zoë Núñez".');
    expect(signerNameHint('Zoë Núñez')).toBe('Type your full name as it appears in the contract: Zoë Núñez');
  });
});
