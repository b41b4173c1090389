import type { Collection, Doc } from './types.ts';

/** A log row under retention: when it was written, and when it goes. */
type Retained = Doc & { createdAt: Date; expireAt?: Date };

/**
 * A log of personal data is kept for a set time: each row carries `expireAt`
 * (written with the row; a TTL index on it removes the row), and at start-up
 * the rows written before the retention existed, or under a longer one, are
 * brought under it: older rows go, the rest expire at most that long from now.
 */
export const RETENTION_INDEX = { fields: { expireAt: 1 }, expireAfterSeconds: 0 } as const;

/** When a row written at `writtenAt` expires. */
export const expiryOf = (writtenAt: Date, retentionMs: number) => new Date(writtenAt.getTime() + retentionMs);

export async function applyRetention(logs: Collection<Retained>, retentionMs: number, now = new Date()): Promise<void> {
  const expiry = expiryOf(now, retentionMs);
  await logs.deleteMany({ createdAt: { $lt: new Date(now.getTime() - retentionMs) } });
  await logs.updateMany({ expireAt: { $exists: false } }, { $set: { expireAt: expiry } });
  await logs.updateMany({ expireAt: { $gt: expiry } }, { $set: { expireAt: expiry } });
}
