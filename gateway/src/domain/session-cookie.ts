/**
 * The session cookie holds identity's 256-bit id: 43 base64url characters.
 * Anything else (too long, junk, a cookie another app left on the domain) is
 * no session at all: the request goes on signed out, and identity is not
 * even asked, so a malformed cookie can never turn into an error.
 */
export function usableSessionId(value: string | undefined): string | undefined {
  return value !== undefined && /^[\w-]{43}$/.test(value) ? value : undefined;
}
