import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Sealed event fields: a value only the producing and the consuming service
 * can read, for data that must not rest readable in Kafka, its dead-letter
 * topic or a backup of either (the sign-in code of OtpRequested).
 *
 * AES-256-GCM with a key derived (HKDF-SHA256) from a shared secret of at
 * least 32 characters and a purpose label, a fresh 96-bit nonce per value, and
 * associated data that binds the value to its context (for a code: the
 * address and the expiry), so a sealed value copied into another event does
 * not open. Format: `v1.<base64url(nonce | ciphertext | tag)>`.
 */
const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export const SEALED_PATTERN = /^v1\.[A-Za-z0-9_-]+$/;

/** The AES key for one purpose, derived from the shared secret. */
export function sealingKey(secret: string, purpose: string): Buffer {
  if (secret.length < 32) throw new Error('the sealing secret must be at least 32 characters');
  return Buffer.from(hkdfSync('sha256', secret, 'homepact-sealed-field', `homepact/${purpose}/${VERSION}`, 32));
}

export function seal(key: Buffer, plaintext: string, associatedData: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url')}`;
}

/** Throws when the value was not sealed with this key for this associated data, or was altered. */
export function open(key: Buffer, sealed: string, associatedData: string): string {
  if (!SEALED_PATTERN.test(sealed)) throw new Error('not a sealed value');
  const raw = Buffer.from(sealed.slice(VERSION.length + 1), 'base64url');
  if (raw.length < NONCE_BYTES + TAG_BYTES) throw new Error('sealed value too short');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** The sign-in code in OtpRequested: sealed for notifications, bound to the address and expiry. */
export const otpSealing = {
  key: (otpEventKey: string) => sealingKey(otpEventKey, 'otp-requested'),
  associatedData: (email: string, expiresAt: string) => `OtpRequested|${email}|${expiresAt}`,
  seal(key: Buffer, data: { email: string; code: string; expiresAt: string }): string {
    return seal(key, data.code, otpSealing.associatedData(data.email, data.expiresAt));
  },
  open(key: Buffer, data: { email: string; sealedCode: string; expiresAt: string }): string {
    return open(key, data.sealedCode, otpSealing.associatedData(data.email, data.expiresAt));
  },
};
