import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';

/**
 * The Vite dev server served the repository, .data/
 * included (/@fs/<repo>/.data/dev-secrets.json gave away the internal JWT and
 * OTP secrets). The dev server is started in-process from web/vite.config.ts.
 */
const repo = path.resolve(import.meta.dirname, '../..');
const web = path.join(repo, 'web');
const probe = `probe-${process.pid}-${Date.now()}`;
const planted = [
  path.join(repo, '.data', probe, 'dev-secrets.json'),
  path.join(repo, '.data', `${probe}.json`),
  path.join(web, `.env.${probe}`),
  path.join(web, `${probe}.pem`),
  path.join(web, 'src', `.${probe}`),
  path.join(web, '.data', `${probe}.db`),
];
let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  for (const file of planted) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, '{"INTERNAL_JWT_SECRET":"do-not-serve-me"}');
  }
  server = await createServer({
    configFile: path.join(web, 'vite.config.ts'),
    root: web,
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1', strictPort: false, hmr: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await server.listen();
  base = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await server?.close();
  await rm(path.join(repo, '.data', probe), { recursive: true, force: true });
  await rm(path.join(web, '.data'), { recursive: true, force: true });
  for (const file of planted) await rm(file, { force: true });
});

const get = async (url: string) => {
  const res = await fetch(base + url);
  return { status: res.status, body: await res.text() };
};

describe('the Vite dev server serves only the web app and what it imports', () => {
  it.each([
    `/@fs${repo}/.data/${probe}/dev-secrets.json`,
    `/@fs${repo}/.data/${probe}.json`,
    `/@fs${repo}/.data/${probe}.json?import`,
    `/@fs${repo}/.data/${probe}.json?raw`,
    `/@fs${repo}/%2Edata/${probe}.json`,
    `/@fs${web}/../.data/${probe}.json`,
    `/@fs${repo}/package.json`,
    `/@fs${repo}/services/identity/src/config.ts`,
    `/@fs${repo}/scripts/dev.ts`,
    `/.env.${probe}`,
    `/${probe}.pem`,
    `/src/.${probe}`,
    `/.data/${probe}.db`,
    `/@fs${web}/.env.${probe}`,
    `/@fs/etc/passwd`,
  ])('refuses %s', async (url) => {
    const res = await get(url);
    expect([403, 404]).toContain(res.status);
    expect(res.body).not.toContain('do-not-serve-me');
    expect(res.body).not.toMatch(/root:x:0/);
  });

  // Node_modules is served (for the dependencies), and its workspace links
  // (node_modules/@homepact/* -> ../../services/*, ../../gateway, ...) led to every package.
  it.each([
    [`/@fs${repo}/node_modules/@homepact/identity/src/config.ts`, 'OTP_SECRET'],
    [`/@fs${repo}/node_modules/@homepact/kit/src/config.ts`, 'INTERNAL_JWT_SECRET'],
    [`/@fs${repo}/node_modules/@homepact/gateway/src/app.ts`, 'buildGateway'],
    [`/@fs${repo}/node_modules/@homepact/notifications/package.json`, '"dependencies"'],
    [`/node_modules/@homepact/identity/src/config.ts`, 'OTP_SECRET'],
    [`/@fs${repo}/node_modules/@homepact/web/vite.config.ts`, 'DENIED_FILES'],
  ])('does not serve %s through the workspace links', async (url, marker) => {
    const res = await get(url);
    expect(res.body).not.toContain(marker);
    // Refused, or (a path that names no file under web/) the app's own page, as for any unknown path.
    expect([403, 404].includes(res.status) || res.body.includes('<div id="root">')).toBe(true);
  });

  it('still serves the app, its workspace packages and Vite’s client', async () => {
    expect((await get('/src/main.tsx')).status).toBe(200);
    expect((await get(`/@fs${repo}/services/legal/src/index.ts`)).status).toBe(200);
    expect((await get(`/@fs${repo}/proto/src/index.ts`)).status).toBe(200);
    expect((await get(`/@fs${repo}/node_modules/@homepact/proto/src/index.ts`)).status).toBe(200);
    expect((await get('/@vite/client')).status).toBe(200);
  });

  it('keeps the dev secrets outside every served directory', async () => {
    const { SERVED_DIRS } = await import('../../web/vite.config.ts');
    const secrets = path.join(repo, '.data', 'dev-secrets.json');
    for (const dir of SERVED_DIRS) expect(path.relative(dir, secrets).startsWith('..')).toBe(true);
  });
});
