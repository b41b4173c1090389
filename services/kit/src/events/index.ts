// @homepact/kit/events: event envelopes, outbox fields, idempotent consumers, replies, sealed fields.
// Pure of the OpenTelemetry SDK and of servers (trace context through @opentelemetry/api only, trace.ts); the
// outbox relay, which needs metrics and a bus, is in the kit barrel (outbox-relay.ts). A test walks the imports.
export * from './make-event.ts';
export * from './outbox.ts';
export * from './idempotent.ts';
export { republishAggregates } from './republish.ts';
export * from './reply-waiter.ts';
export { otpSealing, sealingKey, seal as sealField, open as openField, SEALED_PATTERN } from './sealed.ts';
