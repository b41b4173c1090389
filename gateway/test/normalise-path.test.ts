import { describe, expect, it } from 'vitest';
import { normalisePath, normalisePathFully } from '../src/domain/normalise-path.ts';
import { serviceFor } from '../src/domain/route-table.ts';
import { crossSiteRefusal } from '../src/domain/cross-site.ts';
import { usableSessionId } from '../src/domain/session-cookie.ts';

const ok = (url: string) => {
  const r = normalisePath(url);
  if (!r.ok) throw new Error(r.reason);
  return r.url;
};

describe('normalisePath', () => {
  it.each([
    ['/api/auth/%6ftp/verify', '/api/auth/otp/verify'],
    ['/api/auth/%6Ftp/verify', '/api/auth/otp/verify'],
    ['/%61pi/contracts', '/api/contracts'],
    ['/api//contracts///x', '/api/contracts/x'],
    ['/api/./contracts/x/./y', '/api/contracts/x/y'],
    ['/api/contracts/x/../y', '/api/contracts/y'],
    ['/api/contracts/x/%2e%2e/y', '/api/contracts/y'],
    ['/api/contracts/x/%67enerate', '/api/contracts/x/generate'],
    ['/api/contracts/a%20b', '/api/contracts/a%20b'],
    ['/api/contracts/%c3%a9', '/api/contracts/%C3%A9'],
    ['/api/contracts/', '/api/contracts/'],
    ['/api/x?next=/../../internal&q=%2F', '/api/x?next=/../../internal&q=%2F'],
    ['/', '/'],
  ])('%s -> %s', (input, expected) => {
    expect(ok(input)).toBe(expected);
  });

  it('routes the encoded spellings where the plain ones go', () => {
    expect(serviceFor(ok('/api/contracts/x/%67enerate'))).toBe('documents');
    expect(serviceFor(ok('/api/%63ontracts/x'))).toBe('contracts');
    expect(serviceFor(ok('/api/auth/%6ftp/verify'))).toBe('identity');
  });

  it.each([
    '/api/a%2fb',
    '/api/a%2Fb',
    '/api/a%5cb',
    '/api/a\\b',
    '/api/%00',
    '/api/%0a',
    '/api/%7f',
    '/api/%',
    '/api/%g0',
    '/api/..',
    '/api/../internal/x',
    '/..',
    'api/x',
  ])('refuses %s', (input) => {
    expect(normalisePath(input).ok).toBe(false);
  });

  it('answers exactly as the full reading does, shortcut or not', () => {
    const fixed = ['/', '/a/', '/a//b', '/.well-known/x', '/a/.', '/a/..', '/a/b/..', '/a..b/c', '/~x/-y_/', '/api/contracts?x=/../1'];
    // Every path of up to 6 characters from an alphabet with the troublesome ones, and longer random ones.
    const alphabet = ['/', '.', 'a', 'Z', '0', '-', '_', '~', '%', '2', 'f', '\\', ' ', '?'];
    const all: string[] = [...fixed];
    const grow = (prefix: string, left: number) => {
      all.push(`/${prefix}`);
      if (left > 0) for (const ch of alphabet) grow(prefix + ch, left - 1);
    };
    grow('', 4);
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * alphabet.length;
    for (let n = 0; n < 5000; n++) all.push(`/${Array.from({ length: 5 + (n % 20) }, () => alphabet[Math.floor(rand())]).join('')}`);
    for (const url of all) expect(normalisePath(url), url).toEqual(normalisePathFully(url));
  });
});

describe('crossSiteRefusal', () => {
  const allowed = new Set(['https://homepact.example']);
  const check = (h: { method?: string; origin?: string; site?: string; host?: string }) =>
    crossSiteRefusal({ method: h.method ?? 'POST', origin: h.origin, secFetchSite: h.site, host: h.host ?? 'api.local:8080' }, allowed);

  it('lets safe methods through whatever their origin', () => {
    expect(check({ method: 'GET', origin: 'https://evil.example' })).toBeNull();
  });
  it('accepts the allowed origins and the request’s own host', () => {
    expect(check({ origin: 'https://homepact.example' })).toBeNull();
    expect(check({ origin: 'HTTPS://HOMEPACT.EXAMPLE' })).toBeNull();
    expect(check({ origin: 'http://api.local:8080' })).toBeNull();
  });
  it('refuses other origins, the same host on another port, and opaque origins', () => {
    expect(check({ origin: 'https://evil.example' })).toMatch(/not allowed/);
    expect(check({ origin: 'http://api.local:8081' })).toMatch(/not allowed/);
    expect(check({ origin: 'https://homepact.example.evil.example' })).toMatch(/not allowed/);
    expect(check({ origin: 'null' })).toMatch(/not allowed/);
  });
  it('without Origin, trusts only same-origin and none from Sec-Fetch-Site', () => {
    expect(check({ site: 'same-origin' })).toBeNull();
    expect(check({ site: 'none' })).toBeNull();
    expect(check({ site: 'same-site' })).not.toBeNull();
    expect(check({ site: 'cross-site' })).not.toBeNull();
    expect(check({})).toBeNull();
  });
  it('checks PUT, PATCH and DELETE too', () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) expect(check({ method, origin: 'https://evil.example' })).not.toBeNull();
  });
});

describe('usableSessionId', () => {
  it('accepts only identity’s 43-character ids', () => {
    expect(usableSessionId('a'.repeat(43))).toBe('a'.repeat(43));
    expect(usableSessionId('a'.repeat(44))).toBeUndefined();
    expect(usableSessionId('x'.repeat(300))).toBeUndefined();
    expect(usableSessionId('a'.repeat(42) + '%')).toBeUndefined();
    expect(usableSessionId(undefined)).toBeUndefined();
  });
});
