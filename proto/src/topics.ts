/** One topic per producing aggregate, keyed by aggregate id. */
export const Topics = {
  identity: 'homepact.identity',
  /** One-time codes only: short retention, readable by notifications alone. */
  identityOtp: 'homepact.identity.otp',
  contracts: 'homepact.contracts',
  ai: 'homepact.ai',
  documents: 'homepact.documents',
  notifications: 'homepact.notifications',
  admin: 'homepact.admin',
} as const;
export type Topic = (typeof Topics)[keyof typeof Topics];

/** Where an event that kept failing is parked, per source topic. */
export const deadLetterTopic = (topic: string): string => `${topic}.dlq`;
