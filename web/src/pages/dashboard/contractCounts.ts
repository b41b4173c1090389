import type { ContractSummary } from '@homepact/proto';

export interface ContractCounts {
  total: number;
  pendingSignatures: number;
  /** Signed or completed: both parties have signed. */
  signed: number;
  draft: number;
}

export function contractCounts(contracts: readonly Pick<ContractSummary, 'status'>[]): ContractCounts {
  const count = (...statuses: string[]) => contracts.filter((c) => statuses.includes(c.status)).length;
  return {
    total: contracts.length,
    pendingSignatures: count('pending_signatures'),
    signed: count('signed', 'completed'),
    draft: count('draft'),
  };
}

export const RECENT_LIMIT = 5;

/** The first five, in the order the API returned them (newest first). */
export function recentContracts<T>(contracts: readonly T[]): T[] {
  return contracts.slice(0, RECENT_LIMIT);
}
