import { describe, expect, it } from 'vitest';
import { ContractEvents, Topics } from '@homepact/proto';
import { harnessPerTest } from '@homepact/kit/testing';
import { admin, create, owner, startContracts, stranger, type Harness } from './harness.ts';
import type { ActivityDoc } from '../src/domain/activity.ts';
import type { ContractStored } from '../src/store/collections.ts';

let h: Harness;
harnessPerTest(startContracts, (x) => (h = x));

const step = () => {
  h.clock.now = new Date(h.clock.now.getTime() + 1000);
};

describe('events go out through the outbox relay, exactly once', () => {
  it('ContractCreated, ContractUpdated, ContractDeleted for one contract, in order, keyed by its id', async () => {
    const rec = await create(h, owner, { totalAmount: '1,500.00' });
    step();
    expect(
      (
        await h.request({
          method: 'PATCH',
          url: `/api/contracts/${rec.id}/content`,
          user: owner,
          body: { editedContractContent: 'New text' },
        })
      ).status,
    ).toBe(200);
    step();
    expect((await h.request({ method: 'DELETE', url: `/api/contracts/${rec.id}`, user: owner })).status).toBe(204);
    await h.settle();
    // Give the relay a few more polls: nothing may be published twice.
    await new Promise((r) => setTimeout(r, 50));
    await h.settle();

    const mine = h.events.filter((e) => e.key === rec.id);
    expect(mine.map((e) => e.type)).toEqual(['ContractCreated', 'ContractUpdated', 'ContractDeleted']);
    expect(new Set(mine.map((e) => e.id)).size).toBe(3);
    for (const e of mine) expect(e.producer).toBe('contracts');

    const created = ContractEvents.ContractCreated.schema.parse(mine[0]!.data);
    expect(created).toEqual({
      contractId: rec.id,
      createdBy: owner.userId,
      serviceType: 'Kitchen Remodeling',
      status: 'draft',
      workflowStage: 'created',
      totalAmount: '1500.00',
      homeownerEmail: 'hana.owens@example.com',
      providerEmail: 'pat@builders.example',
      // Who the contract names, for the admin service's parties directory.
      parties: {
        homeowner: {
          firstName: 'Hana',
          lastName: 'Owens',
          email: 'hana.owens@example.com',
          phone: '(555) 010-2030',
          address: '12 Elm Street, Austin, TX 78701',
          state: 'TX',
        },
        provider: {
          name: 'Pat Builder',
          businessName: null,
          email: 'pat@builders.example',
          phone: '555-010-4050',
          address: null,
          license: null,
          hasInsurance: false,
          hasBonding: false,
          insuranceAmount: null,
          insuranceDetails: null,
        },
      },
      createdAt: '2025-01-05T12:00:00.000Z',
    });
    const updated = ContractEvents.ContractUpdated.schema.parse(mine[1]!.data);
    expect(updated).toMatchObject({
      contractId: rec.id,
      changes: ['editedContractContent'],
      updatedAt: '2025-01-05T12:00:01.000Z',
      totalAmount: '1500.00',
    });
    expect(ContractEvents.ContractDeleted.schema.parse(mine[2]!.data)).toEqual({
      contractId: rec.id,
      createdBy: owner.userId,
      deletedAt: '2025-01-05T12:00:02.000Z',
    });
    // The outbox is empty and the soft-deleted document is gone.
    expect(await h.rt.store.collection<ContractStored>('contracts').count({})).toBe(0);
  });

  it('refused changes publish nothing', async () => {
    const rec = await create(h, owner);
    await h.settle();
    await h.rt.store.collection<ContractStored>('contracts').findOneAndUpdate({ _id: rec.id }, { $set: { status: 'signed' } });
    expect(
      (await h.request({ method: 'PATCH', url: `/api/contracts/${rec.id}/content`, user: owner, body: { editedContractContent: 'x' } }))
        .status,
    ).toBe(409);
    expect((await h.request({ method: 'DELETE', url: `/api/contracts/${rec.id}`, user: owner })).status).toBe(409);
    expect(
      (await h.request({ method: 'PATCH', url: `/api/contracts/${rec.id}/content`, user: stranger, body: { editedContractContent: 'x' } }))
        .status,
    ).toBe(404);
    await h.settle();
    expect(h.events.map((e) => e.type)).toEqual(['ContractCreated']);
  });

  it('are published on the contracts topic', async () => {
    expect(ContractEvents.ContractCreated.topic).toBe(Topics.contracts);
    expect(ContractEvents.ContractUpdated.topic).toBe(Topics.contracts);
    expect(ContractEvents.ContractDeleted.topic).toBe(Topics.contracts);
  });
});

describe('contract_activity records every change', () => {
  it('created, content_updated (by whoever edited) and deleted, each with the event it caused', async () => {
    const rec = await create(h, owner);
    step();
    await h.request({
      method: 'PATCH',
      url: `/api/contracts/${rec.id}/content`,
      user: admin,
      body: { editedContractContent: 'Support fix' },
    });
    step();
    await h.request({ method: 'DELETE', url: `/api/contracts/${rec.id}`, user: owner });
    await h.settle();

    const rows = await h.rt.store.collection<ActivityDoc>('contract_activity').find({ contractId: rec.id }, { sort: { createdAt: 1 } });
    expect(rows.map((r) => [r.action, r.userId, r.description])).toEqual([
      // No profile name known for the owner yet: the address names them.
      ['created', owner.userId, 'Contract created by owner@example.com'],
      ['content_updated', admin.userId, 'Contract text edited'],
      ['deleted', owner.userId, 'Draft contract deleted'],
    ]);
    for (const r of rows) {
      expect(r._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(r.createdAt).toBeInstanceOf(Date);
    }
    expect(rows[0]!.metadata).toMatchObject({ status: 'draft', workflowStage: 'created', totalAmountCents: 123450 });
    expect(rows[1]!.metadata).toMatchObject({ changes: ['editedContractContent'], length: 'Support fix'.length });
    // Each row names the event its change emitted.
    const eventIds = h.events.filter((e) => e.key === rec.id).map((e) => e.id);
    expect(rows.map((r) => (r.metadata as { eventId: string }).eventId)).toEqual(eventIds);
    // The history outlives the deleted contract.
    expect(await h.rt.store.collection<ContractStored>('contracts').findOne({ _id: rec.id })).toBeNull();
  });
});
