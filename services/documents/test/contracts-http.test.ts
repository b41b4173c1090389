import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_HEADER, verifyInternalCall } from '@homepact/kit';
import { httpContractsPort, type ContractsPort } from '../src/clients/contracts.ts';
import { contractRecord, evidenceFor } from './fixtures/contracts.ts';
import { FakeContracts } from './fakes.ts';
import { homeowner, owner, SECRET, startDocuments, stranger } from './harness.ts';

/**
 * A tiny stand-in for contracts' internal API, over real HTTP: it refuses
 * calls without documents' service signature and applies the protocol's
 * access rules (through FakeContracts).
 */
let server: Server;
let baseUrl: string;
const rules = new FakeContracts();
const calls: Array<{ method: string; url: string; caller: string | null; body: unknown }> = [];
let answerGarbage = false;

beforeAll(async () => {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : undefined;
    const caller = await verifyInternalCall(SECRET, req.headers[INTERNAL_HEADER] as string | undefined);
    calls.push({ method: req.method!, url: req.url!, caller, body });
    const send = (status: number, payload: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    if (!caller) return send(401, { error: { code: 'unauthorized', message: 'Internal call not authenticated' } });
    if (answerGarbage) return send(200, { access: 'yes' });
    const authorize = /^\/internal\/contracts\/([^/]+)\/authorize$/.exec(req.url!);
    if (authorize && req.method === 'POST') {
      const answer = await rules.authorize(decodeURIComponent(authorize[1]!), body);
      return answer ? send(200, answer) : send(404, { error: { code: 'not_found', message: 'Contract not found' } });
    }
    const evidence = /^\/internal\/contracts\/([^/]+)\/evidence$/.exec(req.url!);
    if (evidence && req.method === 'GET') {
      const c = rules.contracts.get(decodeURIComponent(evidence[1]!));
      return c ? send(200, evidenceFor(c)) : send(404, { error: { code: 'not_found', message: 'Contract not found' } });
    }
    const budget = /^\/internal\/contracts\/([^/]+)\/mail-budget$/.exec(req.url!);
    if (budget && req.method === 'POST') {
      if (rules.mailBudgetLeft <= 0) {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '3600' });
        return res.end(
          JSON.stringify({ error: { code: 'too_many_requests', message: 'You have sent the daily limit of 50 signing e-mails.' } }),
        );
      }
      rules.mailBudgetLeft--;
      return send(200, { recipients: 2 });
    }
    send(404, { error: { code: 'not_found', message: 'No route' } });
  };
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
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
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: `/internal/contracts/${c.id}/authorize`,
      caller: 'documents',
      body: { user: owner, token: 'some-token-value-123' },
    });
    expect((await port.authorize(c.id, { user: stranger }))?.access.read).toBe(false);
    expect(await port.authorize('no-such-contract', { user: owner })).toBeNull();
  });

  it('reads the evidence, validated', async () => {
    const c = rules.put(contractRecord());
    const ev = await port.evidence(c.id);
    expect(ev.signatures.map((s) => s.verification)).toEqual(['token', 'session']);
    expect(calls.at(-1)).toMatchObject({ method: 'GET', url: `/internal/contracts/${c.id}/evidence`, caller: 'documents' });
  });

  it('an unexpected answer or an unreachable contracts is a 503, not a crash', async () => {
    answerGarbage = true;
    try {
      await expect(port.authorize('x', { user: owner })).rejects.toMatchObject({ status: 503 });
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
