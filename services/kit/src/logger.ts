import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Signing links carry their token in the query string; logs must not. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code|otp)=)[^&#]*/gi, '$1[redacted]');
}

/** Links' tokens and codes inside free text (an error's message or stack): the value goes, up to the next space. */
export function redactText(text: string): string {
  return text.replace(/([?&](?:token|code|otp)=)[^&#\s"'<>]*/gi, '$1[redacted]');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}

const CENSOR = '[redacted]';
/** Fields censored wherever they sit one level down in a logged object (`{ invite: { token } }`). */
const SECRET_FIELDS = new Set([
  'otp',
  'code',
  'password',
  'token',
  'sealedCode',
  'signUrl',
  // The document seal's key material, should a config or key object ever be logged.
  'SEAL_P12_PASSPHRASE',
  'passphrase',
  'privateKey',
]);
/** Headers censored in a logged `req.headers` / `res.headers`. */
const SECRET_HEADERS: Record<string, ReadonlySet<string>> = {
  req: new Set(['cookie', 'authorization', 'x-homepact-user', 'x-homepact-internal']),
  res: new Set(['set-cookie']),
};

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/** A copy of `obj` with `names` censored, or `obj` itself when it holds none of them (no copy on the common path). */
function censored(obj: Record<string, unknown>, names: ReadonlySet<string>): Record<string, unknown> {
  let out = obj;
  for (const key of Object.keys(obj)) {
    if (!names.has(key.toLowerCase()) && !names.has(key)) continue;
    if (out === obj) out = { ...obj };
    out[key] = CENSOR;
  }
  return out;
}

/**
 * The log line's own object with secrets censored, as pino writes it (its
 * `formatters.log`): every plain object one level down loses its secret
 * fields, and a logged request's or response's headers their credentials.
 * Pino's `redact` option did this with wildcard paths, but ran its redactor on
 * every child logger's bindings too, i.e. on every request's id (~7 KiB of
 * garbage per request); this runs once per written line and copies only what
 * it censors. Errors and class instances go to their serializers untouched
 * (the error serializer scrubs message and stack).
 */
function redactFields(obj: Record<string, unknown>): Record<string, unknown> {
  let out = obj;
  for (const key of Object.keys(obj)) {
    const value = obj[key];
    if (!isPlainObject(value)) continue;
    let next = censored(value, SECRET_FIELDS);
    const headerNames = SECRET_HEADERS[key];
    if (headerNames && isPlainObject(next.headers)) {
      const headers = censored(next.headers, headerNames);
      if (headers !== next.headers) next = { ...next, headers };
    }
    if (next === value) continue;
    if (out === obj) out = { ...obj };
    out[key] = next;
  }
  return out;
}

/** `destination`: stdout unless given (tests read the lines). */
export function createLogger(service: string, level = 'info', destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: req.url ? redactUrl(req.url) : req.url,
        host: req.host,
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
      }),
      err: (err: Error) => {
        const out = pino.stdSerializers.err(err);
        if (typeof out.message === 'string') out.message = redactText(out.message);
        if (typeof out.stack === 'string') out.stack = redactText(out.stack);
        return out;
      },
    },
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Never log credentials or one-time codes: applied to each line as it is written.
    formatters: { log: redactFields },
  };
  return destination ? pino(options, destination) : pino(options);
}
