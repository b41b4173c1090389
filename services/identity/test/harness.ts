import { randomBytes } from 'node:crypto';
import type { Envelope } from '@homepact/proto';
import { otpSealing, parseConfig, type EventBus, type InProcessBus, type Runtime, type Service, type UserContext } from '@homepact/kit';
import { startServiceHarness } from '@homepact/kit/testing';
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

/** Identity in-process on the kit's test harness (embedded store, in-process bus, signed requests). */
export async function startIdentity(
  opts: { env?: Record<string, string>; dataDir?: string; bus?: EventBus & Partial<InProcessBus>; start?: boolean } = {},
): Promise<Harness> {
  // Starts at the real time: the stores' TTL indexes expire rows by the real clock.
  const clock = { now: new Date() };
  const codes = new Map<string, string[]>();
  const h = await startServiceHarness({
    name: 'identity',
    secret: SECRET,
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.bus ? { bus: opts.bus } : {}),
    ...(opts.start === false ? { start: false } : {}),
    recordTopics: [Topics.identityOtp, Topics.identity],
    onEvent(e) {
      if (e.type !== 'OtpRequested') return;
      // As notifications does: the code is sealed with the key only the two services hold.
      const d = e.data as { email: string; sealedCode: string; expiresAt: string };
      const code = otpSealing.open(otpSealing.key(OTP_EVENT_KEY), d);
      codes.set(d.email, [...(codes.get(d.email) ?? []), code]);
    },
    build: (rt, dataDir) =>
      buildIdentity(
        rt,
        parseConfig(IdentityConfigSchema, {
          INTERNAL_JWT_SECRET: SECRET,
          OTP_SECRET,
          OTP_EVENT_KEY,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          ...opts.env,
        }),
        { now: () => clock.now },
      ),
  });
  // One browser per client address: the device cookie identity gives it comes back on its next calls
  // (unless the test sends its own), as a browser would send it.
  const jar = new Map<string, string>();
  const request: Harness['request'] = async (req) => {
    const ip = req.ip ?? '';
    const mine = jar.get(ip);
    const cookie = req.cookie?.includes('hp_device=') || !mine ? req.cookie : [req.cookie, mine].filter(Boolean).join('; ');
    const res = await h.request({ ...req, ...(cookie ? { cookie } : {}) });
    const raw = res.headers['set-cookie'];
    const set = (Array.isArray(raw) ? raw : [raw]).find((c: string | undefined) => c?.startsWith('hp_device='));
    if (set && !req.cookie?.includes('hp_device=')) jar.set(ip, (set as string).split(';')[0]!);
    return res;
  };
  return {
    ...h,
    request,
    clock,
    codes,
    lastCode(email) {
      const list = codes.get(email);
      if (!list?.length) throw new Error(`no code mailed to ${email}`);
      return list[list.length - 1]!;
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
