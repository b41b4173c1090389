/**
 * /verify in a real browser against the whole embedded backend: a contract is
 * created, sent and signed by both parties through the API (as accounts.e2e
 * does), its executed PDF downloaded, and then checked on /verify as a person
 * would: intact, the same file with one byte changed, and a PDF HomePact never
 * made. The SHA-256 shows before anything is sent; each answer is checked
 * with axe and recorded at 1280 and 390 px (artifacts/screens/verify-*.png).
 * pdfsig (poppler) reads the same executed PDF: valid, and not once one byte
 * is changed. Then the contract's evidence record: the JSON names a writer
 * for every section.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseContract } from '@homepact/legal';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EvidenceRecordSchema, type ContractRecord, type MailboxMessage } from '@homepact/proto';
import { DESKTOP, setUpJourney } from './harness.ts';
import { contractBody, screen, signUpThroughLogin, waitForMail, type Party } from './helpers.ts';

const journey = setUpJourney('verify');
let page: Page;
let sealed: Buffer;
let contract: ContractRecord;

const run = Date.now();
const homeowner: Party = { firstName: 'Hana', lastName: 'Owens', email: `hana-${run}@example.com` };
const providerEmail = `ace-${run}@example.com`;
const WIDE = DESKTOP;
const hasPdfsig = spawnSync('pdfsig', ['-v']).error === undefined;

/** pdfsig's report (it exits non-zero for a bad signature, so the output is read either way). */
async function pdfsig(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hp-e2e-pdfsig-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    await writeFile(file, bytes);
    const r = spawnSync('pdfsig', [file], { encoding: 'utf8' });
    return `${r.stdout}${r.stderr}`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
const NARROW = { width: 390, height: 844 };

/** A small PDF HomePact never made (no seal, no stored copy). */
const FOREIGN_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

const mailTo = (to: string, match: (m: MailboxMessage) => boolean) => waitForMail(page.request, to, match);

/** Signs with the party's newest link: one signature sends the other party a fresh link, which replaces theirs. */
async function signByLink(role: 'homeowner' | 'provider', email: string, name: string, notToken?: string): Promise<string> {
  const tokenIn = (m: MailboxMessage) => new RegExp(`/sign/${contract.id}\\?token=([\\w-]+)`).exec(m.text)?.[1];
  const mail = await mailTo(email, (m) => {
    const t = tokenIn(m);
    return t !== undefined && t !== notToken;
  });
  const token = tokenIn(mail)!;
  const disclosuresReceived = role === 'homeowner' ? parseContract(contract.finalContract ?? '').disclosures.map((d) => d.id) : undefined;
  const res = await page.request.post(`/api/contracts/${contract.id}/sign`, {
    data: {
      signerEmail: email,
      signature: name,
      signatureType: role,
      token,
      consent: true,
      ...(disclosuresReceived ? { disclosuresReceived } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return token;
}

/** Picks the file on /verify, waits for the in-browser SHA-256, presses Check with HomePact, waits for the verdict. */
async function check(name: string, bytes: Buffer, heading: string) {
  await page.goto('/verify');
  await page.getByRole('heading', { level: 1, name: 'Check a HomePact document' }).waitFor();
  await page.getByLabel('Choose a PDF to check').setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
  const sha = createHash('sha256').update(bytes).digest('hex');
  await page.getByTestId('local-sha256').getByText(sha).waitFor();
  await page.getByRole('button', { name: 'Check with HomePact' }).click();
  await page.getByRole('heading', { name: heading }).waitFor();
}

async function shots(name: string) {
  for (const [label, size] of [
    ['1280', WIDE],
    ['390', NARROW],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    // Nothing may run off the side at either width (long hashes and fingerprints wrap).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screen(page, `verify-${name}-${label}`);
  }
  await page.setViewportSize(WIDE);
}

beforeAll(async () => {
  page = await (await journey.newContext({ viewport: WIDE })).newPage();
});

describe('/verify', () => {
  // expect.poll (the mailbox, the final PDF) must run inside a test, so making the document is the first one.
  it('a contract is created, sent and signed by both parties; its executed PDF is sealed', async () => {
    await signUpThroughLogin(page, { email: `olivia-${run}@example.com`, firstName: 'Olivia', lastName: 'Grant', userType: 'landlord' });
    const res = await page.request.post('/api/contracts', { data: contractBody('Kitchen faucet replacement', homeowner, providerEmail) });
    expect(res.status(), await res.text()).toBe(201);
    contract = (await res.json()) as ContractRecord;
    const sent = await page.request.post(`/api/contracts/${contract.id}/generate`, { data: {} });
    expect(sent.status(), await sent.text()).toBe(200);
    const first = await mailTo(providerEmail, (m) => m.text.includes(`/sign/${contract.id}?token=`));
    const firstToken = new RegExp(`/sign/${contract.id}\\?token=([\\w-]+)`).exec(first.text)![1]!;
    await signByLink('homeowner', homeowner.email, 'Hana Owens');
    await signByLink('provider', providerEmail, 'Ace Plumbing LLC', firstToken);
    // The executed PDF is made from ContractExecuted, a moment after the second signature.
    await expect
      .poll(async () => (await page.request.get(`/api/contracts/${contract.id}/pdf`)).headers()['x-document-kind'], { timeout: 60_000 })
      .toBe('final');
    sealed = Buffer.from(await (await page.request.get(`/api/contracts/${contract.id}/pdf`)).body());
    expect(sealed.toString('latin1')).toMatch(/\/ByteRange\s*\[/);
  }, 180_000);

  it('the executed PDF: intact, with the contract, who signed and when, and the certificate’s fingerprint', async () => {
    await check('contract-kitchen-faucet.pdf', sealed, 'Intact: an unaltered HomePact document');
    const answer = page.locator('[data-verdict="intact"]');
    await answer.getByText('Hana Owens', { exact: false }).waitFor();
    await answer.getByText('Ace Plumbing LLC', { exact: false }).waitFor();
    await answer.getByText(contract.id, { exact: false }).waitFor();
    expect(await page.getByTestId('seal-fingerprint').textContent()).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    await shots('intact');
  });

  it.skipIf(!hasPdfsig)('pdfsig: the executed PDF’s signature is valid over the whole document; one changed byte is not', async () => {
    const report = await pdfsig(sealed);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    const altered = Buffer.from(sealed);
    const at = Math.floor(altered.length / 2);
    altered[at] = altered[at] === 0x20 ? 0x21 : 0x20;
    const bad = await pdfsig(altered);
    expect(bad).not.toContain('Signature is Valid.');
  });

  it('the same file with one byte changed: altered, and no contract details', async () => {
    const altered = Buffer.from(sealed);
    const at = Math.floor(altered.length / 2);
    altered[at] = altered[at] === 0x20 ? 0x21 : 0x20;
    await check('contract-kitchen-faucet.pdf', altered, 'Altered: this file has been changed');
    await page.getByText(/changed since HomePact sealed it/).waitFor();
    expect(await page.getByText('Hana Owens', { exact: false }).count()).toBe(0);
    await shots('altered');
  });

  it('a PDF HomePact never made: not a HomePact document, with HomePact’s own fingerprint to compare', async () => {
    await check('someone-elses.pdf', FOREIGN_PDF, 'Not a HomePact document');
    expect(await page.getByTestId('current-fingerprint').textContent()).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    await shots('foreign');
  });
});

describe('the evidence record', () => {
  it('names who wrote every section, the signatures with IP and browser, and the e-mails the relay accepted', async () => {
    const res = await page.request.get(`/api/contracts/${contract.id}/evidence-record`);
    expect(res.status(), await res.text()).toBe(200);
    const record = EvidenceRecordSchema.parse(await res.json());
    expect(record.documentHash).toBe(createHash('sha256').update(record.signedText, 'utf8').digest('hex'));
    // Sent through the API without the ai service's seal: the owner's text, section by section.
    expect(record.authorship.source).toBe('owner');
    expect(record.authorship.sections.length).toBeGreaterThan(3);
    for (const s of record.authorship.sections)
      expect(s, s.section).toMatchObject({ writtenBy: 'owner', writer: expect.stringMatching(/olivia/i) });
    expect(record.signatures.map((s) => s.role)).toEqual(['homeowner', 'provider']);
    expect(record.signatures.every((s) => s.ipAddress && s.userAgent && s.adoptedBy)).toBe(true);
    expect(record.events.filter((e) => e.action === 'signed').every((e) => e.ipAddress !== null)).toBe(true);
    expect(record.emails.unavailable).toBeNull();
    expect(record.emails.records.some((m) => m.status === 'sent' && m.messageId)).toBe(true);
  });
});
