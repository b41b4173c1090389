import { describe, expect, it } from 'vitest';
import { documentBlocks, escapeHtml, parseContract, renderContractBodyHtml } from '@homepact/legal';
import { cssString } from '../../src/domain/escape.ts';
import { attachment, downloadFilename, fileTimestamp, generatedFilename, slugify } from '../../src/domain/filename.ts';
import { realContractText } from '@homepact/legal/testing';
import { pngDataUrl } from '@homepact/proto/testing';
import { ContractEvidenceSchema } from '@homepact/proto';
import { contractText, LEGAL_NOTE, renderContractHtml } from '../../src/domain/render-html.ts';
import { contractRecord, evidenceFor, expectCertificateShows, FULL_CONTRACT_TEXT } from '../fixtures/contracts.ts';

const at = new Date('2026-11-22T04:15:00.000Z');
const render = (text: string, serviceType = 'Kitchen Remodeling') =>
  renderContractHtml({ contract: { id: 'c-1', serviceType }, text, generatedAt: at });

/** The final document: the signed text with each signer's stamps, and the certificate of completion. */
const renderExecuted = (contract: ReturnType<typeof contractRecord>, ev: ReturnType<typeof evidenceFor>) =>
  renderContractHtml({ contract, text: ev.signedText, generatedAt: at, certificate: { executedAt: '2025-01-06T10:30:00.000Z', ...ev } });

/** The text a reader sees: tags removed, entities decoded, whitespace collapsed. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body>'));
  return body
    .replace(/<br>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe("the text, read by @homepact/legal's one model", () => {
  const blocks = documentBlocks(parseContract(FULL_CONTRACT_TEXT));
  const of = (type: string, level?: number) =>
    blocks.filter((b) => b.type === type && (level === undefined || ('level' in b && b.level === level)));

  it('reads the title block, the not-legal-advice note and the numbered ALL-CAPS headings', () => {
    expect(blocks[0]).toEqual({ type: 'title', text: 'HOME SERVICE CONTRACT' });
    expect(blocks[1]).toMatchObject({ type: 'subtitle' });
    expect(of('notice')).toHaveLength(1);
    expect(of('heading', 1).map((b) => (b as { text: string }).text)).toEqual([
      '1. PARTIES',
      '2. SCOPE OF WORK',
      '3. TIMELINE',
      '4. PRICE AND PAYMENT SCHEDULE',
      '5. MATERIALS AND TOOLS',
      '6. LICENSING AND INSURANCE',
      '7. SAFETY, CODES AND PERMITS',
      '8. CLEAN-UP',
      '9. SCHEDULE AND ACCESS',
      '10. WARRANTIES AND LIABILITY',
      '11. TERMINATION AND DISPUTE RESOLUTION',
      '12. GOVERNING LAW',
      '13. NOTICES REQUIRED BY LAW',
      '14. ELECTRONIC SIGNATURE CONSENT AND SIGNATURES',
    ]);
  });

  it('short ALL-CAPS lines are subheadings; long ones are conspicuous passages, not headings', () => {
    const subs = of('heading', 2).map((b) => (b as { text: string }).text);
    expect(subs).toContain('RESIDENTIAL CONSTRUCTION DISCLOSURE STATEMENT');
    expect(subs).toContain('NOTICE OF CANCELLATION (COPY 1 OF 2: FOR THE BUYER TO KEEP)');
    const loud = of('conspicuous').map((b) => (b as { text: string }).text);
    expect(loud.some((t) => t.startsWith('YOU MAY CANCEL THIS TRANSACTION'))).toBe(true);
    expect(loud.some((t) => t.startsWith('IMPORTANT NOTICE: YOU AND YOUR CONTRACTOR'))).toBe(true);
  });

  it('lines ending with a colon are subheadings; "- " lines are lists; citations are marked', () => {
    const labels = documentBlocks(
      parseContract('1. PAYMENT\nThe Homeowner pays as follows:\n- Deposit: $100\n- Final: $200\n(Source: 16 C.F.R. § 429.1)'),
    );
    expect(labels.map((b) => b.type)).toEqual(['heading', 'heading', 'list', 'source']);
    expect(labels[1]).toEqual({ type: 'heading', level: 3, text: 'The Homeowner pays as follows:' });
    expect(labels[2]).toEqual({ type: 'list', items: ['Deposit: $100', 'Final: $200'] });
  });

  it("the PDF's HTML holds the shared body rendering verbatim (the same document as the web pages)", () => {
    expect(render(FULL_CONTRACT_TEXT)).toContain(renderContractBodyHtml(parseContract(FULL_CONTRACT_TEXT)));
  });
});

describe('renderContractHtml', () => {
  it('shows every line of the text, in order, nothing lost', () => {
    const shown = visibleText(render(FULL_CONTRACT_TEXT));
    let from = 0;
    for (const line of FULL_CONTRACT_TEXT.split('\n')
      .map((l) => l.trim().replace(/^- /, ''))
      .filter(Boolean)) {
      const i = shown.indexOf(line.replace(/\s+/g, ' '), from);
      expect(i, `missing or out of order: ${line}`).toBeGreaterThanOrEqual(0);
      from = i;
    }
  });

  it('escapes user text: markup in the contract is shown as text, never parsed', () => {
    const html = render(
      'HOME SERVICE CONTRACT\n<img src="http://127.0.0.1:1/x"><script>alert(1)</script>\n<iframe src="file:///etc/passwd"></iframe>',
      '</style><script>x</script>',
    );
    expect(html).not.toMatch(/<img|<script|<iframe/i);
    expect(html).toContain('&lt;img src=&quot;http://127.0.0.1:1/x&quot;&gt;');
    // The service type reaches the page header as a CSS string: no way out of it.
    expect(html).not.toContain('</style><script>');
    expect(cssString('a"b\\c\n</style>')).toBe(String.raw`"a\22 b\5c c \3c \2f style\3e "`);
  });

  it('carries a strict CSP of its own and references nothing outside itself', () => {
    const html = render(FULL_CONTRACT_TEXT);
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:`);
    expect(html).not.toMatch(/(src|href)\s*=/i);
    expect(html).not.toMatch(/url\(/i);
  });

  it('Letter, 1 in margins, the title and the contract id in the page header, page numbers in the footer', () => {
    const html = render(FULL_CONTRACT_TEXT);
    expect(html).toMatch(/size: 8\.5in 11in;\s+margin: 1in;/);
    expect(html).toContain(String.raw`@top-left { content: "HOME SERVICE CONTRACT \7c  Kitchen Remodeling"`);
    expect(html).toMatch(/@top-right \{ content: "Contract c-1"/);
    expect(html).toContain('@bottom-center { content: "Page " counter(page) " of " counter(pages)');
  });

  it('keeps the text’s own not-legal-advice note, and adds one when the text has none', () => {
    const withNote = render(FULL_CONTRACT_TEXT);
    expect(withNote.match(/class="ct-notice"/g)).toHaveLength(1);
    expect(withNote).not.toContain(escapeHtml(LEGAL_NOTE.slice(18)));
    const without = render('1. SCOPE\nPaint the fence.');
    expect(without).toContain('class="ct-notice"');
    expect(visibleText(without)).toContain('It is not legal advice');
  });

  it('renders the edited text when there is one, else the generated one', () => {
    expect(contractText({ editedContractContent: 'EDITED', finalContract: 'GENERATED' })).toBe('EDITED');
    expect(contractText({ editedContractContent: null, finalContract: 'GENERATED' })).toBe('GENERATED');
  });

  it('appends the certificate of completion with every signer’s evidence', () => {
    const contract = contractRecord();
    const ev = evidenceFor(contract);
    const html = renderExecuted(contract, ev);
    const shown = visibleText(html);
    expect(html).toContain('class="certificate"');
    expectCertificateShows(shown, ev);
    for (const s of ev.signatures) expect(shown).toContain(s.userAgent);
    expect(shown).toContain('Fully executed');
  });
});

describe('file names', () => {
  it('slugifies the service type safely and stamps the time in UTC', () => {
    expect(slugify('Kitchen Remodeling')).toBe('kitchen-remodeling');
    expect(slugify('Électricité / "Plomberie" ../../etc')).toBe('electricite-plomberie-etc');
    expect(slugify('***')).toBe('contract');
    expect(slugify('x'.repeat(200))).toHaveLength(60);
    expect(fileTimestamp(at)).toBe('20261122-041500');
    expect(downloadFilename('Roof / Gutter Repair', at)).toBe('contract-roof-gutter-repair-20261122-041500.pdf');
    expect(downloadFilename('', at)).toBe('contract-home-services-20261122-041500.pdf');
    expect(generatedFilename('3f1c2a9e-8d7b-4c6a-9e1f-2b3c4d5e6f70')).toBe('contract-3f1c2a9e-8d7b-4c6a-9e1f-2b3c4d5e6f70.pdf');
    expect(attachment('contract-a.pdf')).toBe('attachment; filename="contract-a.pdf"');
  });
});

describe('the homeowner’s separate elections and the acknowledgment lines (an Illinois contract with arbitration)', () => {
  const IL_TEXT = realContractText('IL');
  const contract = contractRecord({ editedContractContent: IL_TEXT });
  const base = evidenceFor(contract);
  // As contracts answers GET /internal/contracts/:id/evidence (the client's schema keeps the choices).
  const ev = ContractEvidenceSchema.parse({
    ...base,
    signatures: base.signatures.map((s) =>
      s.role === 'homeowner'
        ? {
            ...s,
            elections: [
              { id: 'binding-arbitration-clause', label: 'Binding arbitration clause', choice: 'accept' },
              { id: 'waiver-of-trial-by-jury', label: 'Waiver of trial by jury', choice: 'reject' },
            ],
          }
        : { ...s, elections: [] },
    ),
  });
  const html = renderExecuted(contract, ev);
  const shown = visibleText(html);

  it('the executed document stamps each choice on its line, initialled by the homeowner, and both acknowledgment lines', () => {
    expect(shown).toContain(
      'Binding arbitration clause. Accept ☑ Reject ☐ — accepted and initialled electronically by Hana Owens on January 6, 2025 at 03:00:00 CST',
    );
    expect(shown).toContain(
      'Waiver of trial by jury. Accept ☐ Reject ☑ — rejected and initialled electronically by Hana Owens on January 6, 2025 at 03:00:00 CST',
    );
    expect(shown).toContain("Homeowner's signature: Signed electronically by Hana Owens Date: January 6, 2025 at 03:00:00 CST");
    expect(shown).toContain("Contractor's signature: Signed electronically by Pat Builder Date: January 6, 2025 at 04:30:00 CST");
    expect(shown).not.toMatch(/Accept _{3,}/);
  });

  it('the certificate of completion lists the choices under the homeowner, and the acknowledgment each signature signs', () => {
    const cert = shown.slice(shown.indexOf('CERTIFICATE OF COMPLETION'));
    const homeowner = cert.slice(cert.indexOf('Homeowner: Hana Owens'), cert.indexOf('Service provider: Pat Builder'));
    const provider = cert.slice(cert.indexOf('Service provider: Pat Builder'));
    expect(homeowner).toContain(
      'Clauses accepted or rejected separately (initialled electronically) Binding arbitration clause: Accepted Waiver of trial by jury: Rejected',
    );
    expect(homeowner).toContain('Acknowledgment signed with this signature CONSUMER RIGHTS ACKNOWLEDGMENT FORM');
    expect(provider).not.toContain('Clauses accepted or rejected separately');
    expect(provider).toContain('Acknowledgment signed with this signature CONSUMER RIGHTS ACKNOWLEDGMENT FORM');
  });

  it('before signing (the draft PDF) the lines stay blank', () => {
    const draft = visibleText(renderContractHtml({ contract, text: IL_TEXT, generatedAt: at }));
    expect(draft).toMatch(/Binding arbitration clause\. Accept _{3,} Reject _{3,} \(Homeowner's initials\)/);
    expect(draft).not.toContain('initialled electronically');
  });
});

describe('the notices the homeowner confirmed receiving before signing (a Texas contract)', () => {
  const TX_TEXT = realContractText('TX');
  const contract = contractRecord({ editedContractContent: TX_TEXT });
  const base = evidenceFor(contract);
  const confirmed = [
    {
      id: 'residential-construction-disclosure-statement',
      title: 'RESIDENTIAL CONSTRUCTION DISCLOSURE STATEMENT',
      confirmedAt: '2025-01-06T09:00:00.000Z',
    },
  ];
  const certificateOf = (html: string) => {
    const cert = visibleText(html);
    return cert.slice(cert.indexOf('CERTIFICATE OF COMPLETION'));
  };

  it('the text really carries the statement the law wants delivered before signing', () => {
    expect(parseContract(TX_TEXT).disclosures.map((d) => d.title)).toEqual(['RESIDENTIAL CONSTRUCTION DISCLOSURE STATEMENT']);
  });

  it('the certificate lists each one under the homeowner, in title case, with when it was confirmed', () => {
    // As contracts answers GET /internal/contracts/:id/evidence (the client's schema keeps the confirmations).
    const ev = ContractEvidenceSchema.parse({
      ...base,
      signatures: base.signatures.map((s) => ({ ...s, disclosures: s.role === 'homeowner' ? confirmed : [] })),
    });
    const cert = certificateOf(renderExecuted(contract, ev));
    const homeowner = cert.slice(cert.indexOf('Homeowner: Hana Owens'), cert.indexOf('Service provider: Pat Builder'));
    const provider = cert.slice(cert.indexOf('Service provider: Pat Builder'));
    expect(homeowner).toContain(
      'Received before signing Residential Construction Disclosure Statement, confirmed January 6, 2025 at 09:00:00 UTC',
    );
    expect(provider).not.toContain('Received before signing');
  });

  it('evidence without confirmations (the provider, older signatures: contracts answers an empty list) has no such line', () => {
    const none = ContractEvidenceSchema.parse(base);
    expect(none.signatures.map((s) => s.disclosures)).toEqual([[], []]);
    expect(certificateOf(renderExecuted(contract, none))).not.toContain('Received before signing');
  });
});

describe('what is signed is right: the certificate and the stamps name each party as the contract does', () => {
  const contract = contractRecord({ homeownerFirstName: 'Zoë', homeownerLastName: 'Núñez' });
  const base = evidenceFor(contract);
  const drawn = pngDataUrl(600, 200, 80);
  const typedPicture = pngDataUrl(640, 160, 30);
  const certificateOf = (html: string) => {
    const shown = visibleText(html);
    return shown.slice(shown.indexOf('CERTIFICATE OF COMPLETION'));
  };

  it('older evidence whose typed name was anyone’s ("Mickey Mouse"): the party is the contract’s, the typed name shown as typed', () => {
    const ev = ContractEvidenceSchema.parse({
      ...base,
      signatures: base.signatures.map((s) =>
        s.role === 'homeowner'
          ? // contracts answers an older signature's typed name as its `name`, which was it.
            {
              ...s,
              name: 'Mickey Mouse',
              typedName: 'Mickey Mouse',
              adopted: { kind: 'typed', text: 'Mickey Mouse', font: 'Caveat', image: null, imageSha256: null },
            }
          : s,
      ),
    });
    const html = renderExecuted(contract, ev);
    const cert = certificateOf(html);
    expect(cert).toContain('Homeowner: Zoë Núñez');
    expect(cert).not.toContain('Homeowner: Mickey Mouse');
    expect(cert).toContain('Name typed when signing Mickey Mouse');
    const block = /<section class="ct-signature-block ct-signed" data-party="homeowner">(.*?)<\/section>/s.exec(html)?.[1] ?? '';
    expect(visibleText(`<body>${block}`)).toContain('Signed electronically by Zoë Núñez');
  });

  it('a drawn signature is "Signature (drawn)", never "typed name"; a typed one is its text in its face, without any picture sent with it', () => {
    const ev = ContractEvidenceSchema.parse({
      ...base,
      signatures: base.signatures.map((s) =>
        s.role === 'homeowner'
          ? {
              ...s,
              name: 'Zoë Núñez',
              typedName: 'zoe nunez',
              adopted: { kind: 'drawn', text: null, font: null, image: drawn, imageSha256: 'd'.repeat(64) },
            }
          : {
              ...s,
              typedName: 'Pat Builder',
              adopted: { kind: 'typed', text: 'Pat Builder', font: 'Great Vibes', image: typedPicture, imageSha256: 'e'.repeat(64) },
            },
      ),
    });
    const html = renderExecuted(contract, ev);
    const cert = certificateOf(html);
    expect(cert).not.toContain('typed name');
    const homeowner = cert.slice(cert.indexOf('Homeowner: Zoë Núñez'), cert.indexOf('Service provider: Pat Builder'));
    const provider = cert.slice(cert.indexOf('Service provider: Pat Builder'));
    expect(homeowner).toContain('Name typed when signing zoe nunez');
    expect(homeowner).toContain('Signature (drawn) drawn on the signing page');
    expect(homeowner).not.toContain('Signature (typed)');
    expect(provider).toContain('Signature (typed) Pat Builder typed in Great Vibes');
    // The typed signature is stamped as text, in the document and on the certificate: the picture is never shown.
    expect(html).not.toContain(typedPicture);
    expect(html).toContain(drawn);
    const block = /<section class="ct-signature-block ct-signed" data-party="provider">(.*?)<\/section>/s.exec(html)?.[1] ?? '';
    expect(block).toContain('class="ct-sig-typed"');
    expect(block).toContain('Great Vibes');
  });

  it('elections keyed by an id like "constructor" are stamped as chosen, and a line without a choice stays blank', () => {
    const text =
      "HOME SERVICE CONTRACT\n\n1. DISPUTES\nConstructor. Accept ____  Reject ____  (Homeowner's initials)\nToString. Accept ____  Reject ____  (Homeowner's initials)";
    const c = contractRecord({ editedContractContent: text });
    const b = evidenceFor(c);
    const ev = ContractEvidenceSchema.parse({
      ...b,
      signatures: b.signatures.map((s) =>
        s.role === 'homeowner' ? { ...s, elections: [{ id: 'tostring', label: 'ToString', choice: 'reject' }] } : s,
      ),
    });
    const shown = visibleText(renderExecuted(c, ev));
    expect(shown).toMatch(/Constructor\. Accept _{3,} Reject _{3,} \(Homeowner's initials\)/);
    expect(shown).toContain('ToString. Accept ☐ Reject ☑ — rejected and initialled electronically by Hana Owens');
  });
});
