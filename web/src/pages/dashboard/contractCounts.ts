import type { ContractCounts } from '@homepact/proto';

/** The dashboard's four counters. */
export interface DashboardCounts {
  total: number;
  pendingSignatures: number;
  /** Signed or completed: both parties have signed. */
  signed: number;
  draft: number;
}

/** The four counters from the server's summary (GET /api/contracts/summary); the server counts, not the page. */
export function countsFromSummary(summary: ContractCounts): DashboardCounts {
  return {
    total: summary.total,
    pendingSignatures: summary.byStatus.pending_signatures,
    signed: summary.byStatus.signed + summary.byStatus.completed,
    draft: summary.byStatus.draft,
  };
}

/** The spec's "Recent Contracts: the first 5": the dashboard asks the server for exactly this many. */
export const RECENT_LIMIT = 5;

/** The first five, in the order the API returned them (newest first). */
export function recentContracts<T>(contracts: readonly T[]): T[] {
  return contracts.slice(0, RECENT_LIMIT);
}
