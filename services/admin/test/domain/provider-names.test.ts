import { describe, expect, it } from 'vitest';
import { providerNames } from '../../src/domain/parties.ts';

describe('providerNames', () => {
  it('splits a person’s name and keeps the business name as the company', () => {
    expect(providerNames(' Pat  Builder ', 'Builder Bros')).toEqual({ firstName: 'Pat', lastName: 'Builder', companyName: 'Builder Bros' });
  });
  it('treats a business typed as the provider name as the company, not as a person', () => {
    expect(providerNames('Ace Plumbing LLC', null)).toEqual({
      firstName: 'Ace Plumbing LLC',
      lastName: '',
      companyName: 'Ace Plumbing LLC',
    });
    expect(providerNames('Lone Star Roofing', '')).toEqual({
      firstName: 'Lone Star Roofing',
      lastName: '',
      companyName: 'Lone Star Roofing',
    });
  });
  it('leaves a one-word name whole with no company', () => {
    expect(providerNames('Madonna', null)).toEqual({ firstName: 'Madonna', lastName: '', companyName: null });
  });
});
