import { z } from 'zod';
import { BaseConfigSchema } from '@homepact/kit';
import { HEADLESS_SHELL } from './pdf/local-browser.ts';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const DocumentsConfigSchema = BaseConfigSchema.extend({
  PORT: positiveInt(4004).describe('The HTTP port.'),
  /** contracts decides who may read or manage a contract, and serves the signing evidence. */
  CONTRACTS_URL: z
    .url({ error: 'must be the URL of the contracts service, e.g. http://contracts:4002' })
    .describe("contracts' internal API: who may read a contract, and the signing evidence."),
  /** Set in Kubernetes (Gotenberg 8 with its deny lists on); unset: a warm local Chromium. */
  GOTENBERG_URL: z
    .url({ error: 'must be the URL of Gotenberg, e.g. http://gotenberg:3000' })
    .optional()
    .describe('Gotenberg 8. Unset: a local Chromium.'),
  /**
   * The local renderer's browser: Debian's chromium-headless-shell, Chromium's own headless build. It
   * prints in the page's renderer; the full browser starts a print-compositor process for every
   * document (~140 ms of CPU each, more than the render itself). Not installed: /usr/bin/chromium.
   */
  CHROMIUM_PATH: z
    .string()
    .min(1)
    .default(HEADLESS_SHELL)
    .describe("The local renderer's browser (development and tests only); when the default is not installed, `/usr/bin/chromium`."),
  /** Renders at once. Each local render holds a Chromium page (~30-60 MB). */
  PDF_CONCURRENCY: positiveInt(2).describe('Renders at once.'),
  /** Renders waiting for a slot; beyond this, requests get 429 with Retry-After. */
  PDF_QUEUE_MAX: z.coerce.number().int().min(0).default(16).describe('Renders waiting for a slot; beyond it, 429 with `Retry-After`.'),
  /** A fresh browser process after this many renders, so its memory stays flat. */
  PDF_RECYCLE_AFTER: positiveInt(200).describe('A fresh local browser after this many renders, so its memory stays flat.'),
  /** One render, waiting in the queue included; past it the request gets 503. */
  PDF_TIMEOUT_MS: positiveInt(20_000).describe('One render, queue time included; past it, 503.'),
  /** How long a pdf_generation_logs row (who rendered which contract's PDF, and how it went) is kept. */
  PDF_LOG_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .positive()
    .max(3650)
    .default(365)
    .describe("How long a `pdf_generation_logs` row (who rendered which contract's PDF, and how) is kept."),
  /** How long Generate waits for notifications' InvitesSent / InvitesFailed before answering X-Emails-Sent: false. */
  INVITES_WAIT_MS: positiveInt(8000).describe(
    "How long Generate waits for the invitations' outcome before answering `X-Emails-Sent: false`.",
  ),
  /** The web app's address: the certificate of completion names `${PUBLIC_URL}/verify`. */
  PUBLIC_URL: z
    .url({ error: 'must be the web app’s address, e.g. https://homepact.app' })
    .default('http://localhost:5173')
    .describe("The web app's address: the certificate of completion names `${PUBLIC_URL}/verify`."),
  /**
   * The document-signing key and certificate that seal every executed PDF: a PKCS#12 file and its passphrase,
   * or a PEM private key (RSA) and a PEM certificate chain (the signing certificate first). Secrets: mounted files.
   */
  SEAL_P12_FILE: z
    .string()
    .min(1)
    .optional()
    .describe('A PKCS#12 file holding the document-signing key (RSA) and its certificate chain, which seal every executed PDF.'),
  SEAL_P12_PASSPHRASE: z.string().optional().describe("The PKCS#12 file's passphrase (a secret)."),
  SEAL_KEY_FILE: z
    .string()
    .min(1)
    .optional()
    .describe('Instead of the PKCS#12: a PEM RSA private key (PKCS#1 or unencrypted PKCS#8), with `SEAL_CERT_FILE`.'),
  SEAL_CERT_FILE: z.string().min(1).optional().describe('With `SEAL_KEY_FILE`: the PEM certificate chain, signing certificate first.'),
  /** SHA-256 fingerprints (hex, colons allowed) of earlier seal certificates whose documents still verify (rotation). */
  SEAL_ACCEPTED_FINGERPRINTS: z
    .string()
    .default('')
    .transform((s, ctx) => {
      const list = s
        .split(',')
        .map((x) => x.trim().replace(/:/g, '').toLowerCase())
        .filter(Boolean);
      for (const f of list)
        if (!/^[0-9a-f]{64}$/.test(f)) ctx.addIssue({ code: 'custom', message: `"${f}" is not a SHA-256 fingerprint (64 hex digits)` });
      return list;
    })
    .describe(
      'SHA-256 fingerprints (hex, colons allowed) of earlier seal certificates whose documents still verify, comma-separated (rotation).',
    ),
  /** An RFC 3161 time-stamp authority: set, every seal carries its signature timestamp (no seal without one). */
  SEAL_TSA_URL: z
    .url({ error: 'must be the URL of an RFC 3161 time-stamp authority' })
    .optional()
    .describe(
      'An RFC 3161 time-stamp authority (e.g. `https://freetsa.org/tsr`): every seal carries its signature timestamp, and a seal is not made while it does not answer (the executed PDF is retried). Unset: no timestamp; the certificate of completion says the time is HomePact’s clock.',
    ),
  /** The largest PDF POST /api/verify accepts. */
  VERIFY_BODY_LIMIT_BYTES: positiveInt(10 * 1024 * 1024).describe('The largest PDF `POST /api/verify` accepts, in bytes.'),
  /** POST /api/verify per client IP per hour (then 429 with Retry-After). */
  VERIFY_PER_IP_PER_HOUR: positiveInt(60).describe('`POST /api/verify` per client IP per hour (then 429 with `Retry-After`).'),
}).superRefine((c, ctx) => {
  if (c.SEAL_KEY_FILE && !c.SEAL_CERT_FILE)
    ctx.addIssue({
      code: 'custom',
      path: ['SEAL_CERT_FILE'],
      message: 'required with SEAL_KEY_FILE (the PEM certificate chain, signing certificate first)',
    });
  if (c.SEAL_CERT_FILE && !c.SEAL_KEY_FILE)
    ctx.addIssue({ code: 'custom', path: ['SEAL_KEY_FILE'], message: 'required with SEAL_CERT_FILE (the PEM private key)' });
  if (c.SEAL_P12_FILE && c.SEAL_KEY_FILE)
    ctx.addIssue({ code: 'custom', path: ['SEAL_P12_FILE'], message: 'set SEAL_P12_FILE or SEAL_KEY_FILE and SEAL_CERT_FILE, not both' });
  // Fails closed: an executed PDF must never leave production unsealed, or sealed by a key that dies with the pod.
  if (c.NODE_ENV === 'production' && !c.SEAL_P12_FILE && !c.SEAL_KEY_FILE)
    ctx.addIssue({
      code: 'custom',
      path: ['SEAL_P12_FILE'],
      message:
        'required in production (the document-signing key and certificate that seal every executed PDF); set SEAL_P12_FILE and SEAL_P12_PASSPHRASE, or SEAL_KEY_FILE and SEAL_CERT_FILE',
    });
});
export type DocumentsConfig = z.infer<typeof DocumentsConfigSchema>;
