/**
 * An Illinois contract with binding arbitration in a real browser (815 ILCS 513/15.1: the homeowner
 * accepts or rejects the arbitration clause and the jury-trial waiver separately): her signature is
 * refused until she has chosen for each clause; the provider then sees her choices stamped in the
 * contract; the executed document stamps both choices and both parties' acknowledgment lines.
 * Axe checks and screenshots at 1280x800 and 390x844 of the sign page with the choices.
 *
 * What she acknowledges receiving (the pamphlet "Home Repair: Know Your Consumer
 * Rights", 815 ILCS 513/20) is attached to her invitation and shown on /sign, above the contract and
 * the signature form, before she signs (screenshots at 1366 and 390 px wide).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ContractRecord } from '@homepact/proto';
import { PHONE, setUpJourney } from './harness.ts';
import { contractBody, screen, screens, signingPath, signUpThroughLogin, waitForMail, type Party } from './helpers.ts';

const journey = setUpJourney('il-elections');
let page: Page;

const run = Date.now();
const PAMPHLET = 'Home Repair: Know Your Consumer Rights';
const homeowner: Party = { firstName: 'Hana', lastName: 'Owens', email: `hana-il-${run}@example.com` };
const providerEmail = `ace-il-${run}@example.com`;
let contract: ContractRecord;

beforeAll(async () => {
  page = await (await journey.newContext()).newPage();
});

/** The owner signs up, saves the Illinois contract and sends it (in the test: expect.poll needs one). */
async function sendIllinoisContract() {
  await signUpThroughLogin(page, { email: `owner-il-${run}@example.com`, firstName: 'Olivia', lastName: 'Grant', userType: 'landlord' });
  const body = contractBody('Bathroom remodel', homeowner, providerEmail, {
    homeownerState: 'IL',
    homeownerAddress: '1200 W Lake St, Chicago, IL 60607',
    providerAddress: '55 W Wacker Dr, Chicago, IL 60601',
    totalAmount: '8400.00',
    disputeResolution: 'arbitration',
  });
  const created = await page.request.post('/api/contracts', { data: body });
  expect(created.status(), await created.text()).toBe(201);
  contract = (await created.json()) as ContractRecord;
  const sent = await page.request.post(`/api/contracts/${contract.id}/generate`, { data: {} });
  expect(sent.status(), await sent.text()).toBe(200);
}

async function openInvitation(email: string, { invitation = false, next = false } = {}) {
  // Once the other party signed (`next`), "… your signature is next" carries a fresh link and revokes the
  // invitation's: opening the older one races that mail.
  const mail = await waitForMail(
    page.request,
    email,
    (m) => m.text.includes(`/sign/${contract.id}?token=`) && (!next || /your signature is next/.test(m.subject)),
  );
  if (invitation) {
    // The pamphlet travels with the invitation, and the message says so.
    expect(mail.attachments.map((a) => a.filename)).toContain('il-home-repair-pamphlet.html');
    expect(mail.text).toContain(`“${PAMPHLET}” (815 ILCS 513/20)`);
  }
  const signer = await (await journey.newContext({ phone: true })).newPage();
  await signer.goto(signingPath(mail.text, contract.id));
  return signer;
}

describe('Illinois: the homeowner’s separate choices', () => {
  it('are asked for, required, signed with, and stamped for the other party and in the executed document', async () => {
    await sendIllinoisContract();
    const hana = await openInvitation(homeowner.email, { invitation: true });
    const form = hana.getByRole('form', { name: 'Sign as Homeowner' });
    await form.getByRole('group', { name: 'Binding arbitration clause' }).waitFor();

    // Before she signs, the pamphlet she acknowledges receiving is on the page, above the signature form.
    const pamphlet = hana.getByRole('heading', { level: 2, name: PAMPHLET });
    await pamphlet.waitFor();
    expect(await pamphlet.isVisible()).toBe(true);
    const card = hana.locator('#deliver-il-home-repair-pamphlet');
    await card.getByRole('heading', { level: 3, name: 'AVOIDING HOME REPAIR FRAUD' }).waitFor();
    expect(await card.getByText('815 ILCS 513/20', { exact: false }).first().isVisible()).toBe(true);
    expect((await pamphlet.boundingBox())!.y).toBeLessThan((await form.boundingBox())!.y);
    await form.getByRole('link', { name: 'the pamphlet shown above' }).waitFor();
    for (const [label, size] of [
      ['1366', { width: 1366, height: 900 }],
      ['390', PHONE],
    ] as const) {
      await hana.setViewportSize(size);
      await hana.waitForTimeout(150);
      await screen(hana, `il-sign-pamphlet-${label}`, { fullPage: false });
    }
    await hana.setViewportSize(PHONE);

    await form.getByText(/Your signature also signs your line of the Consumer Rights Acknowledgment Form/).waitFor();
    await form.getByRole('checkbox', { name: 'I agree to use electronic records and signatures' }).check();
    await form.getByLabel('Your full name').fill('Hana Owens');
    await form.getByRole('button', { name: 'Sign Contract Electronically' }).click();
    await form.getByText('Accept or reject each clause: Binding arbitration clause, Waiver of trial by jury.').waitFor();

    await form.getByRole('group', { name: 'Binding arbitration clause' }).getByRole('radio', { name: 'Accept' }).check();
    await form.getByRole('group', { name: 'Waiver of trial by jury' }).getByRole('radio', { name: 'Reject' }).check();
    await screens(hana, 'il-sign-elections', { restore: PHONE });
    await form.getByRole('button', { name: 'Sign Contract Electronically' }).click();
    await hana.getByRole('heading', { name: 'You signed this contract' }).waitFor();

    const ace = await openInvitation(providerEmail, { next: true });
    const aceForm = ace.getByRole('form', { name: 'Sign as Service Provider' });
    await aceForm.waitFor();
    expect(await aceForm.getByRole('radio', { name: 'Accept' }).count()).toBe(0);
    const arbitration = ace.getByRole('article', { name: 'The contract' }).locator('[data-election="binding-arbitration-clause"]');
    await expect.poll(() => arbitration.getAttribute('data-choice')).toBe('accept');
    expect(await arbitration.textContent()).toContain('accepted and initialled electronically by Hana Owens');
    await aceForm.getByRole('checkbox', { name: 'I agree to use electronic records and signatures' }).check();
    await aceForm.getByLabel('Your full name').fill('Ace Plumbing LLC');
    await aceForm.getByRole('button', { name: 'Sign Contract Electronically' }).click();
    await ace.getByRole('heading', { name: 'Contract Fully Executed' }).waitFor();

    // The executed document (with its certificate) is made from ContractExecuted, a moment after the signature.
    let html = '';
    await expect
      .poll(
        async () => {
          html = await (await page.request.get(`/api/contracts/${contract.id}/view`)).text();
          return html.includes('CERTIFICATE OF COMPLETION');
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe(true);
    expect(html).toContain('accepted and initialled electronically by Hana Owens');
    expect(html).toContain('rejected and initialled electronically by Hana Owens');
    expect(html.match(/class="ct-acknowledged ct-signed"/g)).toHaveLength(2);
    // The pamphlet is printed after the contract and listed on the certificate as delivered.
    expect(html).toContain('<section class="delivered-document" id="il-home-repair-pamphlet">');
    expect(html).toContain('DOCUMENTS DELIVERED WITH THE CONTRACT');
    // Four screens with axe checks, the whole contract at phone width among them: more than the default on a loaded machine.
  }, 360_000);
});
