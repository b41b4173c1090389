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
    redact: {
      // Never log credentials or one-time codes.
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-homepact-user"]',
        'req.headers["x-homepact-internal"]',
        'res.headers["set-cookie"]',
        '*.otp',
        '*.code',
        '*.password',
        '*.token',
        '*.sealedCode',
        '*.signUrl',
        // The document seal's key material, should a config or key object ever be logged.
        '*.SEAL_P12_PASSPHRASE',
        '*.passphrase',
        '*.privateKey',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
