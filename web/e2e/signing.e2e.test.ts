/**
 * The signing journey in a real browser against the whole embedded backend
 * (docs/decisions/0013-the-sign-page.md): a user creates a contract, reviews and edits it in the wizard,
 * sees both recipients and the invitation before Generate PDF Contract sends
 * it; each party signs on a phone (390 px) from their invitation link, the
 * homeowner by drawing with a finger, the provider by typing; both receive
 * the final PDF, whose signature blocks hold each signature (rendered to PNG
 * with pdftoppm under artifacts/screens); the owner, not a party, sees the
 * signing status; then annotations on /preview and deleting a second draft.
 * Every screen gets an axe check and screenshots at 1280x800 and 390x844.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { ContractRecord } from '@homepact/proto';
import { PHONE, SCREENS_DIR, setUpJourney } from './harness.ts';
import { contractBody, mailbox, screens, signingPath, signUpThroughLogin, toast, waitForMail, type Party } from './helpers.ts';

const journey = setUpJourney('sign');
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
  owner = await journey.newContext();
  page = await owner.newPage();
});

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
async function invitationLink(email: string, { next = false } = {}): Promise<string> {
  const mail = await waitForMail(
    page.request,
    email,
    // The reminder after a resend counts too: a resend revokes the older links (only the newest works). Once the
    // other party signed (`next`), the newest is the fresh link in "… signed …: your signature is next".
    (m) =>
      m.text.includes(`/sign/${contract.id}?token=`) &&
      (next ? /your signature is next/ : /review and sign a contract|Reminder: please review and sign/).test(m.subject),
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

/** Draws a signature with a finger: real touch events (CDP), so the pad's pointer events see pointerType "touch". */
async function drawWithFinger(signer: Page) {
  const pad = signer.getByRole('img', { name: 'Signature drawing area' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const cdp = await signer.context().newCDPSession(signer);
  let finger = 0;
  const at = (fx: number, fy: number) => [{ x: box.x + box.width * fx, y: box.y + box.height * fy, id: finger }];
  const strokes: Array<Array<[number, number]>> = [
    Array.from({ length: 24 }, (_, i) => [0.1 + i * 0.025, 0.55 + 0.25 * Math.sin(i / 2)] as [number, number]),
    [
      [0.55, 0.3],
      [0.62, 0.75],
      [0.7, 0.35],
      [0.8, 0.7],
      [0.9, 0.45],
    ],
  ];
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    finger += 1;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(...first!) });
    for (const p of rest) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(...p) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
  await cdp.detach();
}

/**
 * One party signs on a phone from their invitation link: reads the document,
 * consents, types their name, adopts a signature (typed in a script face, or
 * drawn with a finger) and signs at their block. No e-mail is typed: the link
 * says who they are.
 */
async function signAs(
  role: 'homeowner' | 'provider',
  email: string,
  name: string,
  how: 'draw' | 'type',
  shots: { reading?: string; adopt: string },
  { next = false } = {},
) {
  const link = await invitationLink(email, { next });
  const context = await journey.newContext({ phone: true });
  const signer = await context.newPage();
  await signer.goto(link);
  const label = role === 'homeowner' ? 'Homeowner' : 'Service Provider';
  const form = signer.getByRole('form', { name: `Sign as ${label}` });
  await form.waitFor();
  await signer.getByRole('heading', { name: SERVICE, level: 1 }).waitFor();
  // The whole contract is on the page, with both signature blocks in place, and no marketing header.
  const doc = signer.getByRole('article', { name: 'The contract' });
  await doc.getByRole('heading', { name: '1. PARTIES' }).waitFor();
  await doc.getByRole('region', { name: 'Signature block: HOMEOWNER' }).waitFor();
  await doc.getByRole('region', { name: 'Signature block: SERVICE PROVIDER' }).waitFor();
  expect(await signer.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
  expect(await form.getByLabel(/e-mail address/i).count()).toBe(0);
  await form.getByText(email).waitFor();
  if (shots.reading) await screens(signer, shots.reading, { restore: PHONE });

  await form.getByRole('button', { name: 'Sign Contract Electronically' }).click();
  await form.getByText('You must agree to sign electronically before signing').waitFor();
  await form.getByRole('checkbox', { name: 'I agree to use electronic records and signatures' }).check();
  await form.getByLabel('Your full name').fill(name);
  if (how === 'draw') {
    await form.getByRole('tab', { name: 'Draw' }).click();
    await drawWithFinger(signer);
    await form.getByText('Looks good.').waitFor();
  } else {
    await form.getByRole('radio', { name: /Dancing Script/ }).check();
  }
  const block = doc.getByRole('region', { name: `Signature block: ${role === 'homeowner' ? 'HOMEOWNER' : 'SERVICE PROVIDER'}` });
  await block.getByRole('img', { name: 'Your signature (not signed yet)' }).waitFor();
  if (how === 'type') {
    await expect
      .poll(() => block.getByRole('img', { name: 'Your signature (not signed yet)' }).getAttribute('src'))
      .toMatch(/^data:image\/png;base64,/);
  }
  await screens(signer, shots.adopt, { restore: PHONE });
  // The button's icon keeps its size on a phone.
  const icon = (await form.getByRole('button', { name: 'Sign Contract Electronically' }).locator('svg').boundingBox())!;
  expect(Math.round(icon.width)).toBe(18);
  // The notices the law wants delivered before signing (Texas's disclosure statement) are confirmed one by one.
  for (const received of await form.getByRole('checkbox', { name: /^I received and read/ }).all()) await received.check();
  // Sign at the block.
  await block.getByRole('button', { name: 'Sign here' }).click();
  await toast(signer, 'Contract Signed!').waitFor();
  await block.getByRole('img', { name: /^Signature of / }).waitFor();
  return { context, signer };
}

/** The text of a PDF, by poppler's pdftotext (this journey needs poppler-utils: `apt-get install -y poppler-utils`). */
function pdfText(file: string): string {
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } catch (err) {
    throw new Error(`pdftotext failed (install poppler-utils: apt-get install -y poppler-utils): ${String(err)}`, { cause: err });
  }
}

describe('signing journey', () => {
  it('signs in, creates a contract through the API and shows it on the dashboard', async () => {
    await signUpThroughLogin(page, { email: ownerEmail, firstName: 'Olivia', lastName: 'Grant', userType: 'landlord' });
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

  it('Review and Edit show the contract as a document; Generate shows both recipients and the invitation, and sends only when confirmed', async () => {
    // Continue Editing loads the saved contract into the wizard.
    await page.goto(`/contract/review?contractId=${contract.id}`);
    await page.getByRole('heading', { name: 'Your contract' }).waitFor();
    await page.getByRole('region', { name: 'Contract text' }).getByRole('heading', { name: '1. PARTIES' }).waitFor();
    await screens(page, 'wizard-review');

    await page.goto('/contract/edit');
    await page.getByLabel('Text of 2. SCOPE OF WORK').waitFor();
    await page.getByRole('region', { name: 'Signature section (fixed)' }).waitFor();
    await screens(page, 'wizard-edit');
    await page.getByRole('button', { name: /Continue to Generate & Sign/ }).click();
    await expect.poll(currentPath).toBe('/contract/generate');

    await page.getByRole('button', { name: 'Generate PDF Contract' }).click();
    const recipients = page.getByRole('list', { name: 'Recipients' });
    await recipients.getByText(homeowner.email, { exact: false }).waitFor();
    await recipients.getByText(providerEmail, { exact: false }).waitFor();
    await page.getByText('Please review and sign a contract: Kitchen faucet replacement').first().waitFor();
    await screens(page, 'generate-preview');
    // Nothing is sent before the confirmation.
    expect((await mailbox(page.request)).filter((m) => /review and sign a contract/.test(m.subject))).toHaveLength(0);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Send invitations and download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`contract-${contract.id}.pdf`);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await toast(page, 'PDF Generated Successfully').waitFor();
    // The owner is not a party: status, not a signing form.
    await page.getByRole('link', { name: 'View Signing Status' }).waitFor();
    await screens(page, 'generate-done');

    // The invitation that went out is the one previewed.
    const sent = await waitForMail(page.request, homeowner.email, (m) => /review and sign a contract/.test(m.subject));
    expect(sent.subject).toBe('Please review and sign a contract: Kitchen faucet replacement');

    await page.goto('/dashboard');
    await row(page, SERVICE).getByText('Pending Signatures').waitFor();
    expect(await stat(page, 'pending-signatures').textContent()).toBe('1');
    await screens(page, 'dashboard-pending');
    await page.getByRole('button', { name: `Resend Email for ${SERVICE}` }).click();
    // Resend asks whom to send a new link to (both parties, who have not signed, are ticked).
    await page
      .getByRole('dialog', { name: `Resend the signing link for ${SERVICE}` })
      .getByRole('button', { name: 'Send 2 new links' })
      .click();
    await toast(page, 'Emails Sent').waitFor();
  });

  it('both parties sign on their phones, one drawing and one typing; the owner sees the status; the executed PDF holds both signatures', async () => {
    const first = await signAs('homeowner', homeowner.email, 'Hana Owens', 'draw', { reading: 'sign-reading', adopt: 'sign-adopt-drawn' });
    await first.signer.getByRole('heading', { name: 'You signed this contract' }).waitFor();
    await screens(first.signer, 'sign-done', { restore: PHONE });
    await first.context.close();

    // The creator who is not a party: the status, not a form.
    await page.goto(`/sign/${contract.id}`);
    await page.getByRole('heading', { name: 'Signing status' }).waitFor();
    await page.getByText(/You created this contract/).waitFor();
    expect(await page.getByRole('form').count()).toBe(0);
    await screens(page, 'sign-owner-status');

    const second = await signAs('provider', providerEmail, 'Ace Plumbing LLC', 'type', { adopt: 'sign-adopt-typed' }, { next: true });
    await second.signer.getByRole('heading', { name: 'Contract Fully Executed' }).waitFor();
    await second.signer.getByText('Fully Executed', { exact: true }).waitFor();
    await screens(second.signer, 'sign-executed', { restore: PHONE });

    for (const email of [homeowner.email, providerEmail]) {
      const final = await waitForMail(
        page.request,
        email,
        (m) => m.subject.startsWith('Signed by both parties') && m.attachments.some((a) => a.contentType === 'application/pdf'),
        30_000,
      );
      expect(final.attachments.find((a) => a.contentType === 'application/pdf')!.size).toBeGreaterThan(1000);
    }

    const downloading = second.signer.waitForEvent('download');
    await second.signer.getByRole('button', { name: 'Download PDF' }).click();
    const finalPdf = await downloading;
    expect(finalPdf.suggestedFilename()).toMatch(/^contract-.+\.pdf$/);
    await toast(second.signer, 'PDF Downloaded').waitFor();
    const file = path.join(SCREENS_DIR, 'executed-contract.pdf');
    writeFileSync(file, readFileSync(await finalPdf.path()));
    await second.context.close();

    // Each signature in its own block of the document (before the certificate), no party's line left blank.
    const text = pdfText(file);
    const flat = text.replace(/\s+/g, ' ');
    const cert = flat.indexOf('CERTIFICATE OF COMPLETION');
    for (const line of ['Signed electronically by Hana Owens', 'Signed electronically by Ace Plumbing LLC']) {
      expect(flat.indexOf(line), line).toBeGreaterThan(0);
      expect(flat.indexOf(line), line).toBeLessThan(cert);
    }
    // Texas: only the homestead spouse's line stays blank (signed on paper when it applies).
    expect(flat.match(/Signature: _{5,}/g) ?? []).toHaveLength(1);
    expect(flat).toContain("HOMEOWNER'S SPOUSE");
    // The pages with the signature blocks, as images to look at (artifacts/screens/executed-pdf-N.png).
    const signedPages = text
      .split('\f')
      .map((p, i) => (p.includes('Signed electronically by') && !p.includes('CERTIFICATE OF COMPLETION') ? i + 1 : 0))
      .filter(Boolean);
    expect(signedPages.length).toBeGreaterThan(0);
    for (const n of signedPages) {
      execFileSync('pdftoppm', ['-r', '70', '-png', '-f', String(n), '-l', String(n), file, path.join(SCREENS_DIR, 'executed-pdf')]);
    }
    expect(readdirSync(SCREENS_DIR).some((f) => f.startsWith('executed-pdf-'))).toBe(true);
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

    // The contract as its document: a click on a line opens the composer under it.
    const parties = page.getByRole('region', { name: '1. PARTIES' });
    await parties.getByText('Property address:').click();
    const composer = page.getByRole('form', { name: 'Add annotation to 1. PARTIES' });
    await composer.getByText('Note on “Property address:', { exact: false }).waitFor();
    await composer.getByLabel('Type').selectOption('question');
    await composer.getByLabel('Annotation').fill('Is the unit number missing from the address?');
    await screens(page, 'preview-composer');
    await composer.getByRole('button', { name: 'Add Annotation' }).click();
    await toast(page, 'Annotation Added').waitFor();
    const notes = page.getByRole('list', { name: 'Annotations' });
    await notes.getByText('Is the unit number missing from the address?').waitFor();
    // The words are underlined and the note's number follows them in the text: nothing is drawn over a word.
    const marker = parties.getByRole('button', { name: 'Annotation 1: Question, show in list' });
    await marker.waitFor();
    expect((await parties.locator('mark[data-note]').allTextContents()).join('')).toContain('Property address:');
    const line = (await parties.getByText('Property address:').boundingBox())!;
    const pin = (await marker.boundingBox())!;
    expect(pin.x).toBeGreaterThan(line.x + line.width - 1);
    await screens(page, 'preview-annotations');

    // Keyboard: a focused section opens the composer with Enter; Escape closes it.
    await page.getByRole('region', { name: '2. SCOPE OF WORK' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('form', { name: 'Add annotation to 2. SCOPE OF WORK' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('form', { name: 'Add annotation to 2. SCOPE OF WORK' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Edit annotation 1' }).click();
    const edit = page.getByRole('form', { name: 'Edit annotation 1' });
    await edit.getByLabel('Annotation').fill('Unit 4B is missing from the address.');
    await edit.getByLabel('Status').selectOption('resolved');
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Annotation Updated').waitFor();
    await notes.getByText('Unit 4B is missing from the address.').waitFor();
    await notes.getByText('Resolved', { exact: true }).waitFor();

    // Deleting asks first, naming the note.
    await page.getByRole('button', { name: 'Delete annotation 1' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete annotation 1?' });
    await confirm.getByText('“Unit 4B is missing from the address.”', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
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
