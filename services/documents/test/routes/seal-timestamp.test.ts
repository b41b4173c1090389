import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, makeEvent, parseConfig, signRequestContext, USER_CONTEXT_HEADER } from '@homepact/kit';
import { SigningEvents, Topics, type VerifyResult } from '@homepact/proto';
import { PDFDocument } from 'pdf-lib';
import { DocumentsConfigSchema } from '../../src/config.ts';
import { loadSealKey } from '../../src/seal/keys.ts';
import { sealPdf } from '../../src/seal/seal-pdf.ts';
import { contractRecord, evidenceFor } from '../fixtures/contracts.ts';
import { owner, pdfText, SECRET, sharedChromium, startDocuments, type Harness } from '../harness.ts';
import { hasOpenssl, startTestTsa, type TestTsa } from '../tsa.ts';

const chromium = sharedChromium();
const hasPdfsig = spawnSync('pdfsig', ['-v']).error === undefined;

async function verify(h: Harness, pdf: Buffer): Promise<VerifyResult> {
  const res = await h.service.app.inject({
    method: 'POST',
    url: '/api/verify',
    headers: {
      'content-type': 'application/pdf',
      [USER_CONTEXT_HEADER]: await signRequestContext(SECRET, { user: null, ip: '198.51.100.7' }),
    },
    payload: pdf,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function executedPdf(h: Harness): Promise<Buffer> {
  const c = h.contracts.put(contractRecord({ status: 'signed', workflowStage: 'executed' }));
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
  expect(res.headers['x-document-kind']).toBe('final');
  return Buffer.from(res.raw);
}

describe.skipIf(!hasOpenssl)('an RFC 3161 timestamp in the seal (SEAL_TSA_URL)', () => {
  let tsa: TestTsa;
  let h: Harness;
  let dir: string;
  let sealed: Buffer;
  beforeAll(async () => {
    tsa = await startTestTsa();
    dir = await mkdtemp(path.join(tmpdir(), 'hp-seal-tsa-'));
    h = await startDocuments({ sharedRenderer: chromium.renderer, env: { SEAL_TSA_URL: tsa.url, PUBLIC_URL: 'https://homepact.example' } });
    sealed = await executedPdf(h);
  });
  afterAll(async () => {
    await h?.close();
    await tsa?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('the executed PDF’s seal carries the authority’s token; /api/verify reports it, and the certificate of completion says so', async () => {
    expect(tsa.requests).toBe(1);
    const body = await verify(h, sealed);
    expect(body.verdict).toBe('intact');
    expect(body.seal?.timestamp).toMatchObject({ valid: true, authority: expect.stringContaining('HomePact test TSA') });
    // The authority's time is now (its clock), not the fixture's signing time.
    expect(Math.abs(new Date(body.seal!.timestamp!.time).getTime() - Date.now())).toBeLessThan(120_000);
    expect(body.message).toContain('Its timestamp from');
    const { text } = await pdfText(sealed);
    expect(text).toMatch(/RFC 3161 timestamp from the time-stamp authority 127\.0\.0\.1:\d+/);
    expect(text).toMatch(/Seal certificate SHA-256 fingerprint: ([0-9A-F]{2}:){31}[0-9A-F]{2}/);
  });

  it.skipIf(!hasPdfsig)('pdfsig: the timestamped seal is still valid over the whole document; one changed byte is not', async () => {
    const good = path.join(dir, 'stamped.pdf');
    await writeFile(good, sealed);
    const report = spawnSync('pdfsig', [good], { encoding: 'utf8' }).stdout;
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    const altered = Buffer.from(sealed);
    altered[Math.floor(altered.length / 4)]! ^= 0x01;
    const bad = path.join(dir, 'stamped-altered.pdf');
    await writeFile(bad, altered);
    const r = spawnSync('pdfsig', [bad], { encoding: 'utf8' });
    expect(`${r.stdout}${r.stderr}`).not.toContain('Signature is Valid.');
    expect((await verify(h, altered)).verdict).toBe('altered');
  });

  it('a swapped-in token from another seal is caught: the timestamp must be of this signature', async () => {
    // Two seals of the same bytes at different times: the second's token does not stamp the first's signature value.
    // (RSA signatures are deterministic: at the same signing time the two signature values, and so the tokens' imprints,
    // would be identical, and the swap would prove nothing.)
    const doc = await PDFDocument.create();
    doc.addPage();
    const bytes = await doc.save();
    const cfg = parseConfig(DocumentsConfigSchema, {
      INTERNAL_JWT_SECRET: SECRET,
      CONTRACTS_URL: 'http://127.0.0.1:9',
      SEAL_TSA_URL: tsa.url,
    });
    const key = await loadSealKey(cfg, createLogger('t', 'silent'));
    const a = await sealPdf(bytes, key, { contractId: 'a', signingTime: new Date('2026-11-26T10:00:00Z') });
    const b = await sealPdf(bytes, key, { contractId: 'a', signingTime: new Date('2026-11-26T10:00:05Z') });
    const { checkSeal } = await import('../../src/seal/verify-pdf.ts');
    const ca = await checkSeal(a, key.accepted);
    expect(ca.kind === 'signed' && ca.timestamp?.valid).toBe(true);
    // Replace a's token by b's inside a's Contents (same length, so the ByteRange still fits): the signature still verifies, the timestamp does not.
    const { extractToken, withToken } = await tokenSurgery();
    const forged = withToken(a, extractToken(b));
    const cf = await checkSeal(forged, key.accepted);
    expect(cf.kind === 'signed' && cf.signatureValid).toBe(true);
    expect(cf.kind === 'signed' && cf.timestamp?.valid).toBe(false);
  });

  it('without an answer from the authority no seal is made (the error names SEAL_TSA_URL); without SEAL_TSA_URL no timestamp', async () => {
    const cfg = parseConfig(DocumentsConfigSchema, {
      INTERNAL_JWT_SECRET: SECRET,
      CONTRACTS_URL: 'http://127.0.0.1:9',
      SEAL_TSA_URL: 'http://127.0.0.1:9/tsr',
    });
    const key = await loadSealKey(cfg, createLogger('t', 'silent'));
    const doc = await PDFDocument.create();
    doc.addPage();
    await expect(sealPdf(await doc.save(), key, { contractId: 'x', signingTime: new Date() })).rejects.toThrow(/^SEAL_TSA_URL: /);

    const plain = await startDocuments({ sharedRenderer: chromium.renderer });
    try {
      const pdf = await executedPdf(plain);
      expect((await verify(plain, pdf)).seal?.timestamp).toBeNull();
      expect((await pdfText(pdf)).text).toContain('The seal carries no independent timestamp');
    } finally {
      await plain.close();
    }
  });
});

/** Moves one seal's timestamp token into another's CMS, re-encoded with pkijs, as a forger would. */
async function tokenSurgery() {
  const asn1js = await import('asn1js');
  const pkijs = await import('pkijs');
  const { SIGNATURE_TIMESTAMP_OID } = await import('../../src/seal/timestamp.ts');
  const contents = (pdf: Buffer) => {
    const m = /\/ByteRange\s*\[\s*0\s+(\d+)\s+(\d+)\s+\d+\s*\]/.exec(pdf.toString('latin1'))!;
    return { start: Number(m[1]) + 1, end: Number(m[2]) - 1 };
  };
  const signedData = (pdf: Buffer) => {
    const { start, end } = contents(pdf);
    const der = Buffer.from(pdf.subarray(start, end).toString('latin1'), 'hex');
    const info = new pkijs.ContentInfo({ schema: asn1js.fromBER(new Uint8Array(der)).result });
    return { info, sd: new pkijs.SignedData({ schema: info.content }) };
  };
  return {
    extractToken: (pdf: Buffer) =>
      signedData(pdf).sd.signerInfos[0]!.unsignedAttrs!.attributes.find((a) => a.type === SIGNATURE_TIMESTAMP_OID)!,
    withToken: (pdf: Buffer, token: InstanceType<typeof pkijs.Attribute>) => {
      const { info, sd } = signedData(pdf);
      sd.signerInfos[0]!.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({ type: 1, attributes: [token] });
      const hex = Buffer.from(
        new pkijs.ContentInfo({ contentType: info.contentType, content: sd.toSchema(true) }).toSchema().toBER(false),
      ).toString('hex');
      const { start, end } = contents(pdf);
      const out = Buffer.from(pdf);
      out.write(hex.padEnd(end - start, '0'), start, 'latin1');
      return out;
    },
  };
}
