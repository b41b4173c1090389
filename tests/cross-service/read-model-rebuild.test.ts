import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedStore, type Doc } from '@homepact/kit';

/** A read model's rows as stored, whatever their shape. */
type Row = Doc & Record<string, unknown>;
import { validContractBody } from '@homepact/proto/testing';
import { runRepublishJob } from '@homepact/admin';
import { devSecrets, startEmbeddedStack, type Stack } from '../../scripts/stack.ts';

/**
 * The admin read models rebuild without the topics' history: built by the ordinary events (sign-ups, a
 * profile, contracts, AI calls, a role change), wiped, then rebuilt from what identity, contracts and ai
 * re-publish (POST /internal/republish, called by the admin image's republish job): the rows and everything
 * the admin API serves from them are the same as before.
 */
let root: string;
let dataDir: string;
let stack: Stack | undefined;
const secrets = devSecrets();
const BOSS = 'rebuild-boss@example.com';
const WORKER = 'rebuild-worker@example.com';
const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'hp-rebuild-'));
  dataDir = path.join(root, 'data');
});
afterAll(async () => {
  await stack?.stop();
  await rm(root, { recursive: true, force: true });
});

const start = () =>
  startEmbeddedStack({ dataDir, gatewayPort: 0, metrics: false, env: { ...secrets, ADMIN_EMAILS: BOSS, AUTH_RATE_LIMIT_MAX: '1000' } });

async function waitFor<T>(what: string, fn: () => Promise<T | undefined>, tries = 400): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const found = await fn();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function client(s: Stack) {
  const api = (p: string, init?: RequestInit) => fetch(s.gatewayUrl + p, { redirect: 'manual', ...init });
  const send = (method: string, p: string, body: unknown, cookie: string) =>
    api(p, { method, headers: { ...json, cookie }, body: JSON.stringify(body) });
  return {
    api,
    send,
    getJson: async (p: string, cookie: string) => {
      const res = await api(p, { headers: { cookie } });
      expect(res.status, p).toBe(200);
      return await res.json();
    },
    async signIn(email: string): Promise<string> {
      const codes = async () =>
        ((await (await api('/api/dev/mailbox')).json()) as Array<{ to: string[]; subject: string; text: string }>)
          .filter((m) => m.to.includes(email) && /sign-in code/i.test(m.subject))
          .map((m) => /\b(\d{6})\b/.exec(m.text)![1]!);
      const seen = new Set(await codes());
      expect((await api('/api/auth/otp/request', { method: 'POST', headers: json, body: JSON.stringify({ email }) })).status).toBe(200);
      const otp = await waitFor('the sign-in code', async () => (await codes()).find((c) => !seen.has(c)));
      const verified = await api('/api/auth/otp/verify', { method: 'POST', headers: json, body: JSON.stringify({ email, otp }) });
      expect(verified.status).toBe(200);
      return verified.headers.getSetCookie()[0]!.split(';')[0]!;
    },
  };
}

const READ_MODELS = ['admin_users', 'admin_contracts', 'admin_ai_usage', 'parties'];
/** Bookkeeping, not content: the store write's revision, and which event last set a group of fields. */
const withoutBookkeeping = ({ rev, profileV, roleV, ...row }: Row) => (void rev, void profileV, void roleV, row);

async function readModels(): Promise<Record<string, Row[]>> {
  const store = await createEmbeddedStore(dataDir, 'admin');
  try {
    const out: Record<string, Row[]> = {};
    for (const name of READ_MODELS) out[name] = (await store.collection<Row>(name).find({}, { sort: { _id: 1 } })).map(withoutBookkeeping);
    return out;
  } finally {
    await store.close();
  }
}

async function wipeReadModels(): Promise<void> {
  const store = await createEmbeddedStore(dataDir, 'admin');
  try {
    for (const name of READ_MODELS) await store.collection(name).deleteMany({});
  } finally {
    await store.close();
  }
}

/** What the admin dashboard shows, from the read models. */
async function served(s: Stack, cookie: string) {
  const c = client(s);
  return {
    users: await c.getJson('/api/admin/users', cookie),
    stats: await c.getJson('/api/admin/stats', cookie),
    aiLogs: await c.getJson('/api/admin/chatgpt-logs', cookie),
  };
}

describe('admin read models rebuilt from re-published state', () => {
  it('equal the read models the ordinary events built', async () => {
    stack = await start();
    let c = client(stack);
    const boss = await c.signIn(BOSS);
    const worker = await c.signIn(WORKER);
    // UserUpdated: the worker's profile.
    expect(
      (
        await c.send(
          'POST',
          '/api/auth/complete-user',
          { email: WORKER, firstName: 'Wanda', lastName: 'Work', userType: 'contractor' },
          worker,
        )
      ).status,
    ).toBe(200);
    // ContractCreated (with parties) twice, by two owners.
    for (const [cookie, n] of [
      [worker, 1],
      [boss, 2],
    ] as const) {
      const created = await c.send(
        'POST',
        '/api/contracts',
        validContractBody({ homeownerEmail: `home-${n}@example.com`, providerEmail: `pro-${n}@example.com` }),
        cookie,
      );
      expect(created.status).toBe(201);
    }
    // AiRequestCompleted: an AI call by the worker.
    expect(
      (
        await c.send(
          'POST',
          '/api/generate-scope',
          { contractDetails: 'Replace the kitchen faucet', persona: 'homeowner', selectedState: 'CA' },
          worker,
        )
      ).status,
    ).toBe(200);
    const workerId = ((await c.getJson('/api/auth/user', worker)) as { id: string }).id;
    // UserRoleChanged: the boss makes the worker an admin (identity owns roles).
    expect((await c.send('PATCH', `/api/admin/users/${workerId}/role`, { role: 'admin' }, boss)).status).toBeLessThan(300);

    const before = await waitFor('the read models to catch up', async () => {
      const view = await served(stack!, boss);
      const users = view.users as Array<{ email: string; role: string; contractCount: number }>;
      const w = users.find((u) => u.email === WORKER);
      return users.length === 2 && w?.role === 'admin' && w.contractCount === 1 && (view.aiLogs as unknown[]).length === 1
        ? view
        : undefined;
    });
    await stack.stop();
    stack = undefined;
    const rowsBefore = await readModels();
    expect(rowsBefore.admin_users).toHaveLength(2);
    expect(rowsBefore.admin_contracts).toHaveLength(2);
    expect(rowsBefore.parties!.length).toBeGreaterThanOrEqual(4);
    expect(rowsBefore.admin_ai_usage).toHaveLength(1);

    // Lost: the read models are emptied (as after losing admin's store, or a topic past its retention).
    await wipeReadModels();
    expect(Object.values(await readModels()).every((rows) => rows.length === 0)).toBe(true);

    // Rebuilt: the republish job asks the three owning services; their events flow to admin's consumers.
    stack = await start();
    c = client(stack);
    const status = await runRepublishJob({
      INTERNAL_JWT_SECRET: stack.internalSecret,
      REPUBLISH_URLS: [stack.urls.identity, stack.urls.contracts, stack.urls.ai].join(','),
    });
    expect(status).toBe(0);
    const bossAgain = await c.signIn(BOSS);
    const after = await waitFor('the rebuilt read models', async () => {
      const view = await served(stack!, bossAgain);
      return JSON.stringify(view) === JSON.stringify(before) ? view : undefined;
    }).catch(() => served(stack!, bossAgain));
    expect(after).toEqual(before);
    await stack.stop();
    stack = undefined;
    expect(await readModels()).toEqual(rowsBefore);
  }, 240_000);

  it('the republish job says which services failed and exits 1 (a wrong secret is refused)', async () => {
    stack = await start();
    const status = await runRepublishJob({
      INTERNAL_JWT_SECRET: 'x'.repeat(40),
      REPUBLISH_URLS: stack.urls.identity!,
    });
    expect(status).toBe(1);
  });
});
