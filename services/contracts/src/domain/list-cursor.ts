import { hash, createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '@homepact/kit/errors';

/** A position in an owner's list: the last row of a page, by (createdAt desc, id desc). */
export interface ListPosition {
  createdAt: Date;
  id: string;
}

const MAC_BYTES = 16;
const SHAPE = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{22})$/;
const PAYLOAD = /^(\d{1,15}):([A-Za-z0-9-]{1,100})$/;

/** The cursor key, derived from the service's secret so no new one has to be configured. */
export function cursorKey(secret: string): Buffer {
  return hash('sha256', `homepact contracts list cursor\n${secret}`, 'buffer');
}

const mac = (key: Buffer, owner: string, payload: string) =>
  createHmac('sha256', key).update(owner).update('\n').update(payload).digest().subarray(0, MAC_BYTES);

/**
 * The opaque cursor after `pos`: base64url of "createdAt-ms:id", a dot, and
 * an HMAC of it bound to the owner. It says nothing the owner's own page did
 * not, and nobody else's cursor (or a made-up one) is accepted.
 */
export function encodeCursor(key: Buffer, owner: string, pos: ListPosition): string {
  const payload = `${pos.createdAt.getTime()}:${pos.id}`;
  return `${Buffer.from(payload).toString('base64url')}.${mac(key, owner, payload).toString('base64url')}`;
}

export const invalidCursor = () =>
  AppError.badRequest('This cursor is not valid. Start again from the first page (GET /api/contracts?limit=…).');

/** The position a cursor names, if it is one this service gave `owner`; otherwise 400. */
export function decodeCursor(key: Buffer, owner: string, cursor: string): ListPosition {
  const shape = SHAPE.exec(cursor);
  if (!shape) throw invalidCursor();
  const payloadBytes = Buffer.from(shape[1]!, 'base64url');
  const given = Buffer.from(shape[2]!, 'base64url');
  // Only the one spelling we issue: base64url's last character can carry unused bits.
  if (payloadBytes.toString('base64url') !== shape[1] || given.toString('base64url') !== shape[2]) throw invalidCursor();
  const payload = payloadBytes.toString('utf8');
  if (given.length !== MAC_BYTES || !timingSafeEqual(given, mac(key, owner, payload))) throw invalidCursor();
  const parts = PAYLOAD.exec(payload);
  const ms = parts ? Number(parts[1]) : NaN;
  if (!parts || !Number.isSafeInteger(ms)) throw invalidCursor();
  return { createdAt: new Date(ms), id: parts[2]! };
}

/**
 * An ETag for one owner's answer under one list version. Weak: the gateway
 * may compress the bytes, the meaning stays. The owner is hashed in, so two
 * users at the same version never share a tag.
 */
export function listEtag(owner: string, version: number, variant: string): string {
  const tag = hash('sha256', `${owner}\n${variant}`, 'base64url').slice(0, 16);
  return `W/"${version}-${tag}"`;
}

/** RFC 9110 weak comparison of If-None-Match against our tag ("*" matches anything that exists). */
export function ifNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (t: string) => t.trim().replace(/^W\//, '');
  const want = opaque(etag);
  return [header]
    .flat()
    .flatMap((h) => h.split(','))
    .some((t) => t.trim() === '*' || opaque(t) === want);
}
