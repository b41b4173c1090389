import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@homepact/kit/testing';
import { SigningEvents } from '@homepact/proto';
import { JobScheduler, SCHEDULED_JOBS } from '../../src/scheduler/job-scheduler.ts';
import { plannedJobs } from '../../src/use-cases/signing-deadline.ts';
import {
  admin,
  create,
  homeowner,
  owner,
  provider,
  sendForSignature,
  signBody,
  startContracts,
  stranger,
  type Harness,
} from '../harness.ts';
import type { JobDoc } from '../../src/scheduler/job-scheduler.ts';

const DAY = 24 * 3600_000;
let h: Harness;
let others: Harness[] = [];
afterEach(async () => {
  await h?.close();
  for (const o of others) await o.close();
  others = [];
});

type WithScheduler = { scheduler: JobScheduler };
const schedulerOf = (x: Harness) => (x.service as unknown as WithScheduler).scheduler;
const later = (x: Harness, days: number) => (x.clock.now = new Date(x.clock.now.getTime() + days * DAY));
const ofType = (x: Harness, type: string) => x.events.filter((e) => e.type === type);

async function sent(x: Harness) {
  const { id } = await create(x, owner);
  const { tokens } = await sendForSignature(x, id);
  return { id, tokens };
}

/** Runs what is due, then publishes what it wrote. */
async function tick(x: Harness, scheduler = schedulerOf(x)) {
  await scheduler.runDue();
  await x.settle();
}

describe('signing deadline, reminders and expiry', () => {
  it('plans reminders after 2 and 5 days and the day before the deadline, then the expiry', () => {
    const sentAt = new Date('2025-01-05T12:00:00Z');
    const jobs = plannedJobs(sentAt, new Date(sentAt.getTime() + 14 * DAY), [2, 5]);
    expect(jobs.map((j) => [j.kind, (j.dueAt.getTime() - sentAt.getTime()) / DAY])).toEqual([
      ['reminder', 2],
      ['reminder', 5],
      ['reminder', 13],
      ['expire', 14],
    ]);
    // A short deadline keeps only what fits before the day-before reminder.
    expect(plannedJobs(sentAt, new Date(sentAt.getTime() + 3 * DAY), [2, 5]).map((j) => j.kind)).toEqual(['reminder', 'expire']);
  });

  it('a sent contract has a deadline; reminders go to unsigned parties with fresh links and stop once they sign', async () => {
    h = await startContracts();
    const { id, tokens } = await sent(h);
    const record = await h.request({ method: 'GET', url: `/api/contracts/${id}`, user: owner });
    expect(record.body.signingDeadline).toBe(new Date(h.clock.now.getTime() + 14 * DAY).toISOString());

    later(h, 1);
    await tick(h);
    expect(ofType(h, 'ReminderSent')).toHaveLength(0);

    later(h, 1.1);
    await tick(h);
    const [first] = ofType(h, 'ReminderSent');
    const data = SigningEvents.ReminderSent.schema.parse(first!.data);
    expect(data.reminders.map((r) => r.role).sort()).toEqual(['homeowner', 'provider']);
    expect(data.waitingOn).toMatch(/owner@example|HomePact|\w/);
    // Only the newest link works: the original one now says it was replaced.
    const old = await h.request({ method: 'GET', url: `/api/contracts/${id}/signing-info?token=${tokens.homeowner}` });
    expect(old.status).toBe(410);
    expect(old.body.error.code).toBe('LINK_REPLACED');
    const fresh = new URL(data.reminders.find((r) => r.role === 'homeowner')!.signUrl).searchParams.get('token')!;
    const signed = await h.request({ method: 'POST', url: `/api/contracts/${id}/sign`, body: signBody('homeowner', { token: fresh }) });
    expect(signed.status).toBe(200);
    // The owner's and the provider's e-mails about it name the deadline.
    await h.settle();
    expect(SigningEvents.PartySigned.schema.parse(ofType(h, 'PartySigned')[0]!.data).signingDeadline).toBe(record.body.signingDeadline);

    later(h, 3);
    await tick(h);
    const reminders = ofType(h, 'ReminderSent').map((e) => SigningEvents.ReminderSent.schema.parse(e.data));
    expect(reminders).toHaveLength(2);
    // The homeowner signed: only the provider is reminded, and told who is waiting.
    expect(reminders[1]!.reminders.map((r) => r.role)).toEqual(['provider']);
    expect(reminders[1]!.waitingOn).toMatch(/Hana Owens \(who has signed\)/);
  });

  it('GET /api/contracts shows each row’s deadline, how many reminders went and when the last did', async () => {
    h = await startContracts();
    const { id } = await sent(h);
    const row = async () => {
      const list = await h.request({ method: 'GET', url: '/api/contracts', user: owner });
      expect(list.status).toBe(200);
      return (list.body as Array<{ id: string; signingDeadline?: string; reminders?: { count: number; lastAt: string } }>).find(
        (c) => c.id === id,
      )!;
    };
    const deadline = new Date(h.clock.now.getTime() + 14 * DAY).toISOString();
    expect(await row()).toMatchObject({ signingDeadline: deadline });
    expect((await row()).reminders).toBeUndefined();

    later(h, 2.1);
    await tick(h);
    const firstAt = h.clock.now.toISOString();
    expect((await row()).reminders).toEqual({ count: 1, lastAt: firstAt });

    later(h, 3);
    await tick(h);
    expect((await row()).reminders).toEqual({ count: 2, lastAt: h.clock.now.toISOString() });
  });

  it('at the deadline the contract expires: links answer 410 signing_expired, signing is refused (409), everyone is told; a new deadline reopens it', async () => {
    h = await startContracts();
    const { id, tokens } = await sent(h);
    later(h, 14);
    await tick(h);
    const [expired] = ofType(h, 'SigningExpired');
    expect(SigningEvents.SigningExpired.schema.parse(expired!.data).parties.map((p) => p.email)).toHaveLength(2);
    expect((await h.request({ method: 'GET', url: `/api/contracts/${id}`, user: owner })).body.status).toBe('expired');
    // Only one reminder went out on coming to it late (the day-before one), however many were overdue.
    expect(ofType(h, 'ReminderSent')).toHaveLength(1);

    const info = await h.request({ method: 'GET', url: `/api/contracts/${id}/signing-info?token=${tokens.provider}` });
    expect(info.status).toBe(410);
    expect(info.body.error.code).toBe('signing_expired');
    const byLink = await h.request({
      method: 'POST',
      url: `/api/contracts/${id}/sign`,
      body: signBody('provider', { token: tokens.provider }),
    });
    // Signing a closed contract conflicts with its state: 409, with the link's reason.
    expect(byLink.status).toBe(409);
    expect(byLink.body.error.code).toBe('signing_expired');
    const signedIn = await h.request({ method: 'POST', url: `/api/contracts/${id}/sign`, user: provider, body: signBody('provider') });
    expect(signedIn.status).toBe(409);

    const reopened = await h.request({ method: 'POST', url: `/api/contracts/${id}/deadline`, user: owner, body: { days: 7 } });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toEqual({
      status: 'pending_signatures',
      signingDeadline: new Date(h.clock.now.getTime() + 7 * DAY).toISOString(),
    });
    await h.settle();
    const resent = ofType(h, 'InvitesRequested').at(-1)!;
    const token = new URL(SigningEvents.InvitesRequested.schema.parse(resent.data).invitations[1]!.signUrl).searchParams.get('token')!;
    expect((await h.request({ method: 'POST', url: `/api/contracts/${id}/sign`, body: signBody('provider', { token }) })).status).toBe(200);
  });

  it('the owner’s deadlineDays on Generate (PdfGenerated) sets the deadline and its jobs', async () => {
    h = await startContracts();
    const { id } = await create(h, owner);
    await sendForSignature(h, id, { deadlineDays: 3 });
    const record = await h.request({ method: 'GET', url: `/api/contracts/${id}`, user: owner });
    expect(record.body.signingDeadline).toBe(new Date(h.clock.now.getTime() + 3 * DAY).toISOString());
    later(h, 3);
    await tick(h);
    expect(ofType(h, 'SigningExpired')).toHaveLength(1);
  });

  it('extending the deadline moves the expiry: the old deadline’s jobs do nothing', async () => {
    h = await startContracts();
    const { id } = await sent(h);
    expect((await h.request({ method: 'POST', url: `/api/contracts/${id}/deadline`, user: owner, body: { days: 30 } })).status).toBe(200);
    later(h, 15);
    await tick(h);
    expect(ofType(h, 'SigningExpired')).toHaveLength(0);
    later(h, 16);
    await tick(h);
    expect(ofType(h, 'SigningExpired')).toHaveLength(1);
  });
});

describe('withdrawal', () => {
  it('voids a sent contract: links answer 410 contract_withdrawn at once, nobody can sign (409), both parties are told, no reminder follows', async () => {
    h = await startContracts();
    const { id, tokens } = await sent(h);
    const res = await h.request({
      method: 'POST',
      url: `/api/contracts/${id}/withdraw`,
      user: owner,
      body: { reason: '  Job cancelled  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('withdrawn');
    await h.settle();
    const event = SigningEvents.ContractWithdrawn.schema.parse(ofType(h, 'ContractWithdrawn')[0]!.data);
    expect(event.reason).toBe('Job cancelled');
    expect(event.parties.map((p) => p.role)).toEqual(['homeowner', 'provider']);

    const info = await h.request({ method: 'GET', url: `/api/contracts/${id}/signing-info?token=${tokens.homeowner}` });
    expect(info.status).toBe(410);
    expect(info.body.error.code).toBe('contract_withdrawn');
    expect(info.body.error.message).toMatch(/Job cancelled/);
    const sign = await h.request({
      method: 'POST',
      url: `/api/contracts/${id}/sign`,
      body: signBody('homeowner', { token: tokens.homeowner }),
    });
    expect(sign.status).toBe(409);
    expect(sign.body.error.message).toMatch(/withdrew this contract: “Job cancelled”/);
    expect(
      (await h.request({ method: 'POST', url: `/api/contracts/${id}/sign`, user: homeowner, body: signBody('homeowner') })).status,
    ).toBe(409);
    // The owner still reads it, with its reason.
    const record = await h.request({ method: 'GET', url: `/api/contracts/${id}`, user: owner });
    expect(record.body).toMatchObject({ status: 'withdrawn', withdrawnReason: 'Job cancelled' });
    // Withdrawn twice, or extended: 409.
    expect((await h.request({ method: 'POST', url: `/api/contracts/${id}/withdraw`, user: owner, body: { reason: 'again' } })).status).toBe(
      409,
    );
    expect((await h.request({ method: 'POST', url: `/api/contracts/${id}/deadline`, user: owner, body: { days: 3 } })).status).toBe(409);
    later(h, 20);
    await tick(h);
    expect(ofType(h, 'ReminderSent')).toHaveLength(0);
    expect(ofType(h, 'SigningExpired')).toHaveLength(0);
  });

  it('a draft cannot be withdrawn', async () => {
    h = await startContracts();
    const { id } = await create(h, owner);
    expect((await h.request({ method: 'POST', url: `/api/contracts/${id}/withdraw`, user: owner, body: { reason: 'x' } })).status).toBe(
      409,
    );
  });
});

describe('who may withdraw or extend, and what they must send', () => {
  const routes = [
    { url: 'withdraw', body: { reason: 'Plans changed' } },
    { url: 'deadline', body: { days: 10 } },
  ];
  for (const route of routes)
    it(`POST /${route.url}: owner and admin 200, each party 403, stranger 404, anonymous 401`, async () => {
      h = await startContracts();
      const expectStatus = async (user: typeof owner | undefined, status: number) => {
        const { id } = await sent(h);
        const res = await h.request({
          method: 'POST',
          url: `/api/contracts/${id}/${route.url}`,
          ...(user ? { user } : {}),
          body: route.body,
        });
        expect([user?.userId ?? 'anonymous', res.status]).toEqual([user?.userId ?? 'anonymous', status]);
      };
      await expectStatus(owner, 200);
      await expectStatus(admin, 200);
      await expectStatus(homeowner, 403);
      await expectStatus(provider, 403);
      await expectStatus(stranger, 404);
      await expectStatus(undefined, 401);
    });

  it('bad bodies answer 400', async () => {
    h = await startContracts();
    const { id } = await sent(h);
    const post = (url: string, body: unknown) => h.request({ method: 'POST', url: `/api/contracts/${id}/${url}`, user: owner, body });
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 3 }, { reason: 'ok', extra: 1 }])
      expect([JSON.stringify(body), (await post('withdraw', body)).status]).toEqual([JSON.stringify(body), 400]);
    for (const body of [{}, { days: 0 }, { days: 91 }, { days: 1.5 }, { days: '7' }, { days: 7, extra: true }])
      expect([JSON.stringify(body), (await post('deadline', body)).status]).toEqual([JSON.stringify(body), 400]);
    expect(
      (await h.request({ method: 'POST', url: `/api/contracts/not-a-uuid/withdraw`, user: owner, body: { reason: 'x' } })).status,
    ).toBe(404);
  });
});

describe('the durable scheduler', () => {
  it('a reminder due while the service was down is sent once after it comes back, never twice', async () => {
    const first = await startContracts();
    const { id } = await sent(first);
    await first.close({ keepData: true });

    // Down for three days: the day-2 reminder fell due meanwhile.
    h = await startContracts({ dataDir: first.dataDir, env: { SCHEDULER_INTERVAL_MS: '20' } });
    h.clock.now = new Date(first.clock.now.getTime() + 3 * DAY);
    await waitFor(() => ofType(h, 'ReminderSent').length > 0, { what: 'the overdue reminder' });
    await h.settle();
    // Several more ticks, and a second restart on the same data: still one.
    await new Promise((r) => setTimeout(r, 150));
    await h.close({ keepData: true });
    const third = await startContracts({ dataDir: first.dataDir, env: { SCHEDULER_INTERVAL_MS: '20' } });
    others.push(third);
    third.clock.now = new Date(first.clock.now.getTime() + 3 * DAY);
    await new Promise((r) => setTimeout(r, 150));
    await third.settle();
    expect(ofType(h, 'ReminderSent').concat(ofType(third, 'ReminderSent'))).toHaveLength(1);
    const jobs = await third.rt.store.collection<JobDoc>(SCHEDULED_JOBS).find({ contractId: id, kind: 'reminder' });
    expect(jobs.filter((j) => j.doneAt)).toHaveLength(1);
    h = third;
    others = [];
  });

  it('two instances on one store: each due job runs once', async () => {
    h = await startContracts();
    await sent(h);
    const a = schedulerOf(h);
    const b = new JobScheduler({ ...a.options, holder: 'replica-b' });
    later(h, 2.5);
    const ran = await Promise.all([a.runDue(), b.runDue()]);
    expect(ran.reduce((x, y) => x + y, 0)).toBe(1);
    expect((await Promise.all([a.runDue(), b.runDue()])).reduce((x, y) => x + y, 0)).toBe(0);
    await h.settle();
    expect(ofType(h, 'ReminderSent')).toHaveLength(1);
  });

  it('a job whose run failed is retried after a backoff, and a run that lost its lease does not send twice', async () => {
    h = await startContracts();
    await sent(h);
    const a = schedulerOf(h);
    let fail = true;
    const flaky = new JobScheduler({
      ...a.options,
      holder: 'flaky',
      run: async (job) => {
        if (fail) throw new Error('store hiccup');
        await a.options.run(job);
      },
    });
    later(h, 2.5);
    expect(await flaky.runDue()).toBe(0);
    expect(await a.runDue()).toBe(0); // backing off
    fail = false;
    later(h, 0.01);
    expect(await flaky.runDue()).toBe(1);
    await h.settle();
    // The same job run again (its lease expired under a slow run): the contract remembers it, nothing more is sent.
    const [job] = await h.rt.store.collection<JobDoc>(SCHEDULED_JOBS).find({ kind: 'reminder', doneAt: { $ne: null } });
    await a.options.run(job as never);
    await h.settle();
    expect(ofType(h, 'ReminderSent')).toHaveLength(1);
  });
});

describe('a reminder and the mail budget', () => {
  it('a reminder the mail budget refuses is retried later, not lost', async () => {
    h = await startContracts({ env: { MAIL_PER_RECIPIENT_PER_DAY: '1' } });
    // Two contracts to the same two parties: on day 2 both reminders fall due, and each address may get one e-mail a day.
    await sent(h);
    await sent(h);
    later(h, 2.1);
    await tick(h);
    expect(ofType(h, 'ReminderSent')).toHaveLength(1);
    const before = ofType(h, 'ReminderSent').length;
    const [job] = await h.rt.store
      .collection<JobDoc>(SCHEDULED_JOBS)
      .find({ kind: 'reminder', doneAt: null, lastError: { $ne: null } }, { limit: 1 });
    expect(job?.lastError).toMatch(/mail budget/);
    // A day later the budget is free again and the retried job sends it.
    later(h, 1);
    await tick(h);
    expect(ofType(h, 'ReminderSent').length).toBeGreaterThan(before);
  });
});
