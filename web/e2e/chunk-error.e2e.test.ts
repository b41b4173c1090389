/**
 * A page whose code fails to load (what a deploy does to an open tab: its
 * chunks are gone from the server) shows the reload prompt inside the app's
 * header and footer instead of a blank app, and Reload brings the page.
 * Screens: artifacts/screens/chunk-error-{desktop,phone}.png.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setUpJourney } from './harness.ts';
import { screens } from './helpers.ts';

const journey = setUpJourney('chunk-error');
let page: Page;
/** The About page's chunk (Vite names it after the module). */
const ABOUT_CHUNK = /\/assets\/AboutPage-[\w-]+\.js$/;

beforeAll(async () => {
  page = await (await journey.newContext()).newPage();
});

describe('a page whose code cannot be loaded', () => {
  it('shows the reload prompt in the app, and Reload brings the page', async () => {
    await page.goto('/');
    await page.getByRole('banner').waitFor();
    await page.route(ABOUT_CHUNK, (route) => route.abort('failed'));
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
    const prompt = page.getByRole('alert');
    await prompt.getByRole('heading', { name: 'HomePact has been updated' }).waitFor();
    // The header and footer stay: the person is never left on an empty page.
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/about$/);
    await screens(page, 'chunk-error', { fullPage: false });

    await page.unroute(ABOUT_CHUNK);
    await prompt.getByRole('button', { name: 'Reload the page' }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(page.url()).toMatch(/\/about$/);
  });
});
