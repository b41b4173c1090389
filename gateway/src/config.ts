import { z } from 'zod';
import { BaseConfigSchema, csv } from '@homepact/kit';

const url = z.string().url();

export const GatewayConfigSchema = BaseConfigSchema.omit({
  DATA_DIR: true,
  MONGO_URL: true,
  KAFKA_BROKERS: true,
  KAFKA_CLIENT_ID: true,
}).extend({
  PORT: z.coerce.number().int().positive().default(8080),
  IDENTITY_URL: url,
  CONTRACTS_URL: url.optional(),
  AI_URL: url.optional(),
  DOCUMENTS_URL: url.optional(),
  NOTIFICATIONS_URL: url.optional(),
  ADMIN_URL: url.optional(),
  /** Set to the number of proxy hops (or true) when behind an ingress, so the client IP is right. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number => (v === 'true' ? true : v === 'false' ? false : Number(v)))
    .pipe(z.union([z.boolean(), z.number().int().nonnegative()])),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  /** Requests per window and IP to the sign-in endpoints, on top of identity's own per-e-mail limits. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /**
   * Where the web app is served (e.g. https://homepact.example). Its origin may
   * send state-changing requests; so may the origin the request itself was sent
   * to (Origin matching Host) and any of ALLOWED_ORIGINS.
   */
  PUBLIC_URL: url.optional(),
  /** More origins allowed to send POST/PUT/PATCH/DELETE, comma-separated (e.g. a staging web app). */
  ALLOWED_ORIGINS: csv.pipe(z.array(url)).default([]),
  /** The largest request body the gateway forwards, in bytes (services may accept less: they answer 413 themselves). */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  /**
   * How long a resolved session is reused before identity is asked again. It
   * bounds how late a role change (or a removed user) shows: 5 s by default.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().nonnegative().default(5),
});
export type GatewayConfig = z.infer<typeof GatewayConfigSchema>;
