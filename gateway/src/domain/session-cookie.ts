/**
 * The session cookie holds identity's 256-bit id: 43 base64url characters.
 * Anything else (too long, junk, a cookie another app left on the domain) is
 * no session at all: the request goes on signed out, and identity is not
 * even asked, so a malformed cookie can never turn into an error.
 */
export function usableSessionId(value: string | undefined): string | undefined {
  return value !== undefined && /^[\w-]{43}$/.test(value) ? value : undefined;
}

/**
 * One cookie's value from a Cookie header, read as the cookie package reads it
 * (the first pair of that name wins; surrounding quotes dropped; %-escapes
 * decoded where they decode), without parsing every other cookie the browser
 * sends: the gateway reads one cookie and sets none.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (!value.includes('%')) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
