import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assembleContract,
  carryOwnerSections,
  changesMentionFigures,
  lockedTermChanges,
  lockedTermsMessage,
  ownerChanges,
  toEditable,
  fromEditable,
  renumber,
} from '../src/index.ts';
import { draft, GENERATED_AT } from './fixtures.ts';

const generated = assembleContract({ form: draft({ paymentSchedule: 'milestone', totalAmount: '12000' }), generatedAt: GENERATED_AT }).text;

/** The generated text with a section of the owner's own added above the signatures. */
function withSection(text: string, heading: string, body: string): string {
  const doc = toEditable(text);
  return fromEditable(renumber({ ...doc, sections: [...doc.sections, { key: 'owner', heading, body }] }).editable);
}

describe('ownerChanges', () => {
  it('finds nothing in the text HomePact wrote', () => {
    expect(ownerChanges(generated, generated)).toEqual([]);
  });

  it('names an added section, line by line, under its heading', () => {
    const signed = withSection(generated, 'RIDER', 'The Homeowner pays ninety-five thousand dollars up front.');
    const changes = ownerChanges(generated, signed);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: 'added', section: 'RIDER', removed: [] });
    expect(changes[0]!.added.join('\n')).toContain('ninety-five thousand dollars up front');
    expect(lockedTermChanges(generated, signed)).toEqual([]);
  });

  it('reads a changed line as changed, with what HomePact wrote beside it', () => {
    const signed = generated.replace('The Provider will give the Homeowner a written receipt for every payment.', 'No receipts are given.');
    expect(signed).not.toBe(generated);
    const changes = ownerChanges(generated, signed);
    expect(changes).toEqual([
      {
        kind: 'changed',
        section: 'PRICE AND PAYMENT SCHEDULE',
        added: [
          'The price includes all labor, materials the Provider supplies, and permits described in this contract. No receipts are given.',
        ],
        removed: [
          'The price includes all labor, materials the Provider supplies, and permits described in this contract. The Provider will give the Homeowner a written receipt for every payment.',
        ],
      },
    ]);
  });

  it('refuses any edit inside the parties, timeline and payment sections, and says where to change them', () => {
    const edits = [
      generated.replace(/Total contract price: \$12,000\.00/, 'Total contract price: $95,000.00'),
      generated.replace(/Homeowner: Maria Lopez/, 'Homeowner: Mickey Mouse'),
      generated.replace(/(Completion date: )[^\n]+/, '$1whenever'),
      generated.replace(/^- Deposit[^\n]*\n/m, ''),
    ];
    for (const signed of edits) {
      expect(signed).not.toBe(generated);
      const locked = lockedTermChanges(generated, signed);
      expect(locked.length).toBeGreaterThan(0);
      expect(lockedTermsMessage(locked)).toMatch(/written from your answers/);
    }
  });

  it('does not count the editor renumbering sections and their references as a change', () => {
    const doc = toEditable(generated);
    // The owner moves the last editable section to the top; the editor renumbers every heading and reference.
    const moved = fromEditable(renumber({ ...doc, sections: [doc.sections.at(-1)!, ...doc.sections.slice(0, -1)] }).editable);
    const changes = ownerChanges(generated, moved);
    expect(changes.every((c) => c.kind === 'moved')).toBe(true);
    expect(changes).toHaveLength(1);
    expect(lockedTermChanges(generated, moved)).toEqual([]);
  });
});

/** A dollar figure written the ways a probe wrote it: words, other scripts' digits, odd separators, format characters. */
const figure = fc.oneof(
  fc.integer({ min: 1, max: 999_999 }).map((n) => `$${n.toLocaleString('en-US')}`),
  fc.integer({ min: 1, max: 999 }).map((n) => `$${n},000`.replace(',', '\u2009')),
  fc.integer({ min: 1, max: 99 }).map((n) => `$${String(n).replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))},000`),
  fc.integer({ min: 1, max: 99 }).map((n) => `＄${n}k`),
  fc.integer({ min: 1, max: 99 }).map((n) => `$${String(n)[0]}\u200b${String(n).slice(1)}5,000`),
  fc.constantFrom('ninety-five thousand dollars', 'twelve grand', 'one hundred dollars', 'half the price', '٩٥٬٠٠٠ dollars', '€95.000'),
);
const lead = fc.constantFrom('As the law allows, the Homeowner pays', 'At least', 'The Homeowner pays', 'Deposit due before work:', 'Plus');
const tail = fc.constantFrom(' up front.', ' before any work begins.', '.', ' on signing', '');

describe('a rider that speaks of money, however written', () => {
  it('is an owner change that states a figure, and never a change to the locked terms', () => {
    fc.assert(
      fc.property(lead, figure, tail, (l, f, t) => {
        const signed = withSection(generated, 'ADDITIONAL TERMS', `${l} ${f}${t}`);
        const changes = ownerChanges(generated, signed);
        expect(changes.map((c) => c.kind)).toEqual(['added']);
        expect(changesMentionFigures(changes)).toBe(true);
        expect(lockedTermChanges(generated, signed)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('a rider without figures is still shown, and does not hide the summary', () => {
    const signed = withSection(generated, 'ADDITIONAL TERMS', 'The Provider will keep the driveway clear for the Homeowner’s car.');
    const changes = ownerChanges(generated, signed);
    expect(changes).toHaveLength(1);
    expect(changesMentionFigures(changes)).toBe(false);
  });
});

describe('carryOwnerSections: the text written again after the answers changed', () => {
  it('keeps the owner’s own sections, in the new text, and counts the changes it could not keep', () => {
    const edited = withSection(generated, 'PARKING', 'The Provider parks on the street.').replace(
      'Materials will be of the kind and quality described in the scope of work.',
      'Materials will be new.',
    );
    const rewritten = assembleContract({
      form: draft({ paymentSchedule: 'milestone', totalAmount: '15000' }),
      generatedAt: GENERATED_AT,
    }).text;
    const { text, carried, notCarried } = carryOwnerSections(generated, edited, rewritten);
    expect(carried).toEqual(['PARKING']);
    expect(notCarried).toBe(1);
    expect(text).toContain('Total contract price: $15,000.00');
    expect(text).not.toContain('$12,000.00');
    expect(text).toContain('The Provider parks on the street.');
    // The owner's section is theirs in the new text too, and the only change.
    expect(ownerChanges(rewritten, text)).toEqual([expect.objectContaining({ kind: 'added', section: 'PARKING' })]);
  });
});
