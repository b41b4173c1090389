/**
 * Shared test support (import from `@homepact/kit/testing`, tests only): the
 * contract suites every adapter of a port must pass, and helpers to run them;
 * the in-process service harness every service's test/harness.ts wraps, with
 * its lifecycle hooks (harnessPerTest, harnessPerFile, closedAfterEach), the
 * common test users, identity's user events and the clear-400 assertion.
 */
export * from './helpers.ts';
export * from './servers.ts';
export { documentStoreContract } from './document-store-contract.ts';
export { eventBusContract } from './event-bus-contract.ts';
export { cacheContract } from './cache-contract.ts';
export { outboxContract } from './outbox-contract.ts';
export * from './service-harness.ts';
export * from './users.ts';
export * from './lifecycle.ts';
export * from './assertions.ts';
export * from './identity-events.ts';
export * from './fake-internal-service.ts';
