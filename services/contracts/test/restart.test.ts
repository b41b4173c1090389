import { describe, expect, it } from 'vitest';
import { createLogger } from '@homepact/kit';
import { BrokerDownBus, waitFor } from '@homepact/kit/testing';
import { Topics } from '@homepact/proto';
import { create, owner, startContracts } from './harness.ts';
import type { ActivityDoc } from '../src/domain/activity.ts';
import type { ContractStored } from '../src/store/collections.ts';

describe('data survives a restart', () => {
  it('contracts, edits, deletions and activity are on disk', async () => {
    const first = await startContracts();
    const a = await create(first, owner, { serviceType: 'Painting', totalAmount: '0.10' });
    first.clock.now = new Date(first.clock.now.getTime() + 1000);
    const b = await create(first, owner, { serviceType: 'Roofing' });
    first.clock.now = new Date(first.clock.now.getTime() + 1000);
    const c = await create(first, owner, { serviceType: 'Fencing' });
    await first.request({
      method: 'PATCH',
      url: `/api/contracts/${a.id}/content`,
      user: owner,
      body: { editedContractContent: 'Edited before restart' },
    });
    await first.request({ method: 'DELETE', url: `/api/contracts/${c.id}`, user: owner });
    const listBefore = (await first.request({ method: 'GET', url: '/api/contracts', user: owner })).body;
    const recordBefore = (await first.request({ method: 'GET', url: `/api/contracts/${a.id}`, user: owner })).body;
    await first.settle();
    await first.close({ keepData: true });

    const second = await startContracts({ dataDir: first.dataDir });
    try {
      const list = (await second.request({ method: 'GET', url: '/api/contracts', user: owner })).body;
      expect(list).toEqual(listBefore);
      expect(list.map((s: { id: string }) => s.id)).toEqual([b.id, a.id]);
      const record = await second.request({ method: 'GET', url: `/api/contracts/${a.id}`, user: owner });
      expect(record.body).toEqual(recordBefore);
      expect(record.body).toMatchObject({ totalAmount: '0.10', editedContractContent: 'Edited before restart' });
      expect((await second.request({ method: 'GET', url: `/api/contracts/${c.id}`, user: owner })).status).toBe(404);
      expect(await second.rt.store.collection<ActivityDoc>('contract_activity').count({})).toBe(5);
      // Nothing already published goes out again.
      await second.settle();
      expect(second.events).toEqual([]);
    } finally {
      await second.close();
    }
  });
});

describe('events survive a crash between the write and the publish', () => {
  it('ContractCreated and ContractDeleted are delivered once after restart; the deleted draft stays hidden meanwhile', async () => {
    const logger = createLogger('test', 'silent');
    const first = await startContracts({ bus: new BrokerDownBus(logger, [Topics.contracts]) });
    const kept = await create(first, owner);
    const dropped = await create(first, owner, { serviceType: 'Short-lived' });
    expect((await first.request({ method: 'DELETE', url: `/api/contracts/${dropped.id}`, user: owner })).status).toBe(204);
    const stored = await first.rt.store.collection<ContractStored>('contracts').findOne({ _id: kept.id });
    expect(stored!._outboxPending).toBe(true);
    await first.close({ keepData: true });

    const second = await startContracts({ dataDir: first.dataDir });
    try {
      // Still soft-deleted, still invisible, until its event is out.
      expect((await second.request({ method: 'GET', url: `/api/contracts/${dropped.id}`, user: owner })).status).toBe(404);
      await waitFor(() => second.events.length >= 3, { what: 'the three pending events after restart' });
      await second.settle();
      expect(second.events.map((e) => [e.type, e.key])).toEqual(
        expect.arrayContaining([
          ['ContractCreated', kept.id],
          ['ContractCreated', dropped.id],
          ['ContractDeleted', dropped.id],
        ]),
      );
      expect(second.events).toHaveLength(3);
      expect(await second.rt.store.collection<ContractStored>('contracts').count({})).toBe(1);
      expect((await second.request({ method: 'GET', url: '/api/contracts', user: owner })).body.map((s: { id: string }) => s.id)).toEqual([
        kept.id,
      ]);
    } finally {
      await second.close();
    }
  });
});
