/**
 * The sign-in journey in a real browser against the whole embedded backend:
 * new user with profile stage, log out, returning user, wrong code, 404,
 * at desktop and phone width, with an axe check on every screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, setUpJourney } from './harness.ts';
import { capture as captureFile, mailsTo, nextCode, screen as screenFile, toast } from './helpers.ts';

const journey = setUpJourney('sign-in');

const VIEWPORTS = [
  { name: 'desktop', size: DESKTOP, phone: false },
  { name: 'phone', size: PHONE, phone: true },
] as const;

/** Records one screen as {name}-{viewport}.png, without an axe check (a menu in passing). */
const capture = (page: Page, name: string, viewport: string) => captureFile(page, `${name}-${viewport}`);
/** Checks (axe) and records one screen as {name}-{viewport}.png. */
const screen = (page: Page, name: string, viewport: string) => screenFile(page, `${name}-${viewport}`);

describe.each(VIEWPORTS)('sign-in journey at $name width', ({ name: vp, size, phone }) => {
  let context: BrowserContext;
  let page: Page;
  const email = `e2e-${vp}-${Date.now()}@example.com`;
  const firstName = phone ? 'Pat' : 'Jordan';
  const lastName = phone ? 'Rivera' : 'Lee';

  beforeAll(async () => {
    context = await journey.newContext({ viewport: size, timeout: 10_000 });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  async function openPhoneMenu() {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('navigation', { name: 'Mobile' });
  }

  async function goToSignIn() {
    if (phone) {
      const menu = await openPhoneMenu();
      await capture(page, 'menu-signed-out', vp);
      await menu.getByRole('link', { name: 'Sign In' }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    }
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  }

  /** Requests a code and returns how many mails to this address existed before. */
  async function requestCode(): Promise<number> {
    const seen = (await mailsTo(context.request, email)).length;
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByLabel('6-digit code').waitFor();
    await toast(page, 'OTP Sent').waitFor();
    return seen;
  }

  async function enterCode(code: string) {
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
  }

  it('signs up a new user through the profile stage', async () => {
    await page.goto('/');
    await screen(page, 'home', vp);
    await goToSignIn();
    await page.getByRole('heading', { name: 'Sign in to HomePact' }).waitFor();

    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await screen(page, 'login-email-error', vp);

    const seen = await requestCode();
    expect(await page.getByLabel('Email address').isDisabled()).toBe(true);
    await screen(page, 'login-code', vp);

    // A wrong code first: the screen says so and stays on the code stage.
    await enterCode('000000');
    await toast(page, 'Verification Failed').waitFor();
    await toast(page, 'Invalid or expired OTP. Please try again.').waitFor();
    await screen(page, 'login-code-wrong', vp);

    // Read the code the way a developer would: in the dev mailbox screen.
    const expected = await nextCode(context.request, email, seen);
    const mailbox = await context.newPage();
    await mailbox.goto('/dev/mailbox');
    await mailbox
      .getByRole('button', { name: new RegExp(`To: ${email.replace(/[.+]/g, '\\$&')}`) })
      .first()
      .click();
    const code = (await mailbox.getByTestId('otp-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(code).toBe(expected);
    expect(await mailbox.locator('iframe[sandbox]').getAttribute('title')).toBeTruthy();
    await mailbox.waitForTimeout(500); // let the sandboxed frame paint its srcdoc before the screenshot
    await screen(mailbox, 'dev-mailbox', vp);
    await mailbox.close();

    await page.getByLabel('6-digit code').fill('');
    await enterCode(code);
    await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await page.getByText('First name is required').waitFor();
    await page.getByText('Please select your role').waitFor();
    await screen(page, 'login-profile', vp);

    await page.getByLabel('First name').fill(firstName);
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('I am a').selectOption('property_manager');
    await page.getByRole('button', { name: 'Complete Profile' }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    // A brand-new account's first visit: "Welcome" (later visits say "Welcome back").
    await page.getByRole('heading', { name: `Welcome, ${firstName} ${lastName}!` }).waitFor();
    await toast(page, 'Profile Complete').waitFor();
    await screen(page, 'dashboard', vp);
  });

  it('shows the signed-in user in the header, profile and settings', async () => {
    const trigger = page.getByRole('button', { name: `Account menu for ${firstName} ${lastName}` });
    await expect.poll(() => trigger.textContent()).toContain(`${firstName[0]}${lastName[0]}`);
    await trigger.click();
    const menu = page.getByRole('menu');
    await menu.getByText(`${firstName} ${lastName}`).waitFor();
    await menu.getByText(email).waitFor();
    await screen(page, 'account-menu', vp);
    await page.keyboard.press('Escape');

    if (phone) {
      const nav = await openPhoneMenu();
      await nav.getByText(`${firstName} ${lastName}`).waitFor();
      await screen(page, 'menu-signed-in', vp);
      await nav.getByRole('link', { name: 'Profile' }).click();
    } else {
      await trigger.click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
    }
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile');
    await page.getByText('Property Manager', { exact: true }).first().waitFor();
    await screen(page, 'profile', vp);

    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Settings Saved').waitFor();
    await screen(page, 'settings', vp);
  });

  it('logs out and signs the returning user in without the profile stage', async () => {
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    if (phone) {
      const nav = await openPhoneMenu();
      await nav.getByRole('button', { name: 'Sign Out' }).click();
    } else {
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
    }
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    if (phone) {
      const nav = await openPhoneMenu();
      await nav.getByRole('link', { name: 'Sign In' }).waitFor();
      await page.getByRole('button', { name: 'Close menu' }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    }
    expect(await page.getByRole('button', { name: /Account menu for/ }).count()).toBe(0);

    // Signed out, the dashboard says why and sends the browser to sign in.
    await page.goto('/dashboard');
    await toast(page, 'Unauthorized').waitFor();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 5_000 }).toBe('/login');

    const seenBefore = await requestCode();
    await enterCode(await nextCode(context.request, email, seenBefore));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await toast(page, 'Login Successful').waitFor();
    await page.getByRole('heading', { name: `Welcome back, ${firstName} ${lastName}!` }).waitFor();
    expect(await page.getByRole('heading', { name: 'Complete your profile' }).count()).toBe(0);
  });

  it('shows the 404 card for an unknown route', async () => {
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('There is no page at this address. The link may be mistyped, or the page may have moved.').waitFor();
    await screen(page, 'not-found', vp);
  });

  it('says the development panel is switched off when ADMIN2_PASSWORD is unset', async () => {
    await page.goto('/admin2');
    await page.getByText('The development admin panel is switched off.').waitFor();
    await screen(page, 'admin2-switched-off', vp);
  });
});
