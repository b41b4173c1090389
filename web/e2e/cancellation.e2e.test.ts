/**
 * The cancellation window and the development clock in a real browser against the whole embedded
 * backend (docs/contract-lifecycle.md):
 * - an Ohio home solicitation sale is signed by both parties; the executed e-mail gives the homeowner
 *   "Cancel this contract"; the dev clock moves a day (partly into the window); the homeowner opens the
 *   link on a phone, confirms, and the provider receives the dated notice of cancellation as a PDF; the
 *   contract page and its timeline say cancelled;
 * - a contract sent and left unsigned gets its reminders as the dev clock moves, expires at its deadline,
 *   and the owner sends it again with a new deadline.
 * Screens go to artifacts/screens/lifecycle-*-{desktop,phone}.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ContractRecord } from '@homepact/proto';
import { setUpJourney } from './harness.ts';
import { contractBody, mailsTo, screens, signingPath, signUpThroughLogin, waitForMail, type Party } from './helpers.ts';

const run = Date.now();
const ownerEmail = `olga-${run}@example.com`;
const homeowner: Party = { firstName: 'Hana', lastName: 'Owens', email: `hana-${run}@example.com` };
const providerEmail = `ace-${run}@example.com`;
const SERVICE = 'Basement waterproofing';
const OHIO = {
  homeownerState: 'OH',
  homeownerAddress: '12 Elm St, Columbus, OH 43004',
  soldAtHome: true,
  providerAddress: '9 Oak Ave, Columbus, OH 43004',
};

const journey = setUpJourney('cancellation');

const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('token')!;

async function advance(page: Page, by: string) {
  const res = await page.request.post('/api/dev/clock', { data: { advanceBy: by } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs from the party's own (signed-out) browser with the link's token. */
async function signAs(id: string, role: 'homeowner' | 'provider', token: string) {
  const page = await (await journey.newContext()).newPage();
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

describe('after signing: the cancellation window, and reminders to expiry on the dev clock', () => {
  let owner: Page;

  it('a signed Ohio contract is cancelled by the homeowner from the e-mail link on a phone; the provider receives the notice', async () => {
    owner = await (await journey.newContext()).newPage();
    await signUpThroughLogin(owner, { email: ownerEmail, firstName: 'Olga', lastName: 'Owner', userType: 'property_manager' });
    const res = await owner.request.post('/api/contracts', { data: contractBody(SERVICE, homeowner, providerEmail, OHIO) });
    expect(res.status(), await res.text()).toBe(201);
    const contract = (await res.json()) as ContractRecord;
    expect((await owner.request.post(`/api/contracts/${contract.id}/generate`, { data: {} })).status()).toBe(200);
    const invite = await waitForMail(owner.request, homeowner.email, (m) => m.text.includes(`/sign/${contract.id}`));
    await signAs(contract.id, 'homeowner', tokenOf(signingPath(invite.text, contract.id)));
    const next = await waitForMail(
      owner.request,
      providerEmail,
      (m) => /Hana Owens signed|has signed/i.test(m.subject + m.text) && m.text.includes(`/sign/${contract.id}`),
    );
    await signAs(contract.id, 'provider', tokenOf(signingPath(next.text, contract.id)));

    const executed = await waitForMail(owner.request, homeowner.email, (m) => m.subject.startsWith('Signed by both parties'), 90_000);
    expect(executed.text).toMatch(/You may cancel this contract without penalty until midnight at the end of \w+day, /);
    const link = new RegExp(`https?://\\S+/contracts/${contract.id}/cancel\\?token=[\\w.-]+`).exec(executed.text)?.[0];
    expect(link, 'a cancellation link in the executed e-mail').toBeTruthy();
    const providerCopy = await waitForMail(owner.request, providerEmail, (m) => m.subject.startsWith('Signed by both parties'), 90_000);
    expect(providerCopy.text).toMatch(/work may start after/);

    // The owner's contract page: cancellable until the last day; work may not start before it (Ohio).
    await owner.goto(`/sign/${contract.id}`);
    await owner.getByRole('status').filter({ hasText: 'Cancellable until midnight at the end of' }).waitFor();
    await owner.getByText(/does not allow work to start before the window closes/).waitFor();
    await screens(owner, 'lifecycle-cancellable');

    // A day later (inside the window), the homeowner opens the e-mail link on a phone, signed out.
    await advance(owner, '1d');
    const phone = await (await journey.newContext({ phone: true })).newPage();
    const url = new URL(link!);
    await phone.goto(`${url.pathname}${url.search}`);
    await phone.getByRole('heading', { name: 'Cancel this contract' }).waitFor();
    await phone.getByText(/You may cancel until midnight at the end of/).waitFor();
    await expect.poll(() => phone.getByLabel('Notice of cancellation').textContent()).toMatch(/^NOTICE OF CANCELLATION\nDate: /);
    await screens(phone, 'lifecycle-cancel', { restore: { width: 390, height: 844 } });
    await phone.getByRole('button', { name: 'Cancel this contract' }).click();
    const dialog = phone.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Keep the contract' }).waitFor();
    await screens(phone, 'lifecycle-cancel-confirm', { fullPage: false, restore: { width: 390, height: 844 } });
    await dialog.getByRole('button', { name: 'Yes, cancel the contract' }).click();
    await phone.getByText('The contract is cancelled', { exact: false }).waitFor();
    await screens(phone, 'lifecycle-cancelled', { restore: { width: 390, height: 844 } });

    // The provider receives the dated notice as a PDF, with what to do about any deposit.
    const notice = await waitForMail(owner.request, providerEmail, (m) => m.subject.startsWith('Notice of cancellation'), 90_000);
    expect(notice.text).toMatch(/must be returned within 10 business days/);
    expect(notice.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/^Notice-of-cancellation-.*\.pdf$/)]);
    expect((await mailsTo(owner.request, ownerEmail)).some((m) => m.subject.startsWith('Notice of cancellation'))).toBe(true);

    // The owner's page and the timeline say so; signing it again is refused.
    await owner.goto(`/sign/${contract.id}`);
    await owner.getByRole('status').filter({ hasText: 'Cancelled by the homeowner' }).waitFor();
    await owner.getByRole('link', { name: 'See the contract’s timeline' }).click();
    await owner.getByRole('heading', { name: 'Contract timeline' }).waitFor();
    const entries = owner.getByRole('list', { name: 'What happened' }).getByRole('listitem');
    await expect.poll(() => entries.count()).toBeGreaterThan(5);
    await expect.poll(async () => (await entries.last().textContent()) ?? '').toMatch(/cancelled the contract.*by Hana Owens/);
    await screens(owner, 'lifecycle-timeline');
  }, 600_000);

  it('a contract left unsigned gets its reminders on the dev clock, expires, and the owner sends it again', async () => {
    const res = await owner.request.post('/api/contracts', { data: contractBody('Gutter cleaning', homeowner, providerEmail) });
    const contract = (await res.json()) as ContractRecord;
    expect((await owner.request.post(`/api/contracts/${contract.id}/generate`, { data: { deadlineDays: 7 } })).status()).toBe(200);
    const reminders = async () =>
      (await mailsTo(owner.request, providerEmail)).filter((m) => m.subject.startsWith('Reminder:') && m.text.includes(contract.id));
    await advance(owner, '3d');
    await expect.poll(async () => (await reminders()).length, { timeout: 30_000 }).toBe(1);
    await advance(owner, '3d');
    await expect.poll(async () => (await reminders()).length, { timeout: 30_000 }).toBe(2);
    await advance(owner, '2d');
    await waitForMail(owner.request, ownerEmail, (m) => /Signing closed/.test(m.subject) && m.text.includes('Gutter cleaning'), 60_000);
    await owner.goto('/dashboard');
    await owner.getByText('Gutter cleaning').first().waitFor();
    await owner.getByText('Expired').first().waitFor();
    await screens(owner, 'lifecycle-expired');
    const again = await owner.request.post(`/api/contracts/${contract.id}/deadline`, { data: { days: 5 } });
    expect(again.status(), await again.text()).toBe(200);
    const timeline = await owner.request.get(`/api/contracts/${contract.id}/timeline`);
    const actions = ((await timeline.json()) as { entries: Array<{ action: string }> }).entries.map((e) => e.action);
    expect(actions.filter((a) => a === 'reminder_sent')).toHaveLength(2);
    expect(actions).toEqual(expect.arrayContaining(['signing_expired', 'deadline_changed']));
  }, 300_000);
});
