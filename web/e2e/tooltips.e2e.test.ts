/**
 * Tooltips in a real browser (open after 700 ms, 300 ms skip delay: docs/product/public-site-accounts-dashboard.md#9-business-constants-and-limits): a dashboard signer badge,
 * the locked own-role selector on /admin and the parties table's icon buttons on /admin2 show theirs
 * after hovering, and at once on keyboard focus. Each open tooltip gets an axe check and a screenshot
 * at 1280x800 and at 390x844 in artifacts/screens (tooltip-*.png).
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, SCREENS_DIR, setUpJourney } from './harness.ts';
import { contractBody, expectAccessible, signUpThroughLogin, toast, type Party } from './helpers.ts';

const run = Date.now();
const ADMIN2_PASSWORD = `dev-panel-${run}-secret`;
const ownerEmail = `olga-${run}@example.com`;
const homeowner: Party = { firstName: 'Hana', lastName: 'Owens', email: `hana-${run}@example.com` };
const SERVICE = 'Kitchen faucet replacement';

const journey = setUpJourney('tooltips', { env: { ADMIN_EMAILS: ownerEmail, ADMIN2_PASSWORD } });
let page: Page;

beforeAll(async () => {
  page = await (await journey.newContext()).newPage();
});

/** Moves the mouse onto `trigger` the way a hand does (a stream of moves) and waits for the tooltip saying `text`; returns how long that took. */
async function hoverOpens(trigger: Locator, text: string): Promise<number> {
  await trigger.scrollIntoViewIfNeeded();
  const box = (await trigger.boundingBox())!;
  const start = Date.now();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
  await page.getByRole('tooltip').filter({ hasText: text }).waitFor();
  return Date.now() - start;
}

/** At each width: focus `trigger`, expect its tooltip at once, check it and record the viewport as tooltip-{name}-{width}.png. */
async function focusedScreens(trigger: () => Locator, text: string, name: string) {
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    // Close whatever hover or focus opened (Escape), and blur, so the focus below opens it afresh.
    await page.mouse.move(0, 0);
    await page.keyboard.press('Escape');
    await trigger().blur();
    await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
    await trigger().focus();
    const tip = page.getByRole('tooltip');
    await tip.filter({ hasText: text }).waitFor({ timeout: 500 });
    expect(await trigger().getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
    await expectAccessible(page, `tooltip-${name}-${label}`);
    await page.screenshot({ path: path.join(SCREENS_DIR, `tooltip-${name}-${label}.png`) });
  }
  await page.setViewportSize(DESKTOP);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
}

describe('tooltips', () => {
  it('date a signer badge on the dashboard', async () => {
    await signUpThroughLogin(page, { email: ownerEmail, firstName: 'Olga', lastName: 'Owner', userType: 'property_manager' });
    const created = await page.request.post('/api/contracts', { data: contractBody(SERVICE, homeowner, `ace-${run}@example.com`) });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await page.request.post(`/api/contracts/${id}/generate`)).status()).toBe(200);

    await page.goto('/dashboard');
    const badge = () =>
      page.getByRole('list', { name: 'Signers' }).getByRole('listitem').filter({ hasText: 'Homeowner:' }).locator('.badge');
    await badge().getByText('Sent').waitFor();
    expect(await badge().getAttribute('title')).toBeNull();
    expect(await hoverOpens(badge(), 'Sent ')).toBeGreaterThanOrEqual(700);
    await focusedScreens(badge, 'Sent ', 'signer-badge');
  });

  it('say why your own role is locked on /admin, over the disabled selector', async () => {
    await page.goto('/admin');
    const select = page.getByLabel(`Role for ${ownerEmail}`);
    expect(await select.isDisabled()).toBe(true);
    expect(await hoverOpens(page.locator('.tooltip-disabled-wrap'), 'You cannot change your own role')).toBeGreaterThanOrEqual(700);
  });

  it('name the icon buttons of the parties table on /admin2, the next one without the delay', async () => {
    await page.goto('/admin2');
    await page.getByLabel('Password', { exact: true }).fill(ADMIN2_PASSWORD);
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await toast(page, 'Authentication Successful').waitFor();
    await page.getByRole('tab', { name: 'Parties' }).click();
    const row = () => page.getByRole('rowgroup').filter({ hasText: homeowner.email });
    const edit = () => row().getByRole('button', { name: 'Edit Hana Owens' });
    await edit().waitFor();

    expect(await hoverOpens(edit(), 'Edit')).toBeGreaterThanOrEqual(700);
    // Straight on to Delete, within the 300 ms skip delay: it opens without waiting again.
    expect(await hoverOpens(row().getByRole('button', { name: 'Delete Hana Owens' }), 'Delete')).toBeLessThan(700);
    await focusedScreens(edit, 'Edit', 'parties-edit');
  });
});
