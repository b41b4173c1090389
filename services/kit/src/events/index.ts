// @homepact/kit/events: event envelopes, the outbox and its relay, idempotent consumers, replies, sealed fields.
export * from './make-event.ts';
export * from './outbox.ts';
export * from './idempotent.ts';
export { republishAggregates } from './republish.ts';
export * from './reply-waiter.ts';
export { otpSealing, sealingKey, seal as sealField, open as openField, SEALED_PATTERN } from './sealed.ts';
