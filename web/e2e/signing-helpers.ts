/**
 * Helpers for the signing journey: axe checks, screenshots at both widths,
 * the dev mailbox, toasts and a valid contract body.
 */
import path from 'node:path';
import { expect } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { assembleContract } from '@homepact/legal';
import type { CreateContractBody, MailboxMessage } from '@homepact/proto';

export const SCREENS_DIR = path.resolve(import.meta.dirname, '../../artifacts/screens');
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Fails on any serious or critical violation, naming the rule and the elements (mail frames are sandboxed: skipped). */
export async function expectAccessible(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).exclude('iframe[sandbox]').analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `axe on ${screen}`).toEqual([]);
}

/**
 * Checks and records a screen at 1280x800 and 390x844 as {name}-desktop.png and
 * {name}-phone.png: the whole page, or only the viewport for a modal dialog.
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
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page, `${name} (${label})`);
    await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${label}.png`), fullPage });
  }
  await page.setViewportSize(restore);
}

export const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

export async function mailbox(request: APIRequestContext, baseUrl: string): Promise<MailboxMessage[]> {
  const res = await request.get(`${baseUrl}/api/dev/mailbox`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as MailboxMessage[];
}

/** Waits for a message to `to` that `match` accepts, newest first. */
export async function waitForMail(
  request: APIRequestContext,
  baseUrl: string,
  to: string,
  match: (m: MailboxMessage) => boolean,
  timeout = 15_000,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailbox(request, baseUrl)).find((m) => m.to.includes(to) && match(m));
        return Boolean(found);
      },
      { timeout, interval: 250 },
    )
    .toBe(true);
  return found!;
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

/** A complete, valid POST /api/contracts body, with the text the legal library writes. */
export function contractBody(serviceType: string, homeowner: Party, providerEmail: string): CreateContractBody {
  const form = {
    homeownerFirstName: homeowner.firstName,
    homeownerLastName: homeowner.lastName,
    homeownerEmail: homeowner.email,
    homeownerPhone: '5125550100',
    homeownerAddress: '12 Elm Street, Austin, TX 78701',
    homeownerState: 'TX',
    providerName: 'Ace Plumbing LLC',
    providerEmail,
    providerPhone: '5125550199',
    providerLicense: 'M-40123',
    hasInsurance: true,
    hasBonding: false,
    serviceType,
    serviceDescription: 'Replace the kitchen faucet and both supply lines, and test for leaks.',
    projectStartDate: '2026-09-01',
    projectEndDate: '2026-09-05',
    totalAmount: '1850.00',
    paymentSchedule: 'completion' as const,
    paymentTerms: 'Paid in full within 7 days of completion.',
    terminationNotice: '7 days written notice',
    governingLaw: 'Texas',
    disputeResolution: 'mediation' as const,
  };
  const assembled = assembleContract({ form, generatedAt: new Date() });
  return { ...form, finalContract: assembled.text };
}
