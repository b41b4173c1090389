import { randomBytes } from 'node:crypto';
import { parseConfig, type EventBus, type UserContext } from '@homepact/kit';
import { SigningEvents, Topics, type Envelope, type EventDefinition } from '@homepact/proto';
import { harnessPerTest, startServiceHarness, testUsers, type HarnessAnswer, type ServiceHarness } from '@homepact/kit/testing';
import { validContractBody, type ContractBodyOverrides } from '@homepact/proto/testing';
import { buildContracts } from '../src/app.ts';
import { ContractsConfigSchema } from '../src/config.ts';

export const SECRET = randomBytes(32).toString('hex');

export const { owner, stranger, admin } = testUsers;
/** The parties of validBody(), signed in with their own e-mail addresses. */
export const homeowner: UserContext = { userId: 'user-hana', email: 'Hana.Owens@example.com', role: 'user' };
export const provider: UserContext = { userId: 'user-pat', email: 'pat@builders.example', role: 'user' };

export const CLIENT_IP = '203.0.113.7';

export type Answer = HarnessAnswer;

export interface Harness extends Omit<ServiceHarness, 'publish'> {
  clock: { now: Date };
  /** Publishes an event as another service would (documents, notifications). */
  publish<T>(def: EventDefinition<string, T>, data: T, producer?: string): Promise<Envelope<T>>;
}

/** Contracts in-process on the kit's test harness; everything it publishes on homepact.contracts is in `events`. */
export async function startContracts(
  opts: { dataDir?: string; bus?: EventBus; start?: boolean; env?: Record<string, string> } = {},
): Promise<Harness> {
  const clock = { now: new Date('2025-01-05T12:00:00.000Z') };
  const h = await startServiceHarness({
    name: 'contracts',
    secret: SECRET,
    ip: CLIENT_IP,
    headers: { 'user-agent': 'Mozilla/5.0 (HomePact test)' },
    // A test that wants an /internal/ call signed says so: unsigned ones must be refused.
    signInternalPaths: false,
    drainAfterRequest: false,
    recordTopics: [Topics.contracts],
    outboxCollections: ['contracts'],
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.bus ? { bus: opts.bus } : {}),
    ...(opts.start === false ? { start: false } : {}),
    build: (rt, dataDir) =>
      buildContracts(
        rt,
        parseConfig(ContractsConfigSchema, {
          INTERNAL_JWT_SECRET: SECRET,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          PUBLIC_URL: 'https://app.homepact.test',
          ...opts.env,
        }),
        { now: () => clock.now },
      ),
  });
  return {
    ...h,
    clock,
    publish: (def, data, producer = def.topic === Topics.documents ? 'documents' : 'notifications') => h.publish(def, data, { producer }),
  };
}

/** A complete, valid create body (as the wizard sends it); `overrides` may be malformed. */
export const validBody = (overrides: ContractBodyOverrides = {}): Record<string, unknown> => validContractBody(overrides);

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

/** Each party's raw signing token ('' for a party who was not invited). */
export type Tokens = { homeowner: string; provider: string };

/**
 * For each test of the file: a fresh service with a contract of `owner`'s, sent for signature unless
 * `send: false`, handed to `set` (its id and both parties' tokens, '' for a draft); closed after the test.
 *
 *   let h: Harness; let id: string; let tokens: Tokens;
 *   contractPerTest((s) => ({ h, id, tokens } = s));
 */
export function contractPerTest(set: (s: { h: Harness; id: string; tokens: Tokens }) => void, { send = true } = {}) {
  harnessPerTest(async () => {
    const h = await startContracts();
    const id = (await create(h, owner)).id;
    const tokens = send ? (await sendForSignature(h, id)).tokens : { homeowner: '', provider: '' };
    return { h, id, tokens, close: () => h.close() };
  }, set);
}

/** The raw token in a signing link. */
export const tokenOf = (signUrl: string) => new URL(signUrl).searchParams.get('token')!;

/**
 * A party's newest signing link's token, from the last event that carried one (an invitation, or the fresh
 * link sent to the other party when one signs): only the newest link works.
 */
export async function currentToken(h: Harness, contractId: string, role: 'homeowner' | 'provider'): Promise<string> {
  await h.settle();
  for (const e of [...h.events].reverse()) {
    const data = e.data as {
      contractId?: string;
      invitations?: Array<{ role: string; signUrl: string }>;
      otherParty?: { role: string; signUrl: string | null };
    };
    if (data.contractId !== contractId) continue;
    const url =
      data.invitations?.find((i) => i.role === role)?.signUrl ?? (data.otherParty?.role === role ? data.otherParty.signUrl : null);
    if (url) return tokenOf(url);
  }
  throw new Error(`no signing link for the ${role} of ${contractId}`);
}

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
  const tokens: Tokens = { homeowner: token('homeowner'), provider: token('provider') };
  return { pdf: data, invite, tokens };
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
