import { queryOptions } from '@tanstack/react-query';
import { DevClockSchema, MailboxResponseSchema } from '@homepact/proto';
import { requestJson } from './http';

/** The embedded stack's development helpers: the dev mailbox and the dev clock (404 outside development). */
export const devKeys = {
  mailbox: ['dev', 'mailbox'] as const,
  clock: ['dev', 'clock'] as const,
};

export const devMailboxQuery = () =>
  queryOptions({ queryKey: devKeys.mailbox, queryFn: () => requestJson('GET', '/api/dev/mailbox', MailboxResponseSchema) });

export const devClockQuery = () =>
  queryOptions({ queryKey: devKeys.clock, queryFn: () => requestJson('GET', '/api/dev/clock', DevClockSchema) });

/** Moves the development clock on ("1h", "3d"): the reminders, expiries and window ends that fell due run. */
export const advanceDevClock = (advanceBy: string) => requestJson('POST', '/api/dev/clock', DevClockSchema, { advanceBy });
