import { describe, expect, it } from 'vitest';
import { summary } from '../dashboard/testData';
import { filterContracts, STATUS_FILTERS } from './filterContracts';

/** Expired and withdrawn contracts have their own filter choices. */
describe('the status filter and closed contracts', () => {
  const list = [
    summary({ id: 'a', status: 'pending_signatures' }),
    summary({ id: 'b', status: 'expired' }),
    summary({ id: 'c', status: 'withdrawn' }),
  ];
  it('offers Expired and Withdrawn, each finding only its own', () => {
    expect(STATUS_FILTERS.filter((f) => ['expired', 'withdrawn'].includes(f.value)).map((f) => f.label)).toEqual(['Expired', 'Withdrawn']);
    expect(filterContracts(list, '', 'expired').map((c) => c.id)).toEqual(['b']);
    expect(filterContracts(list, '', 'withdrawn').map((c) => c.id)).toEqual(['c']);
    expect(filterContracts(list, '', 'all').map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });
});
