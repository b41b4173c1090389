import { z } from 'zod';
import { BaseConfigSchema, csv } from '@homepact/kit';

const url = z.string().url();

export const GatewayConfigSchema = BaseConfigSchema.omit({
  DATA_DIR: true,
  MONGO_URL: true,
  KAFKA_BROKERS: true,
  KAFKA_CLIENT_ID: true,
  // The gateway keeps no documents and sends no events: only Redis's credentials and TLS apply.
  MONGO_USERNAME: true,
  MONGO_PASSWORD: true,
  MONGO_AUTH_SOURCE: true,
  MONGO_TLS: true,
  MONGO_TLS_CA_FILE: true,
  MONGO_TLS_CERT_KEY_FILE: true,
  KAFKA_SASL_MECHANISM: true,
  KAFKA_USERNAME: true,
  KAFKA_PASSWORD: true,
  KAFKA_TLS: true,
  KAFKA_TLS_CA_FILE: true,
}).extend({
  PORT: z.coerce.number().int().positive().default(8080).describe('The HTTP port.'),
  IDENTITY_URL: url.describe("identity's address."),
  CONTRACTS_URL: url.optional().describe("contracts' address. Unset: its routes answer 404."),
  AI_URL: url.optional().describe("ai's address. Unset: its routes answer 404."),
  DOCUMENTS_URL: url.optional().describe("documents' address. Unset: its routes answer 404."),
  NOTIFICATIONS_URL: url.optional().describe("notifications' address. Unset: its routes answer 404."),
  ADMIN_URL: url.optional().describe("admin's address. Unset: its routes answer 404."),
  /** Set to the number of proxy hops (or true) when behind an ingress, so the client IP is right. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number => (v === 'true' ? true : v === 'false' ? false : Number(v)))
    .pipe(z.union([z.boolean(), z.number().int().nonnegative()]))
    .describe('`true` or a hop count when behind an ingress, so the client IP is right.'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600).describe('Requests per window per client IP.'),
  RATE_LIMIT_WINDOW: z.string().default('1 minute').describe('The rate-limit window, e.g. `1 minute`.'),
  /** Requests per window and IP to the sign-in endpoints, on top of identity's own per-e-mail limits. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20).describe('Requests per window per client IP to `/api/auth/otp/*`.'),
  /**
   * Where the web app is served (e.g. https://homepact.example). Its origin may
   * send state-changing requests; so may the origin the request itself was sent
   * to (Origin matching Host) and any of ALLOWED_ORIGINS.
   */
  PUBLIC_URL: url.optional().describe("The web app's address: its origin may send POST, PUT, PATCH and DELETE."),
  /** More origins allowed to send POST/PUT/PATCH/DELETE, comma-separated (e.g. a staging web app). */
  ALLOWED_ORIGINS: csv
    .pipe(z.array(url))
    .default([])
    .describe('More origins allowed to send POST, PUT, PATCH and DELETE, comma-separated.'),
  /** The largest request body the gateway forwards, in bytes (services may accept less: they answer 413 themselves). */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024)
    .describe('The largest request body forwarded, in bytes (by Content-Length, or counted).'),
  /**
   * How long a resolved session is reused before identity is asked again. It
   * bounds how late a role change (or a removed user) shows: 5 s by default.
   */
  SESSION_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(5)
    .describe('How long a resolved session is cached (in Redis when set); it bounds how late a role change shows.'),
});
export type GatewayConfig = z.infer<typeof GatewayConfigSchema>;
