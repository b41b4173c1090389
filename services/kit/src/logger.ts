import { pino, type Logger } from 'pino';

export type { Logger };

/** Signing links carry their token in the query string; logs must not. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code|otp)=)[^&#]*/gi, '$1[redacted]');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}

export function createLogger(service: string, level = 'info'): Logger {
  return pino({
    level,
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: req.url ? redactUrl(req.url) : req.url,
        host: req.host,
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
      }),
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
      ],
      censor: '[redacted]',
    },
  });
}
