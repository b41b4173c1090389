/**
 * Which service serves which /api path (ARCHITECTURE.md, "Who owns what").
 * Order matters: the documents routes live under /api/contracts.
 */
export type ServiceName = 'identity' | 'contracts' | 'ai' | 'documents' | 'notifications' | 'admin';

const TABLE: ReadonlyArray<readonly [RegExp, ServiceName]> = [
  [/^\/api\/(auth(\/|$)|login$|logout$)/, 'identity'],
  [/^\/api\/contracts\/[^/]+\/(generate|pdf|view|evidence-record\.pdf)$/, 'documents'],
  [/^\/api\/verify(\/certificate)?$/, 'documents'],
  [/^\/api\/(contracts|annotations)(\/|$)/, 'contracts'],
  [/^\/api\/generate-(scope|final-contract)$/, 'ai'],
  // The development clock moves contracts' clock (deadlines, reminders, cancellation windows); the rest of /api/dev is the mailbox.
  [/^\/api\/dev\/clock$/, 'contracts'],
  [/^\/api\/dev(\/|$)/, 'notifications'],
  [/^\/api\/(contact|testimonials|admin|admin2)(\/|$)/, 'admin'],
];

export function serviceFor(url: string): ServiceName | null {
  const path = url.split('?')[0]!.replace(/\/{2,}/g, '/');
  for (const [pattern, service] of TABLE) if (pattern.test(path)) return service;
  return null;
}

/** Headers only the gateway may set; anything a client sends under these names is dropped. */
export const isIdentityHeader = (name: string) => /^x-(homepact-|user|auth|forwarded-user|remote-user)/i.test(name);
