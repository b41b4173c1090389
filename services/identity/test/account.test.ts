import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppError,
  createEmbeddedStore,
  createLogger,
  InProcessBus,
  otpSealing,
  parseConfig,
  signRequestContext,
  USER_CONTEXT_HEADER,
  type Runtime,
  type Service,
  type UserContext,
} from '@homepact/kit';
import { AccountExportSchema, IdentityEvents, Topics, type Envelope, type ExportRequest } from '@homepact/proto';
import { buildIdentity } from '../src/app.ts';
import type { ExportSources } from '../src/clients/exports.ts';
import { IdentityConfigSchema } from '../src/config.ts';
import { OTP_EVENT_KEY, OTP_SECRET, SECRET } from './harness.ts';

/**
 * The signed-in user's own account: PATCH /api/auth/user, GET/PUT
 * /api/auth/preferences and GET /api/auth/export, through the app as the
 * gateway calls it (signed user context), with the export's other sources
 * (contracts, notifications) played by fakes that record what they were asked.
 */
let service: Service;
let rt: Runtime;
let bus: InProcessBus;
let dataDir: string;
const events: Envelope[] = [];
const codes = new Map<string, string>();
const asked: Array<{ source: string; input: ExportRequest }> = [];
let sourcesDown = false;

const sources: ExportSources = {
  async contracts(input) {
    asked.push({ source: 'contracts', input });
    // As the kit's internal client reports a service that does not answer.
    if (sourcesDown) throw new AppError('unavailable', 503, 'A service HomePact depends on is unavailable. Please try again.');
    return {
      contracts: [
        {
          id: `contract-of-${input.userId}`,
          relationship: ['creator'],
          record: { id: `contract-of-${input.userId}`, serviceType: 'Deck repair' },
          text: 'HOME SERVICE AGREEMENT',
          signatures: [{ role: 'homeowner', name: 'Hana Owens', signedAt: '2025-01-06T09:30:00.000Z' }],
          executedAt: null,
        },
      ],
      annotations: [],
      truncated: { contracts: false, annotations: false },
    };
  },
  async emailLog(input) {
    asked.push({ source: 'notifications', input });
    return {
      emails: [
        {
          template: 'otp-code',
          subject: 'Your HomePact sign-in code',
          status: 'sent',
          contractId: null,
          role: null,
          attachments: [],
          createdAt: '2025-01-05T12:00:00.000Z',
          updatedAt: '2025-01-05T12:00:00.000Z',
        },
      ],
      truncated: false,
    };
  },
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hp-identity-account-'));
  const logger = createLogger('identity', 'silent');
  bus = new InProcessBus(logger);
  rt = { name: 'identity', logger, store: await createEmbeddedStore(dataDir, 'identity'), bus };
  await bus.subscribe({
    group: 'test-account',
    topics: [Topics.identity, Topics.identityOtp],
    handle: async (e) => {
      events.push(e);
      if (e.type === 'OtpRequested') {
        const d = e.data as { email: string; sealedCode: string; expiresAt: string };
        codes.set(d.email, otpSealing.open(otpSealing.key(OTP_EVENT_KEY), d));
      }
    },
  });
  const config = parseConfig(IdentityConfigSchema, {
    INTERNAL_JWT_SECRET: SECRET,
    OTP_SECRET,
    OTP_EVENT_KEY,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
  service = await buildIdentity(rt, config, { exportSources: sources });
  await service.app.ready();
  await service.start();
});
afterAll(async () => {
  await service.app.close();
  await service.stop();
  await rt.store.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, user: UserContext | null, body?: unknown) {
  const headers: Record<string, string> = { [USER_CONTEXT_HEADER]: await signRequestContext(SECRET, { user, ip: '203.0.113.9' }) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await service.app.inject({ method, url, headers, ...(body !== undefined ? { payload: JSON.stringify(body) } : {}) });
  await bus.drain();
  let parsed: any = res.body;
  try {
    parsed = res.json();
  } catch {
    /* not JSON */
  }
  return { status: res.statusCode, body: parsed, headers: res.headers };
}

/** Signs in for real (code by event) and answers the user context the gateway would sign. */
async function signedInUser(email: string): Promise<UserContext> {
  expect((await call('POST', '/api/auth/otp/request', null, { email })).status).toBe(200);
  const res = await call('POST', '/api/auth/otp/verify', null, { email, otp: codes.get(email) });
  expect(res.status).toBe(200);
  return { userId: res.body.user.id, email: res.body.user.email, role: res.body.user.role };
}

async function eventsOfType(type: string, n: number) {
  for (let i = 0; i < 300 && events.filter((e) => e.type === type).length < n; i++) {
    await new Promise((r) => setTimeout(r, 10));
    await bus.drain();
  }
  return events.filter((e) => e.type === type);
}

describe('PATCH /api/auth/user', () => {
  it('changes name and user type, answers the user, and emits UserUpdated through the outbox', async () => {
    const me = await signedInUser('jane@example.com');
    const before = events.filter((e) => e.type === 'UserUpdated').length;
    const res = await call('PATCH', '/api/auth/user', me, { firstName: '  Jane ', lastName: 'Doe', userType: 'landlord' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: me.userId,
      email: 'jane@example.com',
      firstName: 'Jane',
      lastName: 'Doe',
      userType: 'landlord',
    });
    const updated = await eventsOfType('UserUpdated', before + 1);
    expect(IdentityEvents.UserUpdated.schema.parse(updated.at(-1)!.data)).toMatchObject({
      userId: me.userId,
      firstName: 'Jane',
      lastName: 'Doe',
      userType: 'landlord',
    });
    // It is what GET /api/auth/user says from now on.
    expect((await call('GET', '/api/auth/user', me)).body).toMatchObject({ firstName: 'Jane', lastName: 'Doe', userType: 'landlord' });

    // Homeowner is a valid choice here too (every account starts as one).
    expect(
      (await call('PATCH', '/api/auth/user', me, { firstName: 'Jane', lastName: 'Doe', userType: 'homeowner' })).body.user.userType,
    ).toBe('homeowner');
    // The same values again: 200, nothing written, no event.
    const count = (await eventsOfType('UserUpdated', before + 2)).length;
    expect(count).toBe(before + 2);
    expect((await call('PATCH', '/api/auth/user', me, { firstName: 'Jane', lastName: 'Doe', userType: 'homeowner' })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    await bus.drain();
    expect(events.filter((e) => e.type === 'UserUpdated')).toHaveLength(count);
  });

  it('400 with the spec’s messages for missing names and an unknown user type; unknown fields refused', async () => {
    const me = await signedInUser('val@example.com');
    const cases: Array<[unknown, string]> = [
      [{ firstName: ' ', lastName: 'Doe', userType: 'tenant' }, 'First name is required'],
      [{ firstName: 'Val', lastName: '', userType: 'tenant' }, 'Last name is required'],
      [{ firstName: 'Val', lastName: 'Doe', userType: 'astronaut' }, 'Please select your role'],
      [{ firstName: 'Val', lastName: 'Doe' }, 'Please select your role'],
      [{ firstName: 'x'.repeat(101), lastName: 'Doe', userType: 'tenant' }, 'at most 100'],
      [{ firstName: 'Val', lastName: 'Doe', userType: 'tenant', role: 'admin' }, 'role'],
      [{ firstName: 'Val', lastName: 'Doe', userType: 'tenant', email: 'other@example.com' }, 'email'],
    ];
    for (const [body, message] of cases) {
      const res = await call('PATCH', '/api/auth/user', me, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body.error)).toContain(message);
    }
    // Nothing changed, and the role stayed.
    expect((await call('GET', '/api/auth/user', me)).body).toMatchObject({ firstName: null, role: 'user' });
  });

  it('names are stored as shown: bidi and zero-width characters removed, NFKC; NUL and lone surrogates refused (400)', async () => {
    const me = await signedInUser('bidi@example.com');
    const res = await call('PATCH', '/api/auth/user', me, {
      firstName: 'Hana\u202Esnew\u202CO',
      lastName: 'Ｏ\u200Bwens',
      userType: 'tenant',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ firstName: 'HanasnewO', lastName: 'Owens' });
    for (const bad of ['Hana\u0000', 'Hana\uD800']) {
      const refused = await call('PATCH', '/api/auth/user', me, { firstName: bad, lastName: 'Owens', userType: 'tenant' });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body.error)).toContain('Contains characters that cannot be shown (a lone surrogate or NUL)');
    }
    expect((await call('GET', '/api/auth/user', me)).body).toMatchObject({ firstName: 'HanasnewO', lastName: 'Owens' });
  });

  it('401 when signed out', async () => {
    expect((await call('PATCH', '/api/auth/user', null, { firstName: 'A', lastName: 'B', userType: 'tenant' })).status).toBe(401);
  });
});

describe('GET and PUT /api/auth/preferences', () => {
  it('defaults before the first save; the saved switches persist and emit PreferencesChanged', async () => {
    const me = await signedInUser('prefs@example.com');
    const defaults = await call('GET', '/api/auth/preferences', me);
    expect(defaults.body).toEqual({
      emailNotifications: true,
      contractUpdates: true,
      smsNotifications: false,
      marketing: false,
      updatedAt: null,
    });

    const saved = { emailNotifications: true, contractUpdates: false, smsNotifications: true, marketing: true };
    const put = await call('PUT', '/api/auth/preferences', me, saved);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject(saved);
    expect(put.body.updatedAt).toEqual(expect.any(String));
    expect((await call('GET', '/api/auth/preferences', me)).body).toEqual(put.body);

    const changed = await eventsOfType('PreferencesChanged', 1);
    expect(IdentityEvents.PreferencesChanged.schema.parse(changed.at(-1)!.data)).toEqual({
      userId: me.userId,
      email: 'prefs@example.com',
      preferences: saved,
      updatedAt: put.body.updatedAt,
    });
    // Survives a restart of the service (stored, not in memory): a fresh app over the same store.
    const again = await buildIdentity(
      rt,
      parseConfig(IdentityConfigSchema, { INTERNAL_JWT_SECRET: SECRET, OTP_SECRET, OTP_EVENT_KEY, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    );
    const res = await again.app.inject({
      method: 'GET',
      url: '/api/auth/preferences',
      headers: { [USER_CONTEXT_HEADER]: await signRequestContext(SECRET, { user: me, ip: '203.0.113.9' }) },
    });
    expect(res.json()).toEqual(put.body);
    await again.app.close();
  });

  it('each user has their own; partial or malformed bodies are refused', async () => {
    const a = await signedInUser('a-prefs@example.com');
    const b = await signedInUser('b-prefs@example.com');
    await call('PUT', '/api/auth/preferences', a, {
      emailNotifications: false,
      contractUpdates: false,
      smsNotifications: false,
      marketing: false,
    });
    expect((await call('GET', '/api/auth/preferences', b)).body.emailNotifications).toBe(true);

    for (const body of [
      { emailNotifications: true },
      { emailNotifications: 'yes', contractUpdates: true, smsNotifications: false, marketing: false },
      { emailNotifications: true, contractUpdates: true, smsNotifications: false, marketing: false, userId: b.userId },
    ]) {
      const res = await call('PUT', '/api/auth/preferences', a, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    expect((await call('GET', '/api/auth/preferences', null)).status).toBe(401);
    expect(
      (
        await call('PUT', '/api/auth/preferences', null, {
          emailNotifications: true,
          contractUpdates: true,
          smsNotifications: false,
          marketing: false,
        })
      ).status,
    ).toBe(401);
  });
});

describe('GET /api/auth/export', () => {
  it('a JSON attachment with the profile, preferences, sessions, contracts and e-mail log: the caller’s only', async () => {
    const me = await signedInUser('export@example.com');
    await call('PATCH', '/api/auth/user', me, { firstName: 'Ex', lastName: 'Porter', userType: 'tenant' });
    await call('PUT', '/api/auth/preferences', me, {
      emailNotifications: true,
      contractUpdates: false,
      smsNotifications: false,
      marketing: false,
    });
    const other = await signedInUser('someone-else@example.com');
    asked.length = 0;

    const res = await call('GET', '/api/auth/export', me);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="homepact-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = AccountExportSchema.parse(res.body);
    expect(data.profile).toMatchObject({
      id: me.userId,
      email: 'export@example.com',
      firstName: 'Ex',
      lastName: 'Porter',
      userType: 'tenant',
    });
    expect(data.preferences).toMatchObject({ contractUpdates: false });
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ ipAddress: '203.0.113.9' });
    expect(data.contracts.map((c) => c.id)).toEqual([`contract-of-${me.userId}`]);
    expect(data.emails).toHaveLength(1);
    expect(data.notes.join(' ')).toMatch(/privacy/);
    // The other services were asked about the caller, by id and verified address, and nobody else.
    expect(asked).toEqual([
      { source: 'contracts', input: { userId: me.userId, email: 'export@example.com' } },
      { source: 'notifications', input: { userId: me.userId, email: 'export@example.com' } },
    ]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(other.userId);
    expect(text).not.toContain('someone-else@example.com');
    // No secrets: no session ids, no code hashes.
    expect(text).not.toMatch(/codeHash|"_id"|hp_session/);
  });

  it('refuses to hand over an incomplete file when a source is down (503), and 401 signed out', async () => {
    const me = await signedInUser('export2@example.com');
    sourcesDown = true;
    try {
      const res = await call('GET', '/api/auth/export', me);
      expect(res.status).toBe(503);
      expect(res.body.error.message).toMatch(/try again/i);
    } finally {
      sourcesDown = false;
    }
    expect((await call('GET', '/api/auth/export', null)).status).toBe(401);
  });
});
