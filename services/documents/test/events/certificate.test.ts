import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmbeddedStore, createLogger, makeEvent, RateBudgets } from '@homepact/kit';
import { SigningEvents, Topics } from '@homepact/proto';
import { DocumentsConfigSchema } from '../../src/config.ts';
import { RenderQueue } from '../../src/pdf/index.ts';
import { loadSealKey } from '../../src/seal/keys.ts';
import { repositories } from '../../src/store/repositories.ts';
import { createCertificate, finalDocumentId } from '../../src/use-cases/create-certificate.ts';
import { contractRecord, evidenceFor, expectCertificateShows } from '../fixtures/contracts.ts';
import { FakeContracts, FakeRenderer } from '../fakes.ts';
import { DOCUMENTS, type DocumentDoc } from '../../src/store/documents-repository.ts';
import { PDF_GENERATION_LOGS, type PdfLogDoc } from '../../src/store/pdf-logs-repository.ts';
import { owner, pdfText, sharedChromium, startDocuments, type Harness } from '../harness.ts';

const chromium = sharedChromium();

const executed = (contractId: string, documentHash: string) =>
  makeEvent(SigningEvents.ContractExecuted, {
    key: contractId,
    producer: 'contracts',
    data: { contractId, executedAt: '2025-01-06T10:30:00.000Z', documentHash },
  });

async function finals(h: Harness, contractId: string) {
  return h.rt.store.collection<DocumentDoc>(DOCUMENTS).find({ contractId, kind: 'final' });
}

describe('ContractExecuted -> the final PDF with its certificate of completion', () => {
  it('renders the signed text and the certificate, stores it as final, announces SignedPdfReady; GET /pdf serves it', async () => {
    const h = await startDocuments({ sharedRenderer: chromium.renderer });
    try {
      const c = h.contracts.put(contractRecord({ status: 'signed', workflowStage: 'executed' }));
      const ev = evidenceFor(c);
      h.contracts.evidences.set(c.id, ev);
      await h.bus.publish(Topics.contracts, [executed(c.id, ev.documentHash)]);
      await h.settle();

      const stored = await finals(h, c.id);
      expect(stored).toHaveLength(1);
      expect(stored[0]!._id).toBe(finalDocumentId(c.id));
      const ready = h.events.filter((e) => e.type === 'SignedPdfReady');
      expect(ready).toHaveLength(1);
      expect(ready[0]!.data).toMatchObject({
        contractId: c.id,
        documentId: finalDocumentId(c.id),
        sha256: stored[0]!.sha256,
        size: stored[0]!.size,
      });

      const res = await h.request({ method: 'GET', url: `/api/contracts/${c.id}/pdf`, user: owner });
      expect(res.status).toBe(200);
      expect(res.headers['x-document-kind']).toBe('final');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contract-kitchen-remodeling-\d{8}-\d{6}\.pdf"$/);
      const { text } = await pdfText(res.raw);
      expect(text).toContain('Homeowner: Hana Owens');
      expect(text).toContain('CERTIFICATE OF COMPLETION');
      expectCertificateShows(text, ev);
      expect(text).toContain('Given (disclosure version esign-2025-01)');

      const internal = await h.request({ method: 'GET', url: `/internal/documents/${finalDocumentId(c.id)}`, internal: true });
      expect(internal.body).toMatchObject({ contractId: c.id, kind: 'final', contentType: 'application/pdf', sha256: stored[0]!.sha256 });
      const view = await h.request({ method: 'GET', url: `/api/contracts/${c.id}/view`, user: owner });
      expect(view.body).toContain('CERTIFICATE OF COMPLETION');
    } finally {
      await h.close();
    }
  });

  it('a redelivered ContractExecuted, or a second one, has no second effect', async () => {
    const h = await startDocuments({ sharedRenderer: chromium.renderer });
    try {
      const c = h.contracts.put(contractRecord({ status: 'signed' }));
      const ev = evidenceFor(c);
      const first = executed(c.id, ev.documentHash);
      await h.bus.publish(Topics.contracts, [first]);
      await h.settle();
      await h.bus.publish(Topics.contracts, [first]);
      await h.bus.publish(Topics.contracts, [executed(c.id, ev.documentHash)]);
      await h.settle();

      expect(await finals(h, c.id)).toHaveLength(1);
      expect(h.events.filter((e) => e.type === 'SignedPdfReady')).toHaveLength(1);
      expect(await h.rt.store.collection<PdfLogDoc>(PDF_GENERATION_LOGS).count({ contractId: c.id })).toBe(1);
      expect(h.contracts.calls.evidence).toBe(1);
    } finally {
      await h.close();
    }
  });

  it('contracts briefly down: the event is retried and the certificate made', async () => {
    const h = await startDocuments({ renderer: new FakeRenderer() });
    try {
      const c = h.contracts.put(contractRecord({ status: 'signed' }));
      h.contracts.failEvidence = 1;
      await h.bus.publish(Topics.contracts, [executed(c.id, evidenceFor(c).documentHash)]);
      await h.settle();
      expect(h.contracts.calls.evidence).toBe(2);
      expect(await finals(h, c.id)).toHaveLength(1);
      expect(h.events.filter((e) => e.type === 'SignedPdfReady')).toHaveLength(1);
    } finally {
      await h.close();
    }
  });
});

describe('createCertificate', () => {
  it('never vouches for a text that does not match its hash', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hp-documents-cert-'));
    const store = await createEmbeddedStore(dir, 'documents');
    try {
      const contracts = new FakeContracts();
      const c = contracts.put(contractRecord({ status: 'signed' }));
      const ev = evidenceFor(c);
      contracts.evidences.set(c.id, { ...ev, signedText: `${ev.signedText}\nA clause added after signing.` });
      const renderer = new FakeRenderer();
      const deps = {
        repos: repositories(store),
        contracts,
        renderer,
        queue: new RenderQueue({ concurrency: 1, maxQueued: 1, timeoutMs: 5000 }),
        replies: { expect: async () => null },
        invitesWaitMs: 10,
        seal: await loadSealKey(
          DocumentsConfigSchema.parse({ INTERNAL_JWT_SECRET: 'x'.repeat(32), CONTRACTS_URL: 'http://contracts' }),
          createLogger('documents', 'silent'),
        ),
        verifyUrl: 'http://localhost:5173/verify',
        verifyPerIpPerHour: 60,
        budgets: new RateBudgets(store),
        now: () => new Date(),
        kickRelay: () => undefined,
        logger: createLogger('documents', 'silent'),
      };
      await expect(
        createCertificate(deps, { contractId: c.id, executedAt: '2025-01-06T10:30:00.000Z', documentHash: ev.documentHash }),
      ).rejects.toMatchObject({
        code: 'evidence_mismatch',
      });
      expect(renderer.htmls).toHaveLength(0);
      expect(await store.collection<DocumentDoc>(DOCUMENTS).count({})).toBe(0);
    } finally {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
