import { describe, expect, it } from 'vitest';
import {
  fromEditable,
  headingWords,
  numberedHeading,
  renumber,
  rewriteReferences,
  sectionReferences,
  splitHeading,
  toEditable,
  type EditableContract,
  type EditableSection,
} from '../../src/index.ts';
import { CONTRACT_FIXTURE_STATES as STATES, realContractText as fixture } from '../testing.ts';

const section = (key: string, heading: string, body = ''): EditableSection => ({ key, heading, body });
const SIGNATURES = {
  heading: '5. SIGNATURES',
  body: 'By signing, each party agrees, including the notices in Section 4.\nHOMEOWNER\nSignature: ____',
};
/** Four sections and the signature section 5; the bodies refer to each other. */
const contract = (): EditableContract => ({
  preamble: 'HOME SERVICE CONTRACT\nSee Section 2 for the work.',
  sections: [
    section('parties', '1. PARTIES', 'Homeowner: Dana'),
    section('scope', '2. SCOPE OF WORK', 'Replace the faucet, subject to the delays described in Section 3.'),
    section('timeline', '3. TIMELINE', 'Weather delays extend the dates. Sections 2 and 4 still apply.'),
    section('notices', '4. NOTICES', 'See section 2, and Section 5 for signatures.'),
  ],
  fixed: { ...SIGNATURES },
});
const headings = (e: EditableContract) => [...e.sections.map((s) => s.heading), e.fixed?.heading];
const body = (e: EditableContract, key: string) => e.sections.find((s) => s.key === key)!.body;
const move = (e: EditableContract, from: number, to: number): EditableContract => {
  const sections = [...e.sections];
  const [s] = sections.splice(from, 1);
  sections.splice(to, 0, s!);
  return { ...e, sections };
};

describe('headings: the number is the editor’s, the words the person’s', () => {
  it.each([
    ['9. SCHEDULE AND ACCESS', 9, '. ', 'SCHEDULE AND ACCESS'],
    ['9) SCHEDULE', 9, ') ', 'SCHEDULE'],
    ['9 SCHEDULE', 9, ' ', 'SCHEDULE'],
    ['9.', 9, '. ', ''],
    ['9. EXTRA ', 9, '. ', 'EXTRA '],
    ['9. 24 HOUR SERVICE', 9, '. ', '24 HOUR SERVICE'],
    ['ADDITIONAL TERMS', null, '. ', 'ADDITIONAL TERMS'],
    ['1099 FORMS', null, '. ', '1099 FORMS'],
    ['3.5 TONS', null, '. ', '3.5 TONS'],
  ])('%j -> %s %j %j', (heading, number, separator, words) => {
    expect(splitHeading(heading)).toEqual({ number, separator, words });
    expect(headingWords(heading)).toBe(words);
  });

  it.each([
    [3, 'WARRANTY', '. ', '3. WARRANTY'],
    [3, '  WARRANTY', '. ', '3. WARRANTY'],
    [3, '', '. ', '3.'],
    [3, 'WARRANTY', ') ', '3) WARRANTY'],
    [3, '', ' ', '3.'],
  ])('numberedHeading(%i, %j, %j) -> %j', (n, words, separator, heading) => {
    expect(numberedHeading(n, words, separator)).toBe(heading);
  });
});

describe('section references', () => {
  it.each([
    ['the delays described in Section 9.', [9]],
    ['the notices in section 13', [13]],
    ['SEE THE FORMS IN SECTION 13 OF THIS CONTRACT', [13]],
    ['Sections 9 and 10 apply', [9, 10]],
    ['Sections 2, 3, and 4', [2, 3, 4]],
    ['Sections 2 or 3', [2, 3]],
    ['as in Section 4 and 30 days later', [4]],
    ['Section 4(a)', [4]],
    ['a Section 608 certified technician', [608]],
    ['Business and Professions Code Section 7159', []],
    ['(SECTIONS 713.001-713.37, FLORIDA STATUTES)', []],
    ['UCC Section 2-302', []],
    ['Sections 9-11', []],
    ['subsection 3 of the act', []],
    ['no reference here, 9 sections', []],
  ])('%j -> %j', (text, numbers) => {
    expect(sectionReferences(text)).toEqual(numbers);
  });

  it.each([
    ['Section 9 and Section 8.', 'Section 8 and Section 9.'],
    ['Sections 8 and 9', 'Sections 9 and 8'],
    ['SECTION 9 OF THIS CONTRACT', 'SECTION 8 OF THIS CONTRACT'],
    ['Section 9 and 30 days', 'Section 8 and 30 days'],
    ['Section 7159 and Section 10', 'Section 7159 and Section 10'],
  ])('swapping 8 and 9 in one pass: %j -> %j', (text, out) => {
    expect(rewriteReferences(text, (n) => (n === 8 ? 9 : n === 9 ? 8 : n))).toBe(out);
  });
});

describe('renumber', () => {
  it('changes nothing when nothing moved', () => {
    const e = contract();
    const r = renumber(e);
    expect(r.editable).toEqual(e);
    expect(r.dangling).toEqual([]);
  });

  it.each(STATES)('changes nothing in a real %s contract', (code) => {
    const e = toEditable(fixture(code));
    const r = renumber(e);
    expect(r.dangling).toEqual([]);
    expect(fromEditable(r.editable)).toBe(fromEditable(e));
  });

  it.each([
    // [what, from, to, headings in order (by key), the references after]
    ['moving TIMELINE up above SCOPE', 2, 1, ['parties', 'timeline', 'scope', 'notices']],
    ['moving SCOPE down below TIMELINE', 1, 2, ['parties', 'timeline', 'scope', 'notices']],
    ['moving PARTIES to the end', 0, 3, ['scope', 'timeline', 'notices', 'parties']],
  ])('%s: headings 1..n in order, every reference follows its section', (_what, from, to, order) => {
    const before = contract();
    const oldNumber = new Map(before.sections.map((s, i) => [s.key, i + 1]));
    const r = renumber(move(before, from, to));
    const e = r.editable;
    expect(e.sections.map((s) => s.key)).toEqual(order);
    expect(e.sections.map((s) => s.heading)).toEqual(
      order.map((key, i) => `${i + 1}. ${headingWords(before.sections.find((s) => s.key === key)!.heading)}`),
    );
    expect(e.fixed?.heading).toBe('5. SIGNATURES');
    // Each reference now names the new number of the section it named before.
    const newNumber = (old: number) => {
      if (old === 5) return 5;
      const key = [...oldNumber].find(([, n]) => n === old)![0];
      return order.indexOf(key) + 1;
    };
    const expected = (text: string) => rewriteReferences(text, newNumber);
    expect(e.preamble).toBe(expected(before.preamble));
    for (const s of before.sections) expect(body(e, s.key)).toBe(expected(s.body));
    expect(e.fixed?.body).toBe(expected(before.fixed!.body));
    expect(r.dangling).toEqual([]);
  });

  it('swapped numbers do not cascade: 2 <-> 3 in one pass', () => {
    const e = renumber(move(contract(), 2, 1)).editable;
    expect(e.preamble).toBe('HOME SERVICE CONTRACT\nSee Section 3 for the work.');
    expect(body(e, 'scope')).toBe('Replace the faucet, subject to the delays described in Section 2.');
    expect(body(e, 'timeline')).toBe('Weather delays extend the dates. Sections 3 and 4 still apply.');
    expect(body(e, 'notices')).toBe('See section 3, and Section 5 for signatures.');
  });

  it('a new section is numbered before the signature section, which moves to the last number; references to it follow', () => {
    const e = contract();
    const r = renumber({ ...e, sections: [...e.sections, section('new', 'NEW SECTION')] });
    expect(headings(r.editable)).toEqual([
      '1. PARTIES',
      '2. SCOPE OF WORK',
      '3. TIMELINE',
      '4. NOTICES',
      '5. NEW SECTION',
      '6. SIGNATURES',
    ]);
    expect(body(r.editable, 'notices')).toBe('See section 2, and Section 6 for signatures.');
    expect(r.editable.fixed?.body).toBe(SIGNATURES.body);
    const text = fromEditable(r.editable);
    expect(text).toContain('\n\n5. NEW SECTION\n\n6. SIGNATURES\n');
  });

  it('two sections can never share a number: duplicates and gaps from an older edit are put in order', () => {
    const e: EditableContract = {
      preamble: '',
      sections: [
        section('a', '7. A', 'See Section 8.'),
        section('b', '9. B'),
        section('c', '8. C'),
        section('d', '13. D'),
        section('e', '13. E'),
      ],
      fixed: { heading: '13. SIGNATURES', body: 'Signature: ____' },
    };
    const r = renumber(e);
    expect(headings(r.editable)).toEqual(['1. A', '2. B', '3. C', '4. D', '5. E', '6. SIGNATURES']);
    expect(body(r.editable, 'a')).toBe('See Section 3.');
  });

  it('an unnumbered heading (text once below the signatures) gets its number', () => {
    const e = contract();
    e.sections.push(section('extra', 'ADDITIONAL TERMS', 'Also this.'));
    expect(headings(renumber(e).editable).slice(-2)).toEqual(['5. ADDITIONAL TERMS', '6. SIGNATURES']);
  });

  it('keeps "9)" and "9 " styles and the words while the person types them', () => {
    const e: EditableContract = { preamble: '', sections: [section('a', '2) A '), section('b', '1 B'), section('c', '3.')], fixed: null };
    expect(renumber(e).editable.sections.map((s) => s.heading)).toEqual(['1) A ', '2 B', '3.']);
  });

  describe('removing a section', () => {
    const remove = (e: EditableContract, key: string) => {
      const gone = e.sections.find((s) => s.key === key)!;
      return renumber({ ...e, sections: e.sections.filter((s) => s !== gone) }, [{ heading: gone.heading }]);
    };

    it.each([
      // [removed, dangling numbers with where each is mentioned]
      ['scope', [{ number: 2, heading: 'SCOPE OF WORK', where: ['preamble', 'timeline', 'notices'] }]],
      ['timeline', [{ number: 3, heading: 'TIMELINE', where: ['scope'] }]],
      ['notices', [{ number: 4, heading: 'NOTICES', where: ['timeline', 'fixed'] }]],
      ['parties', []],
    ])('removing %s reports the references to it, by the sections that mention it', (key, expected) => {
      const r = remove(contract(), key);
      expect(r.dangling.map((d) => ({ number: d.number, heading: d.heading, where: d.mentionedIn.map((m) => m.key) }))).toEqual(expected);
      expect(r.editable.dangling).toEqual(r.dangling.length ? r.dangling : undefined);
      expect(r.editable.sections.map((s) => s.heading)).toEqual(r.editable.sections.map((s, i) => `${i + 1}. ${headingWords(s.heading)}`));
      expect(r.editable.fixed?.heading).toBe('4. SIGNATURES');
    });

    it('leaves the dangling reference as it reads, moves the others, and names the mentioning sections by their new headings', () => {
      const r = remove(contract(), 'timeline');
      expect(body(r.editable, 'scope')).toBe('Replace the faucet, subject to the delays described in Section 3.');
      expect(body(r.editable, 'notices')).toBe('See section 2, and Section 4 for signatures.');
      expect(r.editable.fixed?.body.split('\n')[0]).toBe('By signing, each party agrees, including the notices in Section 3.');
      expect(r.dangling[0]!.mentionedIn).toEqual([{ key: 'scope', heading: '2. SCOPE OF WORK' }]);
    });

    it('stays reported through later moves (never pointed at the section now numbered 3), until the text no longer mentions it', () => {
      let e = remove(contract(), 'timeline').editable;
      // Now: 1 PARTIES, 2 SCOPE (mentions removed 3), 3 NOTICES, 4 SIGNATURES (mentions 3 = NOTICES).
      e = renumber(move(e, 2, 1)).editable; // NOTICES up: 1 PARTIES, 2 NOTICES, 3 SCOPE, 4 SIGNATURES
      expect(e.sections.map((s) => s.heading)).toEqual(['1. PARTIES', '2. NOTICES', '3. SCOPE OF WORK']);
      expect(body(e, 'scope')).toBe('Replace the faucet, subject to the delays described in Section 3.');
      expect(e.fixed?.body.split('\n')[0]).toBe('By signing, each party agrees, including the notices in Section 2.');
      expect(e.dangling?.map((d) => [d.number, d.mentionedIn.map((m) => m.heading)])).toEqual([[3, ['3. SCOPE OF WORK']]]);
      // The person rewrites the sentence: the warning goes.
      const fixed = { ...e, sections: e.sections.map((s) => (s.key === 'scope' ? { ...s, body: 'Replace the faucet.' } : s)) };
      const r = renumber(fixed);
      expect(r.dangling).toEqual([]);
      expect(r.editable.dangling).toBeUndefined();
    });

    it('a gap left by an older edit counts as removed', () => {
      const e: EditableContract = {
        preamble: '',
        sections: [section('a', '1. A', 'See Section 2 and Section 3.'), section('c', '3. C')],
        fixed: { heading: '4. SIGNATURES', body: '' },
      };
      const r = renumber(e);
      expect(body(r.editable, 'a')).toBe('See Section 2 and Section 2.');
      expect(r.dangling).toEqual([{ number: 2, heading: null, mentionedIn: [{ key: 'a', heading: '1. A' }] }]);
    });
  });
});
