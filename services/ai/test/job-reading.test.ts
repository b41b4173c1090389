import { describe, expect, it } from 'vitest';
import { readMaterials, readQuantities } from '../src/domain/job-reading/amounts.ts';
import { itemHits, resolveOverlaps } from '../src/domain/job-reading/items.ts';
import { findPlaces } from '../src/domain/job-reading/places.ts';
import { phraseFor } from '../src/domain/job-reading/phrases.ts';
import { readProperty } from '../src/domain/job-reading/property.ts';
import { sentenceOf, sentenceStarts } from '../src/domain/job-reading/text.ts';
import { chooseTrade } from '../src/domain/job-reading/trade.ts';

/** Each reader of a job description on its own, one table per reader. */

const hitsOf = (text: string) => resolveOverlaps(itemHits(text, sentenceStarts(text)).hits, null);

describe('sentences', () => {
  it.each([
    ['One. Two', [0, 4]],
    ['Costs 2.5 hours; then stop', [0, 16]],
    ['Line one\nline two? yes!', [0, 9, 18, 23]],
  ])('%j starts sentences at %j (a decimal point is not a full stop)', (text, starts) => {
    expect(sentenceStarts(text)).toEqual(starts);
  });

  it('finds the sentence an index is in', () => {
    const starts = sentenceStarts('One. Two. Three');
    expect([0, 3, 5, 10, 14].map((i) => sentenceOf(starts, i))).toEqual([0, 0, 1, 2, 2]);
  });
});

describe('quantities and materials', () => {
  it.each([
    ['Build a 12 x 16 ft deck with 2 sets of stairs', ['12 x 16 ft', '2 sets of stairs'], []],
    ['Replace our 50-gallon gas water heater with a Rheem tankless unit', ['50-gallon'], ['Rheem']],
    ['Paint 3 bedrooms, about 1,200 sq ft, with Sherwin-Williams Duration', ['3 bedrooms', '1,200 sq ft'], ['Sherwin-Williams']],
    ['Re-roof the garage roof with architectural shingles', [], ['architectural shingles']],
    ['Fix the gate', [], []],
  ])('%j: quantities %j, materials %j', (text, quantities, materials) => {
    expect(readQuantities(text)).toEqual(quantities);
    expect(readMaterials(text)).toEqual(materials);
  });
});

describe('places', () => {
  it.each([
    ['Install a new faucet in the hall bathroom and the kitchen', ['hall bathroom', 'kitchen']],
    ['Re-roof the garage roof and the back porch', ['garage roof', 'back porch']],
    ['Paint 3 bedrooms', ['bedrooms']],
    ['Replace the water heater', []],
  ])('%j names %j (the longest name wins where two overlap)', (text, names) => {
    expect(findPlaces(text).map((p) => p.name)).toEqual(names);
  });
});

describe('the property', () => {
  it.each([
    ['Fix the faucet. Tenant in unit 4B; house built in 1962', undefined, { kind: 'home', rental: true, pre1978: true, vacant: false }],
    ['Condo kitchen remodel', undefined, { kind: 'condominium', association: true, rental: false }],
    ['Move-out clean of the vacant rental apartment', undefined, { kind: 'apartment', rental: true, vacant: true }],
    ['Fix the gate', 'property-manager', { kind: 'home', rental: true }],
    ['Fix the gate', undefined, { kind: 'home', rental: false, association: false, pre1978: false }],
  ])('%j (%s) reads as %j', (text, persona, expected) => {
    expect(readProperty(text, persona)).toMatchObject(expected);
  });
});

describe('items, their words and the trade', () => {
  it.each([
    ['Build a 12 x 16 ft deck with 2 sets of stairs', 'decking', ['deck-build'], ['12 x 16 ft deck']],
    ['Replace our 50-gallon gas water heater with a Rheem tankless unit', 'plumbing', ['water-heater'], ['50-gallon gas water heater']],
    [
      'Condo kitchen remodel: new cabinets and quartz countertops',
      'kitchen-remodel',
      ['cabinets', 'countertops'],
      ['cabinets', 'quartz countertops'],
    ],
    ['Move-out clean of the vacant rental apartment', 'cleaning', ['move-out'], ['move-out clean']],
    ['Hello there', 'handyman', [], []],
  ])('%j is %s work naming %j as %j', (text, trade, items, phrases) => {
    const hits = hitsOf(text);
    const starts = sentenceStarts(text);
    expect(chooseTrade(text, hits).trade.id).toBe(trade);
    expect(hits.map((h) => h.c.item.id)).toEqual(items);
    expect(hits.map((h) => phraseFor(text, h, starts[sentenceOf(starts, h.start)]!).phrase)).toEqual(phrases);
  });
});
