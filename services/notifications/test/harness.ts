import { createHash, randomBytes } from 'node:crypto';
import { AppError, makeEvent, parseConfig, type DocumentStore } from '@homepact/kit';
import { fakeRoute, startFakeInternalService, startServiceHarness, UncheckedAnswer, type FakeInternalService } from '@homepact/kit/testing';
import type { RetryPolicy } from '@homepact/kit/backoff';
import {
  ContractsInternal,
  DocumentsInternal,
  internalPath,
  SigningEvents,
  Topics,
  type Envelope,
  type InternalRoute,
} from '@homepact/proto';
import { buildNotifications } from '../src/app.ts';
import { NotificationsConfigSchema } from '../src/config.ts';
import type { Mailer, OutgoingMail } from '../src/mail/mailer.ts';
import type { RecipientDoc } from '../src/domain/recipient.ts';
import { EMAIL_LOG, type EmailLogDoc } from '../src/store/email-log-repository.ts';
import { INVITE_BATCHES, type InviteBatchDoc } from '../src/store/invite-batches-repository.ts';
import { repositories } from '../src/store/repositories.ts';
import type { EventOf, SigningDeps } from '../src/use-cases/deps.ts';
import { contractsClient } from '../src/clients/contracts.ts';
import { documentsClient } from '../src/clients/documents.ts';

export const SECRET = 's'.repeat(40);
export const CONTRACT_ID = '6f1c2a9e-0b7d-4e8a-9c3f-2d5e8a7b1c40';
export const HOMEOWNER = { role: 'homeowner' as const, email: 'ann.lee@example.com', name: 'Ann Lee' };
export const PROVIDER = { role: 'provider' as const, email: 'bob@roofing.example', name: 'Bob Roofing LLC' };

export const signUrl = (token: string) => `https://app.homepact.example/sign/${CONTRACT_ID}?token=${token}`;
export const token = () => randomBytes(32).toString('base64url');

/** PDF-looking bytes with every byte value in them, so a base64 or encoding slip shows. */
export function pdfBytes(label: string): Buffer {
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n% ${label}\n`),
    Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
    Buffer.from('\n%%EOF\n'),
  ]);
}
export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

export function documentBody(opts: { bytes: Buffer; kind: 'draft' | 'final'; filename?: string; contractId?: string }) {
  return {
    contractId: opts.contractId ?? CONTRACT_ID,
    kind: opts.kind,
    filename: opts.filename ?? `contract-${CONTRACT_ID}.pdf`,
    contentType: 'application/pdf',
    base64: opts.bytes.toString('base64'),
    sha256: sha256(opts.bytes),
  };
}

/**
 * documents or contracts as notifications sees them: the kit's fake internal service with the routes proto
 * declares (so it refuses calls without a valid service signature, as the kit's plugin does, and answers only
 * the declared shapes), answering what a test set for each path, and recording who called.
 */
export class FakeUpstream {
  private constructor(
    private readonly fake: FakeInternalService,
    /** What each `METHOD /path` answers; a path not set answers 404. */
    readonly routes: Map<string, { status: number; body: unknown }>,
  ) {}

  static async start(routes: InternalRoute[]): Promise<FakeUpstream> {
    const answers = new Map<string, { status: number; body: unknown }>();
    const fake = await startFakeInternalService({
      secret: SECRET,
      routes: routes.map((route) =>
        fakeRoute(route, ({ params }) => {
          const answer = answers.get(`${route.method} ${internalPath(route, (params ?? {}) as Record<string, string>)}`);
          if (!answer) throw AppError.notFound();
          return answer.status === 200 ? answer.body : new UncheckedAnswer(answer.body, answer.status);
        }),
      ),
    });
    return new FakeUpstream(fake, answers);
  }

  get url() {
    return this.fake.url;
  }

  /** Every call, signed or not: its method, path and the calling service (null: refused with 401). */
  get calls() {
    return this.fake.calls.map(({ method, path, caller }) => ({ method, path, caller }));
  }

  /** Answers of the wrong shape a test set (each answered 500): a test that sees one has a stale fixture. */
  get problems() {
    return this.fake.problems;
  }

  get(p: string, body: unknown, status = 200) {
    this.routes.set(`GET ${p}`, { status, body });
  }

  close() {
    return this.fake.close();
  }
}

/** Throws like nodemailer does for an SMTP reply with this code. */
export const smtpError = (code: number, text = 'mailbox unavailable') =>
  Object.assign(new Error(`${code} ${text}`), { responseCode: code, code: 'EENVELOPE' });

/** A mailer that records what it accepted; `behaviour` may throw to refuse a try (tries count per recipient). */
export function fakeMailer(behaviour?: (mail: OutgoingMail, tryNo: number) => void | Promise<void>) {
  const sent: OutgoingMail[] = [];
  const tries = new Map<string, number>();
  const mailer: Mailer & { sent: OutgoingMail[]; tries: Map<string, number> } = {
    kind: 'smtp',
    sent,
    tries,
    async send(m) {
      const to = m.to[0]!;
      const n = (tries.get(to) ?? 0) + 1;
      tries.set(to, n);
      await behaviour?.(m, n);
      sent.push(m);
      return { messageId: `<${sent.length}@fake>`, accepted: m.to, rejected: [] };
    },
    verify: async () => true,
    close: async () => undefined,
  };
  return mailer;
}

/** A recording mailer whose server refuses `email` with this SMTP reply on its first `tries` tries (on every try by default). */
export const refusingMailer = (email: string, reply: { code: number; text: string; tries?: number }) =>
  fakeMailer((m, tryNo) => {
    if (m.to[0] === email && tryNo <= (reply.tries ?? Infinity)) throw smtpError(reply.code, reply.text);
  });

export interface HarnessOptions {
  mailer?: Mailer | null;
  /** Wraps the store the service gets (to inject store failures). */
  wrapStore?: (s: DocumentStore) => DocumentStore;
  env?: Record<string, string | undefined>;
}

/** The invitation policy's four tries, with waits of a few milliseconds. */
const INVITE_RETRY: RetryPolicy = { tries: 4, initialDelayMs: 5, maxDelayMs: 20 };

/** Notifications in-process on the kit's test harness, with fake documents and contracts services and a recording mailer. */
export async function startNotifications(opts: HarnessOptions = {}) {
  const documents = await FakeUpstream.start([DocumentsInternal.getDocument, DocumentsInternal.cancellationNotice]);
  const contracts = await FakeUpstream.start([ContractsInternal.getContract]);
  const mailer = opts.mailer === undefined ? fakeMailer() : opts.mailer;
  const h = await startServiceHarness({
    name: 'notifications',
    secret: SECRET,
    ...(opts.wrapStore ? { wrapStore: opts.wrapStore } : {}),
    // What notifications publishes, as contracts and documents would receive it.
    recordTopics: [Topics.notifications],
    outboxCollections: [INVITE_BATCHES, EMAIL_LOG],
    build: (rt, dataDir) =>
      buildNotifications(
        rt,
        parseConfig(NotificationsConfigSchema, {
          INTERNAL_JWT_SECRET: SECRET,
          OTP_EVENT_KEY: 'k'.repeat(40),
          DATA_DIR: dataDir,
          CONTRACTS_URL: contracts.url,
          DOCUMENTS_URL: documents.url,
          ...(mailer ? { SMTP_URL: 'smtp://127.0.0.1:1' } : {}),
          ...opts.env,
        }),
        { ...(mailer ? { mailer } : {}), inviteRetry: INVITE_RETRY },
      ),
  });
  const repos = repositories(h.rt.store);
  /** The collections as stored, for tests to look at what was written. */
  const c = {
    emailLog: h.rt.store.collection<EmailLogDoc>(EMAIL_LOG),
    inviteBatches: h.rt.store.collection<InviteBatchDoc>(INVITE_BATCHES),
    recipients: h.rt.store.collection<RecipientDoc>('recipients'),
  };

  return {
    ...h,
    c,
    repos,
    documents,
    contracts,
    mailer: mailer as ReturnType<typeof fakeMailer>,
    ofType: (type: string) => h.events.filter((e) => e.type === type),
    /** The signing use cases' dependencies, to call one directly. */
    signingDeps: (): SigningDeps => ({
      repos,
      mailer: mailer ?? h.service.mailer,
      logger: h.rt.logger,
      documents: documentsClient({ baseUrl: documents.url, secret: SECRET }),
      contracts: contractsClient({ baseUrl: contracts.url, secret: SECRET }),
      inviteRetry: INVITE_RETRY,
      publicUrl: 'https://app.homepact.example',
    }),
    /** Publishes an event as it is (on its type's topic unless given), then settles. */
    async publish(event: Envelope & { type: string }, topic?: string) {
      await h.bus.publish(topic ?? topicOf(event.type), [event]);
      await h.settle();
    },
    async close() {
      await h.close();
      await documents.close();
      await contracts.close();
    },
  };
}
export type Harness = Awaited<ReturnType<typeof startNotifications>>;

const topicOf = (type: string) =>
  ({
    InvitesRequested: SigningEvents.InvitesRequested.topic,
    PartySigned: SigningEvents.PartySigned.topic,
    SignedPdfReady: SigningEvents.SignedPdfReady.topic,
  })[type] ?? Topics.contracts;

type InvitesData = EventOf<typeof SigningEvents.InvitesRequested>['data'];

export function invitesRequested(over: Partial<InvitesData> = {}) {
  return makeEvent(SigningEvents.InvitesRequested, {
    key: CONTRACT_ID,
    producer: 'contracts',
    data: {
      contractId: CONTRACT_ID,
      requestId: crypto.randomUUID(),
      reason: 'generated',
      serviceType: 'Roof replacement',
      totalAmount: '12500.00',
      requestedByName: 'Ann Lee',
      documentId: 'doc-draft-1',
      invitations: [
        { ...HOMEOWNER, signUrl: signUrl(token()) },
        { ...PROVIDER, signUrl: signUrl(token()) },
      ],
      ...over,
    },
  });
}

/** PartySigned for the homeowner, as contracts publishes it; `creator` is who prepared the contract (when not a party). */
export function partySigned(
  otherParty: { signed: boolean; signUrl: string | null },
  creator?: { userId: string; email: string | null; name: string | null },
) {
  return makeEvent(SigningEvents.PartySigned, {
    key: CONTRACT_ID,
    producer: 'contracts',
    data: {
      contractId: CONTRACT_ID,
      role: 'homeowner',
      signerName: HOMEOWNER.name,
      signerEmail: HOMEOWNER.email,
      signedAt: '2026-03-02T15:04:00.000Z',
      serviceType: 'Roof replacement',
      otherParty: { role: 'provider', email: PROVIDER.email, name: PROVIDER.name, ...otherParty },
      ...(creator ? { creator } : {}),
    },
  });
}

export function signedPdfReady(bytes: Buffer, documentId = 'doc-final-1') {
  return makeEvent(SigningEvents.SignedPdfReady, {
    key: CONTRACT_ID,
    producer: 'documents',
    data: { contractId: CONTRACT_ID, documentId, sha256: sha256(bytes), size: bytes.length, createdAt: '2026-03-03T10:00:00.000Z' },
  });
}

/** GET /internal/contracts/:id as contracts answers it (fields notifications ignores included). */
export function contractRecord() {
  return {
    id: CONTRACT_ID,
    serviceType: 'Roof replacement',
    providerName: PROVIDER.name,
    createdAt: '2026-03-01T09:00:00.000Z',
    status: 'signed',
    workflowStage: 'executed',
    totalAmount: '12500.00',
    homeownerFirstName: 'Ann',
    homeownerLastName: 'Lee',
    createdBy: 'user-1',
    serviceDescription: 'Tear off and replace the roof.',
    homeownerEmail: HOMEOWNER.email,
    homeownerPhone: '5551234567',
    homeownerAddress: '1 Main St',
    homeownerState: 'TX',
    providerEmail: PROVIDER.email,
    providerPhone: '5557654321',
    providerAddress: null,
    providerLicense: null,
    hasInsurance: true,
    hasBonding: false,
    insuranceDetails: null,
    projectStartDate: '2026-04-01',
    projectEndDate: '2026-04-15',
    paymentSchedule: 'milestone',
    paymentTerms: 'Half up front, half on completion.',
    contractData: {},
    finalContract: 'The contract text.',
    editedContractContent: null,
    aiGeneratedScope: null,
    homeownerSignedAt: '2026-03-02T15:04:00.000Z',
    providerSignedAt: '2026-03-03T09:30:00.000Z',
    homeownerSignature: 'Ann Lee',
    providerSignature: 'Bob Roofing',
    invitesSent: true,
    lastInviteSentAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-03T09:30:00.000Z',
    htmlContent: null,
    createdByEmail: null,
    createdByName: null,
    cancelUrl: null,
  };
}
