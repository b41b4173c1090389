import type { z } from 'zod';

/**
 * One /internal route as the serving service registers it and the calling service asks it: the method, the
 * path pattern (Fastify's `:name` segments), the schemas of its path parameters and body, and its answer.
 * The server uses `answer` as its 200 response schema, the client parses with it: one object, so the two
 * sides cannot drift (tests/cross-service/internal-shapes.test.ts compares them by reference).
 */
export interface InternalRoute<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends z.ZodType = z.ZodType,
> {
  readonly method: 'GET' | 'POST';
  readonly path: `/internal/${string}`;
  readonly params: P;
  readonly body: B;
  readonly answer: A;
}

export function internalRoute<
  A extends z.ZodType,
  P extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(route: { method: 'GET' | 'POST'; path: `/internal/${string}`; params?: P; body?: B; answer: A }): InternalRoute<P, B, A> {
  return { method: route.method, path: route.path, params: route.params as P, body: route.body as B, answer: route.answer };
}

/** The route's path with its `:name` segments filled in, each one percent-encoded. */
export function internalPath(route: InternalRoute, params: Record<string, string> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
