import type { AddressInfo } from 'node:net';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { InternalRoute } from '@homepact/proto';
import { INTERNAL_HEADER, verifyInternalCall } from '../auth/user-context.ts';
import { createService, type ServiceApp } from '../http/create-service.ts';
import { testLogger } from './helpers.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a fake route's handler is given: the path parameters and body, parsed with the route's own schemas. */
export interface FakeRequest<R extends InternalRoute> {
  params: Out<R['params']>;
  body: Out<R['body']>;
  /** The calling service, as its verified signature names it. */
  caller: string;
}

/** An answer sent as it is, past the route's schema: for a test of what a client does with a malformed answer. */
export class UncheckedAnswer {
  constructor(
    readonly body: unknown,
    readonly status = 200,
    readonly headers: Record<string, string> = {},
  ) {}
}

export type FakeHandler<R extends InternalRoute> = (
  req: FakeRequest<R>,
) => z.input<R['answer']> | UncheckedAnswer | Promise<z.input<R['answer']> | UncheckedAnswer>;

export interface FakeRoute {
  route: InternalRoute;
  handle: FakeHandler<InternalRoute>;
}

/** A route of the fake: one declared in proto/src/internal/ and what it answers (throw an AppError to refuse). */
export function fakeRoute<R extends InternalRoute>(route: R, handle: FakeHandler<R>): FakeRoute {
  return { route, handle };
}

/** One request the fake received, signed or not. */
export interface FakeCall {
  method: string;
  /** The path without its query. */
  path: string;
  /** The calling service, or null when the signature was missing or wrong (the fake answered 401). */
  caller: string | null;
  status: number;
  body: unknown;
}

export interface FakeInternalService {
  url: string;
  app: ServiceApp;
  calls: FakeCall[];
  /** Answers a handler gave that do not match their route's schema (each also answered 500). */
  problems: string[];
  close(): Promise<void>;
}

/**
 * Another service's /internal API on a loopback port, for a client's tests, built from the same declarations
 * the real service registers: the kit's own service factory (so the kit's auth plugin refuses an unsigned or
 * wrongly signed call with 401, exactly as in production), each route's params and body validated with its
 * schemas (a bad request is the real 400), and each answer checked against the route's answer schema, so a
 * fake cannot answer what the real service never would.
 */
export async function startFakeInternalService(opts: { secret: string; routes: FakeRoute[]; name?: string }): Promise<FakeInternalService> {
  const app = await createService({
    name: opts.name ?? 'fake-internal',
    logger: testLogger(),
    internalSecret: opts.secret,
    metrics: false,
  });
  const calls: FakeCall[] = [];
  const problems: string[] = [];
  // onSend runs before the answer leaves, for refusals too: a test that has its answer sees the call recorded.
  app.addHook('onSend', async (req, reply) => {
    const header = req.headers[INTERNAL_HEADER];
    calls.push({
      method: req.method,
      path: req.url.split('?')[0]!,
      caller: await verifyInternalCall(opts.secret, typeof header === 'string' ? header : undefined),
      status: reply.statusCode,
      body: req.body,
    });
  });
  const sendUnchecked = (reply: FastifyReply, answer: UncheckedAnswer) =>
    reply.status(answer.status).headers(answer.headers).serializer(JSON.stringify).send(answer.body);

  for (const { route, handle } of opts.routes) {
    app.route({
      method: route.method,
      url: route.path,
      schema: {
        ...(route.params ? { params: route.params } : {}),
        ...(route.body ? { body: route.body } : {}),
        response: { 200: route.answer },
      },
      handler: async (req, reply) => {
        const header = req.headers[INTERNAL_HEADER];
        const caller = (await verifyInternalCall(opts.secret, typeof header === 'string' ? header : undefined)) ?? '';
        const answer = await handle({ params: req.params, body: req.body, caller });
        if (answer instanceof UncheckedAnswer) return sendUnchecked(reply, answer);
        const checked = route.answer.safeParse(answer);
        if (!checked.success) {
          const problem = `${route.method} ${route.path}: the fake's answer is not the declared shape: ${checked.error.message}`;
          problems.push(problem);
          return sendUnchecked(reply, new UncheckedAnswer({ error: { code: 'fake_answer_invalid', message: problem } }, 500));
        }
        return checked.data;
      },
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    app,
    calls,
    problems,
    close: () => app.close(),
  };
}
