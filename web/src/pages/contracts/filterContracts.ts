import type { ContractSummary } from '@homepact/proto';

/** The status filter's choices ('all' first); any other status a contract has still shows under All. */
export const STATUS_FILTERS = [
  { value: 'all', label: 'All statuses' },
  { value: 'draft', label: 'Draft' },
  { value: 'pending_signatures', label: 'Pending Signatures' },
  // Signed: both parties signed (status signed, or completed), as the dashboard's Signed counter counts them.
  // There was a Completed choice that found nothing: a contract both parties sign is "signed" (docs/decisions/0006-wording-and-small-decisions.md).
  { value: 'signed', label: 'Signed' },
  // Closed without both signatures (docs/decisions/0011-signing-deadlines-on-one-scheduler.md).
  { value: 'expired', label: 'Expired' },
  { value: 'withdrawn', label: 'Withdrawn' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

/** A status under a filter: Signed takes completed too. */
const statusMatches = (status: string, filter: Exclude<StatusFilter, 'all'>) =>
  status === filter || (filter === 'signed' && status === 'completed');

export const isStatusFilter = (v: string | null): v is StatusFilter => STATUS_FILTERS.some((f) => f.value === v);

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The text a search looks in: the service type and both parties' names. */
function haystack(c: ContractSummary): string {
  return fold(
    [c.serviceType, c.providerName, c.homeownerFirstName, c.homeownerLastName, ...(c.signers ?? []).map((s) => s.name)].join(' '),
  );
}

/**
 * The contracts matching a search and a status, in the order given. Every
 * word of the search must appear (case and accents ignored), in any field:
 * "kitchen owens" finds Hana Owens's kitchen remodel.
 */
export function filterContracts(list: readonly ContractSummary[], query: string, status: StatusFilter): ContractSummary[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return list.filter((c) => {
    if (status !== 'all' && !statusMatches(c.status, status)) return false;
    if (words.length === 0) return true;
    const text = haystack(c);
    return words.every((w) => text.includes(w));
  });
}
