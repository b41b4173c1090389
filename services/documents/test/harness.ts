import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  createEmbeddedStore,
  createLogger,
  InProcessBus,
  INTERNAL_HEADER,
  parseConfig,
  signInternalCall,
  signRequestContext,
  USER_CONTEXT_HEADER,
  type Runtime,
  type UserContext,
} from '@homepact/kit';
import { Topics, type Envelope } from '@homepact/proto';
import { extractText, getDocumentProxy } from 'unpdf';
import { buildDocuments, type DocumentsService } from '../src/app.ts';
import type { ContractsPort } from '../src/clients/contracts.ts';
import { DocumentsConfigSchema } from '../src/config.ts';
import type { PdfRenderer } from '../src/pdf/index.ts';
import { FakeContracts, FakeRenderer } from './fakes.ts';

export const SECRET = randomBytes(32).toString('hex');

export const owner: UserContext = { userId: 'user-owner', email: 'owner@example.com', role: 'user' };
export const stranger: UserContext = { userId: 'user-stranger', email: 'stranger@example.com', role: 'user' };
export const admin: UserContext = { userId: 'user-admin', email: 'admin@example.com', role: 'admin' };
/** Signed in with the homeowner's e-mail: a party, who may read but not manage. */
export const homeowner: UserContext = { userId: 'user-homeowner', email: 'hana.owens@example.com', role: 'user' };

export interface Answer {
  status: number;
  body: any;
  raw: Buffer;
  headers: Record<string, any>;
}

export interface Harness {
  service: DocumentsService;
  rt: Runtime;
  bus: InProcessBus;
  contracts: FakeContracts;
  renderer: PdfRenderer;
  /** Everything published on homepact.documents, in order. */
  events: Envelope[];
  request(opts: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    user?: UserContext | null;
    internal?: boolean;
    body?: string;
    contentType?: string;
  }): Promise<Answer>;
  /** Until the relay has published everything pending and every consumer is done. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export async function startDocuments(
  opts: { renderer?: PdfRenderer; contracts?: ContractsPort; env?: Record<string, string>; keepRenderer?: boolean } = {},
): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hp-documents-'));
  const logger = createLogger('documents', process.env.TEST_LOG_LEVEL ?? 'silent');
  const bus = new InProcessBus(logger);
  const rt: Runtime = { name: 'documents', logger, store: await createEmbeddedStore(dataDir, 'documents'), bus };
  const config = parseConfig(DocumentsConfigSchema, {
    INTERNAL_JWT_SECRET: SECRET,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CONTRACTS_URL: 'http://127.0.0.1:9',
    INVITES_WAIT_MS: '300',
    ...opts.env,
  });
  const contracts = (opts.contracts ?? new FakeContracts()) as FakeContracts;
  const given = opts.renderer ?? new FakeRenderer();
  // A shared renderer (e.g. one Chromium for a whole test file) must outlive this service.
  const renderer: PdfRenderer = opts.keepRenderer
    ? {
        kind: given.kind,
        start: () => given.start(),
        render: (html, o) => given.render(html, o),
        ready: () => given.ready(),
        stats: () => given.stats(),
        close: async () => undefined,
      }
    : given;
  const events: Envelope[] = [];
  await bus.subscribe({
    group: `test-${randomBytes(4).toString('hex')}`,
    topics: [Topics.documents],
    handle: async (e) => {
      events.push(e);
    },
  });
  const service = await buildDocuments(rt, config, { renderer, contracts });
  await service.app.ready();
  await service.start();

  return {
    service,
    rt,
    bus,
    contracts,
    renderer: given,
    events,
    async request({ method, url, user = null, internal = false, body, contentType }) {
      const headers: Record<string, string> = { [USER_CONTEXT_HEADER]: await signRequestContext(SECRET, { user, ip: '203.0.113.7' }) };
      if (internal) headers[INTERNAL_HEADER] = await signInternalCall(SECRET, 'notifications');
      if (contentType) headers['content-type'] = contentType;
      const res = await service.app.inject({ method, url, headers, ...(body !== undefined ? { payload: body } : {}) });
      let parsed: unknown = res.body;
      try {
        parsed = res.json();
      } catch {
        /* not JSON (a PDF, HTML) */
      }
      return { status: res.statusCode, body: parsed, raw: res.rawPayload, headers: res.headers };
    },
    async settle() {
      // Consumers may write documents whose events the relay then publishes to more consumers:
      // done when, after every consumer is idle, nothing is pending, twice in a row.
      const docs = rt.store.collection('documents');
      const deadline = Date.now() + 20_000;
      let quiet = 0;
      while (quiet < 2) {
        await bus.drain();
        if ((await docs.count({ _outboxPending: true })) === 0) quiet++;
        else {
          quiet = 0;
          await new Promise((r) => setTimeout(r, 10));
        }
        if (Date.now() > deadline) throw new Error('timed out waiting for the outbox to empty');
      }
    },
    async close() {
      await service.app.close();
      await service.stop();
      await bus.close();
      await rt.store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The text of a PDF, every page, as one string (whitespace collapsed). */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(doc, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}
