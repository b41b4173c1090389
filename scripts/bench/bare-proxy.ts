/**
 * The floor of the gateway's design, as a process of its own: Fastify and
 * @fastify/http-proxy (undici, the gateway's pool size) and nothing else: no
 * hooks, rate limits, sessions, security headers, compression or logging. It
 * adds the one signed user context it is given, as the gateway adds the one
 * it signs. `make bench` loads it beside the gateway process, in the same
 * rounds, so "gateway CPU per answer / this process's CPU per answer" is what
 * the gateway's own work costs over the design's floor.
 *
 * Run by gateway-process.ts with plain `node` (type stripping): no loader, so
 * its CPU is the proxy's alone. Environment: PORT, UPSTREAM (the service's
 * base URL), CONTEXT_HEADER and CONTEXT_VALUE (the signed context).
 */
import proxy from '@fastify/http-proxy';
import Fastify from 'fastify';

const { PORT, UPSTREAM, CONTEXT_HEADER, CONTEXT_VALUE } = process.env;
if (!PORT || !UPSTREAM || !CONTEXT_HEADER || !CONTEXT_VALUE)
  throw new Error('PORT, UPSTREAM, CONTEXT_HEADER and CONTEXT_VALUE are required');

const app = Fastify();
app.get('/readyz', async () => ({ ok: true }));
await app.register(proxy, {
  upstream: UPSTREAM,
  prefix: '/api',
  rewritePrefix: '/api',
  undici: { connections: 128, keepAliveTimeout: 30_000 },
  replyOptions: { rewriteRequestHeaders: (_req, headers) => ({ ...headers, [CONTEXT_HEADER]: CONTEXT_VALUE }) },
});
await app.listen({ port: Number(PORT), host: '127.0.0.1' });
process.once('SIGINT', () => void app.close().then(() => process.exit(0)));
