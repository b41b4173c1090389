import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@homepact/kit';
import { fakeRoute, startFakeInternalService, UncheckedAnswer, type FakeInternalService } from '@homepact/kit/testing';
import { ContractsInternal } from '@homepact/proto';
import { httpContractsPort, type ContractsPort } from '../src/clients/contracts.ts';
import { contractRecord, evidenceFor } from './fixtures/contracts.ts';
import { FakeContracts } from './fakes.ts';
import { homeowner, owner, SECRET, startDocuments, stranger } from './harness.ts';

/**
 * contracts' internal API over real HTTP, built from the routes proto declares (the kit's fake internal
 * service: it refuses calls without a service signature and answers only the declared shapes), applying
 * the protocol's access rules through FakeContracts.
 */
let fake: FakeInternalService;
let baseUrl: string;
const rules = new FakeContracts();
let answerGarbage = false;
const notFound = () => AppError.notFound('Contract not found');

beforeAll(async () => {
  fake = await startFakeInternalService({
    secret: SECRET,
    routes: [
      fakeRoute(ContractsInternal.authorize, async ({ params, body }) => {
        if (answerGarbage) return new UncheckedAnswer({ access: 'yes' });
        const answer = await rules.authorize(params.id, { user: body.user, ...(body.token ? { token: body.token } : {}) });
        if (!answer) throw notFound();
        return answer;
      }),
      fakeRoute(ContractsInternal.evidence, ({ params }) => {
        const c = rules.contracts.get(params.id);
        if (!c) throw notFound();
        return evidenceFor(c);
      }),
      fakeRoute(ContractsInternal.mailBudget, () => {
        if (rules.mailBudgetLeft <= 0) throw AppError.tooManyRequests('You have sent the daily limit of 50 signing e-mails.', 3600);
        rules.mailBudgetLeft--;
        return { recipients: 2 };
      }),
    ],
  });
  baseUrl = fake.url;
});
afterAll(async () => {
  await fake.close();
});

describe('httpContractsPort against an HTTP contracts', () => {
  let port: ContractsPort;
  beforeAll(() => {
    port = httpContractsPort({ baseUrl, secret: SECRET });
  });

  it('asks POST /internal/contracts/:id/authorize as documents, with the user and the token', async () => {
    const c = rules.put(contractRecord());
    const answer = await port.authorize(c.id, { user: owner, token: 'some-token-value-123' });
    expect(answer?.access).toEqual({ read: true, manage: true, party: null });
    expect(answer?.contract.id).toBe(c.id);
    expect(fake.calls.at(-1)).toEqual({
      method: 'POST',
      path: `/internal/contracts/${c.id}/authorize`,
      caller: 'documents',
      status: 200,
      body: { user: owner, token: 'some-token-value-123' },
    });
    expect((await port.authorize(c.id, { user: stranger }))?.access.read).toBe(false);
    expect(await port.authorize('no-such-contract', { user: owner })).toBeNull();
  });

  it('reads the evidence, validated', async () => {
    const c = rules.put(contractRecord());
    const ev = await port.evidence(c.id);
    expect(ev.signatures.map((s) => s.verification)).toEqual(['token', 'session']);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'GET', path: `/internal/contracts/${c.id}/evidence`, caller: 'documents' });
  });

  it('an unexpected answer is a 502 and an unreachable contracts a 503, not a crash', async () => {
    answerGarbage = true;
    try {
      await expect(port.authorize('x', { user: owner })).rejects.toMatchObject({ status: 502, code: 'bad_gateway' });
    } finally {
      answerGarbage = false;
    }
    const down = httpContractsPort({ baseUrl: 'http://127.0.0.1:9', secret: SECRET, timeoutMs: 1000 });
    await expect(down.authorize('x', { user: owner })).rejects.toMatchObject({ status: 503 });
  });

  it('drives the service end to end: generate for the owner, 403 for a party, 404 for a stranger', async () => {
    const h = await startDocuments({ env: { CONTRACTS_URL: baseUrl }, contracts: httpContractsPort({ baseUrl, secret: SECRET }) });
    try {
      const c = rules.put(contractRecord());
      expect((await h.request({ method: 'POST', url: `/api/contracts/${c.id}/generate`, user: owner })).status).toBe(200);
      expect((await h.request({ method: 'POST', url: `/api/contracts/${c.id}/generate`, user: homeowner })).status).toBe(403);
      expect((await h.request({ method: 'GET', url: `/api/contracts/${c.id}/pdf`, user: stranger })).status).toBe(404);
    } finally {
      await h.close();
    }
  });

  it('Generate asks contracts for the mail budget first: its 429, sentence and Retry-After reach the browser, and nothing is rendered', async () => {
    const h = await startDocuments({ env: { CONTRACTS_URL: baseUrl }, contracts: httpContractsPort({ baseUrl, secret: SECRET }) });
    try {
      const c = rules.put(contractRecord());
      rules.mailBudgetLeft = 0;
      const res = await h.request({ method: 'POST', url: `/api/contracts/${c.id}/generate`, user: owner });
      expect(res.status).toBe(429);
      expect(res.body.error).toMatchObject({ code: 'mail_limit', message: 'You have sent the daily limit of 50 signing e-mails.' });
      expect(res.headers['retry-after']).toBe('3600');
      expect(await h.rt.store.collection('documents').count({})).toBe(0);
    } finally {
      rules.mailBudgetLeft = Number.POSITIVE_INFINITY;
      await h.close();
    }
  });
});

describe('the fake is contracts as declared', () => {
  it('refuses an unsigned call with 401, as the kit refuses it in contracts', async () => {
    const res = await fetch(`${baseUrl}/internal/contracts/x/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: null }),
    });
    expect(res.status).toBe(401);
    expect(fake.calls.at(-1)).toMatchObject({ path: '/internal/contracts/x/authorize', caller: null, status: 401 });
  });
});
