/**
 * What happens after the invitation (docs/decisions/0010-after-the-invitation.md) in a real browser against the whole embedded backend, each
 * walked at 1366x768 and at 390x844 (a touch phone), with screenshots of both:
 * - 9: Resend opens a dialog that picks among the parties who have not signed (on the dashboard and on
 *   the owner's /sign view); the link a resend replaced says a newer one went to a masked address on a
 *   date, instead of "Contract Not Found";
 * - 10: on /sign, "I do not want to sign electronically", once confirmed, records the withdrawal: the
 *   owner is e-mailed and sees "Asked for paper" on the dashboard and on /sign, and the party's link then
 *   shows the paper path (print, sign by hand, return) instead of the signing form;
 * - 12: the dashboard's View & Download (Generate) of a draft whose text states another price than its
 *   form shows the differences and the ways forward: "Edit the text" (the wizard) or "The text is right:
 *   send it", which sends.
 * Screens go to artifacts/screens/after-*-{desktop,phone}.png.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { ContractRecord } from '@homepact/proto';
import { PHONE, SCREENS_DIR, setUpJourney } from './harness.ts';
import {
  contractBody,
  expectAccessible,
  mailsTo,
  screen,
  signingPath,
  signUpThroughLogin,
  toast,
  waitForMail,
  type Party,
} from './helpers.ts';

const run = Date.now();
const ownerEmail = `olga-${run}@example.com`;
const homeowner: Party = { firstName: 'Hana', lastName: 'Owens', email: `hana-${run}@example.com` };
const providerEmail = `ace-${run}@example.com`;
const SERVICE = 'Bathroom vanity replacement';
const MISMATCH = 'Garage roof repair';
const WIDE = { width: 1366, height: 768 };

const journey = setUpJourney('after-invitation');

let owner: BrowserContext;
let ownerPhone: BrowserContext;
let page: Page;
let contract: ContractRecord;

/** Checks (axe) and records the screen at 1366x768 and 390x844 as after-{name}-{desktop,phone}.png; ends at `restore`. */
async function both(p: Page, name: string, { fullPage = true, restore = WIDE } = {}) {
  for (const [label, size] of [
    ['desktop', WIDE],
    ['phone', PHONE],
  ] as const) {
    await p.setViewportSize(size);
    await p.waitForTimeout(150);
    await screen(p, `after-${name}-${label}`, { fullPage });
  }
  await p.setViewportSize(restore);
}

/** The signing links in the invitations and resends to `email` for this contract, newest first. */
async function invitations(email: string, id = contract.id): Promise<string[]> {
  return (
    (await mailsTo(page.request, email))
      // A resend's mail is a reminder ("Reminder: please review and sign ..."): its link is the newest.
      .filter((m) => /review and sign a contract|Reminder: please review and sign/.test(m.subject) && m.text.includes(`/sign/${id}?token=`))
      .map((m) => signingPath(m.text, id))
  );
}

/** Waits until `email` has more than `seen` invitations for the contract, and returns the newest link. */
async function nextInvitation(email: string, seen: number, id = contract.id): Promise<string> {
  await expect.poll(async () => (await invitations(email, id)).length, { timeout: 15_000 }).toBeGreaterThan(seen);
  return (await invitations(email, id))[0]!;
}

/** Records one part of a page (the signing panel, which on a phone follows the whole document) as {file}.png. */
async function shoot(part: Locator, file: string) {
  await part.scrollIntoViewIfNeeded();
  await part.screenshot({ path: path.join(SCREENS_DIR, `${file}.png`), timeout: 60_000 });
}

const row = (p: Page, serviceType: string) =>
  p.getByRole('listitem').filter({ has: p.getByRole('heading', { name: serviceType, level: 3 }) });

/** A signer's browser: a phone (390) or a laptop (1366). */
async function signerPage(phone: boolean): Promise<Page> {
  const context = await journey.newContext(phone ? { phone: true } : { viewport: WIDE });
  return context.newPage();
}

describe('after the invitation', () => {
  beforeAll(async () => {
    owner = await journey.newContext({ viewport: WIDE });
    page = await owner.newPage();
  });

  it('the owner signs up, creates a contract and sends it; both parties get an invitation', async () => {
    await signUpThroughLogin(page, { email: ownerEmail, firstName: 'Olga', lastName: 'Owner', userType: 'property_manager' });
    ownerPhone = await journey.newContext({ phone: true, storageState: await owner.storageState() });
    const res = await page.request.post('/api/contracts', { data: contractBody(SERVICE, homeowner, providerEmail) });
    expect(res.status(), await res.text()).toBe(201);
    contract = (await res.json()) as ContractRecord;
    const sent = await page.request.post(`/api/contracts/${contract.id}/generate`, { data: {} });
    expect(sent.status(), await sent.text()).toBe(200);
    await nextInvitation(homeowner.email, 0);
    await nextInvitation(providerEmail, 0);
  }, 120_000);

  it('9: Resend on the dashboard asks whom to send a new link to; the replaced link says a newer one was sent, and where', async () => {
    const oldProviderLink = (await invitations(providerEmail))[0]!;
    const seen = (await invitations(providerEmail)).length;

    // On a phone, the dialog lists both parties (neither signed), both ticked; Cancel sends nothing.
    const phone = await ownerPhone.newPage();
    await phone.goto('/dashboard');
    await row(phone, SERVICE)
      .getByRole('button', { name: `Resend Email for ${SERVICE}` })
      .click();
    const phoneDialog = phone.getByRole('dialog', { name: `Resend the signing link for ${SERVICE}` });
    await phoneDialog.getByRole('checkbox', { name: /Homeowner: Hana Owens/ }).waitFor();
    expect(await phoneDialog.getByRole('checkbox').count()).toBe(2);
    await screen(phone, 'after-resend-dialog-dashboard-phone', { fullPage: false });
    await phoneDialog.getByRole('button', { name: 'Cancel' }).click();
    await phone.close();

    // At 1366: untick the homeowner, so only the provider gets a new link.
    await page.goto('/dashboard');
    await row(page, SERVICE)
      .getByRole('button', { name: `Resend Email for ${SERVICE}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Resend the signing link for ${SERVICE}` });
    const hana = dialog.getByRole('checkbox', { name: /Homeowner: Hana Owens/ });
    const ace = dialog.getByRole('checkbox', { name: /Service provider: Ace Plumbing LLC/ });
    expect(await hana.isChecked()).toBe(true);
    expect(await ace.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Send 2 new links' }).waitFor();
    await screen(page, 'after-resend-dialog-dashboard-desktop', { fullPage: false });
    await hana.uncheck();
    await ace.uncheck();
    await dialog.getByText('Pick at least one person.').waitFor();
    expect(await dialog.getByRole('button', { name: /Send 0 new links|Send/ }).isDisabled()).toBe(true);
    await ace.check();
    await dialog.getByRole('button', { name: 'Send 1 new link' }).click();
    await toast(page, 'Emails Sent').waitFor();
    const newProviderLink = await nextInvitation(providerEmail, seen);
    expect(newProviderLink).not.toBe(oldProviderLink);
    // The homeowner got nothing new.
    expect((await invitations(homeowner.email)).length).toBe(1);

    // The old link: a newer one went to the provider's masked address, on a date; no "Contract Not Found".
    for (const phoneWidth of [false, true]) {
      const signer = await signerPage(phoneWidth);
      await signer.goto(oldProviderLink);
      await signer.getByRole('heading', { name: 'This link was replaced', level: 1 }).waitFor();
      const body = (await signer.locator('main').textContent()) ?? '';
      expect(body).toMatch(/replaced by a newer one sent to \S*\*+\S*@\S+ on /);
      expect(body).not.toContain(providerEmail);
      expect(body).not.toContain('Contract Not Found');
      await screen(signer, `after-link-replaced-${phoneWidth ? 'phone' : 'desktop'}`);
      // The newer link signs.
      await signer.goto(newProviderLink);
      await signer.getByRole('form', { name: 'Sign as Service Provider' }).waitFor();
      await signer.context().close();
    }
  });

  it("9: the owner's /sign view has Resend too, with the same dialog", async () => {
    const seen = (await invitations(homeowner.email)).length;
    const oldHomeownerLink = (await invitations(homeowner.email))[0]!;
    await page.goto(`/sign/${contract.id}`);
    await page.getByRole('heading', { name: 'Signing status', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Resend signing link...' }).click();
    const dialog = page.getByRole('dialog', { name: `Resend the signing link for ${SERVICE}` });
    await dialog.getByRole('checkbox', { name: /Homeowner: Hana Owens/ }).waitFor();
    await both(page, 'resend-dialog-sign', { fullPage: false });
    await dialog.getByRole('checkbox', { name: /Service provider/ }).uncheck();
    await dialog.getByRole('button', { name: 'Send 1 new link' }).click();
    await toast(page, 'Emails Sent').waitFor();
    expect(await nextInvitation(homeowner.email, seen)).not.toBe(oldHomeownerLink);
    // Her older link is replaced too, on a phone.
    const signer = await signerPage(true);
    await signer.goto(oldHomeownerLink);
    await signer.getByRole('heading', { name: 'This link was replaced', level: 1 }).waitFor();
    await signer.context().close();
  });

  it('10: "I do not want to sign electronically" asks first, records it, e-mails the owner; her link then shows the paper path', async () => {
    const link = (await invitations(homeowner.email))[0]!;
    const signer = await signerPage(true);
    await signer.goto(link);
    const form = signer.getByRole('form', { name: 'Sign as Homeowner' });
    await form.waitFor();
    const decline = signer.getByRole('button', { name: 'I do not want to sign electronically' });
    await decline.scrollIntoViewIfNeeded();
    await decline.click();
    const ask = signer.getByRole('alertdialog', { name: 'Sign on paper instead?' });
    await ask.getByText(/You have the right to a paper copy/).waitFor();
    await screen(signer, 'after-decline-confirm-phone', { fullPage: false });
    // Cancel records nothing.
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor();
    await decline.click();
    await ask.getByRole('button', { name: 'Yes, I want paper' }).click();
    await toast(signer, 'Paper Copy Requested').waitFor();
    const paper = signer.getByRole('heading', { name: 'You asked to sign on paper', level: 2 });
    await paper.waitFor();
    expect(await form.count()).toBe(0);
    await signer.getByRole('button', { name: 'Download the PDF to print' }).waitFor();
    await signer.setViewportSize(WIDE);
    await screen(signer, 'after-paper-path-desktop', { fullPage: false });
    // On a phone the paper path follows the whole document: the header says so, with a link to it.
    await signer.setViewportSize(PHONE);
    await signer.getByRole('link', { name: /You asked to sign on paper/ }).waitFor();
    await screen(signer, 'after-paper-path-phone', { fullPage: false });
    await shoot(signer.getByRole('complementary', { name: 'Signing' }), 'after-paper-path-card-phone');

    // Her link, opened again later (a fresh load, on a laptop this time), still shows the paper path.
    const later = await signerPage(false);
    await later.goto(link);
    await later.getByRole('heading', { name: 'You asked to sign on paper', level: 2 }).waitFor();
    expect(await later.getByRole('form', { name: 'Sign as Homeowner' }).count()).toBe(0);
    await later.context().close();
    await signer.context().close();

    // The owner is e-mailed ...
    const mail = await waitForMail(page.request, ownerEmail, (m) => /asked for a paper copy/.test(m.subject));
    expect(mail.subject).toContain(SERVICE);
    expect(mail.text).toContain('do not want to sign');

    // ... and sees "Asked for paper" on the dashboard, at both widths.
    for (const [label, ctx] of [
      ['desktop', owner],
      ['phone', ownerPhone],
    ] as const) {
      const p = ctx === owner ? page : await ctx.newPage();
      await p.goto('/dashboard');
      const r = row(p, SERVICE);
      await r.getByText('Asked for paper').waitFor();
      await r.scrollIntoViewIfNeeded();
      await screen(p, `after-dashboard-asked-for-paper-${label}`);
      // The Resend dialog says a new link offers e-signing again.
      await r.getByRole('button', { name: `Resend Email for ${SERVICE}` }).click();
      const dialog = p.getByRole('dialog', { name: `Resend the signing link for ${SERVICE}` });
      await dialog.getByText('(asked for paper; a new link offers e-signing again)').waitFor();
      await screen(p, `after-resend-dialog-paper-${label}`, { fullPage: false });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      if (p !== page) await p.close();
    }

    // And on /sign: who asked for paper, when, and what to do.
    await page.goto(`/sign/${contract.id}`);
    await page.getByText(/Hana Owens\s*asked for paper on/).waitFor();
    await page.getByRole('list').getByText('Asked for paper').waitFor();
    await screen(page, 'after-sign-owner-paper-desktop', { fullPage: false });
    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'after-sign-owner-paper-phone');
    await shoot(page.getByRole('complementary', { name: 'Signing' }), 'after-sign-owner-paper-phone');
    await page.setViewportSize(WIDE);
  }, 360_000);

  it('12: View & Download of a draft whose text states another price than its form: the reason, Edit the text, or send it as is', async () => {
    const body = contractBody(MISMATCH, homeowner, providerEmail, { totalAmount: '85000.00' });
    const finalContract = body.finalContract.replace(/\$85,000\.00/g, '$95,000.00');
    expect(finalContract).toContain('$95,000.00');
    const res = await page.request.post('/api/contracts', { data: { ...body, finalContract } });
    expect(res.status(), await res.text()).toBe(201);
    const draft = (await res.json()) as ContractRecord;

    // On a phone: the dialog, then "Edit the text" opens the draft's text in the wizard.
    const phone = await ownerPhone.newPage();
    await phone.goto('/dashboard');
    await generateFromDashboard(phone);
    const phoneProblem = phone.getByRole('dialog', { name: 'The contract text does not match the terms in the form' });
    await phoneProblem
      .getByText(/95,000/)
      .first()
      .waitFor();
    await screen(phone, 'after-generate-problem-phone', { fullPage: false });
    await phoneProblem.getByRole('link', { name: 'Edit the text' }).click();
    await expect.poll(() => new URL(phone.url()).pathname).toBe('/contract/edit');
    expect(new URL(phone.url()).searchParams.get('contractId')).toBe(draft.id);
    await phone.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    await screen(phone, 'after-generate-edit-the-text-phone', { fullPage: false });
    await phone.close();
    // Nothing was sent.
    expect((await invitations(homeowner.email, draft.id)).length).toBe(0);

    // At 1366: the same dialog; "The text is right: send it" sends.
    await page.goto('/dashboard');
    await generateFromDashboard(page);
    const problem = page.getByRole('dialog', { name: 'The contract text does not match the terms in the form' });
    await problem
      .getByText(/95,000/)
      .first()
      .waitFor();
    const differences = (await problem.getByRole('listitem').allTextContents()).join('\n');
    expect(differences).toMatch(/95,000/);
    expect(differences).toMatch(/85,000/);
    await problem.getByRole('link', { name: 'Edit the text' }).waitFor();
    await screen(page, 'after-generate-problem-desktop', { fullPage: false });
    await problem.getByRole('button', { name: 'The text is right: send it' }).click();
    await toast(page, 'PDF Generated Successfully').waitFor();
    await problem.waitFor({ state: 'detached' });
    await nextInvitation(homeowner.email, 0, draft.id);
    await row(page, MISMATCH)
      .getByRole('button', { name: `Resend Email for ${MISMATCH}` })
      .waitFor();
    await both(page, 'dashboard-after-send');
  });
});

/** The draft's View & Download on the dashboard, then Send in its invitation preview (which Generate refuses). */
async function generateFromDashboard(p: Page) {
  await row(p, MISMATCH)
    .getByRole('button', { name: `View & Download ${MISMATCH}` })
    .click();
  const preview = p.getByRole('dialog', { name: `Send ${MISMATCH} for signature` });
  await preview.getByRole('button', { name: 'Send invitations and download PDF' }).click();
}
