import { z } from 'zod';
import { plaintextProblems, type StoreSecurityConfig } from './store-security.ts';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** `true` or `false` (anything else is a configuration error, not a silent false). */
const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** Settings every service shares. Secrets have no defaults, on purpose. */
export const BaseConfigSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'])
    .default('development')
    .describe('`production` turns on Secure cookies and HSTS, turns off `/docs` and makes the production parts required.'),
  HOST: z.string().default('127.0.0.1').describe('The listen address (`0.0.0.0` in containers).'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('The pino log level.'),
  DATA_DIR: z.string().default('.data').describe('Where the embedded store keeps its files (one folder per service).'),
  // Not z.url(): a replica-set URL lists several hosts, which URL parsing rejects.
  MONGO_URL: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// or mongodb+srv:// connection string')
    .optional()
    .describe(
      'MongoDB connection string; each service uses its own database `homepact_<service>` unless the URL names one. Unset: the on-disk embedded store.',
    ),
  KAFKA_BROKERS: z.string().min(1).optional().describe('Comma-separated Kafka brokers. Unset: the in-process bus.'),
  KAFKA_CLIENT_ID: z.string().default('homepact').describe('The prefix of the Kafka client id.'),
  REDIS_URL: z.string().url().optional().describe("Redis, for the gateway's rate limits and session cache. Unset: in-process."),
  INTERNAL_JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .describe('Signs the user context the gateway forwards and service-to-service calls (a secret).'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .url()
    .optional()
    .describe('OTLP/HTTP endpoint for traces (`/v1/traces` is added). Unset: no tracing.'),
  /**
   * The port of the service's Prometheus scrape (`GET /metrics`, see metrics.ts), apart from PORT so it is never
   * routed by the gateway. 9464 is OpenTelemetry's Prometheus default; 0 turns the endpoint off.
   */
  METRICS_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(9464)
    .describe("The port of the process's Prometheus endpoint `GET /metrics`, never routed by the gateway; `0` turns it off."),
  /** How long start-up keeps retrying MongoDB, Kafka and Redis (with backoff) before the process gives up. */
  STARTUP_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(300)
    .describe('How long start-up retries MongoDB, Kafka and Redis (backoff 0.5 s doubling to 15 s) before exiting.'),
  // Credentials and TLS of the stores (store-security.ts; docs/store-credentials.md). Passwords come from Secrets.
  MONGO_USERNAME: z.string().optional().describe('MongoDB user (SCRAM); replaces any user in MONGO_URL. From a Secret.'),
  MONGO_PASSWORD: z.string().optional().describe("The MongoDB user's password (a secret)."),
  MONGO_AUTH_SOURCE: z
    .string()
    .optional()
    .describe("The database the MongoDB user is defined in (e.g. `admin`); unset: the driver's default."),
  MONGO_TLS: flag.describe('`true`: connect to MongoDB over TLS (also on with `tls=true` in MONGO_URL or a `mongodb+srv://` URL).'),
  MONGO_TLS_CA_FILE: z.string().optional().describe("PEM file of the CA that signed MongoDB's certificate (a mounted Secret)."),
  MONGO_TLS_CERT_KEY_FILE: z.string().optional().describe('PEM file with a client certificate and key, when MongoDB asks for one.'),
  KAFKA_SASL_MECHANISM: z
    .enum(['scram-sha-512', 'scram-sha-256'])
    .optional()
    .describe('SASL mechanism with KAFKA_USERNAME; default `scram-sha-512`.'),
  KAFKA_USERNAME: z.string().optional().describe('Kafka SASL/SCRAM user. Unset: no SASL.'),
  KAFKA_PASSWORD: z.string().optional().describe("The Kafka user's password (a secret)."),
  KAFKA_TLS: flag.describe('`true`: connect to the Kafka brokers over TLS.'),
  KAFKA_TLS_CA_FILE: z.string().optional().describe("PEM file of the CA that signed the brokers' certificates (implies KAFKA_TLS)."),
  REDIS_USERNAME: z.string().optional().describe('Redis ACL user (AUTH username password); replaces any user in REDIS_URL.'),
  REDIS_PASSWORD: z.string().optional().describe('The Redis password (AUTH), a secret; replaces any password in REDIS_URL.'),
  REDIS_TLS_CA_FILE: z.string().optional().describe("PEM file of the CA that signed Redis's certificate (with a `rediss://` REDIS_URL)."),
});
export type BaseConfig = z.infer<typeof BaseConfigSchema>;

/**
 * The production parts a service may need, by the variable that points at it,
 * and what the service would fall back to without it. In production
 * (NODE_ENV=production) a service refuses to start when a part it declares in
 * `needs` is unset (or empty), unless ALLOW_EMBEDDED names that variable: an
 * embedded default in a cluster is a silent data-loss or exposure bug (an
 * in-process bus per pod, an on-disk store in an emptyDir, a dev mailbox that
 * holds every sign-in code), never a fallback to take by accident.
 */
export const PRODUCTION_PARTS = {
  MONGO_URL: 'MongoDB; without it the on-disk embedded store, which lives in the pod and dies with it',
  KAFKA_BROKERS: 'Kafka; without it an in-process bus, which reaches no other pod',
  REDIS_URL: 'Redis; without it rate limits and the session cache are per replica',
  SMTP_URL: 'an SMTP relay; without it an embedded SMTP server whose mail never leaves the pod',
  GOTENBERG_URL: 'Gotenberg; without it a local Chromium, which the production image does not carry',
} as const;
export type ProductionPart = keyof typeof PRODUCTION_PARTS;

export interface ConfigOptions {
  /** The production parts this service cannot run without when NODE_ENV=production. */
  needs?: readonly ProductionPart[];
}

/** Empty strings count as unset, so `FOO=` in a shell (or an empty Secret key) does not defeat a default. */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
}

/** Problems with the production parts: each missing variable is named, with the way to opt out. */
function productionProblems(env: Record<string, string>, needs: readonly ProductionPart[]): string[] {
  const allowed = (env.ALLOW_EMBEDDED ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const problems = allowed
    .filter((name) => !(name in PRODUCTION_PARTS))
    .map((name) => `ALLOW_EMBEDDED: unknown variable "${name}" (allowed: ${Object.keys(PRODUCTION_PARTS).join(', ')})`);
  if (env.NODE_ENV !== 'production') return problems;
  for (const need of needs) {
    if (env[need] || allowed.includes(need)) continue;
    problems.push(
      `${need}: required in production (${PRODUCTION_PARTS[need]}); set it, or set ALLOW_EMBEDDED=${need} to run on the embedded default on purpose`,
    );
  }
  return problems;
}

/** Parses once; throws ConfigError listing every problem (not just the first). */
export function parseConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
  opts: ConfigOptions = {},
): z.infer<S> {
  const present = withoutEmpty(env);
  const result = schema.safeParse(present);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)),
    ...productionProblems(present, opts.needs ?? []),
    // A store reached in plaintext over the network: only on purpose, by name (ALLOW_PLAINTEXT_*).
    ...(result.success && present.NODE_ENV === 'production' ? plaintextProblems(result.data as StoreSecurityConfig, present) : []),
  ];
  if (problems.length > 0) throw new ConfigError(problems);
  return result.data as z.infer<S>;
}

/** For server.ts: a bad or missing variable stops the process with the list. */
export function loadConfig<S extends z.ZodType>(schema: S, env = process.env, opts: ConfigOptions = {}): z.infer<S> {
  try {
    return parseConfig(schema, env, opts);
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
}

/** Comma-separated list helper for env values. */
export const csv = z.string().transform((s) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean),
);
