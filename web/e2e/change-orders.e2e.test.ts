/**
 * Change orders in a real browser against the whole embedded backend (docs/change-orders.md): a California
 * contract signed by both parties gets a change order the owner proposes on the contract's page (the form
 * shows the old total become the new one, then a review, then send); both parties open their invitation
 * links on a phone (390 px) and sign it exactly as they signed the contract; the contract's page then shows
 * the new total and end date and the chain of change orders.
 * Screens go to artifacts/screens/change-orders-*-{desktop,phone}.png (the contract-length pages: the first screen).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ContractRecord } from '@homepact/proto';
import { PHONE, setUpJourney } from './harness.ts';
import {
  contractBody,
  daysFromToday,
  mailsTo,
  screens,
  signingPath,
  signUpThroughLogin,
  toast,
  waitForMail,
  type Party,
} from './helpers.ts';

const run = Date.now();
const ownerEmail = `olga-co-${run}@example.com`;
const homeowner: Party = { firstName: 'Hana', lastName: 'Owens', email: `hana-co-${run}@example.com` };
const providerEmail = `ace-co-${run}@example.com`;
const SERVICE = 'Kitchen remodel';
const CALIFORNIA = {
  homeownerState: 'CA',
  homeownerAddress: '12 Elm St, Sacramento, CA 95814',
  providerAddress: '9 Oak Ave, Sacramento, CA 95814',
  totalAmount: '10000.00',
};

const journey = setUpJourney('change-orders');
const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('token')!;

async function signByApi(page: Page, id: string, role: 'homeowner' | 'provider', token: string) {
  const res = await page.request.post(`/api/contracts/${id}/sign`, {
    data: {
      token,
      signerEmail: role === 'homeowner' ? homeowner.email : providerEmail,
      signature: role === 'homeowner' ? 'Hana Owens' : 'Ace Plumbing LLC',
      signatureType: role,
      consent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The newest e-mail to `to` carrying a signing link for `id` (the mailbox lists newest first), as a path. */
async function newestLink(page: Page, to: string, id: string, after: number): Promise<string> {
  await expect
    .poll(async () => (await mailsTo(page.request, to)).filter((m) => m.text.includes(`/sign/${id}?token=`)).length, { timeout: 60_000 })
    .toBeGreaterThan(after);
  const mails = (await mailsTo(page.request, to)).filter((m) => m.text.includes(`/sign/${id}?token=`));
  return signingPath(mails[0]!.text, id);
}

/** A party signs the change order on a phone from their link: consent, their name, a typed signature, Sign here. */
async function signOnPhone(link: string, role: 'homeowner' | 'provider', name: string, shot: string) {
  const signer = await (await journey.newContext({ phone: true })).newPage();
  await signer.goto(link);
  const label = role === 'homeowner' ? 'Homeowner' : 'Service Provider';
  const form = signer.getByRole('form', { name: `Sign as ${label}` });
  await form.waitFor();
  // It says what it is and what it changes before anything is signed.
  await signer.getByText('Change order CO-1 for signature').waitFor();
  await expect.poll(() => signer.getByTestId('co-totals').textContent()).toMatch(/\$10,000\.00 → \$11,500\.00/);
  const doc = signer.getByRole('article', { name: 'The contract' });
  await doc.getByRole('heading', { name: '2. CHANGE IN PRICE' }).waitFor();
  await doc.getByText('(Source: Cal. Bus. & Prof. Code § 7159)').waitFor();
  await form.getByRole('checkbox', { name: 'I agree to use electronic records and signatures' }).check();
  await form.getByLabel('Your full name').fill(name);
  await form.getByRole('radio', { name: /Dancing Script/ }).check();
  const block = doc.getByRole('region', { name: `Signature block: ${role === 'homeowner' ? 'HOMEOWNER' : 'SERVICE PROVIDER'}` });
  await block.getByRole('img', { name: 'Your signature (not signed yet)' }).waitFor();
  await screens(signer, shot, { fullPage: false, restore: PHONE });
  await block.getByRole('button', { name: 'Sign here' }).click();
  await toast(signer, 'Contract Signed!').waitFor();
  await block.getByRole('img', { name: /^Signature of / }).waitFor();
  return signer;
}

describe('change orders', () => {
  it('a signed contract gets a change order that both parties sign on their phones; its page shows the new total and the chain', async () => {
    const owner = await (await journey.newContext()).newPage();
    await signUpThroughLogin(owner, { email: ownerEmail, firstName: 'Olga', lastName: 'Owner', userType: 'property_manager' });
    const res = await owner.request.post('/api/contracts', { data: contractBody(SERVICE, homeowner, providerEmail, CALIFORNIA) });
    expect(res.status(), await res.text()).toBe(201);
    const contract = (await res.json()) as ContractRecord;
    expect((await owner.request.post(`/api/contracts/${contract.id}/generate`, { data: {} })).status()).toBe(200);
    await signByApi(owner, contract.id, 'homeowner', tokenOf(await newestLink(owner, homeowner.email, contract.id, 0)));
    await signByApi(owner, contract.id, 'provider', tokenOf(await newestLink(owner, providerEmail, contract.id, 1)));

    // The executed contract's page: no change orders yet, and Propose a change.
    await owner.goto(`/sign/${contract.id}`);
    const panel = owner.getByRole('heading', { name: 'Change orders' });
    await panel.waitFor();
    await expect.poll(() => owner.getByTestId('current-total').textContent()).toBe('$10,000.00');
    await screens(owner, 'change-orders-parent', { fullPage: false });
    await owner.getByRole('link', { name: 'Propose a change' }).click();

    // The form: the old total becomes the new one as the change is typed.
    await owner.getByRole('heading', { name: SERVICE, level: 1 }).waitFor();
    await owner.getByLabel('What changes in the work').fill('Add a second sink on the island, with its plumbing and a new shut-off valve.');
    await owner.getByLabel('Change in price (use - for a reduction)').fill('1500');
    await expect
      .poll(() => owner.getByTestId('live-totals').textContent())
      .toMatch(/Current total \$10,000\.00 → new total \$11,500\.00 \(\+\$1,500\.00\)/);
    const newEnd = daysFromToday(41);
    await owner.getByLabel('New end date').fill(newEnd);
    await screens(owner, 'change-orders-form');
    await owner.getByRole('button', { name: 'Review the change order' }).click();
    await expect.poll(() => owner.getByTestId('review-totals').textContent()).toMatch(/\$10,000\.00 → \$11,500\.00/);
    await screens(owner, 'change-orders-review');
    await owner.getByRole('button', { name: 'Send for signature' }).click();
    await toast(owner, 'Change order CO-1 sent').waitFor();
    await expect.poll(() => new URL(owner.url()).pathname).toMatch(/^\/sign\/[0-9a-f-]{36}$/);
    const coId = new URL(owner.url()).pathname.split('/')[2]!;
    expect(coId).not.toBe(contract.id);
    await owner.getByText('Change order CO-1 for signature').waitFor();
    await screens(owner, 'change-orders-sent', { fullPage: false });

    // Both parties are invited to sign a change order, and sign it on their phones.
    const invite = await waitForMail(owner.request, homeowner.email, (m) => m.text.includes(`/sign/${coId}?token=`));
    expect(invite.subject).toBe(`Please review and sign a change order: ${SERVICE} (CO-1)`);
    expect(invite.text).toContain('from $10,000.00 to $11,500.00');
    await signOnPhone(signingPath(invite.text, coId), 'homeowner', 'Hana Owens', 'change-orders-sign-homeowner');
    const providerLink = await newestLink(owner, providerEmail, coId, 1);
    const provider = await signOnPhone(providerLink, 'provider', 'Ace Plumbing LLC', 'change-orders-sign-provider');
    await provider.getByRole('heading', { name: 'Contract Fully Executed' }).waitFor();

    // The executed change order goes to both with its certificate, like a contract.
    await waitForMail(
      owner.request,
      homeowner.email,
      (m) => m.subject.startsWith('Signed by both parties') && m.text.includes(`${SERVICE} (CO-1)`),
      90_000,
    );

    // The contract's page: the new total and end date, and the chain.
    await owner.goto(`/sign/${contract.id}`);
    await expect
      .poll(() => owner.getByTestId('current-total').textContent(), { timeout: 30_000 })
      .toBe('$11,500.00 (signed at $10,000.00)');
    const chain = owner.getByRole('list', { name: 'Change orders in order' }).getByRole('listitem');
    await expect.poll(() => chain.count()).toBe(1);
    await expect.poll(() => chain.first().textContent()).toMatch(/CO-1.*\+\$1,500\.00 → \$11,500\.00.*Signed/);
    await screens(owner, 'change-orders-chain', { fullPage: false });
    const list = await owner.request.get(`/api/contracts/${contract.id}/change-orders`);
    expect(await list.json()).toMatchObject({ currentTotal: '11500.00', currentEndDate: newEnd, canPropose: true });
    // The parent itself stays as signed: it cannot be edited or deleted.
    expect((await owner.request.delete(`/api/contracts/${contract.id}`)).status()).toBe(409);
  }, 900_000);
});
