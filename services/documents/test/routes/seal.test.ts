import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, makeEvent, parseConfig, signRequestContext, USER_CONTEXT_HEADER } from '@homepact/kit';
import { SigningEvents, Topics, VerifyResultSchema, type VerifyResult } from '@homepact/proto';
import { PDFDocument } from 'pdf-lib';
import { DocumentsConfigSchema } from '../../src/config.ts';
import { createDevCertificate } from '../../src/seal/keys.ts';
import { contractRecord, evidenceFor } from '../fixtures/contracts.ts';
import { DOCUMENTS, type DocumentDoc } from '../../src/store/documents-repository.ts';
import { owner, pdfText, SECRET, sharedChromium, startDocuments, type Harness } from '../harness.ts';

const chromium = sharedChromium();
const hasPdfsig = spawnSync('pdfsig', ['-v']).error === undefined;

/** pdfsig's report (it exits non-zero for a bad signature, so the output is read either way). */
function pdfsig(file: string): string {
  const r = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  return `${r.stdout}${r.stderr}`;
}

async function verify(h: Harness, pdf: Buffer, ip = '198.51.100.9'): Promise<{ status: number; body: VerifyResult }> {
  const res = await h.service.app.inject({
    method: 'POST',
    url: '/api/verify',
    headers: { 'content-type': 'application/pdf', [USER_CONTEXT_HEADER]: await signRequestContext(SECRET, { user: null, ip }) },
    payload: pdf,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('the seal on the executed PDF, and POST /api/verify', () => {
  let h: Harness;
  let dir: string;
  let sealed: Buffer;
  let contractId: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hp-seal-'));
    h = await startDocuments({ sharedRenderer: chromium.renderer, env: { PUBLIC_URL: 'https://homepact.example' } });
    const c = h.contracts.put(contractRecord({ status: 'signed', workflowStage: 'executed' }));
    contractId = c.id;
    const ev = evidenceFor(c);
    h.contracts.evidences.set(c.id, ev);
    await h.bus.publish(Topics.contracts, [
      makeEvent(SigningEvents.ContractExecuted, {
        key: c.id,
        producer: 'contracts',
        data: { contractId: c.id, executedAt: '2025-01-06T10:30:00.000Z', documentHash: ev.documentHash },
      }),
    ]);
    await h.settle();
    const res = await h.request({ method: 'GET', url: `/api/contracts/${c.id}/pdf`, user: owner });
    expect(res.status).toBe(200);
    sealed = Buffer.from(res.raw);
  });
  afterAll(async () => {
    await h?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('the executed PDF is sealed as its last step: the stored hash and SignedPdfReady are of the sealed file', async () => {
    expect(sealed.toString('latin1')).toMatch(/\/ByteRange\s*\[\s*0 \d+ \d+ \d+\s*\]/);
    const [doc] = await h.rt.store.collection<DocumentDoc>(DOCUMENTS).find({ contractId, kind: 'final' });
    const { createHash } = await import('node:crypto');
    expect(doc!.sha256).toBe(createHash('sha256').update(sealed).digest('hex'));
    expect(doc!.seal?.certificate).toMatch(/^[0-9a-f]{64}$/);
    const ready = h.events.find((e) => e.type === 'SignedPdfReady');
    expect(ready?.data).toMatchObject({ sha256: doc!.sha256, size: sealed.length });
    // Every page is still there, the certificate of completion included, and it names the verify address.
    const { text } = await pdfText(sealed);
    expect(text).toContain('CERTIFICATE OF COMPLETION');
    expect(text).toContain('https://homepact.example/verify');
  });

  it.skipIf(!hasPdfsig)(
    'pdfsig (poppler): the seal is valid and covers the whole document; one changed byte is a digest mismatch',
    async () => {
      const good = path.join(dir, 'sealed.pdf');
      await writeFile(good, sealed);
      const report = pdfsig(good);
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(report).toContain('Total document signed');
      expect(report).toContain('Signer Certificate Common Name: HomePact document seal');

      const altered = Buffer.from(sealed);
      const at = Math.floor(altered.length / 3);
      altered[at] = altered[at]! ^ 0x01;
      const bad = path.join(dir, 'altered.pdf');
      await writeFile(bad, altered);
      expect(pdfsig(bad)).not.toContain('Signature is Valid.');
      expect(pdfsig(bad)).toMatch(/Digest Mismatch|Signature is Invalid|not modified/i);
    },
  );

  it('POST /api/verify: intact, with the contract, its signers and times from the stored evidence', async () => {
    const { status, body } = await verify(h, sealed);
    expect(status).toBe(200);
    expect(VerifyResultSchema.parse(body).verdict).toBe('intact');
    expect(body.seal).toMatchObject({ valid: true, coversWholeFile: true, homepactCertificate: true });
    expect(body.seal!.certificate!.fingerprint).toBe(body.currentCertificate.fingerprint);
    expect(body.document).toMatchObject({ contractId, matchesStoredCopy: true, executedAt: '2025-01-06T10:30:00.000Z' });
    expect(body.document!.signers.map((s) => s.role).sort()).toEqual(['homeowner', 'provider']);
    expect(body.document!.signers.every((s) => s.name && s.signedAt)).toBe(true);
    // The answer names people and times, never their e-mail or network addresses.
    expect(JSON.stringify(body)).not.toMatch(/@|ipAddress|userAgent/);
  });

  it('one changed byte anywhere: altered, and no contract details', async () => {
    for (const at of [100, Math.floor(sealed.length / 2), sealed.length - 10]) {
      const altered = Buffer.from(sealed);
      altered[at] = altered[at] === 0x20 ? 0x21 : 0x20;
      const { body } = await verify(h, altered);
      expect(body.verdict, `byte ${at}`).toBe('altered');
      expect(body.message).toMatch(/changed|added/);
      expect(body.document).toBeNull();
    }
  });

  it('bytes appended after the seal (an incremental update): altered', async () => {
    const { body } = await verify(h, Buffer.concat([sealed, Buffer.from('\n% appended\n')]));
    expect(body.verdict).toBe('altered');
    expect(body.seal).toMatchObject({ valid: true, coversWholeFile: false });
  });

  it('a PDF not from HomePact: unsigned, signed by someone else, or not a PDF at all', async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Not ours');
    const plain = Buffer.from(await doc.save());
    expect((await verify(h, plain)).body).toMatchObject({ verdict: 'not_homepact', seal: null, document: null });

    // Sealed the same way, by a certificate that is not HomePact's.
    const { sealPdf } = await import('../../src/seal/seal-pdf.ts');
    const { loadSealKey } = await import('../../src/seal/keys.ts');
    const other = createDevCertificate('Someone else');
    const p12 = path.join(dir, 'other.p12');
    await writeFile(p12, other.p12);
    const config = parseConfig(DocumentsConfigSchema, {
      INTERNAL_JWT_SECRET: SECRET,
      CONTRACTS_URL: 'http://127.0.0.1:9',
      SEAL_P12_FILE: p12,
      SEAL_P12_PASSPHRASE: other.passphrase,
    });
    const silent = (await import('@homepact/kit')).createLogger('t', 'silent');
    const foreign = await sealPdf(plain, await loadSealKey(config, silent), { contractId: 'x', signingTime: new Date() });
    const r = await verify(h, foreign);
    expect(r.body).toMatchObject({ verdict: 'not_homepact', seal: { valid: true, homepactCertificate: false } });
    expect(r.body.message).toContain('not by HomePact');

    expect((await verify(h, Buffer.from('hello, not a pdf'))).body).toMatchObject({ verdict: 'not_homepact' });
  });

  it('rotation: a seal by an earlier certificate listed in SEAL_ACCEPTED_FINGERPRINTS still verifies', async () => {
    const { sealPdf } = await import('../../src/seal/seal-pdf.ts');
    const { loadSealKey } = await import('../../src/seal/keys.ts');
    const old = createDevCertificate('HomePact document seal (2025)');
    const p12 = path.join(dir, 'old.p12');
    await writeFile(p12, old.p12);
    const silent = (await import('@homepact/kit')).createLogger('t', 'silent');
    const env = { INTERNAL_JWT_SECRET: SECRET, CONTRACTS_URL: 'http://127.0.0.1:9' };
    const oldKey = await loadSealKey(
      parseConfig(DocumentsConfigSchema, { ...env, SEAL_P12_FILE: p12, SEAL_P12_PASSPHRASE: old.passphrase }),
      silent,
    );
    const doc = await PDFDocument.create();
    doc.addPage();
    const byOld = await sealPdf(await doc.save(), oldKey, { contractId: 'old', signingTime: new Date() });
    expect((await verify(h, byOld)).body.verdict).toBe('not_homepact');

    const h2 = await startDocuments({ env: { SEAL_ACCEPTED_FINGERPRINTS: old.fingerprint.replace(/(..)(?!$)/g, '$1:').toUpperCase() } });
    try {
      expect((await verify(h2, byOld)).body).toMatchObject({ verdict: 'intact', seal: { homepactCertificate: true } });
    } finally {
      await h2.close();
    }
  });

  it('is public but limited per client IP (429 with Retry-After), and refuses an empty or non-PDF body', async () => {
    const h2 = await startDocuments({ env: { VERIFY_PER_IP_PER_HOUR: '2' } });
    try {
      expect((await verify(h2, sealed, '192.0.2.1')).status).toBe(200);
      expect((await verify(h2, sealed, '192.0.2.1')).status).toBe(200);
      const res = await h2.service.app.inject({
        method: 'POST',
        url: '/api/verify',
        headers: {
          'content-type': 'application/pdf',
          [USER_CONTEXT_HEADER]: await signRequestContext(SECRET, { user: null, ip: '192.0.2.1' }),
        },
        payload: sealed,
      });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect((await verify(h2, sealed, '192.0.2.2')).status).toBe(200);
      const empty = await h2.request({ method: 'POST', url: '/api/verify', rawBody: '', contentType: 'application/pdf' });
      expect(empty.status).toBe(400);
      const json = await h2.request({ method: 'POST', url: '/api/verify', body: { pdf: 'x' } });
      expect(json.status).toBe(400);
    } finally {
      await h2.close();
    }
  });
});

describe('the seal key in production', () => {
  const env = { NODE_ENV: 'production', INTERNAL_JWT_SECRET: 'x'.repeat(32), CONTRACTS_URL: 'http://contracts:4002' };

  it('refuses to start without one, naming the variable', () => {
    const run = () => parseConfig(DocumentsConfigSchema, env);
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/SEAL_P12_FILE: required in production/);
  });

  it('the real server process exits naming SEAL_P12_FILE', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../../src/server.ts')], {
      env: { ...process.env, ...env, ALLOW_EMBEDDED: 'MONGO_URL,KAFKA_BROKERS,GOTENBERG_URL', OTEL_EXPORTER_OTLP_ENDPOINT: '' },
      encoding: 'utf8',
      // Loading the service through tsx takes ~5 s alone and over 30 s on a busy shared machine.
      timeout: 170_000,
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('SEAL_P12_FILE: required in production');
  }, 180_000);

  it('starts with one; an unreadable file or a wrong passphrase names the variable and never prints the key', async () => {
    const dev = createDevCertificate();
    const dir = await mkdtemp(path.join(tmpdir(), 'hp-seal-key-'));
    try {
      const file = path.join(dir, 'seal.p12');
      await writeFile(file, dev.p12);
      expect(() => parseConfig(DocumentsConfigSchema, { ...env, SEAL_P12_FILE: file, SEAL_P12_PASSPHRASE: dev.passphrase })).not.toThrow();
      const { loadSealKey } = await import('../../src/seal/keys.ts');
      const silent = (await import('@homepact/kit')).createLogger('t', 'silent');
      const cfg = (over: Record<string, string>) => parseConfig(DocumentsConfigSchema, { ...env, ...over });
      await expect(loadSealKey(cfg({ SEAL_P12_FILE: path.join(dir, 'missing.p12') }), silent)).rejects.toThrow(
        /^SEAL_P12_FILE: cannot read/,
      );
      const wrong = loadSealKey(cfg({ SEAL_P12_FILE: file, SEAL_P12_PASSPHRASE: 'wrong' }), silent);
      await expect(wrong).rejects.toThrow(/SEAL_P12_FILE \/ SEAL_P12_PASSPHRASE: cannot open the seal key/);
      const key = await loadSealKey(cfg({ SEAL_P12_FILE: file, SEAL_P12_PASSPHRASE: dev.passphrase }), silent);
      expect(key.certificate.fingerprint).toBe(dev.fingerprint);
      // Nothing enumerable on the key object carries the key or the passphrase.
      expect(JSON.stringify(key)).not.toContain(dev.passphrase);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
