import { describe, expect, it } from 'vitest';
import { createLogger, idempotent, InProcessBus } from '@homepact/kit';
import { waitFor } from '@homepact/kit/testing';
import { Topics, type Envelope } from '@homepact/proto';
import { USERS, type UserRecord } from '../src/store/users-repository.ts';
import { signIn, startIdentity } from './harness.ts';

/** A broker that accepts sign-in codes but is down for everything else, like a crash before the relay ran. */
class BrokerDownForUsers extends InProcessBus {
  override async publish(topic: string, events: Envelope[]) {
    if (topic === Topics.identity) throw new Error('broker unavailable');
    return super.publish(topic, events);
  }
}

describe('UserRegistered survives a crash between the write and the publish', () => {
  it('is delivered exactly once after restart', async () => {
    const logger = createLogger('test', 'silent');
    const first = await startIdentity({ bus: new BrokerDownForUsers(logger) });
    const { body } = await signIn(first, 'crash@example.com');
    expect(body.isNewUser).toBe(true);
    // The registration is stored with its event still pending on the document.
    const [stored] = await first.rt.store.collection<UserRecord>(USERS).find({ email: 'crash@example.com' });
    expect(stored!._outboxPending).toBe(true);
    const dataDir = first.dataDir;
    // Crash: stop the process's work without the relay ever publishing.
    await first.close({ keepData: true });

    const bus = new InProcessBus(logger);
    const delivered: Envelope[] = [];
    const second = await startIdentity({ dataDir, bus, start: false });
    await bus.subscribe({
      group: 'admin-read-model',
      topics: [Topics.identity],
      handle: idempotent(second.rt.store, 'admin-read-model', async (e) => {
        if (e.type === 'UserRegistered') delivered.push(e);
      }),
    });
    await second.service.start();
    await (second.service as unknown as { app: unknown }).app; // started: the relay flushes at once
    await waitFor(() => delivered.length > 0, { what: 'the relay to deliver UserRegistered' });
    await bus.drain();
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.data).toMatchObject({ email: 'crash@example.com' });

    // A redelivery (the relay published, then crashed before marking it sent) has no second effect.
    await bus.publish(Topics.identity, [delivered[0]!]);
    await bus.drain();
    expect(delivered).toHaveLength(1);
    const [after] = await second.rt.store.collection<UserRecord>(USERS).find({ email: 'crash@example.com' });
    expect(after!._outboxPending).toBe(false);
    await second.close();
  });
});
