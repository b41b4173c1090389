import { hash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { normaliseContractText } from '@homepact/proto';

/**
 * The ai service's seal on a contract text it wrote, so contracts can tell
 * HomePact's words from the owner's without trusting the browser: the owner's
 * changes are what differs from a sealed text, and signers are shown them.
 * An HMAC under a key derived from the internal secret (its own purpose, so a
 * seal can never pass as a user context or the reverse), over the text as
 * every surface stores it with spacing collapsed: saving cannot break a seal,
 * any change of a word does.
 */
const PURPOSE = 'homepact generated contract text v1';
const VERSION = 'v1.';

const keys = new Map<string, Buffer>();
function sealKey(secret: string): Buffer {
  let k = keys.get(secret);
  if (!k) {
    k = Buffer.from(hkdfSync('sha256', secret, '', PURPOSE, 32));
    if (keys.size >= 16) keys.delete(keys.keys().next().value!);
    keys.set(secret, k);
  }
  return k;
}

const canonical = (text: string) => normaliseContractText(text).replace(/\s+/gu, ' ').trim();

export function sealGeneratedText(secret: string, text: string): string {
  const digest = hash('sha256', canonical(text), 'buffer');
  return VERSION + createHmac('sha256', sealKey(secret)).update(digest).digest('base64url');
}

/** Whether `seal` is this secret's seal on this text (constant time). */
export function isGeneratedTextSeal(secret: string, text: string, seal: string): boolean {
  const expected = Buffer.from(sealGeneratedText(secret, text));
  const given = Buffer.from(seal);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** JSON with object keys sorted, so both sides of a seal write a record's bytes the same whatever order its keys were built in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/**
 * The ai service's seal on a text together with the record of how it was
 * written (which writer or model wrote each section): contracts keeps the
 * record only when this fits, so the evidence record's "who wrote this
 * clause" cannot be supplied by a browser.
 */
export function sealGeneration(secret: string, text: string, record: unknown): string {
  return sealGeneratedText(secret, `${canonical(text)}\u0000generation\u0000${stableJson(record)}`);
}

export function isGenerationSeal(secret: string, text: string, record: unknown, seal: string): boolean {
  const expected = Buffer.from(sealGeneration(secret, text, record));
  const given = Buffer.from(seal);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
