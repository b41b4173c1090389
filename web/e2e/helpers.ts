/**
 * What every browser journey does on a page, in one place: axe checks and screenshots, toasts, the dev
 * mailbox, signing up through /login, and a valid contract body with its signing links.
 */
import path from 'node:path';
import { expect } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { assembleContract } from '@homepact/legal';
import type { CreateContractBody, MailboxMessage } from '@homepact/proto';
import { validContractBody } from '@homepact/proto/testing';
import { DESKTOP, PHONE, SCREENS_DIR } from './harness.ts';

/**
 * Fails on any serious or critical violation, naming the rule and the elements. The dev mailbox's mail
 * frame is left out: it is sandboxed without scripts on purpose, so axe cannot run inside it.
 */
export async function expectAccessible(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).exclude('iframe[sandbox]').analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `axe on ${screen}`).toEqual([]);
}

/** Records the page from the top (so a sticky header sits where a person sees it) as artifacts/screens/{file}.png. */
export async function capture(page: Page, file: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  await page.evaluate(() => window.scrollTo(0, 0));
  // A whole contract at phone width and twice the pixels is a tall picture: on a loaded machine it takes
  // longer than Playwright's default 15 s, and a slow picture is not a failed journey.
  await page.screenshot({ path: path.join(SCREENS_DIR, `${file}.png`), fullPage, timeout: 90_000 });
}

/** Checks (axe) and records the screen at the page's current size as {file}.png. */
export async function screen(page: Page, file: string, options: { fullPage?: boolean } = {}) {
  await expectAccessible(page, file);
  await capture(page, file, options);
}

/**
 * Checks and records a screen at 1280x800 and 390x844 as {name}-desktop.png and {name}-phone.png: the
 * whole page, or only the viewport for a modal dialog; then sets the page back to `restore`.
 */
export async function screens(
  page: Page,
  name: string,
  { fullPage = true, restore = DESKTOP }: { fullPage?: boolean; restore?: typeof DESKTOP } = {},
) {
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150); // let layout settle after the resize
    await screen(page, `${name}-${label}`, { fullPage });
  }
  await page.setViewportSize(restore);
}

export const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

/** Every message in the dev mailbox, newest first (`request`: a page's or context's, whose baseURL is the web app). */
export async function mailbox(request: APIRequestContext): Promise<MailboxMessage[]> {
  const res = await request.get('/api/dev/mailbox');
  expect(res.ok()).toBe(true);
  return (await res.json()) as MailboxMessage[];
}

/** The messages to `to`, newest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<MailboxMessage[]> {
  return (await mailbox(request)).filter((m) => m.to.includes(to));
}

/** Waits for a message to `to` that `match` accepts, newest first. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  match: (m: MailboxMessage) => boolean,
  timeout = 15_000,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, to)).find(match);
        return Boolean(found);
      },
      { timeout, interval: 250 },
    )
    .toBe(true);
  return found!;
}

const CODE = /\b\d{6}\b/;

/** The one-time code in a sign-in e-mail's text. */
export function codeIn(text: string): string {
  const code = CODE.exec(text)?.[0];
  expect(code, 'a 6-digit code in the e-mail').toBeTruthy();
  return code!;
}

/**
 * The code in the newest mail to `email` once there are more than `seen` of them: mail goes out through
 * the event bus, so it can land after the screen already says "OTP Sent". For an address that signs in
 * more than once (a first code would otherwise be read again).
 */
export async function nextCode(request: APIRequestContext, email: string, seen: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(request, email);
        code = mails.length > seen ? CODE.exec(mails[0]?.text ?? '')?.[0] : undefined;
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  /** The "I am a" choice on the profile form. */
  userType: 'homeowner' | 'contractor' | 'landlord' | 'tenant' | 'property_manager';
}

/**
 * Signs a new user up the way a person does: /login, Send Code, the code read from the dev mailbox,
 * Verify Code, the profile form, Complete Profile; ends on the dashboard. The one copy every journey uses
 * (the sign-in journey walks the same screens step by step, with their errors).
 */
export async function signUpThroughLogin(page: Page, user: NewUser): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(user.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  const mail = await waitForMail(page.request, user.email, (m) => CODE.test(m.text));
  await page.getByLabel('6-digit code').fill(codeIn(mail.text));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('I am a').selectOption(user.userType);
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
}

/** The signing link in an invitation's text, as a path on the web app under test. */
export function signingPath(text: string, contractId: string): string {
  const link = new RegExp(`https?://\\S+/sign/${contractId}\\?token=[\\w-]+`).exec(text)?.[0];
  expect(link, 'a signing link in the invitation').toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

export interface Party {
  firstName: string;
  lastName: string;
  email: string;
}

/** A calendar date (YYYY-MM-DD, UTC) this many days from today. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A complete, valid POST /api/contracts body (proto's validContractBody, in Texas unless `overrides` say
 * otherwise) between `homeowner` and Ace Plumbing LLC at `providerEmail`, with the text the legal library
 * writes for it.
 */
export function contractBody(
  serviceType: string,
  homeowner: Party,
  providerEmail: string,
  overrides: Partial<CreateContractBody> = {},
): CreateContractBody {
  const form = validContractBody({
    homeownerFirstName: homeowner.firstName,
    homeownerLastName: homeowner.lastName,
    homeownerEmail: homeowner.email,
    homeownerPhone: '5125550100',
    providerName: 'Ace Plumbing LLC',
    providerEmail,
    providerPhone: '5125550199',
    providerAddress: undefined,
    providerLicense: 'M-40123',
    hasInsurance: true,
    hasBonding: false,
    serviceType,
    serviceDescription: 'Replace the kitchen faucet and both supply lines, and test for leaks.',
    // A month from today: the wizard refuses to send a contract whose start has passed.
    projectStartDate: daysFromToday(30),
    projectEndDate: daysFromToday(34),
    totalAmount: '1850.00',
    paymentSchedule: 'completion',
    paymentTerms: 'Paid in full within 7 days of completion.',
    cleanupResponsibility: undefined,
    weatherDelays: undefined,
    htmlContent: undefined,
    ...overrides,
  });
  return { ...form, finalContract: assembleContract({ form, generatedAt: new Date() }).text };
}
