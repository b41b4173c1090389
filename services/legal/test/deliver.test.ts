/**
 * In Illinois the homeowner signs that she received the
 * pamphlet "Home Repair: Know Your Consumer Rights" (815 ILCS 513/20). What
 * she acknowledges receiving, HomePact provides: the law record says which
 * documents are delivered apart from the contract, and `documentsToDeliver`
 * gives them for a contract under the record's conditions.
 */
import { describe, expect, it } from 'vitest';
import {
  assembleContract,
  deliveredDocumentFilename,
  deliveredDocumentHtml,
  deliveredDocumentPage,
  deliveredDocumentText,
  documentsToDeliver,
  jurisdictionCodes,
  lawFor,
  readFacts,
} from '../src/index.ts';
import { draftIn, GENERATED_AT } from './fixtures.ts';

const TITLE = 'Home Repair: Know Your Consumer Rights';
const il = (overrides: Record<string, unknown> = {}) => draftIn('IL', 'Illinois', overrides);

describe('documents the law wants delivered apart from the contract', () => {
  it('an Illinois contract gets the pamphlet, with its citation and its statutory opening', () => {
    const docs = documentsToDeliver(il());
    expect(docs.map((d) => d.id)).toEqual(['il-home-repair-pamphlet']);
    const [pamphlet] = docs;
    expect(pamphlet!.title).toBe(TITLE);
    expect(pamphlet!.state).toBe('IL');
    expect(pamphlet!.citation).toBe('815 ILCS 513/20');
    expect(pamphlet!.minPointSize).toBe(12);
    const opening = pamphlet!.sections[0]!;
    expect(opening).toMatchObject({ heading: 'HOME REPAIR: KNOW YOUR CONSUMER RIGHTS', verbatim: true, confidence: 'high' });
    expect(opening.paragraphs[0]).toMatch(
      /^As you plan for your home repair\/improvement project, it is important to ask the right questions/,
    );
    const headings = pamphlet!.sections.map((s) => s.heading);
    expect(headings).toEqual([
      'HOME REPAIR: KNOW YOUR CONSUMER RIGHTS',
      'AVOIDING HOME REPAIR FRAUD',
      'CONTRACTS',
      'BASIC TERMS TO BE INCLUDED IN A CONTRACT',
      'IF YOU THINK YOU HAVE BEEN DEFRAUDED',
      'CONSUMER RIGHTS ACKNOWLEDGMENT FORM',
    ]);
    // What was not read in the statute itself says so.
    expect(
      pamphlet!.sections
        .filter((s) => !s.verbatim)
        .every((s) => s.confidence !== 'high' || s.heading === 'CONSUMER RIGHTS ACKNOWLEDGMENT FORM'),
    ).toBe(true);
    expect(pamphlet!.unconfirmed.join(' ')).toMatch(/815 ILCS 513\/20\(c\)/);
  });

  it('the pamphlet is delivered at $1,000 or less too (513/20(b)), without the acknowledgment part', () => {
    const small = documentsToDeliver(il({ totalAmount: '800' }));
    expect(small.map((d) => d.id)).toEqual(['il-home-repair-pamphlet']);
    expect(small[0]!.sections.map((s) => s.heading)).not.toContain('CONSUMER RIGHTS ACKNOWLEDGMENT FORM');
    expect(documentsToDeliver(il({ totalAmount: '1000.01' }))[0]!.sections.map((s) => s.heading)).toContain(
      'CONSUMER RIGHTS ACKNOWLEDGMENT FORM',
    );
  });

  it('a California contract gets none, nor does a draft without a state', () => {
    expect(documentsToDeliver(draftIn('CA', 'California'))).toEqual([]);
    expect(documentsToDeliver({})).toEqual([]);
  });

  it('reads the facts the same way as the contract (facts or the form give the same answer)', () => {
    const form = il();
    expect(documentsToDeliver(readFacts(form))).toEqual(documentsToDeliver(form));
  });

  it('the Illinois contract’s acknowledgment names the pamphlet that is delivered', () => {
    const contract = assembleContract({ form: il(), generatedAt: GENERATED_AT });
    expect(contract.text).toContain('CONSUMER RIGHTS ACKNOWLEDGMENT FORM');
    expect(contract.text).toContain(`'${TITLE}.'`);
  });

  it('only Illinois delivers a document today; every record that does cites it', () => {
    const delivering = jurisdictionCodes().filter((c) => (lawFor(c)?.deliver ?? []).length > 0);
    expect(delivering).toEqual(['IL']);
    for (const code of delivering)
      for (const d of lawFor(code)!.deliver!) {
        expect(d.source).toMatch(/\S/);
        for (const s of d.sections) expect(s.source).toMatch(/\S/);
      }
  });

  it('renders as escaped HTML, a printable page in 12-point type, and plain text', () => {
    const [pamphlet] = documentsToDeliver(il());
    const html = deliveredDocumentHtml(pamphlet!);
    expect(html).toContain(`<h1 class="dd-title">${TITLE}</h1>`);
    expect(html).toContain('AVOIDING HOME REPAIR FRAUD');
    expect(html).not.toMatch(/<script/i);
    const page = deliveredDocumentPage(pamphlet!);
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('font-size: 12pt');
    const text = deliveredDocumentText(pamphlet!);
    expect(text.split('\n')[0]).toBe('HOME REPAIR: KNOW YOUR CONSUMER RIGHTS');
    expect(text).toContain('Source: 815 ILCS 513/20');
    expect(deliveredDocumentFilename(pamphlet!)).toBe('il-home-repair-pamphlet.html');
    expect(deliveredDocumentFilename(pamphlet!, 'pdf')).toBe('il-home-repair-pamphlet.pdf');
  });

  it('escapes whatever a document holds', () => {
    const [pamphlet] = documentsToDeliver(il());
    const html = deliveredDocumentHtml({ ...pamphlet!, title: '<img src=x onerror=alert(1)>' });
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });
});
