import type { Logger, RateBudgets } from '@homepact/kit';
import type { IdentityClient } from '../clients/identity.ts';
import type { AdminRepositories } from '../store/repositories.ts';

/** What the use cases are built from. */
export interface AdminDeps {
  repos: AdminRepositories;
  /** The clock, injectable so tests can age sessions and step rate windows. */
  now: () => Date;
  /** Called after a write that carries events, so the relay publishes without waiting for its poll. */
  kickRelay: () => void;
  logger: Logger;
  identity: Pick<IdentityClient, 'changeRole'>;
  /** Per-client-IP limits (contact form, panel password), counted in this service's store. */
  budgets: Pick<RateBudgets, 'consume'>;
  contact: { limitPerHour: number };
  admin2: {
    /** Unset: the development panel is switched off. */
    password: string | undefined;
    sessionMs: number;
    /** Guesses per AUTH_WINDOW_MS per client IP. */
    authLimit: number;
    /** Guesses per AUTH_WINDOW_MS from everyone together. */
    authGlobalLimit: number;
    /** Keys the password tag stored with each session. */
    tagSecret: string;
  };
}

export const PRODUCER = 'admin';
