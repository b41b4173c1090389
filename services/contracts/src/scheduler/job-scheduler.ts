import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Collection, Doc, DocumentStore, Logger } from '@homepact/kit';
import { AppError } from '@homepact/kit/errors';

/** The collection of scheduled jobs, in the contracts service's own store. */
export const SCHEDULED_JOBS = 'scheduled_jobs';

/** Signing reminders and expiry (use-cases/signing-deadline.ts); the end of the buyer's cancellation window (use-cases/cancellation-window.ts). */
export type JobKind = 'reminder' | 'expire' | 'window_close';

export interface JobDoc extends Doc {
  kind: JobKind;
  contractId: string;
  dueAt: Date;
  /** The deadline the job was planned for (signing deadline, or window end): a job planned for an older one does nothing. */
  deadline: Date;
  /** Who is running it, until when: a replica that dies mid-job hands it over when the lease expires. */
  leaseOwner: string | null;
  leaseExpiresAt: Date | null;
  attempts: number;
  doneAt: Date | null;
  lastError?: string | null;
}

export interface JobSchedulerOptions {
  store: DocumentStore;
  logger: Logger;
  /** The injected clock: jobs are due by it. */
  now: () => Date;
  /** Runs one claimed job; throwing retries it later with backoff. Must be safe to run again (see use-cases/signing-deadline.ts). */
  run: (job: JobDoc) => Promise<void>;
  intervalMs: number;
  /** How long a claim lasts. Default 5 minutes. */
  leaseMs?: number;
  /** Attempts before a job is given up (logged as an error). Default 8. */
  maxAttempts?: number;
  /** This replica's name in the leases. */
  holder?: string;
}

const FREE = (now: Date) => ({ $or: [{ leaseExpiresAt: null }, { leaseExpiresAt: { $lt: now } }] });

/**
 * One durable scheduler (docs/decisions/0011-signing-deadlines-on-one-scheduler.md): jobs are documents in
 * `scheduled_jobs` with a due time. Every replica ticks on an interval; a due
 * job is claimed with one atomic findOneAndUpdate on "due, not done and not
 * leased (or its lease expired)", so one replica runs each job. Jobs due while
 * every replica was down are simply due at the next tick: nothing is lost by
 * downtime. A job that throws is retried with backoff; its effect must be
 * idempotent (the contract write it makes is conditional), because a lease
 * can expire under a slow run.
 */
export class JobScheduler {
  readonly holder: string;
  private readonly jobs: Collection<JobDoc>;
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private stopped = true;

  constructor(readonly options: JobSchedulerOptions) {
    this.jobs = options.store.collection<JobDoc>(SCHEDULED_JOBS);
    this.holder = options.holder ?? `${process.env.HOSTNAME || hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  }

  async ensureIndexes(): Promise<void> {
    await this.jobs.ensureIndexes([{ fields: { doneAt: 1, dueAt: 1 } }, { fields: { contractId: 1 } }]);
  }

  /** Adds a job; the same (contract, kind, deadline, due time) is added once. */
  async schedule(job: { kind: JobKind; contractId: string; dueAt: Date; deadline: Date }): Promise<void> {
    const _id = `${job.contractId}:${job.kind}:${job.deadline.toISOString()}:${job.dueAt.toISOString()}`;
    try {
      await this.jobs.insertOne({ _id, ...job, leaseOwner: null, leaseExpiresAt: null, attempts: 0, doneAt: null });
    } catch (e) {
      if (!(e instanceof AppError && e.code === 'duplicate')) throw e;
    }
  }

  /** Claims and runs every job due now, one after another; returns how many ran to completion. */
  runDue(): Promise<number> {
    this.running ??= this.runAll().finally(() => (this.running = undefined));
    return this.running;
  }

  private async runAll(): Promise<number> {
    const leaseMs = this.options.leaseMs ?? 5 * 60_000;
    const maxAttempts = this.options.maxAttempts ?? 8;
    let done = 0;
    const now = this.options.now();
    const due = await this.jobs.find({ doneAt: null, dueAt: { $lte: now }, ...FREE(now) }, { sort: { dueAt: 1 }, limit: 100 });
    for (const candidate of due) {
      const at = this.options.now();
      const job = await this.jobs.findOneAndUpdate(
        { _id: candidate._id, doneAt: null, dueAt: { $lte: at }, ...FREE(at) },
        { $set: { leaseOwner: this.holder, leaseExpiresAt: new Date(at.getTime() + leaseMs) }, $inc: { attempts: 1 } },
      );
      // Another replica claimed it first.
      if (!job || job.leaseOwner !== this.holder) continue;
      try {
        await this.options.run(job);
        await this.jobs.findOneAndUpdate(
          { _id: job._id, leaseOwner: this.holder },
          { $set: { doneAt: this.options.now(), leaseOwner: null, leaseExpiresAt: null, lastError: null } },
        );
        done++;
      } catch (err) {
        const giveUp = job.attempts >= maxAttempts;
        this.options.logger[giveUp ? 'error' : 'warn'](
          { err, jobId: job._id, attempts: job.attempts },
          giveUp ? 'scheduled job failed for good' : 'scheduled job failed; will retry',
        );
        const later = new Date(this.options.now().getTime() + Math.min(60_000 * 2 ** job.attempts, 6 * 3_600_000));
        await this.jobs.findOneAndUpdate(
          { _id: job._id, leaseOwner: this.holder },
          {
            $set: {
              leaseOwner: null,
              // The lease doubles as the retry time: free again after the backoff.
              leaseExpiresAt: later,
              lastError: err instanceof Error ? err.message : String(err),
              ...(giveUp ? { doneAt: this.options.now() } : {}),
            },
          },
        );
      }
    }
    return done;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.runDue()
        .catch((err: unknown) => this.options.logger.error({ err }, 'scheduler tick failed; will retry'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.options.intervalMs).unref();
        });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }
}
