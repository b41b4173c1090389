import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(service: string, level = 'info'): Logger {
  return pino({
    level,
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
