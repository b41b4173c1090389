import { describe, expect, it } from 'vitest';
import { ContractRecordSchema } from '@homepact/proto';
import { harnessPerTest } from '@homepact/kit/testing';
import { admin, create, homeowner, owner, sendForSignature, startContracts, stranger, validBody, type Harness } from '../harness.ts';

let h: Harness;
harnessPerTest(startContracts, (x) => (h = x));

const put = (id: string, body: Record<string, unknown>, user = owner) =>
  h.request({ method: 'PUT', url: `/api/contracts/${id}`, user, body });
const listIds = async () =>
  ((await h.request({ method: 'GET', url: '/api/contracts', user: owner })).body as Array<{ id: string }>).map((c) => c.id);

describe('PUT /api/contracts/:id (the wizard saving its draft again)', () => {
  it('updates the same draft: changed answers and text replace the old ones, nothing is duplicated', async () => {
    const rec = await create(h, owner);
    h.clock.now = new Date(h.clock.now.getTime() + 5000);
    const res = await put(
      rec.id,
      validBody({
        homeownerAddress: '99 Oak Avenue, Austin, TX 78702',
        totalAmount: '2000',
        finalContract: 'HOME SERVICE AGREEMENT\n\nSecond text.',
      }),
    );
    expect(res.status).toBe(200);
    const updated = ContractRecordSchema.parse(res.body);
    expect(updated).toMatchObject({
      id: rec.id,
      createdAt: rec.createdAt,
      updatedAt: '2025-01-05T12:00:05.000Z',
      status: 'draft',
      homeownerAddress: '99 Oak Avenue, Austin, TX 78702',
      totalAmount: '2000.00',
      finalContract: 'HOME SERVICE AGREEMENT\n\nSecond text.',
    });
    expect(updated.contractData).toMatchObject({ homeownerAddress: '99 Oak Avenue, Austin, TX 78702', totalAmount: '2000.00' });
    expect(await listIds()).toEqual([rec.id]);
    await h.settle();
    const event = h.events.filter((e) => e.type === 'ContractUpdated').at(-1);
    expect((event?.data as { changes: string[] }).changes).toEqual(
      expect.arrayContaining(['homeownerAddress', 'totalAmountCents', 'contractData', 'finalContract']),
    );
  });

  it('accepts an old draft whose start has passed, but never an end before the start', async () => {
    const rec = await create(h, owner);
    expect((await put(rec.id, validBody({ projectStartDate: '2020-06-01', projectEndDate: '2020-07-01' }))).status).toBe(200);
    const bad = await put(rec.id, validBody({ projectStartDate: '2025-03-15', projectEndDate: '2025-03-01' }));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('The end date is before the start date');
  });

  it('refuses a contract sent for signature (409 not_draft) and leaves it as it was', async () => {
    const rec = await create(h, owner);
    await sendForSignature(h, rec.id);
    const res = await put(rec.id, validBody({ homeownerAddress: '99 Oak Avenue, Austin, TX 78702' }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('not_draft');
    expect((await h.request({ method: 'GET', url: `/api/contracts/${rec.id}`, user: owner })).body.homeownerAddress).toBe(
      '12 Elm Street, Austin, TX 78701',
    );
  });

  it('is for the creator and admins: a party gets 403, a stranger 404', async () => {
    const rec = await create(h, owner);
    expect((await put(rec.id, validBody(), admin)).status).toBe(200);
    expect((await put(rec.id, validBody(), homeowner)).status).toBe(403);
    expect((await put(rec.id, validBody(), stranger)).status).toBe(404);
  });
});
