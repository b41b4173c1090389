/**
 * Cross-site request protection for state-changing requests (CSRF).
 *
 * SameSite=Lax keeps the session cookie off cross-SITE POSTs, but a page on
 * another ORIGIN of the same site (another port on localhost, a sibling
 * subdomain) is same-site: its POST carries the cookie. So the gateway
 * checks where every POST, PUT, PATCH and DELETE comes from:
 *
 *  - Origin present: it must be an allowed origin (PUBLIC_URL's,
 *    ALLOWED_ORIGINS) or the origin the request was sent to (Origin's host
 *    equals the Host header: a page posting to its own server). "null"
 *    (sandboxed frames, some redirects) is refused.
 *  - No Origin but Sec-Fetch-Site: only "same-origin" and "none" (the user
 *    typed it) pass; "same-site" and "cross-site" are refused.
 *  - Neither header: allowed. Every browser that could carry a victim's
 *    cookie sends Origin on a cross-origin POST/PUT/PATCH/DELETE (and
 *    Sec-Fetch-Site besides), whatever the content type, so a request with
 *    neither comes from a program (curl, a server), which holds its own
 *    cookie if any: there is no victim to protect. Refusing such requests
 *    would break scripts and server-to-server calls for no gain.
 */
export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RequestOrigin {
  method: string;
  origin: string | undefined;
  secFetchSite: string | undefined;
  host: string | undefined;
}

/** The origin ("scheme://host[:port]") of a URL, lower-cased; null for anything else. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return u.origin.toLowerCase();
  } catch {
    return null;
  }
}

export function allowedOrigins(urls: readonly (string | undefined)[]): Set<string> {
  return new Set(urls.map((u) => (u ? originOf(u) : null)).filter((o): o is string => o !== null));
}

/** Why the request must be refused, or null when it may go on. */
export function crossSiteRefusal(req: RequestOrigin, allowed: ReadonlySet<string>): string | null {
  if (!UNSAFE_METHODS.has(req.method.toUpperCase())) return null;
  const site = req.secFetchSite?.toLowerCase();
  if (req.origin !== undefined) {
    const origin = originOf(req.origin);
    if (origin === null) return 'Requests from this page are not allowed (no usable Origin).';
    if (allowed.has(origin)) return null;
    if (req.host && new URL(origin).host === req.host.toLowerCase()) return null;
    return `Requests from ${origin} are not allowed. Use HomePact from its own address.`;
  }
  if (site === undefined || site === 'same-origin' || site === 'none') return null;
  return 'Requests from another site are not allowed. Use HomePact from its own address.';
}

/**
 * GET /api/logout ends the session only when the user navigated to it from
 * our own pages (or typed it): Sec-Fetch-Site "same-origin" or "none". A
 * link or image on another site, or a browser that does not say, gets a
 * confirmation page instead.
 */
export function isOwnNavigation(secFetchSite: string | undefined): boolean {
  const site = secFetchSite?.toLowerCase();
  return site === 'same-origin' || site === 'none';
}

/** The confirmation page: one button that POSTs to /api/logout (a plain form, no script). */
export const LOGOUT_CONFIRMATION_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign out of HomePact?</title></head>
<body>
<main>
<h1>Sign out of HomePact?</h1>
<p>You are about to sign out. Confirm below, or go back to HomePact.</p>
<form method="post" action="/api/logout" enctype="text/plain"><button type="submit">Sign out</button></form>
<p><a href="/">Stay signed in and go to HomePact</a></p>
</main>
</body></html>
`;

/** The page's own policy: no script, no styles, nothing loaded, the form may post only to us. */
export const LOGOUT_CONFIRMATION_CSP = "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
