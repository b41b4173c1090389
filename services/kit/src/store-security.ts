import { readFileSync } from 'node:fs';
import type { KafkaConfig } from 'kafkajs';
import type { RedisOptions } from 'ioredis';

/**
 * Credentials and TLS for MongoDB, Kafka and Redis, from the service's configuration to each driver's
 * own options. Pure apart from reading CA files through `read` (tests hand in their own).
 *
 * Production refuses a plaintext connection to a host that is not loopback (plaintextProblems): the
 * network policies are one layer, not the only one. ALLOW_PLAINTEXT_<STORE>=true opts out by name.
 */

/** What these builders read; every service's configuration has these keys (BaseConfigSchema). */
export interface StoreSecurityConfig {
  MONGO_URL?: string;
  MONGO_USERNAME?: string;
  MONGO_PASSWORD?: string;
  MONGO_AUTH_SOURCE?: string;
  MONGO_TLS?: boolean;
  MONGO_TLS_CA_FILE?: string;
  MONGO_TLS_CERT_KEY_FILE?: string;
  KAFKA_BROKERS?: string;
  KAFKA_SASL_MECHANISM?: 'scram-sha-512' | 'scram-sha-256';
  KAFKA_USERNAME?: string;
  KAFKA_PASSWORD?: string;
  KAFKA_TLS?: boolean;
  KAFKA_TLS_CA_FILE?: string;
  REDIS_URL?: string;
  REDIS_USERNAME?: string;
  REDIS_PASSWORD?: string;
  REDIS_TLS_CA_FILE?: string;
}

type Read = (path: string) => Buffer;

/** Opt-outs of the plaintext refusal, one per store, by the variable that points at it. */
export const PLAINTEXT_ALLOWANCES = {
  MONGO_URL: 'ALLOW_PLAINTEXT_MONGO',
  KAFKA_BROKERS: 'ALLOW_PLAINTEXT_KAFKA',
  REDIS_URL: 'ALLOW_PLAINTEXT_REDIS',
} as const;

/**
 * The MongoDB connection string with the credentials and TLS settings folded in (the driver reads all
 * of them from the URL, so the store adapter takes one string). Credentials given apart (a Secret's
 * MONGO_USERNAME/MONGO_PASSWORD) replace any in the URL; the URL's own options win over the
 * defaults added here only where they say the same thing.
 */
export function mongoConnectionUrl(config: StoreSecurityConfig): string | undefined {
  const url = config.MONGO_URL;
  if (!url) return undefined;
  const match = /^(mongodb(?:\+srv)?:\/\/)(?:([^@/]*)@)?([^/?#]*)(\/[^?#]*)?(?:\?([^#]*))?$/i.exec(url);
  if (!match) return url;
  const scheme = match[1] ?? '';
  const hosts = match[3] ?? '';
  const path = match[4] ?? '/';
  const params = new URLSearchParams(match[5] ?? '');
  let auth = match[2];
  if (config.MONGO_USERNAME || config.MONGO_PASSWORD) {
    auth = `${encodeURIComponent(config.MONGO_USERNAME ?? '')}:${encodeURIComponent(config.MONGO_PASSWORD ?? '')}`;
  }
  if (config.MONGO_AUTH_SOURCE) params.set('authSource', config.MONGO_AUTH_SOURCE);
  if (config.MONGO_TLS) params.set('tls', 'true');
  if (config.MONGO_TLS_CA_FILE) params.set('tlsCAFile', config.MONGO_TLS_CA_FILE);
  if (config.MONGO_TLS_CERT_KEY_FILE) params.set('tlsCertificateKeyFile', config.MONGO_TLS_CERT_KEY_FILE);
  const search = params.toString();
  return `${scheme}${auth ? `${auth}@` : ''}${hosts}${path}${search ? `?${search}` : ''}`;
}

/** The hosts of a MongoDB URL (`mongodb://u:p@a:27017,b:27017/db` -> a, b). */
export function mongoHosts(url: string): string[] {
  const hosts = /^mongodb(?:\+srv)?:\/\/(?:[^@/]*@)?([^/?#]*)/i.exec(url)?.[1] ?? '';
  return hosts.split(',').map(hostOf).filter(Boolean);
}

/** Whether a MongoDB connection is encrypted: MONGO_TLS, `tls=true`/`ssl=true` in the URL, or an SRV URL without `tls=false`. */
export function mongoUsesTls(config: StoreSecurityConfig): boolean {
  const url = config.MONGO_URL ?? '';
  const params = new URLSearchParams(/\?([^#]*)/.exec(url)?.[1] ?? '');
  const flag = params.get('tls') ?? params.get('ssl');
  if (config.MONGO_TLS) return true;
  if (flag !== null) return flag === 'true';
  return /^mongodb\+srv:/i.test(url);
}

/** kafkajs client settings: TLS (`ssl`) with the CA, and SASL/SCRAM when a user is configured. */
export function kafkaClientConfig(config: StoreSecurityConfig, read: Read = readFileSync): Pick<KafkaConfig, 'ssl' | 'sasl'> {
  const out: Pick<KafkaConfig, 'ssl' | 'sasl'> = {};
  if (config.KAFKA_TLS || config.KAFKA_TLS_CA_FILE) {
    out.ssl = config.KAFKA_TLS_CA_FILE ? { ca: [read(config.KAFKA_TLS_CA_FILE)], rejectUnauthorized: true } : { rejectUnauthorized: true };
  }
  if (config.KAFKA_USERNAME || config.KAFKA_PASSWORD) {
    const credentials = { username: config.KAFKA_USERNAME ?? '', password: config.KAFKA_PASSWORD ?? '' };
    out.sasl =
      config.KAFKA_SASL_MECHANISM === 'scram-sha-256'
        ? { mechanism: 'scram-sha-256', ...credentials }
        : { mechanism: 'scram-sha-512', ...credentials };
  }
  return out;
}

/** The broker hosts of KAFKA_BROKERS (`kafka-0:9092,kafka-1:9092`). */
export function kafkaHosts(brokers: string): string[] {
  return brokers.split(',').map(hostOf).filter(Boolean);
}

/** ioredis settings: ACL user and password, and TLS (with the CA) for a `rediss://` URL. */
export function redisClientOptions(
  config: StoreSecurityConfig,
  read: Read = readFileSync,
): Pick<RedisOptions, 'username' | 'password' | 'tls'> {
  const out: Pick<RedisOptions, 'username' | 'password' | 'tls'> = {};
  if (config.REDIS_USERNAME) out.username = config.REDIS_USERNAME;
  if (config.REDIS_PASSWORD) out.password = config.REDIS_PASSWORD;
  if (redisUsesTls(config)) {
    out.tls = config.REDIS_TLS_CA_FILE ? { ca: read(config.REDIS_TLS_CA_FILE), rejectUnauthorized: true } : { rejectUnauthorized: true };
  }
  return out;
}

export const redisUsesTls = (config: StoreSecurityConfig): boolean => /^rediss:/i.test(config.REDIS_URL ?? '');

/** localhost, 127.0.0.0/8 and ::1: a connection that never leaves the machine (make dev, tests). */
export function isLoopback(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(h) || h === '::1' || h === '0:0:0:0:0:0:0:1';
}

const redisHost = (url: string): string => {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return url;
  }
};

/** `user@host:port`, `[::1]:6379`, ` host ` -> the host alone. */
function hostOf(entry: string): string {
  const e = entry.trim().replace(/^[^@]*@/, '');
  const v6 = /^\[([^\]]+)\]/.exec(e);
  if (v6) return v6[1] as string;
  return e.split(':')[0] ?? '';
}

/**
 * In production: each store the service is configured for that would be reached without TLS on a
 * host that is not loopback, named with the variable that allows it. `allow` is the raw environment
 * (ALLOW_PLAINTEXT_* are read here, not by each schema).
 */
export function plaintextProblems(config: StoreSecurityConfig, env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const allowed = (name: keyof typeof PLAINTEXT_ALLOWANCES) => env[PLAINTEXT_ALLOWANCES[name]] === 'true';
  const refuse = (name: keyof typeof PLAINTEXT_ALLOWANCES, store: string, hosts: string[], how: string) => {
    const remote = hosts.filter((h) => !isLoopback(h));
    if (remote.length === 0 || allowed(name)) return;
    problems.push(
      `${name}: ${store} at ${remote.join(', ')} without TLS is refused in production (${how}); ` +
        `or set ${PLAINTEXT_ALLOWANCES[name]}=true to connect in plaintext on purpose`,
    );
  };
  if (config.MONGO_URL && !mongoUsesTls(config))
    refuse('MONGO_URL', 'MongoDB', mongoHosts(config.MONGO_URL), 'set MONGO_TLS=true with MONGO_TLS_CA_FILE, or tls=true in the URL');
  if (config.KAFKA_BROKERS && !config.KAFKA_TLS && !config.KAFKA_TLS_CA_FILE)
    refuse('KAFKA_BROKERS', 'Kafka', kafkaHosts(config.KAFKA_BROKERS), 'set KAFKA_TLS=true with KAFKA_TLS_CA_FILE');
  if (config.REDIS_URL && !redisUsesTls(config))
    refuse('REDIS_URL', 'Redis', [redisHost(config.REDIS_URL)], 'use a rediss:// URL with REDIS_TLS_CA_FILE');
  for (const name of Object.values(PLAINTEXT_ALLOWANCES)) {
    const v = env[name];
    if (v !== undefined && v !== '' && v !== 'true' && v !== 'false') problems.push(`${name}: must be true or false (got "${v}")`);
  }
  return problems;
}
