import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { parseConfig, type UserContext } from '@homepact/kit';
import { startServiceHarness, testUsers, type HarnessAnswer, type ServiceHarness } from '@homepact/kit/testing';
import { Topics } from '@homepact/proto';
import { extractText, getDocumentProxy } from 'unpdf';
import { buildDocuments, type DocumentsService } from '../src/app.ts';
import type { ContractsPort } from '../src/clients/contracts.ts';
import { DocumentsConfigSchema } from '../src/config.ts';
import { ChromiumRenderer, localBrowser, type PdfRenderer } from '../src/pdf/index.ts';
import { FakeContracts, FakeRenderer } from './fakes.ts';

export const SECRET = randomBytes(32).toString('hex');

export const { owner, stranger, admin } = testUsers;
/** Signed in with the homeowner's e-mail: a party, who may read but not manage. */
export const homeowner: UserContext = { userId: 'user-homeowner', email: 'hana.owens@example.com', role: 'user' };

export type Answer = HarnessAnswer;

export interface Harness extends ServiceHarness<DocumentsService> {
  contracts: FakeContracts;
  renderer: PdfRenderer;
}

/**
 * Documents in-process on the kit's test harness, with a fake contracts service and a fake renderer unless
 * given; everything it publishes on homepact.documents is in `events`. A `sharedRenderer` (one Chromium for a
 * whole test file, see `sharedChromium`) is used but not closed with the service.
 */
export async function startDocuments(
  opts: { renderer?: PdfRenderer; sharedRenderer?: PdfRenderer; contracts?: ContractsPort; env?: Record<string, string> } = {},
): Promise<Harness> {
  const contracts = (opts.contracts ?? new FakeContracts()) as FakeContracts;
  const given = opts.sharedRenderer ?? opts.renderer ?? new FakeRenderer();
  const renderer: PdfRenderer = opts.sharedRenderer
    ? {
        kind: given.kind,
        start: () => given.start(),
        render: (html, o) => given.render(html, o),
        ready: () => given.ready(),
        stats: () => given.stats(),
        close: async () => undefined,
      }
    : given;
  const h = await startServiceHarness({
    name: 'documents',
    secret: SECRET,
    signInternalPaths: false,
    drainAfterRequest: false,
    recordTopics: [Topics.documents],
    outboxCollections: ['documents'],
    build: (rt, dataDir) =>
      buildDocuments(
        rt,
        parseConfig(DocumentsConfigSchema, {
          INTERNAL_JWT_SECRET: SECRET,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          CONTRACTS_URL: 'http://127.0.0.1:9',
          INVITES_WAIT_MS: '300',
          ...opts.env,
        }),
        { renderer, contracts },
      ),
  });
  return { ...h, contracts, renderer: given };
}

/** One real Chromium for the test file (started before its tests, closed after them). */
export function sharedChromium(): { readonly renderer: ChromiumRenderer } {
  const shared = {} as { renderer: ChromiumRenderer };
  beforeAll(async () => {
    shared.renderer = new ChromiumRenderer({ executablePath: localBrowser(process.env.CHROMIUM_PATH), recycleAfter: 200 });
    await shared.renderer.start();
  });
  afterAll(async () => {
    await shared.renderer.close();
  });
  return shared;
}

/** The text of a PDF, every page, as one string (whitespace collapsed). */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(doc, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}
