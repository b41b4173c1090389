import { afterEach, describe, expect, it } from 'vitest';
import { assembleContract } from '@homepact/legal';
import { SigningEvents } from '@homepact/proto';
import { waitFor } from '@homepact/kit/testing';
import { JobScheduler, SCHEDULED_JOBS } from '../../src/scheduler/job-scheduler.ts';
import {
  admin,
  create,
  currentToken,
  homeowner,
  owner,
  provider,
  sendForSignature,
  signBody,
  startContracts,
  stranger,
  validBody,
  type Harness,
} from '../harness.ts';
import type { ContractStored } from '../../src/store/collections.ts';
import type { JobDoc } from '../../src/scheduler/job-scheduler.ts';

const DAY = 24 * 3600_000;
let h: Harness;
afterEach(async () => h?.close());

const schedulerOf = (x: Harness) => (x.service as unknown as { scheduler: JobScheduler }).scheduler;
const ofType = (x: Harness, type: string) => x.events.filter((e) => e.type === type);
const later = (x: Harness, ms: number) => (x.clock.now = new Date(x.clock.now.getTime() + ms));

/** An Ohio home solicitation sale: the text prints the 3-business-day Notice of Cancellation. */
function ohioBody(overrides: Record<string, unknown> = {}) {
  const form = validBody({ homeownerState: 'OH', soldAtHome: true, homeownerAddress: '12 Elm St, Columbus, OH 43004', ...overrides });
  return { ...form, finalContract: assembleContract({ form: form, generatedAt: new Date('2025-01-05T12:00:00Z') }).text };
}

/** Creates, sends and signs (homeowner first); returns the id and the cancellation link's token. */
async function executed(x: Harness, overrides: Record<string, unknown> = {}) {
  const { id } = await create(x, owner, ohioBody(overrides));
  const { tokens } = await sendForSignature(x, id);
  // The homeowner opens the link first (the timeline's "opened").
  expect((await x.request({ method: 'GET', url: `/api/contracts/${id}?token=${tokens.homeowner}` })).status).toBe(200);
  const a = await x.request({ method: 'POST', url: `/api/contracts/${id}/sign`, body: signBody('homeowner', { token: tokens.homeowner }) });
  expect(a.status).toBe(200);
  const b = await x.request({
    method: 'POST',
    url: `/api/contracts/${id}/sign`,
    body: signBody('provider', { token: await currentToken(x, id, 'provider') }),
  });
  expect(b.status).toBe(200);
  expect(b.body.fullyExecuted).toBe(true);
  await x.settle();
  const internal = await x.request({ method: 'GET', url: `/internal/contracts/${id}`, internal: true });
  return { id, record: b.body.contract, cancelUrl: internal.body.cancelUrl as string | null };
}
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describe('the cancellation window', () => {
  it('an executed Ohio contract gets the window from the legal library: cancellable until the 3rd business day, no work before', async () => {
    h = await startContracts();
    // Sunday, January 5, 2025: three business days after are Mon 6, Tue 7, Wed 8.
    const { id, record, cancelUrl } = await executed(h);
    expect(record.cancellation).toMatchObject({
      state: 'OH',
      lastDay: 'Wednesday, January 8, 2025',
      noWorkDuringPeriod: true,
      closedAt: null,
      cancelledAt: null,
    });
    // Midnight at the end of Wednesday in Columbus (UTC-5).
    expect(record.cancellation.endsAt).toBe('2025-01-09T05:00:00.000Z');
    expect(record.cancellation.source).toMatch(/1345\.22/);
    expect(cancelUrl).toMatch(new RegExp(`^https://app\\.homepact\\.test/contracts/${id}/cancel\\?token=`));
  });

  it('a contract whose text gives no right to cancel gets no window and no link', async () => {
    h = await startContracts();
    const { record, cancelUrl } = await executed(h, { soldAtHome: false });
    expect(record.cancellation).toBeUndefined();
    expect(cancelUrl).toBeNull();
  });

  it('the homeowner cancels from the link while signed out: evidence, status, ContractCancelled; signing and cancelling again are refused', async () => {
    h = await startContracts();
    const { id, cancelUrl } = await executed(h);
    later(h, DAY);
    const token = tokenOf(cancelUrl!);
    const info = await h.request({ method: 'GET', url: `/api/contracts/${id}/cancellation?token=${token}` });
    expect(info.status).toBe(200);
    expect(info.body.state).toBe('open');
    expect(info.body.noticeText).toMatch(/^NOTICE OF CANCELLATION\nDate: January 6, 2025/);
    expect(info.body.noticeText).toContain('I hereby cancel this transaction');

    const res = await h.request({ method: 'POST', url: `/api/contracts/${id}/cancel`, body: { token, confirm: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancelledAt: h.clock.now.toISOString() });
    await h.settle();
    const [event] = ofType(h, 'ContractCancelled');
    const data = SigningEvents.ContractCancelled.schema.parse(event!.data);
    expect(data).toMatchObject({ contractId: id, state: 'OH', refundPeriod: '10 business days' });
    expect(data.parties.map((p) => p.email)).toEqual(['hana.owens@example.com', 'pat@builders.example']);
    expect(data.noticeText).toBe(res.body.noticeText);

    const record = await h.request({ method: 'GET', url: `/api/contracts/${id}`, user: owner });
    expect(record.body.status).toBe('cancelled');
    expect(record.body.cancellation.cancelledAt).toBe(h.clock.now.toISOString());
    // Evidence: who, when, from where, the notice word for word.
    const rows = (await h.request({ method: 'GET', url: `/internal/contracts/${id}/evidence`, internal: true })).body.timeline;
    expect(rows.at(-1)).toMatchObject({ action: 'cancelled' });
    const doc = await h.rt.store.collection<ContractStored>('contracts').findOne({ _id: id });
    expect(doc!.cancellationEvidence).toMatchObject({
      email: 'hana.owens@example.com',
      address: '12 Elm St, Columbus, OH 43004',
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (HomePact test)',
      verification: 'link',
      noticeText: res.body.noticeText,
    });

    const again = await h.request({ method: 'POST', url: `/api/contracts/${id}/cancel`, body: { token, confirm: true } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_cancelled');
    const sign = await h.request({ method: 'POST', url: `/api/contracts/${id}/sign`, user: homeowner, body: signBody('homeowner') });
    expect(sign.status).toBe(409);
    expect(sign.body.error.message).toMatch(/cancelled/);
    // The window's job finds nothing to close.
    later(h, 5 * DAY);
    await schedulerOf(h).runDue();
    await h.settle();
    expect(ofType(h, 'CancellationWindowClosed')).toHaveLength(0);
  });

  it('when the window closes the scheduler marks the contract in force, once; the link then refuses', async () => {
    h = await startContracts();
    const { id, cancelUrl } = await executed(h);
    later(h, 3 * DAY);
    await schedulerOf(h).runDue();
    await h.settle();
    expect(ofType(h, 'CancellationWindowClosed')).toHaveLength(0);
    later(h, 2 * DAY);
    await schedulerOf(h).runDue();
    await schedulerOf(h).runDue();
    await h.settle();
    expect(ofType(h, 'CancellationWindowClosed')).toHaveLength(1);
    const record = await h.request({ method: 'GET', url: `/api/contracts/${id}`, user: provider });
    expect(record.body.status).toBe('signed');
    expect(record.body.cancellation.closedAt).toBe(h.clock.now.toISOString());
    const token = tokenOf(cancelUrl!);
    expect((await h.request({ method: 'GET', url: `/api/contracts/${id}/cancellation?token=${token}` })).body.state).toBe('closed');
    const late = await h.request({ method: 'POST', url: `/api/contracts/${id}/cancel`, body: { token, confirm: true } });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(
      'The last day to cancel this contract was Wednesday, January 8, 2025. It can no longer be cancelled here; contact the provider.',
    );
  });

  it('a window end due while the service was down fires once after restart, and once again never', async () => {
    const first = await startContracts();
    const { id } = await executed(first);
    await first.close({ keepData: true });
    // Down for a week: the window's end (Wednesday midnight) fell due meanwhile.
    h = await startContracts({ dataDir: first.dataDir, env: { SCHEDULER_INTERVAL_MS: '20' } });
    h.clock.now = new Date(first.clock.now.getTime() + 7 * DAY);
    await waitFor(() => ofType(h, 'CancellationWindowClosed').length > 0, { what: 'the overdue window end' });
    await new Promise((r) => setTimeout(r, 150));
    await h.settle();
    expect(ofType(h, 'CancellationWindowClosed')).toHaveLength(1);
    expect((ofType(h, 'CancellationWindowClosed')[0]!.data as { contractId: string }).contractId).toBe(id);
    const jobs = await h.rt.store.collection<JobDoc>(SCHEDULED_JOBS).find({ contractId: id, kind: 'window_close' });
    expect(jobs.map((j) => !!j.doneAt)).toEqual([true]);
  });

  it('two replicas on one store close a window once', async () => {
    h = await startContracts();
    await executed(h);
    const a = schedulerOf(h);
    const b = new JobScheduler({ ...a.options, holder: 'replica-b' });
    later(h, 5 * DAY);
    await Promise.all([a.runDue(), b.runDue()]);
    await Promise.all([a.runDue(), b.runDue()]);
    await h.settle();
    expect(ofType(h, 'CancellationWindowClosed')).toHaveLength(1);
    const [job] = await h.rt.store.collection<JobDoc>(SCHEDULED_JOBS).find({ kind: 'window_close' });
    // Claimed once (one attempt), by one of the two.
    expect(job).toMatchObject({ attempts: 1 });
    expect(job!.doneAt).not.toBeNull();
  });

  it('authorization: only the homeowner cancels (link or sign-in); the others are told apart from strangers', async () => {
    h = await startContracts();
    const { id, cancelUrl } = await executed(h);
    const get = (user?: typeof owner, q = '') =>
      h.request({ method: 'GET', url: `/api/contracts/${id}/cancellation${q}`, ...(user ? { user } : {}) });
    expect((await get(homeowner)).status).toBe(200);
    expect((await get(undefined, `?token=${tokenOf(cancelUrl!)}`)).status).toBe(200);
    // The homeowner's signing link works too (the contract page); the provider's does not.
    expect((await get(undefined, `?token=${await currentToken(h, id, 'homeowner')}`)).status).toBe(200);
    expect((await get(undefined, `?token=${await currentToken(h, id, 'provider')}`)).status).toBe(401);
    expect((await get(owner)).status).toBe(403);
    expect((await get(provider)).status).toBe(403);
    expect((await get(admin)).status).toBe(403);
    expect((await get(stranger)).status).toBe(404);
    expect((await get()).status).toBe(401);
    // A link for another contract, or forged: 401.
    const forged = tokenOf(cancelUrl!).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await get(undefined, `?token=${forged}`)).status).toBe(401);
    const other = await executed(h);
    expect((await get(undefined, `?token=${tokenOf(other.cancelUrl!)}`)).status).toBe(401);
    for (const user of [owner, provider, stranger]) {
      const res = await h.request({ method: 'POST', url: `/api/contracts/${id}/cancel`, user, body: { confirm: true } });
      expect(res.status).toBe(user === stranger ? 404 : 403);
    }
    expect((await h.request({ method: 'POST', url: `/api/contracts/${id}/cancel`, body: { confirm: true } })).status).toBe(401);
    const byHomeowner = await h.request({ method: 'POST', url: `/api/contracts/${id}/cancel`, user: homeowner, body: { confirm: true } });
    expect(byHomeowner.status).toBe(200);
  });

  it('bad input: 400 with a clear message, never a 500', async () => {
    h = await startContracts();
    const { id } = await executed(h);
    const post = (body: unknown) => h.request({ method: 'POST', url: `/api/contracts/${id}/cancel`, user: homeowner, body });
    const noConfirm = await post({});
    expect(noConfirm.status).toBe(400);
    expect(noConfirm.body.error.message).toMatch(/confirm/);
    expect((await post({ confirm: 'yes' })).status).toBe(400);
    expect((await post({ confirm: true, extra: 1 })).status).toBe(400);
    expect((await post({ confirm: true, token: 'short' })).status).toBe(400);
    expect((await h.request({ method: 'GET', url: `/api/contracts/${id}/cancellation?token=x`, user: homeowner })).status).toBe(400);
    expect((await h.request({ method: 'GET', url: `/api/contracts/${id}/cancellation?foo=1`, user: homeowner })).status).toBe(400);
    expect((await h.request({ method: 'GET', url: `/api/contracts/not-a-uuid/cancellation`, user: homeowner })).status).toBe(404);
    // A draft (no window): 409, said plainly.
    const draft = await create(h, owner, { homeownerEmail: homeowner.email });
    const none = await h.request({ method: 'GET', url: `/api/contracts/${draft.id}/cancellation`, user: homeowner });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe('This contract gives no right to cancel after signing.');
  });
});

describe('the timeline', () => {
  it('shows what happened in order with time and actor, to the owner and each party; strangers and anonymous are refused', async () => {
    h = await startContracts();
    const { id, cancelUrl } = await executed(h);
    later(h, DAY);
    await h.request({ method: 'POST', url: `/api/contracts/${id}/cancel`, body: { token: tokenOf(cancelUrl!), confirm: true } });
    const res = await h.request({ method: 'GET', url: `/api/contracts/${id}/timeline`, user: owner });
    expect(res.status).toBe(200);
    const actions = res.body.entries.map((e: { action: string }) => e.action);
    expect(actions[0]).toBe('created');
    for (const a of ['sent_for_signature', 'opened', 'signed', 'executed', 'cancellation_window_opened', 'cancelled'])
      expect(actions).toContain(a);
    expect(actions.indexOf('executed')).toBeLessThan(actions.indexOf('cancellation_window_opened'));
    expect(actions.at(-1)).toBe('cancelled');
    const times = res.body.entries.map((e: { at: string }) => e.at);
    expect([...times].sort()).toEqual(times);
    const cancelled = res.body.entries.at(-1);
    expect(cancelled.actor).toEqual({ kind: 'party', name: 'Hana Owens' });
    const signed = res.body.entries.filter((e: { action: string }) => e.action === 'signed');
    expect(signed.map((e: { actor: { name: string } }) => e.actor.name)).toEqual(['Hana Owens', 'Pat Builder']);
    // Never internal ids.
    expect(JSON.stringify(res.body)).not.toContain(owner.userId);

    for (const [user, status] of [
      [homeowner, 200],
      [provider, 200],
      [admin, 200],
      [stranger, 404],
    ] as const)
      expect((await h.request({ method: 'GET', url: `/api/contracts/${id}/timeline`, user })).status).toBe(status);
    expect((await h.request({ method: 'GET', url: `/api/contracts/${id}/timeline` })).status).toBe(401);
  });

  it('a party reads it from their signing link; bad input is a clear 4xx', async () => {
    h = await startContracts();
    const { id } = await create(h, owner);
    const { tokens } = await sendForSignature(h, id);
    const byLink = await h.request({ method: 'GET', url: `/api/contracts/${id}/timeline?token=${tokens.provider}` });
    expect(byLink.status).toBe(200);
    expect(byLink.body.entries.map((e: { action: string }) => e.action)).toContain('sent_for_signature');
    expect((await h.request({ method: 'GET', url: `/api/contracts/${id}/timeline?token=${'x'.repeat(43)}` })).status).toBe(401);
    expect((await h.request({ method: 'GET', url: `/api/contracts/${id}/timeline?token=x` })).status).toBe(400);
    expect((await h.request({ method: 'GET', url: `/api/contracts/${id}/timeline?page=2`, user: owner })).status).toBe(400);
    expect((await h.request({ method: 'GET', url: `/api/contracts/nope/timeline`, user: owner })).status).toBe(404);
  });
});
