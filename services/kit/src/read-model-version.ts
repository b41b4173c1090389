/**
 * The version of the event that last wrote a read-model row: `${time it happened, ISO}|${event id}`.
 * Stored on the row (or on each group of its fields) and compared with isNewerVersion.
 */
export const eventVersion = (occurredAt: string, eventId: string): string => `${new Date(occurredAt).toISOString()}|${eventId}`;

/**
 * Whether a fact with version `v` should overwrite what the row holds from `stored`. A later time wins, so the
 * same events give the same row in any order of delivery (a replay, a fresh store, a redelivery of an old
 * event). Two different events stamped in the same millisecond: the one delivered later wins, which is their
 * real order on a keyed topic (the producer's order). The same event again changes nothing. A row that holds
 * no version yet takes any fact.
 */
export function isNewerVersion(v: string, stored: string | null | undefined): boolean {
  if (!stored) return true;
  const [time = '', id = ''] = v.split('|');
  const [storedTime = '', storedId = ''] = stored.split('|');
  return time > storedTime || (time === storedTime && id !== storedId);
}
