import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Envelope } from '@homepact/proto';
import {
  createEmbeddedStore,
  createLogger,
  InProcessBus,
  INTERNAL_HEADER,
  otpSealing,
  parseConfig,
  signInternalCall,
  signRequestContext,
  USER_CONTEXT_HEADER,
  type EventBus,
  type Runtime,
  type Service,
  type UserContext,
} from '@homepact/kit';
import { Topics } from '@homepact/proto';
import { buildIdentity } from '../src/app.ts';
import { IdentityConfigSchema } from '../src/config.ts';

export const SECRET = randomBytes(32).toString('hex');
export const OTP_SECRET = randomBytes(32).toString('hex');
/** Shared with notifications in production; here the harness opens the sealed codes itself. */
export const OTP_EVENT_KEY = randomBytes(32).toString('hex');

export interface Harness {
  service: Service;
  rt: Runtime;
  bus: InProcessBus;
  dataDir: string;
  clock: { now: Date };
  /** Codes mailed so far, newest last, per e-mail. */
  codes: Map<string, string[]>;
  events: Envelope[];
  lastCode(email: string): string;
  request(opts: {
    method: 'GET' | 'POST';
    url: string;
    body?: unknown;
    cookie?: string;
    user?: UserContext | null;
    ip?: string;
  }): Promise<{ status: number; body: any; headers: Record<string, any> }>;
  close(opts?: { keepData?: boolean }): Promise<void>;
}

export async function startIdentity(
  opts: { env?: Record<string, string>; dataDir?: string; bus?: EventBus & Partial<InProcessBus>; start?: boolean } = {},
): Promise<Harness> {
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'hp-identity-')));
  const logger = createLogger('identity', 'silent');
  const bus = (opts.bus ?? new InProcessBus(logger)) as InProcessBus;
  const rt: Runtime = { name: 'identity', logger, store: await createEmbeddedStore(dataDir, 'identity'), bus };
  const config = parseConfig(IdentityConfigSchema, {
    INTERNAL_JWT_SECRET: SECRET,
    OTP_SECRET,
    OTP_EVENT_KEY,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...opts.env,
  });
  // Starts at the real time: the stores' TTL indexes expire rows by the real clock.
  const clock = { now: new Date() };
  const codes = new Map<string, string[]>();
  const events: Envelope[] = [];
  if (bus instanceof InProcessBus) {
    await bus.subscribe({
      group: `test-${randomBytes(4).toString('hex')}`,
      topics: [Topics.identityOtp, Topics.identity],
      handle: async (e) => {
        events.push(e);
        if (e.type === 'OtpRequested') {
          // As notifications does: the code is sealed with the key only the two services hold.
          const d = e.data as { email: string; sealedCode: string; expiresAt: string };
          const code = otpSealing.open(otpSealing.key(OTP_EVENT_KEY), d);
          codes.set(d.email, [...(codes.get(d.email) ?? []), code]);
        }
      },
    });
  }
  const service = await buildIdentity(rt, config, { now: () => clock.now });
  await service.app.ready();
  if (opts.start !== false) await service.start();

  return {
    service,
    rt,
    bus,
    dataDir,
    clock,
    codes,
    events,
    lastCode(email) {
      const list = codes.get(email);
      if (!list?.length) throw new Error(`no code mailed to ${email}`);
      return list[list.length - 1]!;
    },
    async request({ method, url, body, cookie, user = null, ip = '203.0.113.7' }) {
      const headers: Record<string, string> = {
        [USER_CONTEXT_HEADER]: await signRequestContext(SECRET, { user, ip }),
      };
      if (url.startsWith('/internal/')) headers[INTERNAL_HEADER] = await signInternalCall(SECRET, 'gateway');
      if (cookie) headers.cookie = cookie;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await service.app.inject({ method, url, headers, ...(body !== undefined ? { payload: JSON.stringify(body) } : {}) });
      let parsed: unknown = res.body;
      try {
        parsed = res.json();
      } catch {
        /* not JSON */
      }
      if (bus instanceof InProcessBus) await bus.drain();
      return { status: res.statusCode, body: parsed, headers: res.headers };
    },
    async close({ keepData = false } = {}) {
      await service.app.close();
      await service.stop();
      await rt.store.close();
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function sessionCookie(headers: Record<string, any>): string {
  const raw = headers['set-cookie'];
  const line = (Array.isArray(raw) ? raw : [raw]).find((c: string) => c?.startsWith('hp_session='));
  if (!line) throw new Error('no session cookie set');
  return line.split(';')[0];
}

/** Requests a code and signs in with it; returns the cookie and answer. */
export async function signIn(h: Harness, email: string) {
  const req = await h.request({ method: 'POST', url: '/api/auth/otp/request', body: { email } });
  if (req.status !== 200) throw new Error(`code request failed: ${req.status} ${JSON.stringify(req.body)}`);
  const res = await h.request({ method: 'POST', url: '/api/auth/otp/verify', body: { email, otp: h.lastCode(email) } });
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { cookie: sessionCookie(res.headers), body: res.body };
}

/** What the gateway would forward for this cookie. */
export async function contextFor(h: Harness, cookie: string): Promise<UserContext | null> {
  const sid = cookie.split('=')[1];
  const res = await h.request({ method: 'POST', url: '/internal/sessions/resolve', body: { sid } });
  const u = res.body.user;
  return u ? { userId: u.id, email: u.email, role: u.role } : null;
}
