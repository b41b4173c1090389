import { ReplyWaiter, type EventBus } from '@homepact/kit';
import { SigningEvents, Topics, type Envelope } from '@homepact/proto';

/**
 * notifications' answers to a Generate, by requestId (InvitesSent or
 * InvitesFailed). Every replica listens with its own group and picks out the
 * requests it is waiting for.
 */
export function startReplyWaiter(bus: EventBus): Promise<ReplyWaiter> {
  return ReplyWaiter.start({
    bus,
    topics: [Topics.notifications],
    group: 'documents',
    correlate: (event: Envelope) => {
      const sent = event.type === SigningEvents.InvitesSent.type ? SigningEvents.InvitesSent.schema.safeParse(event.data) : null;
      if (sent?.success) return sent.data.requestId;
      const failed = event.type === SigningEvents.InvitesFailed.type ? SigningEvents.InvitesFailed.schema.safeParse(event.data) : null;
      if (failed?.success) return failed.data.requestId;
      return null;
    },
  });
}
