import { z } from 'zod';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Settings every service shares. Secrets have no defaults, on purpose. */
export const BaseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('.data'),
  // Not z.url(): a replica-set URL lists several hosts, which URL parsing rejects.
  MONGO_URL: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// or mongodb+srv:// connection string')
    .optional(),
  KAFKA_BROKERS: z.string().min(1).optional(),
  KAFKA_CLIENT_ID: z.string().default('homepact'),
  REDIS_URL: z.string().url().optional(),
  INTERNAL_JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
});
export type BaseConfig = z.infer<typeof BaseConfigSchema>;

/** Empty strings count as unset, so `FOO=` in a shell does not defeat a default. */
function withoutEmpty(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
}

/** Parses once; throws ConfigError listing every problem (not just the first). */
export function parseConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined> = process.env): z.infer<S> {
  const result = schema.safeParse(withoutEmpty(env));
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
}

/** For server.ts: a bad or missing variable stops the process with the list. */
export function loadConfig<S extends z.ZodType>(schema: S, env = process.env): z.infer<S> {
  try {
    return parseConfig(schema, env);
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
