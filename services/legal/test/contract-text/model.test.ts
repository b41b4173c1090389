import { describe, expect, it } from 'vitest';
import {
  documentBlocks,
  documentReadingText,
  fromEditable,
  headingLevel,
  headingOutline,
  newSectionHeading,
  normaliseContractText,
  parseContract,
  renderContractBodyHtml,
  toEditable,
} from '../../src/index.ts';
import { CONTRACT_FIXTURE_STATES as STATES, realContractText as fixture } from '../testing.ts';

/** Real contracts as services/ai's built-in writer returns them (see generate-fixtures.ts). */
const squash = (s: string) => s.replace(/\s+/g, '');

describe.each(STATES)('a real %s contract', (code) => {
  const text = fixture(code);
  const doc = parseContract(text);

  it('reads into the golden outline: sections, headings, signature blocks', async () => {
    const golden = {
      title: doc.title,
      sections: doc.sections.map((s) => ({ id: s.id, heading: s.heading, blocks: s.blocks.map((b) => b.type) })),
      headings: headingOutline(doc).map((h) => `${h.level} ${h.text}`),
      signatureBlocks: doc.signatureBlocks.map((b) => b.party),
    };
    await expect(`${JSON.stringify(golden, null, 2)}\n`).toMatchFileSnapshot(`./golden/${code}.outline.json`);
  });

  it('renders to the golden HTML', async () => {
    await expect(renderContractBodyHtml(doc)).toMatchFileSnapshot(`./golden/${code}.body.html`);
  });

  it('keeps every character: the blocks read back as the whole text, in order (list markers become bullets)', () => {
    const read = squash(documentReadingText(doc).join(''));
    const expected = squash(normaliseContractText(text).replace(/^[-•*]\s+/gm, ''));
    expect(read === expected, 'the reading text differs from the text').toBe(true);
  });

  it('has the homeowner and the provider signature blocks, last, with blank signature and date lines', () => {
    const parties = doc.signatureBlocks.filter((b) => b.party).map((b) => b.party);
    expect(parties).toEqual(['homeowner', 'provider']);
    const last = doc.sections.at(-1)!;
    expect(last.heading).toMatch(/^\d+\. ELECTRONIC SIGNATURE CONSENT AND SIGNATURES$/);
    const blocks = last.blocks.filter((b) => b.type === 'signature-block');
    for (const b of blocks) {
      expect(b.lines.find((l) => l.kind === 'signature')?.blank).toBe(true);
      expect(b.lines.find((l) => l.kind === 'date')?.blank).toBe(true);
    }
  });

  it('reads the FTC line "I HEREBY CANCEL THIS TRANSACTION." as conspicuous body text, never a heading', () => {
    const blocks = documentBlocks(doc);
    const ftc = blocks.filter((b) => 'text' in b && b.text === 'I HEREBY CANCEL THIS TRANSACTION.');
    expect(ftc).toHaveLength(2);
    expect(ftc.every((b) => b.type === 'conspicuous')).toBe(true);
    expect(headingOutline(doc).some((h) => h.text.startsWith('I HEREBY CANCEL'))).toBe(false);
    // The cancellation form's own lines stay blank: the buyer fills them to cancel.
    expect(doc.text).toContain("Buyer's signature: ______________________________");
  });

  it('edits losslessly: the editable form gives back the same text', () => {
    const editable = toEditable(text);
    expect(editable.fixed?.heading).toMatch(/SIGNATURES$/);
    expect(editable.sections.length).toBe(doc.sections.length - 2);
    expect(fromEditable(editable)).toBe(normaliseContractText(text));
  });
});

describe('the reading rules', () => {
  it.each([
    ['1. PARTIES', 1],
    ['13. NOTICES REQUIRED BY LAW', 1],
    ['3. Timeline', 1],
    ['MECHANICS LIEN WARNING', 2],
    ['NOTICE OF CANCELLATION (COPY 1 OF 2: FOR THE BUYER TO KEEP)', 2],
    ['What happens next:', 3],
    ['I HEREBY CANCEL THIS TRANSACTION.', 0],
    ['1. The Provider will do the work.', 0],
    ['Homeowner: Maria Lopez', 0],
    ['YOU, THE BUYER, MAY CANCEL THIS TRANSACTION AT ANY TIME PRIOR TO MIDNIGHT OF THE THIRD BUSINESS DAY AFTER THE DATE', 0],
  ])('%s -> level %i', (line, level) => {
    expect(headingLevel(line)).toBe(level);
  });

  it('finds the parties by the block titles; any other signer (a spouse) stays a paper line', () => {
    const doc = parseContract(
      [
        '9. SIGNATURES',
        'HOMEOWNER',
        'Signature: ______',
        'Date: ______',
        '',
        "HOMEOWNER'S SPOUSE (signs if married)",
        'Signature: ______',
        '',
        'WITNESS',
        'Signature: ______',
        '',
        'CONTRACTOR',
        'Signature: ______',
        'Name: Pat',
      ].join('\n'),
    );
    expect(doc.signatureBlocks.map((b) => b.party)).toEqual(['homeowner', null, 'provider']);
  });

  it('lists, sources and the legal note', () => {
    const doc = parseContract('TITLE LINE\nsub\n\nThis is not legal advice.\n\n1. A\n- one\n- two\n(Source: law)\n');
    expect(documentBlocks(doc).map((b) => b.type)).toEqual(['title', 'subtitle', 'notice', 'heading', 'list', 'source']);
  });

  it('escapes everything a user typed', () => {
    const html = renderContractBodyHtml(parseContract('1. SCOPE\n<img src=x onerror=alert(1)>\nA & B "q" \u202Eevil'));
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('A &amp; B &quot;q&quot; evil');
    expect(html).not.toContain('<img');
  });
});

describe('stamping the signature blocks', () => {
  const text = fixture('CA');
  const doc = parseContract(text);
  const png = 'data:image/png;base64,iVBORw0KGgo=';

  it('puts each signer image, name and time into their own block, and no blank signature or date line remains there', () => {
    const html = renderContractBodyHtml(doc, {
      stamps: {
        homeowner: { name: 'Maria Lopez', signedAtText: 'March 3, 2026 at 10:00:00 UTC', image: png },
        provider: { name: 'Sam Ortiz', signedAtText: 'March 4, 2026 at 11:00:00 UTC', typed: { text: 'Sam Ortiz', font: 'Caveat' } },
      },
    });
    const block = (party: string) =>
      new RegExp(`<section class="ct-signature-block ct-signed" data-party="${party}">(.*?)</section>`).exec(html)?.[1];
    const homeowner = block('homeowner')!;
    const provider = block('provider')!;
    expect(homeowner).toContain(`<img class="ct-sig-image" src="${png}" alt="Signature of Maria Lopez">`);
    expect(homeowner).toContain('March 3, 2026 at 10:00:00 UTC');
    expect(provider).toContain(`font-family: 'Caveat', cursive">Sam Ortiz</span>`);
    expect(provider).toContain('March 4, 2026 at 11:00:00 UTC');
    for (const b of [homeowner, provider]) expect(b).not.toContain('ct-sig-blank');
  });

  it('refuses to put anything but a PNG data URL into an img', () => {
    const html = renderContractBodyHtml(doc, {
      stamps: { homeowner: { name: 'M', signedAtText: 'now', image: 'javascript:alert(1)" onerror="x' } },
    });
    expect(html).not.toContain('javascript:');
  });
});

describe('editing as a document', () => {
  const text = fixture('TX');

  it('a new section goes above the signatures, which are renumbered after it', () => {
    const e = toEditable(text);
    const heading = newSectionHeading(e);
    expect(heading).toBe('14. NEW SECTION');
    e.sections.push({ key: 'new', heading: '14. EXTRA WORK', body: '- Paint the fence\n- Haul the debris' });
    const out = parseContract(fromEditable(e));
    expect(out.sections.at(-2)!.heading).toBe('14. EXTRA WORK');
    expect(out.sections.at(-2)!.blocks[0]).toEqual({ type: 'list', items: ['Paint the fence', 'Haul the debris'] });
    expect(out.sections.at(-1)!.heading).toBe('15. ELECTRONIC SIGNATURE CONSENT AND SIGNATURES');
    expect(out.signatureBlocks.filter((b) => b.party).map((b) => b.section)).toEqual([out.sections.length - 1, out.sections.length - 1]);
  });

  it('text an older edit left below the signature blocks moves above them', () => {
    const e = toEditable(`${text.trimEnd()}\n\nAlso: the homeowner keeps the old cabinets.\n`);
    expect(e.sections.at(-1)).toMatchObject({ heading: 'ADDITIONAL TERMS', body: 'Also: the homeowner keeps the old cabinets.' });
    const out = fromEditable(e);
    expect(out.trimEnd().endsWith('Date: ________________')).toBe(true);
    expect(out.indexOf('keeps the old cabinets')).toBeLessThan(out.indexOf('ELECTRONIC SIGNATURE CONSENT AND SIGNATURES'));
  });
});

describe('the homeowner’s separate elections and the acknowledgment lines (815 ILCS 513/15.1, 513/20), found by their shape', () => {
  const il = parseContract(fixture('IL'));
  const stamp = (name: string, elections?: Record<string, 'accept' | 'reject'>) => ({
    name,
    signedAtText: 'November 23, 2026 at 18:30:00 UTC',
    typed: { text: name, font: 'Caveat' },
    elections,
  });

  it('lists the Illinois arbitration and jury-waiver elections with the statute sentence as help, and both acknowledgment lines', () => {
    expect(il.elections.map((e) => [e.id, e.label])).toEqual([
      ['binding-arbitration-clause', 'Binding arbitration clause'],
      ['waiver-of-trial-by-jury', 'Waiver of trial by jury'],
    ]);
    expect(il.elections[1]!.help).toMatch(/^Illinois law gives the Homeowner the choice to accept or reject/);
    expect(il.acknowledgments.map((a) => [a.party, a.form, a.hasDate])).toEqual([
      ['homeowner', 'CONSUMER RIGHTS ACKNOWLEDGMENT FORM', true],
      ['provider', 'CONSUMER RIGHTS ACKNOWLEDGMENT FORM', true],
    ]);
  });

  it('finds none in a contract without such lines', () => {
    for (const code of STATES.filter((c) => c !== 'IL')) {
      const doc = parseContract(fixture(code));
      expect([code, doc.elections, doc.acknowledgments]).toEqual([code, [], []]);
    }
  });

  it('finds edited lines in any text (no state), numbers repeated clauses, and ignores signature lines outside an acknowledgment form', () => {
    const doc = parseContract(
      [
        'MY CONTRACT',
        '',
        '1. DISPUTES',
        'You may choose.',
        "Class action waiver. Accept ____ Reject ____ (Homeowner's initials)",
        "Class action waiver Accept ___  Reject ___  (the owner's initials)",
        '',
        "Homeowner's signature: ______  Date: ____",
        '',
        'PAMPHLET ACKNOWLEDGEMENT',
        "Homeowner's signature: ______",
      ].join('\n'),
    );
    expect(doc.elections.map((e) => [e.id, e.label, e.help])).toEqual([
      ['class-action-waiver', 'Class action waiver', 'You may choose.'],
      ['class-action-waiver-2', 'Class action waiver', 'You may choose.'],
    ]);
    expect(doc.acknowledgments.map((a) => [a.party, a.form, a.hasDate])).toEqual([['homeowner', 'PAMPHLET ACKNOWLEDGEMENT', false]]);
  });

  it('renders the lines unchanged until signed (the golden HTML), and stamps the choices and the acknowledgment once signed', () => {
    const blank = renderContractBodyHtml(il);
    expect(blank).toContain('Binding arbitration clause. Accept ________________  Reject ________________  (Homeowner&#39;s initials)');
    expect(blank).not.toContain('☑');
    const signed = renderContractBodyHtml(il, {
      stamps: {
        homeowner: stamp('Hana Owens', { 'binding-arbitration-clause': 'accept', 'waiver-of-trial-by-jury': 'reject' }),
        provider: stamp('Pat Builder'),
      },
    });
    expect(signed).toContain(
      '<span class="ct-election ct-signed" data-election="binding-arbitration-clause" data-choice="accept">Binding arbitration clause. <span class="ct-sig-value">Accept ☑</span>  <span class="ct-election-other">Reject ☐</span> <span class="ct-sig-by">— accepted and initialled electronically by Hana Owens on November 23, 2026 at 18:30:00 UTC</span></span>',
    );
    expect(signed).toContain(
      'data-choice="reject">Waiver of trial by jury. <span class="ct-election-other">Accept ☐</span>  <span class="ct-sig-value">Reject ☑</span>',
    );
    expect(signed).toContain(
      '<span class="ct-label">Homeowner&#39;s signature:</span> <span class="ct-sig-value">Signed electronically by Hana Owens</span>\u2003<span class="ct-label">Date:</span> <span class="ct-sig-value">November 23, 2026 at 18:30:00 UTC</span>',
    );
    expect(signed).toContain('<span class="ct-sig-value">Signed electronically by Pat Builder</span>');
    expect(signed).not.toContain('Accept ________________');
  });

  it('leaves an election blank when the homeowner signed without a choice for it, and the provider’s line blank until they sign', () => {
    const html = renderContractBodyHtml(il, { stamps: { homeowner: stamp('Hana Owens', { 'binding-arbitration-clause': 'accept' }) } });
    expect(html).toContain('Waiver of trial by jury. Accept ________________');
    expect(html).toContain('<span class="ct-label">Contractor&#39;s signature:</span> ______________________________');
    expect(html).not.toContain('Pat Builder');
  });
});
