import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  createEmbeddedStore,
  createLogger,
  InProcessBus,
  INTERNAL_HEADER,
  makeEvent,
  parseConfig,
  signInternalCall,
  signRequestContext,
  USER_CONTEXT_HEADER,
  type EventBus,
  type Runtime,
  type Service,
  type UserContext,
} from '@homepact/kit';
import { SigningEvents, Topics, type CreateContractBody, type Envelope, type EventDefinition } from '@homepact/proto';
import { buildContracts } from '../src/app.ts';
import { ContractsConfigSchema } from '../src/config.ts';

export const SECRET = randomBytes(32).toString('hex');

export const owner: UserContext = { userId: 'user-owner', email: 'owner@example.com', role: 'user' };
export const stranger: UserContext = { userId: 'user-stranger', email: 'stranger@example.com', role: 'user' };
export const admin: UserContext = { userId: 'user-admin', email: 'admin@example.com', role: 'admin' };
/** The parties of validBody(), signed in with their own e-mail addresses. */
export const homeowner: UserContext = { userId: 'user-hana', email: 'Hana.Owens@example.com', role: 'user' };
export const provider: UserContext = { userId: 'user-pat', email: 'pat@builders.example', role: 'user' };

export const CLIENT_IP = '203.0.113.7';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Answer {
  status: number;
  body: any;
  headers: Record<string, any>;
}

export interface Harness {
  service: Service;
  rt: Runtime;
  bus: InProcessBus;
  dataDir: string;
  clock: { now: Date };
  /** Everything published on homepact.contracts, in order. */
  events: Envelope[];
  /** Signs the request context as the gateway would (user null = signed out). `internal` adds a service signature. */
  request(opts: {
    method: Method;
    url: string;
    body?: unknown;
    user?: UserContext | null;
    internal?: boolean;
    rawBody?: string;
    contentType?: string;
    headers?: Record<string, string>;
  }): Promise<Answer>;
  /** Publishes an event as another service would (documents, notifications). */
  publish<T>(def: EventDefinition<string, T>, data: T, producer?: string): Promise<Envelope<T>>;
  /** Waits until the relay has published every pending event, then until every consumer is done. */
  settle(): Promise<void>;
  close(opts?: { keepData?: boolean }): Promise<void>;
}

export async function startContracts(
  opts: { dataDir?: string; bus?: EventBus & Partial<InProcessBus>; start?: boolean; env?: Record<string, string> } = {},
): Promise<Harness> {
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'hp-contracts-')));
  const logger = createLogger('contracts', 'silent');
  const bus = (opts.bus ?? new InProcessBus(logger)) as InProcessBus;
  const rt: Runtime = { name: 'contracts', logger, store: await createEmbeddedStore(dataDir, 'contracts'), bus };
  const config = parseConfig(ContractsConfigSchema, {
    INTERNAL_JWT_SECRET: SECRET,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://app.homepact.test',
    ...opts.env,
  });
  const clock = { now: new Date('2025-01-05T12:00:00.000Z') };
  const events: Envelope[] = [];
  await bus.subscribe({
    group: `test-${randomBytes(4).toString('hex')}`,
    topics: [Topics.contracts],
    handle: async (e) => {
      events.push(e);
    },
  });
  const service = await buildContracts(rt, config, { now: () => clock.now });
  await service.app.ready();
  if (opts.start !== false) await service.start();

  // Consumers write events of their own, so settle until the outbox stays empty after the bus is idle.
  const settle = async () => {
    const contracts = rt.store.collection('contracts');
    for (;;) {
      await waitFor(async () => (await contracts.count({ _outboxPending: true })) === 0, 'the outbox to empty');
      await bus.drain();
      if ((await contracts.count({ _outboxPending: true })) === 0) return;
    }
  };

  return {
    service,
    rt,
    bus,
    dataDir,
    clock,
    events,
    settle,
    async publish(def, data, producer = def.topic === Topics.documents ? 'documents' : 'notifications') {
      const key = (data as { contractId?: string }).contractId ?? 'none';
      const event = makeEvent(def, { key, producer, data });
      await bus.publish(def.topic, [event]);
      return event;
    },
    async request({ method, url, body, user = null, internal = false, rawBody, contentType, headers: extra = {} }) {
      const headers: Record<string, string> = {
        'user-agent': 'Mozilla/5.0 (HomePact test)',
        ...extra,
        [USER_CONTEXT_HEADER]: await signRequestContext(SECRET, { user, ip: CLIENT_IP }),
      };
      if (internal) headers[INTERNAL_HEADER] = await signInternalCall(SECRET, 'documents');
      const payload = rawBody ?? (body !== undefined ? JSON.stringify(body) : undefined);
      if (payload !== undefined) headers['content-type'] = contentType ?? 'application/json';
      const res = await service.app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
      let parsed: unknown = res.body;
      try {
        parsed = res.json();
      } catch {
        /* not JSON (e.g. 204) */
      }
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

/** A bounded poll for asynchronous work (the relay runs on a timer). */
export async function waitFor(predicate: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await predicate()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A complete, valid create body (as the wizard sends it). */
export function validBody(overrides: Partial<Record<keyof CreateContractBody, unknown>> = {}): Record<string, unknown> {
  return {
    serviceType: 'Kitchen Remodeling',
    serviceDescription: 'Replace cabinets, countertops and backsplash in the kitchen.',
    homeownerFirstName: 'Hana',
    homeownerLastName: 'Owens',
    homeownerEmail: 'Hana.Owens@Example.com',
    homeownerPhone: '(555) 010-2030',
    homeownerAddress: '12 Elm Street, Austin, TX 78701',
    homeownerState: 'TX',
    providerName: 'Pat Builder',
    providerEmail: 'pat@builders.example',
    providerPhone: '555-010-4050',
    providerAddress: '',
    projectStartDate: '2025-02-01',
    projectEndDate: '2025-03-15',
    totalAmount: '1234.5',
    paymentSchedule: 'milestone',
    paymentTerms: '50% upfront, 50% on completion',
    terminationNotice: '7 days written notice',
    governingLaw: 'Texas',
    disputeResolution: 'mediation',
    cleanupResponsibility: 'provider',
    weatherDelays: true,
    finalContract: 'HOME SERVICE AGREEMENT\n\nThis agreement is made between Hana Owens and Pat Builder.',
    htmlContent: '<h1>Home Service Agreement</h1><p>Between Hana Owens and Pat Builder.</p>',
    ...overrides,
  };
}

/** Creates a contract as `user` and returns its record (fails the test otherwise). */
export async function create(h: Harness, user: UserContext, overrides: Parameters<typeof validBody>[0] = {}): Promise<any> {
  const res = await h.request({ method: 'POST', url: '/api/contracts', user, body: validBody(overrides) });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** PdfGenerated as documents publishes it after Generate. */
export function pdfGenerated(contractId: string, overrides: Partial<Record<string, unknown>> = {}) {
  return {
    contractId,
    requestId: crypto.randomUUID(),
    documentId: crypto.randomUUID(),
    kind: 'draft' as const,
    sha256: 'a'.repeat(64),
    size: 1234,
    pageCount: 2,
    requestedBy: owner.userId,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/** The raw token in a signing link. */
export const tokenOf = (signUrl: string) => new URL(signUrl).searchParams.get('token')!;

/**
 * Sends a contract for signature as documents would (PdfGenerated) and
 * returns the InvitesRequested it caused with each party's token.
 */
export async function sendForSignature(h: Harness, contractId: string, overrides: Partial<Record<string, unknown>> = {}) {
  const data = pdfGenerated(contractId, overrides);
  await h.publish(SigningEvents.PdfGenerated, data);
  await h.settle();
  const invites = h.events.filter((e) => e.type === 'InvitesRequested' && (e.data as { requestId: string }).requestId === data.requestId);
  if (invites.length !== 1) throw new Error(`expected one InvitesRequested, got ${invites.length}`);
  const invite = SigningEvents.InvitesRequested.schema.parse(invites[0]!.data);
  // A party who had already signed is not invited: no token for them ('').
  const token = (role: 'homeowner' | 'provider') => {
    const url = invite.invitations.find((i) => i.role === role)?.signUrl;
    return url ? tokenOf(url) : '';
  };
  return { pdf: data, invite, tokens: { homeowner: token('homeowner'), provider: token('provider') } };
}

/**
 * Plays notifications: answers every InvitesRequested with InvitesSent,
 * InvitesFailed, or nothing at all.
 */
export async function fakeNotifications(h: Harness, mode: () => 'sent' | 'failed' | 'silent') {
  const requests: Envelope[] = [];
  await h.bus.subscribe({
    group: `fake-notifications-${randomBytes(4).toString('hex')}`,
    topics: [Topics.contracts],
    handle: async (e) => {
      if (e.type !== 'InvitesRequested') return;
      requests.push(e);
      const d = SigningEvents.InvitesRequested.schema.parse(e.data);
      const recipients = d.invitations.map((i) => i.email);
      const m = mode();
      if (m === 'sent') {
        await h.publish(SigningEvents.InvitesSent, {
          contractId: d.contractId,
          requestId: d.requestId,
          recipients,
          sentAt: new Date().toISOString(),
        });
      } else if (m === 'failed') {
        await h.publish(SigningEvents.InvitesFailed, {
          contractId: d.contractId,
          requestId: d.requestId,
          failedRecipients: recipients,
          error: 'SMTP 550',
          failedAt: new Date().toISOString(),
        });
      }
    },
  });
  return requests;
}

/** A valid signature body for a party of validBody(). */
export function signBody(role: 'homeowner' | 'provider', extra: Record<string, unknown> = {}) {
  return {
    signerEmail: role === 'homeowner' ? 'hana.owens@example.com' : 'pat@builders.example',
    signature: role === 'homeowner' ? 'Hana Owens' : 'Pat Builder',
    signatureType: role,
    consent: true,
    ...extra,
  };
}
