/**
 * One reading of a request path for everything the gateway decides on it:
 * routing, the rate-limit keys, which service gets the signed context, and
 * the URL forwarded upstream. Services route on the percent-decoded path, so
 * the gateway must decide on that same path, or `/api/auth/%6ftp/verify`
 * would reach identity's sign-in route without being counted as a sign-in.
 *
 * Normalising (RFC 3986, 6.2.2):
 *  - percent-escapes of unreserved characters (A-Z a-z 0-9 - . _ ~) are
 *    decoded; other escapes are kept, with upper-case hex;
 *  - "." and ".." segments are resolved, and runs of slashes become one.
 *
 * Refused (400), because no reading of them is safe to forward:
 *  - an encoded slash or backslash (%2F, %5C), which a service might decode
 *    into a path separator after our decision;
 *  - encoded or raw control characters (%00-%1F, %7F) and raw backslashes;
 *  - a malformed escape ("%zz", "%4");
 *  - a ".." that climbs out of the path's first segment (e.g. out of /api).
 * The query string is passed through untouched: services validate it.
 */
export type NormalisedPath = { ok: true; url: string } | { ok: false; reason: string };

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * Already normal, as nearly every request is: only unreserved characters, no
 * escapes, and no empty, "." or ".." segment (none starts with a dot). The
 * steps below would give it back unchanged, so they are skipped.
 */
const ALREADY_NORMAL = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/;

export function normalisePath(rawUrl: string): NormalisedPath {
  const q = rawUrl.indexOf('?');
  const path = q === -1 ? rawUrl : rawUrl.slice(0, q);
  if (ALREADY_NORMAL.test(path)) return { ok: true, url: rawUrl };
  return normalisePathFully(rawUrl);
}

/** The whole reading, without the shortcut (exported so tests can check the shortcut against it). */
export function normalisePathFully(rawUrl: string): NormalisedPath {
  const q = rawUrl.indexOf('?');
  const path = q === -1 ? rawUrl : rawUrl.slice(0, q);
  const query = q === -1 ? '' : rawUrl.slice(q);
  if (!path.startsWith('/')) return { ok: false, reason: 'The request path must start with "/".' };
  if (path.includes('\\')) return { ok: false, reason: 'The request path may not contain a backslash.' };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return { ok: false, reason: 'The request path may not contain control characters.' };

  let decoded = '';
  for (let i = 0; i < path.length; i++) {
    const ch = path[i]!;
    if (ch !== '%') {
      decoded += ch;
      continue;
    }
    const hex = path.slice(i + 1, i + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return { ok: false, reason: 'The request path has a malformed percent-escape.' };
    const code = parseInt(hex, 16);
    if (code === 0x2f || code === 0x5c) return { ok: false, reason: 'The request path may not contain an encoded slash.' };
    if (code < 0x20 || code === 0x7f) return { ok: false, reason: 'The request path may not contain control characters.' };
    const char = String.fromCharCode(code);
    decoded += UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
    i += 2;
  }

  const segments = decoded.split('/').slice(1);
  const trailingSlash = decoded.length > 1 && decoded.endsWith('/');
  const out: string[] = [];
  for (const segment of segments) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (out.length <= 1) return { ok: false, reason: 'The request path climbs out of its top-level folder with "..".' };
      out.pop();
      continue;
    }
    out.push(segment);
  }
  const normal = `/${out.join('/')}${trailingSlash && out.length > 0 ? '/' : ''}`;
  return { ok: true, url: normal + query };
}
