// @homepact/kit/http: the Fastify service factory, the error handler's helpers, routes' error answers and the signed internal client.
export * from './create-service.ts';
export * from './internal-client.ts';
export { internalRouteSchemas } from './internal-routes.ts';
export { errorResponses } from './error-responses.ts';
export { republishRoute } from './republish-route.ts';
export { describeBytes, discardRequestBody } from './error-handler.ts';
