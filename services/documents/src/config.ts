import { z } from 'zod';
import { BaseConfigSchema } from '@homepact/kit';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const DocumentsConfigSchema = BaseConfigSchema.extend({
  PORT: positiveInt(4004),
  /** contracts decides who may read or manage a contract, and serves the signing evidence. */
  CONTRACTS_URL: z.url({ error: 'must be the URL of the contracts service, e.g. http://contracts:4002' }),
  /** Set in Kubernetes (Gotenberg 8 with its deny lists on); unset: a warm local Chromium. */
  GOTENBERG_URL: z.url({ error: 'must be the URL of Gotenberg, e.g. http://gotenberg:3000' }).optional(),
  /** The local renderer's browser (Debian's chromium). */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** Renders at once. Each local render holds a Chromium page (~30-60 MB). */
  PDF_CONCURRENCY: positiveInt(2),
  /** Renders waiting for a slot; beyond this, requests get 429 with Retry-After. */
  PDF_QUEUE_MAX: z.coerce.number().int().min(0).default(16),
  /** A fresh browser process after this many renders, so its memory stays flat. */
  PDF_RECYCLE_AFTER: positiveInt(200),
  /** One render, waiting in the queue included; past it the request gets 503. */
  PDF_TIMEOUT_MS: positiveInt(20_000),
  /** How long Generate waits for notifications' InvitesSent / InvitesFailed before answering X-Emails-Sent: false. */
  INVITES_WAIT_MS: positiveInt(8000),
});
export type DocumentsConfig = z.infer<typeof DocumentsConfigSchema>;
