import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForMail } from './signing-helpers.ts';

/** The one-time code in a sign-in e-mail's text. */
export function codeIn(text: string): string {
  const code = /\b\d{6}\b/.exec(text)?.[0];
  expect(code, 'a 6-digit code in the e-mail').toBeTruthy();
  return code!;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  /** The "I am a" choice on the profile form. */
  userType: 'landlord' | 'tenant' | 'property_manager';
}

/**
 * Signs a new user up the way a person does: /login, Send Code, the code read from the dev mailbox,
 * Verify Code, the profile form, Complete Profile; ends on the dashboard. The one copy every journey uses.
 */
export async function signUpThroughLogin(page: Page, webUrl: string, user: NewUser): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(user.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  const mail = await waitForMail(page.request, webUrl, user.email, (m) => /\b\d{6}\b/.test(m.text));
  await page.getByLabel('6-digit code').fill(codeIn(mail.text));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('I am a').selectOption(user.userType);
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
}
