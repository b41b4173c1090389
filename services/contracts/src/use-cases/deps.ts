import type { Logger, RateBudgets, ReplyWaiter } from '@homepact/kit';
import type { EmailLogPort } from '../clients/notifications.ts';
import type { ContractsRepositories } from '../store/repositories.ts';
import type { ListCache } from '../store/list-versions.ts';
import type { JobKind } from '../scheduler/job-scheduler.ts';

/** What the use cases are built from. */
export interface ContractsDeps {
  /** The repositories (src/store/): the only way to the data. */
  c: ContractsRepositories;
  /** The clock, injectable so tests can order and age records. */
  now: () => Date;
  /** Called after a write that carries events, so the relay publishes without waiting for its poll. */
  kickRelay: () => void;
  logger: Logger;
  /** Serialized dashboard lists and pages by owner and list version. */
  listCache: ListCache;
  /** Checks the ai service's seal on a generated text (domain/authorship.ts): the internal secret. */
  textSealSecret: string;
  /** notifications' e-mail log, for the evidence record (NOTIFICATIONS_URL; unset: the record says the e-mails are not in it). */
  emailLog?: EmailLogPort;
  /** Signs the list's paging cursors (see domain/list-cursor.ts). */
  listCursorKey: Buffer;
  signing: {
    /** The web app's origin, for signing links. */
    publicUrl: string;
    tokenTtlMs: number;
  };
  deadlines: DeadlineDeps;
  invites: {
    /** Waits for InvitesSent / InvitesFailed by requestId. */
    waiter: Pick<ReplyWaiter, 'expect'>;
    waitMs: number;
    /** Resend budgets (store-backed, so they hold across restarts and replicas). */
    budgets: RateBudgets;
    resendPerContractPerHour: number;
    resendPerOwnerPerDay: number;
    /** The mail budget (domain/mail-budget.ts) of every request that e-mails the parties. */
    mailPerUserPerDay: number;
    mailPerRecipientPerDay: number;
  };
}

/** Signing deadlines and their reminders (use-cases/signing-deadline.ts). */
export interface DeadlineDeps {
  defaultDays: number;
  /** Reminders this many days after sending (plus one the day before the deadline). */
  reminderDays: number[];
  /** Adds a job to the durable scheduler (scheduler/job-scheduler.ts). */
  schedule: (job: { kind: JobKind; contractId: string; dueAt: Date; deadline: Date }) => Promise<void>;
}

export const PRODUCER = 'contracts';
