import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHome } from './prerender';

/**
 * The home page paints from HTML and CSS alone (vite.config.ts prerenders it
 * into index.html); the one inline script that keeps that markup from
 * painting on other routes must be allowed by production's CSP, by its hash.
 */
const WEB = path.resolve(import.meta.dirname, '..');

describe("the home page's first paint", () => {
  it('is prerendered from the real home page: its heading, the header and the footer, signed out', () => {
    document.body.innerHTML = `<div id="root">${renderHome()}</div>`;
    expect(screen.getByRole('heading', { level: 1, name: /Put every home project in writing/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("index.html's inline script is allowed by nginx's Content-Security-Policy, by its hash", () => {
    const html = readFileSync(path.join(WEB, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]!).digest('base64');
    const csp = /add_header Content-Security-Policy "([^"]+)"/.exec(readFileSync(path.join(WEB, 'nginx.conf'), 'utf8'))?.[1] ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(csp).toContain(`'sha256-${hash}'`);
  });
});
