import { Writable } from 'node:stream';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, parseConfig, signRequestContext, USER_CONTEXT_HEADER } from '@homepact/kit';
import { SealCertificateInfoSchema, type EvidenceRecord } from '@homepact/proto';
import { PDFDocument } from 'pdf-lib';
import { DocumentsConfigSchema } from '../../src/config.ts';
import { createDevCertificate, loadSealKey } from '../../src/seal/keys.ts';
import { sealPdf } from '../../src/seal/seal-pdf.ts';
import { contractRecord, sha256 } from '../fixtures/contracts.ts';
import { homeowner, owner, pdfText, SECRET, sharedChromium, startDocuments, stranger, type Harness } from '../harness.ts';

const chromium = sharedChromium();
const TOKEN = 'tok_' + 'e'.repeat(40);

function recordFor(contractId: string): EvidenceRecord {
  const signedText =
    'HOME SERVICE CONTRACT\n\n1. PARTIES\nHomeowner: Hana Owens\n\n2. SCOPE OF WORK\nReplace the kitchen faucet.\n\n3. ADDITIONAL TERMS\nThe Provider removes the old faucet.';
  const hash = sha256(signedText);
  return {
    format: 'homepact-evidence-record',
    version: 1,
    generatedAt: '2025-01-07T08:00:00.000Z',
    contract: {
      id: contractId,
      title: 'Kitchen Remodeling',
      serviceType: 'Kitchen Remodeling',
      status: 'signed',
      workflowStage: 'executed',
      owner: 'Olivia Grant',
      parties: [
        { role: 'homeowner', name: 'Hana Owens', email: 'hana.owens@example.com' },
        { role: 'provider', name: 'Pat Builder', email: 'pat@builders.example' },
      ],
      createdAt: '2025-01-05T12:00:00.000Z',
      executedAt: '2025-01-06T10:30:00.000Z',
    },
    signedText,
    documentHash: hash,
    consentTexts: [{ version: 'esign-2025-01', text: 'Consent to use electronic records and signatures' }],
    signatures: [
      {
        role: 'homeowner',
        name: 'Hana Owens',
        typedName: 'Hana Owens',
        email: 'hana.owens@example.com',
        signedAt: '2025-01-06T09:00:00.000Z',
        ipAddress: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (Hana’s phone)',
        consentVersion: 'esign-2025-01',
        verification: 'token',
        textSha256: hash,
        adopted: { kind: 'typed', text: 'Hana Owens', font: 'Dancing Script', image: null, imageSha256: null },
        adoptedBy: 'typed',
        elections: [{ id: 'arbitration', label: 'Binding arbitration clause', choice: 'reject' }],
        disclosures: [
          { id: 'tx-disclosure', title: 'RESIDENTIAL CONSTRUCTION DISCLOSURE STATEMENT', confirmedAt: '2025-01-06T08:59:00.000Z' },
        ],
      },
    ],
    events: [
      {
        at: '2025-01-05T12:00:00.000Z',
        action: 'created',
        description: 'Contract created',
        actor: 'Owner: Olivia Grant',
        ipAddress: null,
        userAgent: null,
      },
      {
        at: '2025-01-06T09:00:00.000Z',
        action: 'signed',
        description: 'Signed by the homeowner',
        actor: 'Party (homeowner), by signing link',
        ipAddress: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (Hana’s phone)',
      },
    ],
    emails: {
      records: [
        {
          template: 'signing-invitation',
          subject: 'Please sign: Kitchen Remodeling',
          to: 'hana.owens@example.com',
          role: 'homeowner',
          status: 'sent',
          messageId: '<relay-42@mail.example>',
          attempts: 1,
          error: null,
          attachments: [],
          createdAt: '2025-01-05T12:00:01.000Z',
          updatedAt: '2025-01-05T12:00:02.000Z',
        },
      ],
      unavailable: null,
    },
    authorship: {
      source: 'homepact',
      generation: {
        generationId: 'gen-1',
        generatedAt: '2025-01-05T11:59:00.000Z',
        model: 'gpt-4.1-mini-2025-04-14',
        responseId: 'chatcmpl-XYZ',
        builtinVersion: 'homepact-builtin-1',
        fallbackReason: null,
        sections: [],
      },
      sections: [
        {
          section: 'PARTIES',
          writtenBy: 'builtin',
          writer: 'HomePact clause library',
          version: 'homepact-builtin-1',
          responseId: null,
          edits: [],
        },
        {
          section: 'SCOPE OF WORK',
          writtenBy: 'ai',
          writer: 'gpt-4.1-mini-2025-04-14',
          version: null,
          responseId: 'chatcmpl-XYZ',
          edits: [
            {
              kind: 'changed',
              section: 'SCOPE OF WORK',
              added: ['Replace the kitchen faucet.'],
              removed: ['Replace the faucet.'],
              by: 'Olivia Grant',
            },
          ],
        },
        { section: 'ADDITIONAL TERMS', writtenBy: 'owner', writer: 'Olivia Grant', version: null, responseId: null, edits: [] },
      ],
    },
    notes: [],
  };
}

describe('GET /api/contracts/:id/evidence-record.pdf', () => {
  let h: Harness;
  let id: string;
  beforeAll(async () => {
    h = await startDocuments({ sharedRenderer: chromium.renderer, env: { PUBLIC_URL: 'https://homepact.example' } });
    const c = h.contracts.put(contractRecord({ status: 'signed', workflowStage: 'executed', homeownerEmail: homeowner.email }));
    id = c.id;
    h.contracts.evidenceRecords.set(id, recordFor(id));
    h.contracts.tokens.set(TOKEN, { contractId: id, role: 'provider' });
  });
  afterAll(async () => {
    await h?.close();
  });

  const url = (q = '') => `/api/contracts/${id}/evidence-record.pdf${q}`;

  it('a readable, sealed PDF of the record: who signed and how, events with IP and user agent, e-mails, and the writer of each section', async () => {
    const res = await h.request({ method: 'GET', url: url(), user: owner });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="evidence-record-${id}.pdf"`);
    const pdf = Buffer.from(res.raw);
    const { text } = await pdfText(pdf);
    for (const words of [
      'EVIDENCE RECORD',
      'WHO WROTE EACH SECTION',
      'HomePact clause library',
      'homepact-builtin-1',
      'gpt-4.1-mini-2025-04-14',
      'chatcmpl-XYZ',
      'Written by the owner',
      'changed by Olivia Grant',
      '203.0.113.7',
      'Mozilla/5.0 (Hana’s phone)',
      'Accepted by the mail relay',
      '<relay-42@mail.example>',
      'Binding arbitration clause',
      'Rejected',
      'RESIDENTIAL CONSTRUCTION DISCLOSURE STATEMENT',
      'Typed, shown in a script face',
      'Consent to use electronic records and signatures',
      'https://homepact.example/verify',
      'The Provider removes the old faucet.',
    ])
      // Compared without spaces: long ids and hashes wrap inside their table cells.
      expect(text.replace(/\s+/g, ''), words).toContain(words.replace(/\s+/g, ''));
    // Sealed like every document HomePact vouches for: /api/verify finds its seal intact.
    const verify = await h.service.app.inject({
      method: 'POST',
      url: '/api/verify',
      headers: {
        'content-type': 'application/pdf',
        [USER_CONTEXT_HEADER]: await signRequestContext(SECRET, { user: null, ip: '198.51.100.1' }),
      },
      payload: pdf,
    });
    expect(verify.json()).toMatchObject({ verdict: 'intact', seal: { valid: true, coversWholeFile: true, homepactCertificate: true } });
  });

  it('the owner and each party (signed in or by link); not a stranger (404) or anyone signed out (401)', async () => {
    expect((await h.request({ method: 'GET', url: url(), user: homeowner })).status).toBe(200);
    expect((await h.request({ method: 'GET', url: url(`?token=${TOKEN}`) })).status).toBe(200);
    expect((await h.request({ method: 'GET', url: url(), user: stranger })).status).toBe(404);
    expect((await h.request({ method: 'GET', url: url() })).status).toBe(401);
    expect((await h.request({ method: 'GET', url: url('?format=xml'), user: owner })).status).toBe(400);
  });
});

describe('the seal key: published, never logged', () => {
  it('GET /api/verify/certificate is public: the fingerprint, and the earlier certificates still accepted', async () => {
    const old = createDevCertificate('HomePact document seal (2025)');
    const h = await startDocuments({ env: { SEAL_ACCEPTED_FINGERPRINTS: old.fingerprint } });
    try {
      const res = await h.request({ method: 'GET', url: '/api/verify/certificate' });
      expect(res.status).toBe(200);
      const info = SealCertificateInfoSchema.parse(res.body);
      expect(info.fingerprint).toMatch(/^[0-9a-f]{64}$/);
      expect(info.previous).toEqual([old.fingerprint]);
      expect(info.timestamped).toBe(false);
      expect(info.subject).toContain('HomePact document seal');
      expect(JSON.stringify(res.body)).not.toMatch(/PRIVATE KEY|passphrase/i);
    } finally {
      await h.close();
    }
  });

  it('loading the key and sealing, at trace level, log the certificate but no key material; a logged config is redacted', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hp-seal-log-'));
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger('documents', 'trace', sink);
    try {
      const dev = createDevCertificate();
      const file = path.join(dir, 'seal.p12');
      await writeFile(file, dev.p12);
      const env = {
        INTERNAL_JWT_SECRET: SECRET,
        CONTRACTS_URL: 'http://127.0.0.1:9',
        SEAL_P12_FILE: file,
        SEAL_P12_PASSPHRASE: dev.passphrase,
      };
      const config = parseConfig(DocumentsConfigSchema, env);
      const key = await loadSealKey(config, logger);
      const doc = await PDFDocument.create();
      doc.addPage();
      await sealPdf(await doc.save(), key, { contractId: 'c-1', signingTime: new Date() });
      await loadSealKey(parseConfig(DocumentsConfigSchema, { ...env, SEAL_P12_PASSPHRASE: 'wrong' }), logger).catch((err: unknown) =>
        logger.error({ err }, 'seal key refused'),
      );
      // Should anyone log the whole config, the passphrase is censored.
      logger.info({ config }, 'config');
      const all = lines.join('');
      expect(all).toContain(key.certificate.fingerprint);
      expect(all).toContain('cannot open the seal key');
      const forbidden = [dev.passphrase, dev.p12.toString('base64').slice(0, 40), dev.p12.toString('hex').slice(0, 40), 'PRIVATE KEY'];
      for (const secret of forbidden) expect(all, secret).not.toContain(secret);
      expect(all).toContain('"SEAL_P12_PASSPHRASE":"[redacted]"');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
