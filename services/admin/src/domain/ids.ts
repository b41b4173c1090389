import { hash } from 'node:crypto';

/** Every id this service hands out or learns (users, contracts, logs) is a UUID. */
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A stable id derived from a name (UUID-shaped, version 5 style over SHA-256):
 * a party learned from contracts gets the same id in every store fed the same
 * events, so a rebuilt read model is the same, ids included.
 */
export function stableId(name: string): string {
  const h = hash('sha256', `homepact:admin:${name}`, 'buffer');
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
