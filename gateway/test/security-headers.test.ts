import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { gatewayHelmetOptions, helmetHeaders } from '../src/security-headers.ts';

/** What @fastify/helmet itself puts on an answer, registered the usual way. */
async function pluginHeaders(production: boolean) {
  const app = Fastify();
  await app.register(helmet, gatewayHelmetOptions(production));
  app.get('/', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw Object.assign(new Error('no'), { statusCode: 418 });
  });
  const [ok, failed] = await Promise.all([app.inject('/'), app.inject('/fails')]);
  await app.close();
  return { ok: ok.headers, failed: failed.headers };
}

describe('security headers worked out once', () => {
  for (const production of [false, true]) {
    it(`are exactly the plugin's (${production ? 'production' : 'development'})`, async () => {
      const once = await helmetHeaders(gatewayHelmetOptions(production));
      const plugin = await pluginHeaders(production);
      // The plugin's answer has these and, besides them, only what any answer has.
      for (const [name, value] of Object.entries(once)) {
        expect(plugin.ok[name]).toBe(value);
        expect(plugin.failed[name]).toBe(value);
      }
      const ordinary = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
      expect(Object.keys(plugin.ok).filter((h) => !ordinary.has(h) && !(h in once))).toEqual([]);
      expect(once['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect('strict-transport-security' in once).toBe(production);
      expect('date' in once).toBe(false);
    });
  }

  it('refuses options that differ per request', async () => {
    await expect(helmetHeaders({ enableCSPNonces: true })).rejects.toThrow(/nonces/);
  });
});
