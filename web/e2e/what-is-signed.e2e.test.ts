/**
 * What is signed is right, walked in a real browser against the embedded backend:
 * - the owner generates the text, then changes an answer: Review, Edit and Generate say the text is out of
 *   date and nothing is saved; "Rewrite the text with my answers" writes it again, and the draft is saved
 *   once, whatever the path (one contract on the server);
 * - the owner adds a section of their own (a rider speaking of money, in words), changes an answer again,
 *   and the rewritten text keeps the section;
 * - sending asks the owner to confirm their changes, listed as the signers will see them;
 * - the homeowner, on a phone, sees "<owner> changed one part of the text HomePact wrote" with the rider in the
 *   owner's name, no price summary in the header or the invitation, and a typed name that is not hers refused.
 * Axe checks and screenshots at 1280x800 and 390x844 (artifacts/screens/signed-right-*.png).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, setUpJourney } from './harness.ts';
import { contractBody, screens, signingPath, signUpThroughLogin, toast, waitForMail, type Party } from './helpers.ts';

const journey = setUpJourney('what-is-signed');
let page: Page;

const run = Date.now();
const SERVICE = 'Deck rebuild';
const HOMEOWNER: Party = { firstName: 'Zoë', lastName: 'Núñez', email: `zoe-${run}@example.com` };
const PROVIDER_EMAIL = `deckpro-${run}@example.com`;
const RIDER = 'As the law allows, the Homeowner pays ninety-five thousand dollars up front.';

beforeAll(async () => {
  page = await (await journey.newContext()).newPage();
});

const pathname = () => new URL(page.url()).pathname;
const stale = () => page.getByText(/The text below is out of date|Your answers changed after the contract text was written/).first();

/** The wizard's steps by their URL; a step's heading says it is there. */
async function openStep(path: string, heading: string) {
  await page.goto(`/contract/${path}`);
  await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
}

async function drafts(): Promise<number> {
  const res = await page.request.get('/api/contracts?limit=50');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { contracts?: unknown[] } | unknown[];
  return (Array.isArray(body) ? body : (body.contracts ?? [])).length;
}

async function changeLastName(to: string) {
  await openStep('parties', 'Parties Information');
  await page.getByLabel(/^Last name/).fill(to);
  await openStep('review', 'Review Contract');
}

describe('what is signed is right', () => {
  it('a text written from other answers is never saved: Review says which answers changed, and rewrites it', async () => {
    await signUpThroughLogin(page, {
      email: `owner-signed-right-${run}@example.com`,
      firstName: 'Olivia',
      lastName: 'Grant',
      userType: 'landlord',
    });
    // The answers as the wizard holds them (the twelve steps are walked in the authoring journey).
    const {
      finalContract: _text,
      htmlContent: _html,
      ...form
    } = contractBody(SERVICE, HOMEOWNER, PROVIDER_EMAIL, {
      totalAmount: '18750.00',
      paymentSchedule: 'milestone',
      paymentTerms: '$1,000 deposit at signing; progress payments as the work is done',
    });
    await page.evaluate((draft) => localStorage.setItem('contract-wizard-draft', JSON.stringify(draft)), form);
    await openStep('review', 'Review Contract');
    await page.getByRole('button', { name: 'Generate AI Contract' }).click();
    await toast(page, 'Contract Generated').waitFor();
    const text = page.getByRole('region', { name: 'Contract text' });
    await text.getByText('Homeowner: Zoë Núñez').waitFor();

    await changeLastName('Núñez-Ortiz');
    await stale().waitFor();
    await page.getByRole('alert').filter({ hasText: 'Parties Information' }).waitFor();
    await screens(page, 'signed-right-stale-review');
    await page.getByRole('button', { name: /Save & Continue/ }).click();
    await toast(page, 'Rewrite the Text First').waitFor();
    expect(await drafts()).toBe(0);

    await page.getByRole('button', { name: 'Rewrite the text with my answers' }).click();
    await text.getByText('Homeowner: Zoë Núñez-Ortiz').waitFor();
    expect(await stale().count()).toBe(0);
    await page.getByRole('button', { name: /Save & Continue/ }).click();
    await expect.poll(pathname).toBe('/contract/edit');
    expect(await drafts()).toBe(1);
  });

  it('the owner’s own section is kept when the text is written again; the terms the answers write are locked', async () => {
    const parties = page.getByRole('region', { name: /^Section 1\. PARTIES$/ });
    await parties.getByText('from your answers').waitFor();
    expect(await parties.getByRole('textbox').count()).toBe(0);
    await page.getByRole('button', { name: 'Add section' }).click();
    const heading = page.getByLabel('Section heading').last();
    await heading.fill('ADDITIONAL TERMS');
    await page.getByLabel(/^Text of \d+\. ADDITIONAL TERMS$/).fill(RIDER);
    await screens(page, 'signed-right-edit-locked');
    await page.getByRole('button', { name: /Continue to Generate & Sign/ }).click();
    await expect.poll(pathname).toBe('/contract/generate');

    // The answers change once more: Generate will not send, Review rewrites and keeps the section.
    await openStep('parties', 'Parties Information');
    await page.getByLabel(/^Last name/).fill('Núñez');
    await openStep('generate', 'Generate & Sign');
    await stale().waitFor();
    expect(await page.getByRole('button', { name: 'Generate PDF Contract' }).isDisabled()).toBe(true);
    await screens(page, 'signed-right-stale-generate');
    await openStep('review', 'Review Contract');
    await page.getByRole('button', { name: 'Rewrite the text with my answers' }).click();
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByText(/Your own sections \(ADDITIONAL TERMS\) are kept/)
      .waitFor();
    await page.getByRole('region', { name: 'Contract text' }).getByText(RIDER).waitFor();
    await page.getByRole('button', { name: /Save & Continue/ }).click();
    await expect.poll(pathname).toBe('/contract/edit');
    expect(await drafts()).toBe(1);
  });

  it('sending asks the owner to confirm their changes, as each signer will see them', async () => {
    await page.getByRole('button', { name: /Continue to Generate & Sign/ }).click();
    await expect.poll(pathname).toBe('/contract/generate');
    await page.getByRole('button', { name: 'Generate PDF Contract' }).click();
    await page.getByRole('button', { name: 'Send invitations and download PDF' }).click();
    const confirm = page.getByRole('alert').filter({ hasText: 'You changed the text HomePact wrote' });
    await confirm.getByText(RIDER).waitFor();
    await screens(page, 'signed-right-confirm-changes');
    const downloading = page.waitForEvent('download');
    await confirm.getByRole('button', { name: 'Send with my changes marked' }).click();
    await downloading;
    await toast(page, 'PDF Generated Successfully').waitFor();
  });

  it('the homeowner sees the rider as the owner’s, no price summary, and her own name is the only one accepted', async () => {
    const mail = await waitForMail(page.request, HOMEOWNER.email, (m) => /review and sign a contract/.test(m.subject));
    expect(mail.text).toMatch(/added words of their own about money/);
    expect(mail.text).not.toMatch(/Total amount: \$/);
    const id = /\/sign\/([\w-]+)\?/.exec(mail.text)![1]!;

    const signer = await (await journey.newContext({ phone: true })).newPage();
    await signer.goto(signingPath(mail.text, id));
    const notice = signer.getByRole('region', { name: /changed one part of the text HomePact wrote/ });
    await notice.getByText(RIDER).waitFor();
    expect(await signer.locator('.sign-header-total').count()).toBe(0);
    await screens(signer, 'signed-right-sign-authorship', { restore: PHONE });

    const form = signer.getByRole('form', { name: 'Sign as Homeowner' });
    await form.getByRole('checkbox', { name: 'I agree to use electronic records and signatures' }).check();
    await form.getByLabel('Your full name').fill('Mickey Mouse');
    await form.getByRole('radio', { name: /Dancing Script/ }).check();
    for (const received of await form.getByRole('checkbox', { name: /^I received and read/ }).all()) await received.check();
    await form.getByRole('button', { name: 'Sign Contract Electronically' }).click();
    await form.getByText('Type your name as the contract names you: "Zoë Núñez".').waitFor();
    await screens(signer, 'signed-right-wrong-name', { restore: PHONE });
    // Nothing was signed.
    const info = await signer.request.get(`/api/contracts/${id}/signing-info?token=${new URL(signer.url()).searchParams.get('token')}`);
    expect(((await info.json()) as { parties: { homeowner: { signed: boolean } } }).parties.homeowner.signed).toBe(false);
  });
});
