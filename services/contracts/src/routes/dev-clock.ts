import type { ServiceApp } from '@homepact/kit';
import { DevClockBodySchema, DevClockSchema } from '@homepact/proto';
import { durationMs, type DevClock } from '../scheduler/dev-clock.ts';
import type { JobScheduler } from '../scheduler/job-scheduler.ts';
import { errors, NoQuerySchema } from './schemas.ts';

/**
 * The development clock (DEV_CLOCK=on; the config refuses it in production,
 * and these routes are not even registered without it). Moving it forward
 * runs every job that became due before answering, so the page that moved it
 * sees the reminders, expiries and closed windows at once.
 */
export function devClockRoutes(app: ServiceApp, clock: DevClock, scheduler: Pick<JobScheduler, 'runDue'>, settle: () => void) {
  app.get(
    '/api/dev/clock',
    {
      schema: {
        tags: ['development'],
        summary: 'The development clock (never in production)',
        querystring: NoQuerySchema,
        response: { 200: DevClockSchema, ...errors },
      },
    },
    async () => clock.state(),
  );
  app.post(
    '/api/dev/clock',
    {
      schema: {
        tags: ['development'],
        summary: 'Move the development clock forward and run what became due (never in production)',
        querystring: NoQuerySchema,
        body: DevClockBodySchema,
        response: { 200: DevClockSchema, ...errors },
      },
    },
    async (req) => {
      await clock.advance(durationMs(req.body.advanceBy));
      await scheduler.runDue();
      settle();
      return clock.state();
    },
  );
}
