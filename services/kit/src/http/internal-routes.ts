import type { FastifySchema } from 'fastify';
import type { ServiceApp } from './create-service.ts';

const registered = new WeakMap<object, Map<string, FastifySchema>>();

/**
 * Remembers the schema each /internal route is registered with (its 200 answer, body and parameters), so a
 * test can check by reference that the server answers with the schema its callers parse with
 * (tests/cross-service/internal-shapes.test.ts). Fastify keeps no public way to read a route's schema back.
 */
export function recordInternalRoutes(app: ServiceApp): void {
  const routes = new Map<string, FastifySchema>();
  registered.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/internal/')) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.set(`${method} ${route.url}`, route.schema ?? {});
  });
}

/** The /internal routes an app registered, keyed `METHOD /path/:param`, with their schemas. */
export function internalRouteSchemas(app: ServiceApp): ReadonlyMap<string, FastifySchema> {
  return registered.get(app) ?? new Map();
}
