import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractsInternal, DocumentsInternal } from '@homepact/proto';
import { AppError } from '../src/errors.ts';
import { internalClient } from '../src/http/internal-client.ts';
import { fakeRoute, startFakeInternalService, UncheckedAnswer, type FakeInternalService } from '../src/testing/fake-internal-service.ts';

const SECRET = 'f'.repeat(40);
let fake: FakeInternalService;
let malformed = false;
let wrongShape = false;

beforeAll(async () => {
  fake = await startFakeInternalService({
    secret: SECRET,
    routes: [
      fakeRoute(ContractsInternal.mailBudget, ({ params, body, caller }) => {
        if (params.id === 'spent') throw AppError.tooManyRequests('The mail budget is spent.', 60);
        if (malformed) return new UncheckedAnswer({ recipients: 'two' });
        if (wrongShape) return { recipients: -1 };
        return { recipients: body.user.email === 'a@example.com' && caller === 'documents' ? 2 : 0 };
      }),
    ],
  });
});
afterAll(() => fake.close());

const user = { userId: 'u1', email: 'a@example.com', role: 'user' as const };
const client = (secret = SECRET) => internalClient({ baseUrl: fake.url, secret, caller: 'documents' });

describe('startFakeInternalService and internalClient.ask', () => {
  it('asks a declared route with its path filled in, signed; the fake parses the body and names the caller', async () => {
    expect(await client().ask(ContractsInternal.mailBudget, { params: { id: 'c 1' }, body: { user } })).toEqual({ recipients: 2 });
    expect(fake.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/internal/contracts/c%201/mail-budget',
      caller: 'documents',
      status: 200,
      body: { user },
    });
  });

  it('refuses a call signed with another secret with 401, as the kit refuses it in a real service', async () => {
    await expect(client('x'.repeat(40)).ask(ContractsInternal.mailBudget, { params: { id: 'c1' }, body: { user } })).rejects.toMatchObject({
      status: 401,
    });
    expect(fake.calls.at(-1)).toMatchObject({ caller: null, status: 401 });
  });

  it('a body the route does not declare is the real 400', async () => {
    const http = client();
    await expect(http.post('/internal/contracts/c1/mail-budget', { user, extra: true })).rejects.toMatchObject({ status: 400 });
  });

  it('a refusal keeps its status, message and Retry-After', async () => {
    const e = await client()
      .ask(ContractsInternal.mailBudget, { params: { id: 'spent' }, body: { user } })
      .catch((err: unknown) => err);
    expect(e).toMatchObject({ status: 429, message: 'The mail budget is spent.', headers: { 'Retry-After': '60' } });
  });

  it('an answer that is not the declared shape is an AppError 502 naming the route, not a crash', async () => {
    malformed = true;
    try {
      const e = await client()
        .ask(ContractsInternal.mailBudget, { params: { id: 'c1' }, body: { user } })
        .catch((err: unknown) => err);
      expect(e).toBeInstanceOf(AppError);
      expect(e).toMatchObject({ status: 502, code: 'bad_gateway' });
      expect(String((e as AppError).cause)).toContain('POST /internal/contracts/:id/mail-budget');
    } finally {
      malformed = false;
    }
  });

  it('a handler answering outside the schema is caught by the fake (500, kept in problems)', async () => {
    wrongShape = true;
    try {
      await expect(client().ask(ContractsInternal.mailBudget, { params: { id: 'c1' }, body: { user } })).rejects.toMatchObject({
        status: 503,
      });
      expect(fake.problems.at(-1)).toContain('POST /internal/contracts/:id/mail-budget');
    } finally {
      wrongShape = false;
    }
  });

  it('a route the fake does not serve is a 404', async () => {
    await expect(client().ask(DocumentsInternal.getDocument, { params: { documentId: 'd1' } })).rejects.toMatchObject({ status: 404 });
  });
});
