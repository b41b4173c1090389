import { randomBytes, randomUUID } from 'node:crypto';
import { makeEvent, parseConfig, type InProcessBus, type OutboxFields, type Runtime, type Service, type UserContext } from '@homepact/kit';
import { startServiceHarness } from '@homepact/kit/testing';
import { Topics, type Envelope, type EventDefinition, type RoleChangeAnswer, type RoleChangeBody } from '@homepact/proto';
import { buildAdmin } from '../src/app.ts';
import type { IdentityClient } from '../src/clients/identity.ts';
import { AdminConfigSchema } from '../src/config.ts';
import type { ContactDoc } from '../src/domain/contact.ts';
import { CONTACT_SUBMISSIONS } from '../src/store/contact-submissions-repository.ts';

export const SECRET = randomBytes(32).toString('hex');
export const PASSWORD = 'correct horse battery staple';
export const CLIENT_IP = '203.0.113.7';

export const admin: UserContext = { userId: '11111111-1111-4111-8111-111111111111', email: 'boss@example.com', role: 'admin' };
export const user: UserContext = { userId: '22222222-2222-4222-8222-222222222222', email: 'worker@example.com', role: 'user' };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Answer {
  status: number;
  body: any;
  headers: Record<string, any>;
}
export interface RequestOpts {
  method: Method;
  url: string;
  body?: unknown;
  user?: UserContext | null;
  ip?: string;
  cookie?: string;
  rawBody?: string;
  contentType?: string;
}

/** Records the calls the admin service makes to identity; answers like identity would, or as told. */
export class FakeIdentity implements Pick<IdentityClient, 'changeRole'> {
  readonly calls: Array<{ userId: string; body: RoleChangeBody }> = [];
  next?: (userId: string, body: RoleChangeBody) => Promise<RoleChangeAnswer>;
  async changeRole(userId: string, body: RoleChangeBody): Promise<RoleChangeAnswer> {
    this.calls.push({ userId, body });
    if (this.next) return this.next(userId, body);
    const at = new Date().toISOString();
    return {
      user: {
        id: userId,
        email: `${userId.slice(0, 4)}@example.com`,
        firstName: null,
        lastName: null,
        profileImageUrl: null,
        userType: 'homeowner',
        role: body.role,
        createdAt: at,
        updatedAt: at,
      },
      change: { eventId: randomUUID(), occurredAt: at, from: body.role === 'admin' ? 'user' : 'admin', to: body.role },
    };
  }
}

export interface AdminHarness {
  service: Service;
  rt: Runtime;
  bus: InProcessBus;
  dataDir: string;
  clock: { now: Date };
  identity: FakeIdentity;
  /** What the admin service published (homepact.admin). */
  events: Envelope[];
  request(opts: RequestOpts): Promise<Answer>;
  /** Publishes an event as its producer would; returns the envelope (publish it again for a redelivery). */
  publish<T>(def: EventDefinition<string, T>, data: T, key?: string): Promise<Envelope<T>>;
  /** Publishes envelopes as they are (a redelivery, a replay). */
  deliver(events: Envelope[]): Promise<void>;
  settle(): Promise<void>;
  /** Unlocks the development panel; returns the cookie to send. */
  unlock(ip?: string): Promise<string>;
  close(opts?: { keepData?: boolean }): Promise<void>;
}

export async function startAdmin(
  opts: {
    env?: Record<string, string | undefined>;
    dataDir?: string;
    bus?: InProcessBus;
    /** null: the real signed client of identity's internal API at IDENTITY_URL. */
    identity?: Pick<IdentityClient, 'changeRole'> | null;
    start?: boolean;
  } = {},
): Promise<AdminHarness> {
  const clock = { now: new Date() };
  const identity = new FakeIdentity();
  // A test may run admin against another service's secret (INTERNAL_JWT_SECRET in env): requests are signed with it.
  const secret = opts.env?.INTERNAL_JWT_SECRET ?? SECRET;
  const base = await startServiceHarness({
    name: 'admin',
    secret,
    ip: CLIENT_IP,
    drainAfterRequest: false,
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.bus ? { bus: opts.bus } : {}),
    ...(opts.start === false ? { start: false } : {}),
    recordTopics: [Topics.admin],
    build: (rt, dataDir) =>
      buildAdmin(
        rt,
        parseConfig(AdminConfigSchema, {
          INTERNAL_JWT_SECRET: secret,
          DATA_DIR: dataDir,
          IDENTITY_URL: 'http://127.0.0.1:9',
          ADMIN2_PASSWORD: PASSWORD,
          ...opts.env,
        }),
        { now: () => clock.now, ...(opts.identity === null ? {} : { identity: opts.identity ?? identity }) },
      ),
  });
  const { bus, rt } = base;
  const contacts = rt.store.collection<ContactDoc & OutboxFields>(CONTACT_SUBMISSIONS);
  const h: AdminHarness = {
    ...base,
    clock,
    identity,
    request: (req) => base.request({ ...req, internal: false }),
    async publish(def, data, key) {
      const k =
        key ??
        (data as { userId?: string; contractId?: string; logId?: string }).userId ??
        (data as { contractId?: string }).contractId ??
        (data as { logId?: string }).logId ??
        'none';
      const event = makeEvent(def, { key: k, producer: 'test', data });
      await bus.publish(def.topic, [event]);
      return event;
    },
    async deliver(list) {
      for (const e of list) {
        const topic = e.type.startsWith('User') ? Topics.identity : e.type.startsWith('Contract') ? Topics.contracts : Topics.ai;
        await bus.publish(topic, [e]);
      }
      await h.settle();
    },
    /** The in-process bus drained and the contact outbox relayed. */
    async settle() {
      for (let i = 0; i < 1000; i++) {
        await bus.drain();
        if ((await contacts.count({ _outboxPending: true })) === 0) return bus.drain();
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error('outbox never drained');
    },
    async unlock(ip = CLIENT_IP) {
      const res = await h.request({ method: 'POST', url: '/api/admin2/auth', body: { password: PASSWORD }, ip });
      if (res.status !== 200) throw new Error(`unlock failed: ${res.status} ${JSON.stringify(res.body)}`);
      return cookieFrom(res.headers);
    },
  };
  return h;
}

/** The `hp_admin2=...` pair from a Set-Cookie answer. */
export function cookieFrom(headers: Record<string, any>): string {
  const raw = headers['set-cookie'];
  const line = (Array.isArray(raw) ? raw : [raw]).find((c: string | undefined) => c?.startsWith('hp_admin2='));
  if (!line) throw new Error('no hp_admin2 cookie set');
  return (line as string).split(';')[0]!;
}

export const validContact = (over: Record<string, unknown> = {}) => ({
  name: 'Vera Visitor',
  email: 'Vera@Example.com',
  phone: '555-0100',
  subject: 'Question about pricing',
  category: 'billing',
  message: 'How does the Professional plan work for a team of three?',
  ...over,
});

export const validTestimonial = (over: Record<string, unknown> = {}) => ({
  content: 'HomePact made our kitchen remodel contract painless.',
  rating: 4.5,
  name: 'Dana Reyes',
  title: 'Homeowner',
  company: 'Austin, TX',
  ...over,
});

export const validParty = (over: Record<string, unknown> = {}) => ({
  partyType: 'service_provider',
  firstName: 'Sam',
  lastName: 'Sparks',
  email: 'sam@sparks-electric.example',
  phone: '512-555-0199',
  address: '40 Volt Way, Austin, TX 78702',
  state: 'TX',
  companyName: 'Sparks Electric LLC',
  licenseNumber: 'TECL-12345',
  hasInsurance: true,
  insuranceAmount: '1000000',
  ...over,
});
