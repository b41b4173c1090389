// @homepact/kit/auth: the signed user context (gateway to service) and the Fastify plugin that reads it.
export * from './user-context.ts';
export * from './plugin.ts';
export * from './text-seal.ts';
