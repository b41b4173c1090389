/**
 * Accounts and people by name, in a real browser against the whole embedded
 * backend: the wizard's account notice and a refused quick-setup description
 * (signed out), 404 and /privacy, a new user greeted "Welcome", Edit Profile,
 * Settings that persist, invitations and status updates naming the sender,
 * per-signer status (sent, opened, signed) on the dashboard and /contracts
 * with search and filter, the creator's copy of the completed contract, and
 * Download My Data. Every screen gets an axe check and screenshots at
 * 1280x800 and 390x844 (artifacts/screens/acct-*.png).
 */
import { parseContract } from '@homepact/legal';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AccountExportSchema, type ContractRecord, type MailboxMessage } from '@homepact/proto';
import { setUpJourney } from './harness.ts';
import { contractBody, screens, signUpThroughLogin, toast, waitForMail, type Party } from './helpers.ts';

const journey = setUpJourney('accounts');
let page: Page;

const run = Date.now();
const ownerEmail = `olivia-${run}@example.com`;
const homeowner: Party = { firstName: 'Hana', lastName: 'Owens', email: `hana-${run}@example.com` };
const providerEmail = `ace-${run}@example.com`;
const SERVICE = 'Kitchen faucet replacement';
let contract: ContractRecord;

beforeAll(async () => {
  page = await (await journey.newContext()).newPage();
});

const currentPath = () => new URL(page.url()).pathname;
const mailTo = (to: string, match: (m: MailboxMessage) => boolean, timeout?: number) => waitForMail(page.request, to, match, timeout);
const row = (serviceType: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: serviceType, level: 3 }) });
const signerBadge = (serviceType: string, role: 'Homeowner' | 'Provider') =>
  row(serviceType)
    .getByRole('list', { name: 'Signers' })
    .getByRole('listitem')
    .filter({ hasText: `${role}:` });

async function createContract(serviceType: string, extra: Record<string, unknown> = {}): Promise<ContractRecord> {
  const res = await page.request.post('/api/contracts', { data: { ...contractBody(serviceType, homeowner, providerEmail), ...extra } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as ContractRecord;
}

/** The signing token from the newest invitation to `email`. */
async function tokenFor(email: string): Promise<string> {
  const mail = await mailTo(email, (m) => m.text.includes(`/sign/${contract.id}?token=`));
  return new RegExp(`/sign/${contract.id}\\?token=([\\w-]+)`).exec(mail.text)![1]!;
}

async function signByLink(role: 'homeowner' | 'provider', email: string, name: string) {
  const token = await tokenFor(email);
  // A Texas contract carries the § 53.255 disclosure, which the homeowner confirms receiving before she signs.
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
}

describe('accounts journey', () => {
  it('signed out: the wizard says before step 1 that saving needs an account', async () => {
    await page.goto('/contract/parties');
    const notice = page.getByRole('complementary', { name: 'You will need an account' });
    await notice.waitFor();
    await screens(page, 'acct-wizard-notice');
    await notice.getByRole('link', { name: 'Sign In' }).click();
    await expect.poll(currentPath).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe('/contract/parties');
    await page.evaluate(() => localStorage.removeItem('redirectAfterLogin'));
  });

  it('a quick-setup description the scope service refuses is explained on the scope editor', async () => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem('quick-setup-data', JSON.stringify({ contractDetails: 'ab', persona: 'homeowner', selectedState: 'texas' })),
    );
    await page.goto('/scope-editor');
    await page.getByRole('heading', { name: 'Tell us a little more about the job' }).waitFor();
    await page.getByText('Describe the job in a few more words (at least 3 characters)').waitFor();
    expect(currentPath()).toBe('/scope-editor');
    await screens(page, 'acct-scope-refused');
    await page.getByLabel('Describe the job').fill('Replace the bathroom exhaust fan');
    await page.getByRole('button', { name: 'Write my scope' }).click();
    await page.getByRole('heading', { name: 'Review Your Scope of Work' }).waitFor();
    await page.evaluate(() => localStorage.clear());
  });

  it('404 keeps its heading and leads home; /privacy is there and linked from the footer', async () => {
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await screens(page, 'acct-404');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect.poll(currentPath).toBe('/');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect.poll(currentPath).toBe('/privacy');
    await page.getByRole('heading', { name: 'Asking us to delete your data' }).waitFor();
    await screens(page, 'acct-privacy');
  });

  it('a new user is welcomed ("Welcome", not "Welcome back")', async () => {
    await signUpThroughLogin(page, { email: ownerEmail, firstName: 'Olivia', lastName: 'Grant', userType: 'landlord' });
    await page.getByRole('heading', { name: 'Welcome, Olivia Grant!' }).waitFor();
    await screens(page, 'acct-dashboard-new');
  });

  it('Edit Profile changes name and user type, with the spec’s messages', async () => {
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'How sign-in works' }).waitFor();
    expect(await page.getByRole('button', { name: /Change Password/ }).count()).toBe(0);
    await screens(page, 'acct-profile');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Last name').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Last name is required').waitFor();
    await screens(page, 'acct-profile-edit', { fullPage: false });
    await dialog.getByLabel('Last name').fill('Grant-Hill');
    await dialog.getByLabel('User type').selectOption('property_manager');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile Updated').waitFor();
    await page.getByRole('main').getByText('Olivia Grant-Hill', { exact: true }).waitFor();
    const me = await (await page.request.get('/api/auth/user')).json();
    expect(me).toMatchObject({ firstName: 'Olivia', lastName: 'Grant-Hill', userType: 'property_manager' });
  });

  it('Settings saves the four switches, and they are still there after a reload', async () => {
    await page.goto('/settings');
    await page.getByRole('switch', { name: 'Email notifications' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Marketing communications' }).getAttribute('aria-checked')).toBe('false');
    await page.getByRole('switch', { name: 'Marketing communications' }).click();
    await page.getByRole('switch', { name: 'SMS notifications' }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Settings Saved').waitFor();
    await page.reload();
    await page.getByRole('switch', { name: 'Email notifications' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Marketing communications' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('switch', { name: 'SMS notifications' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('switch', { name: 'Contract status updates' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('link', { name: 'Read our privacy policy' }).getAttribute('href')).toBe('/privacy');
    await screens(page, 'acct-settings');
    const prefs = await (await page.request.get('/api/auth/preferences')).json();
    expect(prefs).toMatchObject({ emailNotifications: true, contractUpdates: true, smsNotifications: true, marketing: true });
  });

  it('invitations name the sender; the dashboard shows each signer sent, then opened', async () => {
    // The whole wizard draft is accepted, the edited text included.
    contract = await createContract(SERVICE, { contractorPersona: 'property-manager', projectDescription: 'Kitchen faucet' });
    const gen = await page.request.post(`/api/contracts/${contract.id}/generate`);
    expect(gen.status(), await gen.text()).toBe(200);
    expect(gen.headers()['x-emails-sent']).toBe('true');

    const invite = await mailTo(homeowner.email, (m) => /review and sign a contract/.test(m.subject));
    expect(invite.subject).toBe(`Please review and sign a contract: ${SERVICE}`);
    // The sender is named in the body, never in the subject (the From is HomePact's).
    expect(invite.text).toContain('Olivia Grant-Hill');
    expect(invite.text).toContain(`Sent on behalf of Olivia Grant-Hill (${ownerEmail}), who prepared a contract`);

    await page.goto('/dashboard');
    await signerBadge(SERVICE, 'Homeowner').getByText('Sent').waitFor();
    await signerBadge(SERVICE, 'Provider').getByText('Sent').waitFor();

    // The homeowner opens their link (the sign page reads the contract with the token).
    const token = await tokenFor(homeowner.email);
    expect((await page.request.get(`/api/contracts/${contract.id}?token=${token}`)).status()).toBe(200);
    await page.reload();
    await signerBadge(SERVICE, 'Homeowner').getByText('Opened').waitFor();
    await signerBadge(SERVICE, 'Provider').getByText('Sent').waitFor();
    await page.getByRole('heading', { name: 'Welcome back, Olivia Grant-Hill!' }).waitFor();
    await screens(page, 'acct-dashboard');
  });

  it('the creator hears who signed, by name and address', async () => {
    await signByLink('homeowner', homeowner.email, 'Hana Owens');
    const note = await mailTo(ownerEmail, (m) => m.subject === `Hana Owens signed your ${SERVICE} contract`);
    expect(note.text).toContain(`Hana Owens (${homeowner.email}), the homeowner, signed`);
    await page.goto('/dashboard');
    await signerBadge(SERVICE, 'Homeowner').getByText('Signed').waitFor();
  });

  it('/contracts lists everything with search and a status filter', async () => {
    await createContract('Porch light install');
    await createContract('Deck stain and seal');
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /View all contracts/ }).click();
    await expect.poll(currentPath).toBe('/contracts');
    await page.getByText('3 contracts').waitFor();
    await screens(page, 'acct-contracts');

    await page.getByLabel('Search').fill('porch');
    await page.getByText('Showing 1 of 3 contracts').waitFor();
    await page.getByLabel('Search').fill('');
    await page.getByLabel('Status').selectOption('pending_signatures');
    await page.getByText('Showing 1 of 3 contracts').waitFor();
    await page.getByRole('heading', { name: SERVICE, level: 3 }).waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('pending_signatures');
    await page.getByLabel('Search').fill('owens kitchen');
    await page.getByText('Showing 1 of 3 contracts').waitFor();
    await screens(page, 'acct-contracts-filtered');
  });

  it('View & Download of a draft shows both invitations before anything is sent', async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'View & Download Porch light install' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Porch light install for signature' });
    await dialog.getByRole('list', { name: 'Recipients' }).getByText(homeowner.email, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Send invitations and download PDF' }).waitFor();
    await screens(page, 'acct-dashboard-send-preview');
    await dialog.getByRole('button', { name: 'Not yet' }).click();
    await dialog.waitFor({ state: 'detached' });
    const list = (await (await page.request.get('/api/contracts')).json()) as ContractRecord[];
    expect(list.find((c) => c.serviceType === 'Porch light install')?.status).toBe('draft');
  });

  it('the creator, not a party, gets the completed contract with its PDF', async () => {
    await signByLink('provider', providerEmail, 'Ace Plumbing LLC');
    const copy = await mailTo(
      ownerEmail,
      (m) => m.subject === `Signed by both parties: ${SERVICE} contract` && m.attachments.some((a) => a.contentType === 'application/pdf'),
      60_000,
    );
    expect(copy.text).toContain('because you created this contract');
  });

  it('Download My Data saves the whole export', async () => {
    await page.goto('/profile');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download My Data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^homepact-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = AccountExportSchema.parse(JSON.parse(readFileSync(await download.path(), 'utf8')));
    expect(data.profile).toMatchObject({ email: ownerEmail, firstName: 'Olivia', lastName: 'Grant-Hill' });
    expect(data.preferences).toMatchObject({ marketing: true, smsNotifications: true });
    expect(data.contracts).toHaveLength(3);
    const signed = data.contracts.find((c) => c.id === contract.id)!;
    expect(signed.signatures.map((s) => s.name).sort()).toEqual(['Ace Plumbing LLC', 'Hana Owens']);
    expect(signed.signatures.every((s) => s.ipAddress === undefined)).toBe(true); // not the owner's signatures
    expect(data.emails.map((e) => e.template)).toEqual(expect.arrayContaining(['otp-code', 'party-signed-creator', 'executed-creator']));
    await toast(page, 'Download Started').waitFor();
  });
});
