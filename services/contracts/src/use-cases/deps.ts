import type { ContractsCollections } from '../store/collections.ts';

/** What the use cases are built from. */
export interface ContractsDeps {
  c: ContractsCollections;
  /** The clock, injectable so tests can order and age records. */
  now: () => Date;
  /** Called after a write that carries events, so the relay publishes without waiting for its poll. */
  onChange: () => void;
}

export const PRODUCER = 'contracts';
