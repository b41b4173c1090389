/**
 * The signing journey in a real browser against the whole embedded backend:
 * a user creates a contract, generates its PDF from the dashboard (which
 * e-mails both parties), each party signs from their invitation link, both
 * receive the final PDF, and the owner annotates the contract and deletes a
 * second draft. Every screen gets an axe check and screenshots at 1280x800
 * and 390x844.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { ContractRecord } from '@homepact/proto';
import { startEmbeddedStack } from '../../scripts/stack.ts';
import { startWeb, type WebServer } from './harness.ts';
import {
  CHROMIUM_ARGS,
  DESKTOP,
  SCREENS_DIR,
  contractBody,
  screens,
  signingPath,
  toast,
  waitForMail,
  type Party,
} from './signing-helpers.ts';

type Stack = Awaited<ReturnType<typeof startEmbeddedStack>>;
let dataDir: string;
let stack: Stack;
let web: WebServer;
let browser: Browser;
let owner: BrowserContext;
let page: Page;

const run = Date.now();
const ownerEmail = `owner-${run}@example.com`;
const homeowner: Party = { firstName: 'Hana', lastName: 'Owens', email: `hana-${run}@example.com` };
const providerEmail = `ace-${run}@example.com`;
const SERVICE = 'Kitchen faucet replacement';
const SECOND = 'Porch light install';
let contract: ContractRecord;

beforeAll(async () => {
  mkdirSync(SCREENS_DIR, { recursive: true });
  dataDir = mkdtempSync(path.join(tmpdir(), 'homepact-e2e-sign-'));
  stack = await startEmbeddedStack({ dataDir, gatewayPort: 0 });
  web = await startWeb({ gatewayUrl: stack.gatewayUrl });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  owner = await newContext();
  page = await owner.newPage();
});

afterAll(async () => {
  await browser?.close();
  await web?.stop();
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: web.webUrl, reducedMotion: 'reduce', acceptDownloads: true });
  context.setDefaultTimeout(15_000);
  return context;
}

const currentPath = () => new URL(page.url()).pathname;
const row = (p: Page, serviceType: string) =>
  p.getByRole('listitem').filter({ has: p.getByRole('heading', { name: serviceType, level: 3 }) });
const stat = (p: Page, id: string) => p.getByTestId(`stat-${id}`).locator('dd');

async function createContract(serviceType: string): Promise<ContractRecord> {
  const res = await page.request.post('/api/contracts', { data: contractBody(serviceType, homeowner, providerEmail) });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as ContractRecord;
}

/** Opens the newest invitation to `email` in the dev mailbox screen and returns its signing link. */
async function invitationLink(email: string): Promise<string> {
  const mail = await waitForMail(
    page.request,
    web.webUrl,
    email,
    // The reminder after a resend counts too: a resend revokes the older links (only the newest works).
    (m) => m.text.includes(`/sign/${contract.id}?token=`) && /invited you to sign|Reminder: please review and sign/.test(m.subject),
  );
  const box = await owner.newPage();
  await box.goto('/dev/mailbox');
  await box
    .getByRole('button', {
      name: new RegExp(`${mail.subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*To: ${email.replace(/[.+]/g, '\\$&')}`),
    })
    .first()
    .click();
  await box.getByRole('tab', { name: 'Text' }).click();
  const text = (await box.locator('pre.mail-text').textContent()) ?? '';
  await box.close();
  return signingPath(text, contract.id);
}

async function signAs(role: 'homeowner' | 'provider', email: string, name: string, screenName?: string) {
  const link = await invitationLink(email);
  const context = await newContext();
  const signer = await context.newPage();
  await signer.goto(link);
  const label = role === 'homeowner' ? 'Homeowner' : 'Service Provider';
  // The invitation's token names the role: its form is open without picking.
  const form = signer.getByRole('form', { name: `Sign as ${label}` });
  await form.waitFor();
  await signer.getByRole('heading', { name: SERVICE, level: 1 }).waitFor();
  await signer.getByText('$1,850.00').first().waitFor();

  await form.getByRole('button', { name: 'Sign Contract Electronically' }).click();
  await form.getByText('You must agree to sign electronically before signing').waitFor();
  await form.getByLabel('Your e-mail address').fill(email);
  await form.getByLabel('Type your full name to sign').fill(name);
  await form.getByRole('region', { name: 'Electronic records and signatures disclosure' }).getByText(/paper/i).first().waitFor();
  if (screenName) await screens(signer, screenName);
  await form.getByRole('checkbox', { name: 'I agree to use electronic records and signatures' }).check();
  await form.getByRole('button', { name: 'Sign Contract Electronically' }).click();
  await toast(signer, 'Contract Signed!').waitFor();
  return { context, signer };
}

describe('signing journey', () => {
  it('signs in, creates a contract through the API and shows it on the dashboard', async () => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill(ownerEmail);
    await page.getByRole('button', { name: 'Send Code' }).click();
    const codeMail = await waitForMail(page.request, web.webUrl, ownerEmail, (m) => /\b\d{6}\b/.test(m.text));
    await page.getByLabel('6-digit code').fill(/\b\d{6}\b/.exec(codeMail.text)![0]);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page.getByLabel('First name').fill('Olivia');
    await page.getByLabel('Last name').fill('Grant');
    await page.getByLabel('I am a').selectOption('landlord');
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await expect.poll(currentPath).toBe('/dashboard');
    await page.getByText('No contracts yet').waitFor();

    contract = await createContract(SERVICE);
    await page.reload();
    const r = row(page, SERVICE);
    await r.waitFor();
    for (const text of ['Ace Plumbing LLC', 'Draft', 'Created', '$1,850.00', 'Hana Owens'])
      await r.getByText(text, { exact: true }).first().waitFor();
    expect(await stat(page, 'total').textContent()).toBe('1');
    expect(await stat(page, 'draft').textContent()).toBe('1');
    expect(await stat(page, 'pending-signatures').textContent()).toBe('0');
    await screens(page, 'dashboard-list');
  });

  it('View & Download generates the PDF and e-mails both parties', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `View & Download ${SERVICE}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`contract-${contract.id}.pdf`);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await toast(page, 'PDF Generated Successfully').waitFor();
    await toast(page, 'Contract downloaded and email invites sent to both parties.').waitFor();
    await row(page, SERVICE).getByText('Pending Signatures').waitFor();
    expect(await stat(page, 'pending-signatures').textContent()).toBe('1');
    await screens(page, 'dashboard-pending');

    await page.getByRole('button', { name: `Resend Email for ${SERVICE}` }).click();
    await toast(page, 'Emails Sent').waitFor();
    await toast(page, 'Contract invites have been resent to both parties.').waitFor();
  });

  it('both parties sign from their invitations and receive the final PDF', async () => {
    const first = await signAs('homeowner', homeowner.email, 'Hana Owens', 'sign-form');
    await first.signer.getByRole('button', { name: 'Homeowner Hana Owens Already Signed' }).waitFor();
    expect(await first.signer.getByRole('button', { name: 'Homeowner Hana Owens Already Signed' }).isDisabled()).toBe(true);
    await screens(first.signer, 'sign-picker');
    await first.context.close();

    const second = await signAs('provider', providerEmail, 'Sam Ace');
    await second.signer.getByRole('heading', { name: 'Contract Fully Executed' }).waitFor();
    await second.signer.getByText('Fully Executed', { exact: true }).waitFor();
    await screens(second.signer, 'sign-executed');

    for (const email of [homeowner.email, providerEmail]) {
      const final = await waitForMail(
        page.request,
        web.webUrl,
        email,
        (m) => m.subject.startsWith('Signed by both parties') && m.attachments.some((a) => a.contentType === 'application/pdf'),
        30_000,
      );
      expect(final.attachments.find((a) => a.contentType === 'application/pdf')!.size).toBeGreaterThan(1000);
    }

    const downloading = second.signer.waitForEvent('download');
    await second.signer.getByRole('button', { name: 'Download PDF' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^contract-.+\.pdf$/);
    await toast(second.signer, 'PDF Downloaded').waitFor();
    await second.context.close();
  });

  it('shows the contract signed on the dashboard', async () => {
    await page.goto('/dashboard');
    const r = row(page, SERVICE);
    await r.getByText('Signed', { exact: true }).first().waitFor();
    expect(await stat(page, 'signed').textContent()).toBe('1');
    expect((await r.getByRole('button').allTextContents()).map((t) => t.trim())).toEqual(['Download PDF']);
    const downloading = page.waitForEvent('download');
    await r.getByRole('button', { name: `Download PDF of ${SERVICE}` }).click();
    await downloading;
    await toast(page, 'PDF Downloaded').waitFor();
  });

  it('adds, edits and deletes an annotation on the preview', async () => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: `Preview & Annotate ${SERVICE}` }).click();
    await expect.poll(currentPath).toBe(`/preview/${contract.id}`);
    await page.getByRole('heading', { name: SERVICE, level: 1 }).waitFor();
    await page.getByText('No annotations yet.').waitFor();

    const parties = page.getByRole('region', { name: 'Parties' });
    const box = (await parties.boundingBox())!;
    await parties.click({ position: { x: box.width * 0.6, y: box.height * 0.5 } });
    const composer = page.getByRole('form', { name: 'Add annotation to Parties' });
    await composer.getByLabel('Type').selectOption('question');
    await composer.getByLabel('Annotation').fill('Is the unit number missing from the address?');
    await screens(page, 'preview-composer');
    await composer.getByRole('button', { name: 'Add Annotation' }).click();
    await toast(page, 'Annotation Added').waitFor();
    const notes = page.getByRole('list', { name: 'Annotations' });
    await notes.getByText('Is the unit number missing from the address?').waitFor();
    const marker = parties.getByRole('button', { name: 'Annotation 1: Question, show in list' });
    const pin = (await marker.boundingBox())!;
    expect(Math.abs(pin.x - (box.x + box.width * 0.6))).toBeLessThan(3);
    await screens(page, 'preview-annotations');

    // Keyboard: a focused section opens the composer with Enter; Escape closes it.
    await page.getByRole('region', { name: 'Contract Terms' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('form', { name: 'Add annotation to Contract Terms' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('form', { name: 'Add annotation to Contract Terms' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Edit annotation 1' }).click();
    const edit = page.getByRole('form', { name: 'Edit annotation 1' });
    await edit.getByLabel('Annotation').fill('Unit 4B is missing from the address.');
    await edit.getByLabel('Status').selectOption('resolved');
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Annotation Updated').waitFor();
    await notes.getByText('Unit 4B is missing from the address.').waitFor();
    await notes.getByText('Resolved', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete annotation 1' }).click();
    await toast(page, 'Annotation Deleted').waitFor();
    await page.getByText('No annotations yet.').waitFor();
  });

  it('deletes a second draft from the dashboard after confirmation', async () => {
    await createContract(SECOND);
    await page.goto('/dashboard');
    await row(page, SECOND).waitFor();
    await page.getByRole('button', { name: `Delete draft ${SECOND}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this draft?' });
    await dialog.getByText('This cannot be undone.', { exact: false }).waitFor();
    await screens(page, 'dashboard-delete-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Contract Deleted').waitFor();
    await expect.poll(() => row(page, SECOND).count()).toBe(0);
    expect(await stat(page, 'total').textContent()).toBe('1');
  });
});
