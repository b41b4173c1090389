import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';

/**
 * The headers @fastify/helmet sets for these options, worked out once at
 * start-up. The plugin builds Helmet's middleware anew for every request and
 * sets each header on the raw response; with options that do not vary per
 * request (no CSP nonces, no directive functions) every answer gets the same
 * headers, so they are computed by the plugin itself, on a throwaway instance,
 * and then added to each reply in one call.
 */
/**
 * The gateway's Helmet options. It answers JSON and files (PDFs), never pages,
 * so an answer carries the headers that protect such answers (OWASP's REST
 * list: CSP, nosniff, frame refusal, no referrer, HSTS, cross-origin
 * isolation, no cross-domain policy files for PDF readers) and not Helmet's
 * headers that only a document or an old browser reads: X-DNS-Prefetch-Control
 * and Origin-Agent-Cluster act on documents, X-Download-Options on IE 8, and
 * X-XSS-Protection only turns off a filter no current browser has. Each header
 * is work on every answer (set, validated, written), so none is sent for show.
 */
export const gatewayHelmetOptions = (production: boolean): FastifyHelmetOptions => ({
  // Nothing may load from, or frame, its answers.
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  // The same refusal as frame-ancestors 'none', for browsers that read only this header.
  frameguard: { action: 'deny' },
  dnsPrefetchControl: false,
  originAgentCluster: false,
  ieNoOpen: false,
  xssFilter: false,
  hsts: production,
});

export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  if (options.enableCSPNonces) throw new Error('CSP nonces differ per request: register @fastify/helmet instead');
  const bare = Fastify();
  const probe = Fastify();
  try {
    await probe.register(helmet, options);
    for (const app of [bare, probe]) app.get('/', async () => 'probe');
    const [without, withHelmet] = await Promise.all([bare.inject('/'), probe.inject('/')]);
    // Only what the plugin adds: headers every answer has anyway (Date, Content-Type...) are not its.
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(withHelmet.headers)) {
      if (value === undefined || name in without.headers) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return headers;
  } finally {
    await Promise.all([bare.close(), probe.close()]);
  }
}
