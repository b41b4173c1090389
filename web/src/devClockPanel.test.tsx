// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';

/**
 * The development clock (moves contracts' DEV_CLOCK: reminders, expiries and
 * window ends fall due) is a panel of the dev mailbox page, so a release build
 * drops it with that page: only the dev server and the browser journeys' build
 * (VITE_DEV_MAILBOX) have it, and nothing else in the app can move the clock.
 */
window.scrollTo = vi.fn();

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function renderAt(pathname: string) {
  vi.resetModules();
  const { renderApp, stubApi } = await import('./test-utils');
  const fetchMock = stubApi(null, (url) => {
    if (url === '/api/dev/mailbox') return Response.json([]);
    if (url === '/api/dev/clock') return Response.json({ now: '2026-11-26T12:00:00.000Z', offsetMs: 0 });
    return undefined;
  });
  renderApp(pathname);
  return fetchMock;
}
const clockCalls = (fetchMock: Awaited<ReturnType<typeof renderAt>>) =>
  fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/dev/clock'));

const SRC = import.meta.dirname;
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [file] : [];
  });

describe('the development clock panel', () => {
  it('is not in a release build: /dev/mailbox is the 404 page, no clock panel, the clock is never asked', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('PROD', true);
    vi.stubEnv('VITE_DEV_MAILBOX', 'false');
    const fetchMock = await renderAt('/dev/mailbox');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Development clock' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+1d' })).not.toBeInTheDocument();
    expect(clockCalls(fetchMock)).toHaveLength(0);
  });

  it('is on the dev server’s mailbox page, and in the browser journeys’ build', async () => {
    let fetchMock = await renderAt('/dev/mailbox');
    expect(await screen.findByRole('region', { name: 'Development clock' })).toHaveTextContent('Stack time');
    expect(screen.getByRole('button', { name: '+1d' })).toBeInTheDocument();
    expect(clockCalls(fetchMock).length).toBeGreaterThan(0);
    cleanup();

    vi.stubEnv('DEV', false);
    vi.stubEnv('PROD', true);
    vi.stubEnv('VITE_DEV_MAILBOX', 'true');
    fetchMock = await renderAt('/dev/mailbox');
    expect(await screen.findByRole('region', { name: 'Development clock' })).toBeInTheDocument();
    expect(clockCalls(fetchMock).length).toBeGreaterThan(0);
  });

  it('lives only on the dev mailbox page, which only App.tsx loads, lazily and behind the build guard', () => {
    const files = sources(SRC).map((f) => ({ file: path.relative(SRC, f), text: readFileSync(f, 'utf8') }));
    const importsClock = /import \{[^}]*\b(advanceDevClock|fetchDevClock)\b[^}]*\} from/;
    expect(files.filter((f) => importsClock.test(f.text)).map((f) => f.file)).toEqual(['pages/DevMailbox.tsx']);
    expect(files.filter((f) => /['"][./]*(pages\/)?DevMailbox['"]/.test(f.text)).map((f) => f.file)).toEqual(['App.tsx']);
    const app = files.find((f) => f.file === 'App.tsx')!.text;
    expect(app).not.toMatch(/^import .*DevMailbox/m);
    expect(app).toMatch(
      /import\.meta\.env\.DEV \|\| import\.meta\.env\.VITE_DEV_MAILBOX === 'true'\s*\?\s*lazy\(\(\) => import\('\.\/pages\/DevMailbox'\)/,
    );
  });
});
