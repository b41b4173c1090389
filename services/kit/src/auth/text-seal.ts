import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
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
  const digest = createHash('sha256').update(canonical(text)).digest();
  return VERSION + createHmac('sha256', sealKey(secret)).update(digest).digest('base64url');
}

/** Whether `seal` is this secret's seal on this text (constant time). */
export function isGeneratedTextSeal(secret: string, text: string, seal: string): boolean {
  const expected = Buffer.from(sealGeneratedText(secret, text));
  const given = Buffer.from(seal);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
