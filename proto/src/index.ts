export * from './envelope.ts';
export * from './topics.ts';
export * from './users.ts';
export * from './auth.ts';
export * as IdentityEvents from './events/identity.ts';
export * from './mailbox.ts';
