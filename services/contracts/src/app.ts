import { createService, OutboxRelay, RateBudgets, runtimeReadiness, ReplyWaiter, type Runtime, type Service } from '@homepact/kit';
import { notificationsClient } from './clients/notifications.ts';
import { Topics } from '@homepact/proto';
import type { ContractsConfig } from './config.ts';
import { internalRepublishRoutes } from './routes/internal-republish.ts';
import { invitesReplyId, subscribeConsumers } from './events/consumers.ts';
import { annotationRoutes } from './routes/annotations.ts';
import { changeOrderRoutes } from './routes/change-orders.ts';
import { contractRoutes } from './routes/contracts.ts';
import { internalRoutes } from './routes/internal.ts';
import { signingRoutes } from './routes/signing.ts';
import { cursorKey } from './domain/list-cursor.ts';
import { collections, CONTRACTS, ensureIndexes } from './store/collections.ts';
import { ListCache } from './store/list-versions.ts';
import { repositories } from './store/repositories.ts';
import { JobScheduler } from './scheduler/job-scheduler.ts';
import type { ContractsDeps } from './use-cases/deps.ts';
import { runSigningJob } from './use-cases/signing-deadline.ts';
import { closeCancellationWindow } from './use-cases/cancellation-window.ts';
import { cancellationRoutes } from './routes/cancellation.ts';
import { devClockRoutes } from './routes/dev-clock.ts';
import { DevClock } from './scheduler/dev-clock.ts';

export interface ContractsOptions {
  /** The clock; tests step it to order records and age tokens. */
  now?: () => Date;
}

/**
 * A create body may legitimately exceed the kit's 1 MB default: htmlContent
 * (up to 1,000,000 characters) plus finalContract (up to 500,000) plus the
 * form, before JSON escaping of the HTML's quotes. 2 MB fits every valid
 * body in practice and still bounds what one request can make us buffer.
 * The content route keeps its own 1 MB limit, the signing and annotation
 * routes 64 KB.
 */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The counters' drift repair (see store/list-versions.ts): a contract whose
 * counter update has been pending this long was left behind by a process that
 * died mid-write. A live write clears its marker within milliseconds.
 */
const COUNT_STALE_MS = 60_000;
const COUNT_REPAIR_EVERY_MS = 5 * 60_000;

/** The contracts service, built from injected adapters so tests can run it in-process. */
export async function buildContracts(
  rt: Runtime,
  config: ContractsConfig,
  opts: ContractsOptions = {},
): Promise<Service & { scheduler: JobScheduler }> {
  const stored = collections(rt.store);
  await ensureIndexes(stored);
  const budgets = new RateBudgets(rt.store);
  await budgets.ensureIndexes();
  const relay = new OutboxRelay({ store: rt.store, bus: rt.bus, collections: [CONTRACTS], logger: rt.logger });
  // Per process (its own consumer group): the resend route waits here for notifications' verdict.
  const waiter = await ReplyWaiter.start({ bus: rt.bus, topics: [Topics.notifications], group: 'contracts', correlate: invitesReplyId });

  const app = await createService({
    name: 'contracts',
    logger: rt.logger,
    internalSecret: config.INTERNAL_JWT_SECRET,
    openapi: config.NODE_ENV !== 'production',
    bodyLimit: BODY_LIMIT_BYTES,
    readiness: runtimeReadiness(rt),
  });
  // The development clock (DEV_CLOCK=on; production config refuses it) moves deadlines, links and windows forward.
  const devClock = config.DEV_CLOCK === 'on' && !opts.now ? new DevClock(rt.store) : null;
  await devClock?.load();
  const now = opts.now ?? devClock?.now ?? (() => new Date());
  // Reminders and expiries (docs/decisions/0011-signing-deadlines-on-one-scheduler.md): jobs in this service's store, run by whichever replica claims them.
  const scheduler = new JobScheduler({
    store: rt.store,
    logger: rt.logger,
    now,
    intervalMs: config.SCHEDULER_INTERVAL_MS,
    run: (job) => (job.kind === 'window_close' ? closeCancellationWindow(deps, job) : runSigningJob(deps, job)),
  });
  await scheduler.ensureIndexes();
  const c = repositories(stored, now);
  const deps: ContractsDeps = {
    c,
    now,
    kickRelay: () => relay.kick(),
    logger: rt.logger,
    listCache: new ListCache(),
    listCursorKey: cursorKey(config.INTERNAL_JWT_SECRET),
    textSealSecret: config.INTERNAL_JWT_SECRET,
    ...(config.NOTIFICATIONS_URL
      ? { emailLog: notificationsClient({ baseUrl: config.NOTIFICATIONS_URL, secret: config.INTERNAL_JWT_SECRET }) }
      : {}),
    signing: { publicUrl: config.PUBLIC_URL, tokenTtlMs: config.SIGN_TOKEN_TTL_DAYS * DAY_MS },
    deadlines: {
      defaultDays: config.SIGNING_DEADLINE_DAYS,
      reminderDays: config.REMINDER_SCHEDULE_DAYS,
      schedule: (job) => scheduler.schedule(job),
    },
    invites: {
      waiter,
      waitMs: config.INVITES_WAIT_MS,
      budgets,
      resendPerContractPerHour: config.RESEND_PER_CONTRACT_PER_HOUR,
      resendPerOwnerPerDay: config.RESEND_PER_OWNER_PER_DAY,
      mailPerUserPerDay: config.MAIL_PER_USER_PER_DAY,
      mailPerRecipientPerDay: config.MAIL_PER_RECIPIENT_PER_DAY,
    },
  };
  contractRoutes(app, deps);
  signingRoutes(app, deps);
  annotationRoutes(app, deps);
  changeOrderRoutes(app, deps);
  internalRoutes(app, deps);
  internalRepublishRoutes(app, deps);
  cancellationRoutes(app, deps);
  if (devClock) devClockRoutes(app, devClock, scheduler, () => relay.kick());

  let subscribed = false;
  let repairTimer: NodeJS.Timeout | undefined;
  const repairCounts = async () => {
    try {
      const fixed = await c.contracts.repairDrift(COUNT_STALE_MS);
      if (fixed.owners > 0) rt.logger.warn(fixed, 'contract counters recounted after an interrupted write');
    } catch (err) {
      rt.logger.error({ err }, 'contract counters repair failed; will retry');
    }
  };
  return {
    app,
    scheduler,
    start: async () => {
      if (!subscribed) {
        subscribed = true;
        await subscribeConsumers(rt, deps);
      }
      await repairCounts();
      repairTimer ??= setInterval(() => void repairCounts(), COUNT_REPAIR_EVERY_MS).unref();
      await relay.start();
      scheduler.start();
    },
    stop: async () => {
      await scheduler.stop();
      clearInterval(repairTimer);
      repairTimer = undefined;
      await relay.stop();
    },
  };
}
