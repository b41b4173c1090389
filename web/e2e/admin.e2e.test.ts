/**
 * The admin journey in a real browser against the whole embedded backend:
 * a visitor sends the contact form; a user saves a contract and asks the AI
 * for a scope; an admin (from ADMIN_EMAILS) finds the message under New,
 * moves it to In Progress, promotes the user and features a testimonial that
 * then shows on the home page; the development panel (ADMIN2_PASSWORD)
 * unlocks and lists the parties of the saved contract, creates, edits and
 * deletes one. Every screen gets an axe check and screenshots at 1280x800
 * and 390x844 in artifacts/screens.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { AdminTestimonial, AiLog, ContactSubmission, ContractRecord, Party as PartyRecord } from '@homepact/proto';
import { DESKTOP, PHONE, SCREENS_DIR, setUpJourney } from './harness.ts';
import { contractBody, screens, signUpThroughLogin, toast, type Party } from './helpers.ts';

const run = Date.now();
const ADMIN2_PASSWORD = `dev-panel-${run}-secret`;
const adminEmail = `ada-${run}@example.com`;
const userEmail = `uma-${run}@example.com`;
const homeowner: Party = { firstName: 'Hana', lastName: 'Owens', email: `hana-${run}@example.com` };
const providerEmail = `ace-${run}@example.com`;
const SUBJECT = 'Question about signing links';
const QUOTE = 'We signed our roof repair contract the same evening. Clear, fair and fast.';

const journey = setUpJourney('admin', { env: { ADMIN_EMAILS: adminEmail, ADMIN2_PASSWORD, AUTH_RATE_LIMIT_MAX: '200' } });
const newContext = () => journey.newContext();
let visitor: BrowserContext;
let userContext: BrowserContext;
let adminContext: BrowserContext;
let admin: Page;

beforeAll(async () => {
  visitor = await newContext();
  userContext = await newContext();
  adminContext = await newContext();
  admin = await adminContext.newPage();
});

/** A new property manager, signed up through /login (the shared e2e sign-in helper). */
const signUp = (page: Page, email: string, firstName: string, lastName: string) =>
  signUpThroughLogin(page, { email, firstName, lastName, userType: 'property_manager' });

/** Waits until an API answer satisfies `ok` (read models are fed by events, so they lag a moment). */
async function eventually<T>(page: Page, url: string, ok: (body: T) => boolean): Promise<T> {
  let body: T | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(url);
        if (!res.ok()) return false;
        body = (await res.json()) as T;
        return ok(body);
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true);
  return body!;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect.poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
}

describe('admin journey', () => {
  it('lets a visitor send the contact form', async () => {
    const page = await visitor.newPage();
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name must be at least 2 characters').waitFor();
    await page.getByLabel('Full name').fill('Vera Visitor');
    await page.getByLabel('E-mail address').fill(`vera-${run}@example.com`);
    await page.getByLabel('Phone number (optional)').fill('(512) 555-0142');
    await page.getByLabel('Category').selectOption('support');
    await page.getByLabel('Subject').fill(SUBJECT);
    await page
      .getByLabel('Message', { exact: true })
      .fill('The provider says the signing link in his e-mail has expired. Can you resend it?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Message Sent!').waitFor();
    await toast(page, "Thank you for contacting us. We'll get back to you within 24 hours.").waitFor();
    expect(await page.getByLabel('Subject').inputValue()).toBe('');

    // /admin is closed to visitors.
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText("You don't have permission to access this page.").waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).waitFor();
    await screens(page, 'admin-access-denied');
    await page.close();
  });

  it('lets a user save a contract and ask the AI for a scope; /admin stays closed to them', async () => {
    const page = await userContext.newPage();
    await signUp(page, userEmail, 'Uma', 'User');
    const res = await page.request.post('/api/contracts', { data: contractBody('Kitchen faucet replacement', homeowner, providerEmail) });
    expect(res.status(), await res.text()).toBe(201);
    expect(((await res.json()) as ContractRecord).id).toBeTruthy();
    const scope = await page.request.post('/api/generate-scope', {
      data: { contractDetails: 'Replace a leaking kitchen faucet and both supply lines', persona: 'homeowner', selectedState: 'texas' },
    });
    expect(scope.status(), await scope.text()).toBe(200);

    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    await page.close();
  });

  it('shows an admin the figures, users and AI usage', async () => {
    await signUp(admin, adminEmail, 'Ada', 'Admin');
    // The read models learn from events: wait until they know the user, the contract and the AI request.
    await eventually<AiLog[]>(admin, '/api/admin/chatgpt-logs', (logs) => logs.length > 0);
    await eventually<{ email: string; contractCount: number }[]>(admin, '/api/admin/users', (users) =>
      users.some((u) => u.email === userEmail && u.contractCount === 1),
    );

    await admin.goto('/admin');
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await expect.poll(() => admin.getByTestId('stat-ai-requests').textContent()).toMatch(/tokens used/);
    expect(await admin.getByTestId('stat-ai-costs').textContent()).toMatch(/\$\d+\.\d{4}/);
    const uma = admin.getByRole('rowgroup').filter({ hasText: userEmail });
    await uma.getByText('Uma User').waitFor();
    await uma.getByText('Kitchen faucet replacement: 1').waitFor();
    await screens(admin, 'admin-users');

    await openTab(admin, 'AI Usage Logs');
    await admin.getByText('/api/generate-scope').first().waitFor();
    await screens(admin, 'admin-ai-logs');
  });

  it('finds the message under New and moves it to In Progress', async () => {
    await eventually<ContactSubmission[]>(admin, '/api/admin/contact-submissions?status=new', (list) =>
      list.some((c) => c.subject === SUBJECT),
    );
    await admin.goto('/admin');
    await openTab(admin, 'Contact Submissions');
    await admin.getByLabel('Filter by status').selectOption('new');
    const card = admin.getByTestId('contact-submission').filter({ hasText: SUBJECT });
    await card.getByText('Technical Support').waitFor();
    await card.getByText('(512) 555-0142').waitFor();
    await card.getByText('Vera Visitor').waitFor();
    await screens(admin, 'admin-contacts');

    await card.getByLabel(`Status of ${SUBJECT}`).selectOption('in_progress');
    await toast(admin, 'Status Updated').waitFor();
    // No longer new: it leaves the New filter and shows under In Progress.
    await expect.poll(() => admin.getByTestId('contact-submission').filter({ hasText: SUBJECT }).count()).toBe(0);
    await admin.getByLabel('Filter by status').selectOption('in_progress');
    await admin.getByTestId('contact-submission').filter({ hasText: SUBJECT }).getByText('In Progress', { exact: true }).first().waitFor();
  });

  it('promotes the user; their next requests carry the admin role', async () => {
    await admin.goto('/admin');
    await admin.getByLabel(`Role for ${userEmail}`).selectOption('admin');
    // A role change is confirmed first.
    await admin.getByRole('alertdialog', { name: 'Make this user an admin?' }).getByRole('button', { name: 'Make Admin' }).click();
    await toast(admin, 'Role Updated').waitFor();
    await admin
      .getByRole('rowgroup')
      .filter({ hasText: userEmail })
      .locator('.badge', { hasText: /^Admin$/ })
      .waitFor();

    const page = await userContext.newPage();
    await expect
      .poll(async () => ((await (await page.request.get('/api/auth/user')).json()) as { role: string }).role, { timeout: 15_000 })
      .toBe('admin');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.close();
  });

  it('creates and features a testimonial that then shows on the home page', async () => {
    await admin.goto('/admin');
    await openTab(admin, 'Testimonials');
    await admin.getByText('No testimonials yet.', { exact: false }).waitFor();
    await admin.getByRole('button', { name: 'Add Testimonial' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Testimonial' });
    await dialog.getByRole('button', { name: 'Add Testimonial' }).click();
    await dialog.getByText('Testimonial text must be at least 10 characters').waitFor();
    await screens(admin, 'admin-testimonial-form', { fullPage: false });

    await dialog.getByLabel('Testimonial', { exact: true }).fill(QUOTE);
    await dialog.getByLabel('Customer name').fill('Rosa Martinez');
    await dialog.getByLabel('Title').fill('Homeowner');
    await dialog.getByLabel('Rating (1 to 5)').fill('4.5');
    await dialog.getByLabel('Company (optional)').fill('Austin, TX');
    await dialog.getByRole('button', { name: 'Add Testimonial' }).click();
    await toast(admin, 'Testimonial added').waitFor();
    const item = admin.getByTestId('admin-testimonial').filter({ hasText: QUOTE });
    await item.getByText('Hidden').waitFor();
    await admin.getByRole('switch', { name: /Featured/ }).click();
    await toast(admin, 'Testimonial featured on the home page').waitFor();
    await item.getByText('Featured', { exact: true }).waitFor();
    await screens(admin, 'admin-testimonials');
    const featured = await eventually<AdminTestimonial[]>(admin, '/api/testimonials?featured=true', (list) =>
      list.some((t) => t.content === QUOTE),
    );
    expect(featured).toHaveLength(1);

    const home = await visitor.newPage();
    await home.goto('/');
    const carousel = home.getByTestId('testimonial-carousel');
    await carousel.getByText(QUOTE).waitFor();
    await carousel.getByText('4.5/5').waitFor();
    await carousel.getByText('Homeowner, Austin, TX').waitFor();
    const section = home.locator('section', { has: carousel });
    for (const [label, size] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await home.setViewportSize(size);
      await section.scrollIntoViewIfNeeded();
      await home.waitForTimeout(500); // the card fades in
      await section.screenshot({ path: path.join(SCREENS_DIR, `home-testimonial-${label}.png`) });
    }
    await home.close();
  });

  it('unlocks the development panel with the password and lists the contract parties', async () => {
    // The password alone shows no personal data and changes no role: the panel is used by a signed-in admin.
    const page = await adminContext.newPage();
    await page.goto('/admin2');
    await page.getByRole('heading', { name: 'Development Admin Access' }).waitFor();
    const access = page.getByRole('button', { name: 'Access Admin Panel' });
    expect(await access.isDisabled()).toBe(true);
    await screens(page, 'admin2-locked');

    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await access.click();
    await toast(page, 'Authentication Failed').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(ADMIN2_PASSWORD);
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await access.click();
    await toast(page, 'Authentication Successful').waitFor();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByRole('rowgroup').filter({ hasText: userEmail }).waitFor();
    await screens(page, 'admin2-users');

    await eventually<PartyRecord[]>(page, '/api/admin2/parties', (list) =>
      [homeowner.email, providerEmail].every((e) => list.some((p) => p.email === e)),
    );
    await openTab(page, 'Parties');
    const hana = page.getByRole('rowgroup').filter({ hasText: homeowner.email });
    await hana.getByText('Hana Owens').waitFor();
    await hana.getByText('Homeowner', { exact: true }).waitFor();
    await hana.getByText('TX', { exact: true }).waitFor();
    const ace = page.getByRole('rowgroup').filter({ hasText: providerEmail });
    await ace.getByText('Service Provider', { exact: true }).waitFor();
    await ace.getByText('Insured', { exact: true }).waitFor();
    await page.getByTestId('stat-total-parties').getByText('1 homeowner, 1 provider').waitFor();
    await screens(page, 'admin2-parties');

    // Create a party by hand: the form checks first, then saves.
    await page.getByRole('button', { name: 'Add New Party' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Party' });
    await dialog.getByRole('button', { name: 'Create Party' }).click();
    await dialog.getByText('First name is required').waitFor();
    await dialog.getByText('State is required').waitFor();
    await screens(page, 'admin2-party-form', { fullPage: false });
    await dialog.getByLabel('Party type').selectOption('service_provider');
    await dialog.getByLabel('First name').fill('Rita');
    await dialog.getByLabel('Last name').fill('Roof');
    await dialog.getByLabel('E-mail').fill(`rita-${run}@example.com`);
    await dialog.getByLabel('Phone').fill('(512) 555-0177');
    await dialog.getByLabel('Street address').fill('500 Oak Avenue, Austin');
    await dialog.getByLabel('State').selectOption('TX');
    await dialog.getByLabel('Company (optional)').fill('Roof Pros LLC');
    await dialog.getByRole('switch', { name: 'Has liability insurance' }).click();
    await dialog.getByLabel('Insurance amount (optional)').fill('2000000');
    await dialog.getByRole('switch', { name: /^Verified/ }).click();
    await dialog.getByRole('button', { name: 'Create Party' }).click();
    await toast(page, 'Party created successfully').waitFor();
    const rita = page.getByRole('rowgroup').filter({ hasText: `rita-${run}@example.com` });
    await rita.getByText('Verified').waitFor();
    await rita.getByText('$2,000,000').waitFor();

    await rita.getByRole('button', { name: 'Edit Rita Roof' }).click();
    await page.getByRole('dialog', { name: 'Edit Party' }).getByLabel('Company (optional)').fill('Roof Pros Inc');
    await page.getByRole('dialog', { name: 'Edit Party' }).getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Party updated successfully').waitFor();
    await rita.getByText('Roof Pros Inc').waitFor();

    await rita.getByRole('button', { name: 'Delete Rita Roof' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this party? This action cannot be undone.').waitFor();
    await screens(page, 'admin2-party-delete', { fullPage: false });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Party deleted successfully').waitFor();
    await expect.poll(() => rita.count()).toBe(0);

    await openTab(page, 'Contact Submissions');
    // The admin moved it to In Progress: the toggle offers Mark New, then Mark Reviewed.
    const row = page.getByRole('rowgroup').filter({ hasText: SUBJECT });
    await row.getByText('In Progress').waitFor();
    await row.getByRole('button', { name: /^Mark New/ }).click();
    await toast(page, 'Contact status updated to new').waitFor();
    await row.getByRole('button', { name: /^Mark Reviewed/ }).click();
    await toast(page, 'Contact status updated to reviewed').waitFor();
    await row.getByText('Reviewed', { exact: true }).waitFor();
    await screens(page, 'admin2-contacts');

    await openTab(page, 'AI Logs');
    await page.getByText('/api/generate-scope').first().waitFor();
    await screens(page, 'admin2-ai-logs');

    await page.getByRole('button', { name: 'Logout' }).click();
    await toast(page, 'Logged Out').waitFor();
    await page.getByRole('heading', { name: 'Development Admin Access' }).waitFor();
    expect(await page.getByText(userEmail).count()).toBe(0);
    // The session is gone at the server too.
    expect((await page.request.get('/api/admin2/users')).status()).toBe(401);
    await page.close();
  });
});
