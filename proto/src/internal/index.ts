// Every /internal request and answer, declared once: the serving service registers these schemas, the calling
// service parses with them, and test fakes are built from them (@homepact/kit/testing's startFakeInternalService).
export * from './route.ts';
export * from './user-context.ts';
export * from './contracts.ts';
export * from './documents.ts';
export * from './identity.ts';
export * from './notifications.ts';
export * from './republish.ts';
