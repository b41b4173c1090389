import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BaseConfigSchema, ConfigError, parseConfig } from '../src/config.ts';
import { createCache, RedisCache } from '../src/cache/index.ts';
import {
  isLoopback,
  kafkaClientConfig,
  mongoConnectionUrl,
  mongoHosts,
  mongoUsesTls,
  plaintextProblems,
  redisClientOptions,
} from '../src/store-security.ts';
import { findExecutable, freePort, tempDir, waitFor } from '../src/testing/index.ts';

const SECRET = 'x'.repeat(32);
const fakeRead = (path: string) => Buffer.from(`PEM of ${path}`);

describe('MongoDB: the connection string the driver gets', () => {
  const base = 'mongodb://mongodb-0.mongodb-headless:27017,mongodb-1.mongodb-headless:27017/homepact-identity?replicaSet=rs0';

  it('is the URL unchanged without credentials or TLS settings', () => {
    expect(mongoConnectionUrl({ MONGO_URL: base })).toBe(base);
    expect(mongoConnectionUrl({})).toBeUndefined();
  });

  it('folds in the Secret user and password (percent-encoded), authSource and TLS with the CA file', () => {
    const url = mongoConnectionUrl({
      MONGO_URL: base,
      MONGO_USERNAME: 'identity',
      MONGO_PASSWORD: 'p@ss:w/rd?#',
      MONGO_AUTH_SOURCE: 'admin',
      MONGO_TLS: true,
      MONGO_TLS_CA_FILE: '/var/run/secrets/homepact/mongodb-tls/ca.crt',
    });
    expect(url).toMatch(/^mongodb:\/\/identity:p%40ss%3Aw%2Frd%3F%23@mongodb-0\.mongodb-headless:27017,mongodb-1/);
    // The driver itself reads every setting back (parsing does not connect).
    const client = new mongoose.mongo.MongoClient(url!);
    expect(client.options.credentials?.username).toBe('identity');
    expect(client.options.credentials?.password).toBe('p@ss:w/rd?#');
    expect(client.options.credentials?.source).toBe('admin');
    expect(client.options.tls).toBe(true);
    expect(client.options.tlsCAFile).toBe('/var/run/secrets/homepact/mongodb-tls/ca.crt');
    expect(client.options.replicaSet).toBe('rs0');
    expect(client.options.dbName).toBe('homepact-identity');
  });

  it('keeps credentials already in the URL (a whole MONGO_URL from a Secret), and Secret ones replace them', () => {
    const inUrl = 'mongodb://u:p@db:27017/x?tls=true';
    expect(mongoConnectionUrl({ MONGO_URL: inUrl })).toBe(inUrl);
    expect(mongoConnectionUrl({ MONGO_URL: inUrl, MONGO_USERNAME: 'v', MONGO_PASSWORD: 'q' })).toBe('mongodb://v:q@db:27017/x?tls=true');
    expect(mongoHosts('mongodb://u:p@a:1,b:2,[::1]:3/x')).toEqual(['a', 'b', '::1']);
  });

  it('knows when the connection is encrypted', () => {
    expect(mongoUsesTls({ MONGO_URL: 'mongodb://db/x' })).toBe(false);
    expect(mongoUsesTls({ MONGO_URL: 'mongodb://db/x', MONGO_TLS: true })).toBe(true);
    expect(mongoUsesTls({ MONGO_URL: 'mongodb://db/x?ssl=true' })).toBe(true);
    expect(mongoUsesTls({ MONGO_URL: 'mongodb://db/x?tls=false' })).toBe(false);
    // SRV records mean TLS unless the URL turns it off.
    expect(mongoUsesTls({ MONGO_URL: 'mongodb+srv://cluster.example.net/x' })).toBe(true);
    expect(mongoUsesTls({ MONGO_URL: 'mongodb+srv://cluster.example.net/x?tls=false' })).toBe(false);
  });
});

describe('Kafka: the kafkajs ssl and sasl options', () => {
  it('adds nothing without settings', () => {
    expect(kafkaClientConfig({ KAFKA_BROKERS: 'kafka:9092' }, fakeRead)).toEqual({});
  });

  it('TLS with the CA file read as PEM, SASL/SCRAM-SHA-512 by default', () => {
    expect(
      kafkaClientConfig(
        { KAFKA_TLS: true, KAFKA_TLS_CA_FILE: '/ca/ca.crt', KAFKA_USERNAME: 'homepact', KAFKA_PASSWORD: 's3cret' },
        fakeRead,
      ),
    ).toEqual({
      ssl: { ca: [Buffer.from('PEM of /ca/ca.crt')], rejectUnauthorized: true },
      sasl: { mechanism: 'scram-sha-512', username: 'homepact', password: 's3cret' },
    });
  });

  it('TLS against the system CAs, SCRAM-SHA-256 on request; a CA file alone means TLS', () => {
    expect(kafkaClientConfig({ KAFKA_TLS: true }, fakeRead)).toEqual({ ssl: { rejectUnauthorized: true } });
    expect(kafkaClientConfig({ KAFKA_TLS_CA_FILE: '/ca' }, fakeRead).ssl).toEqual({
      ca: [Buffer.from('PEM of /ca')],
      rejectUnauthorized: true,
    });
    expect(kafkaClientConfig({ KAFKA_USERNAME: 'u', KAFKA_PASSWORD: 'p', KAFKA_SASL_MECHANISM: 'scram-sha-256' }, fakeRead)).toEqual({
      sasl: { mechanism: 'scram-sha-256', username: 'u', password: 'p' },
    });
  });
});

describe('Redis: the ioredis options', () => {
  it('AUTH user and password; TLS (with the CA) only for rediss://', () => {
    expect(redisClientOptions({ REDIS_URL: 'redis://redis:6379' }, fakeRead)).toEqual({});
    expect(redisClientOptions({ REDIS_URL: 'redis://redis:6379', REDIS_USERNAME: 'gateway', REDIS_PASSWORD: 'pw' }, fakeRead)).toEqual({
      username: 'gateway',
      password: 'pw',
    });
    expect(redisClientOptions({ REDIS_URL: 'rediss://redis:6380', REDIS_TLS_CA_FILE: '/ca.crt' }, fakeRead)).toEqual({
      tls: { ca: Buffer.from('PEM of /ca.crt'), rejectUnauthorized: true },
    });
    expect(redisClientOptions({ REDIS_URL: 'rediss://redis:6380' }, fakeRead)).toEqual({ tls: { rejectUnauthorized: true } });
  });
});

describe('production refuses plaintext to a host that is not loopback', () => {
  const prod = { NODE_ENV: 'production', INTERNAL_JWT_SECRET: SECRET };
  const problemsOf = (env: Record<string, string>): string[] => {
    try {
      parseConfig(BaseConfigSchema, env);
      return [];
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      return (e as ConfigError).problems;
    }
  };

  it('names the store, its hosts and the variable that allows it', () => {
    const problems = problemsOf({
      ...prod,
      MONGO_URL: 'mongodb://mongodb-0.mongodb-headless:27017/x?replicaSet=rs0',
      KAFKA_BROKERS: 'kafka:9092',
      REDIS_URL: 'redis://:pw@redis:6379',
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(
      /^MONGO_URL: MongoDB at mongodb-0\.mongodb-headless without TLS is refused in production .* ALLOW_PLAINTEXT_MONGO=true/,
    );
    expect(problems[1]).toMatch(/^KAFKA_BROKERS: Kafka at kafka without TLS .* ALLOW_PLAINTEXT_KAFKA=true/);
    expect(problems[2]).toMatch(/^REDIS_URL: Redis at redis without TLS .* ALLOW_PLAINTEXT_REDIS=true/);
    // The password in the URL is never echoed.
    expect(problems.join('\n')).not.toContain('pw');
  });

  it('accepts TLS, loopback hosts, an explicit allowance, and anything outside production', () => {
    expect(
      problemsOf({
        ...prod,
        MONGO_URL: 'mongodb://db:27017/x',
        MONGO_TLS: 'true',
        KAFKA_BROKERS: 'kafka:9093',
        KAFKA_TLS: 'true',
        REDIS_URL: 'rediss://redis:6380',
      }),
    ).toEqual([]);
    expect(
      problemsOf({
        ...prod,
        MONGO_URL: 'mongodb://127.0.0.1:27017,localhost:27018/x',
        KAFKA_BROKERS: 'localhost:9092',
        REDIS_URL: 'redis://[::1]:6379',
      }),
    ).toEqual([]);
    expect(
      problemsOf({
        ...prod,
        MONGO_URL: 'mongodb://db/x',
        KAFKA_BROKERS: 'kafka:9092',
        REDIS_URL: 'redis://redis:6379',
        ALLOW_PLAINTEXT_MONGO: 'true',
        ALLOW_PLAINTEXT_KAFKA: 'true',
        ALLOW_PLAINTEXT_REDIS: 'true',
      }),
    ).toEqual([]);
    expect(problemsOf({ INTERNAL_JWT_SECRET: SECRET, MONGO_URL: 'mongodb://db/x', KAFKA_BROKERS: 'kafka:9092' })).toEqual([]);
    // One loopback host among remote ones is still a remote connection.
    expect(problemsOf({ ...prod, KAFKA_BROKERS: 'localhost:9092,kafka-1:9092' })).toEqual([
      expect.stringMatching(/^KAFKA_BROKERS: Kafka at kafka-1 /),
    ]);
  });

  it('an allowance is true or false, and allows only its own store', () => {
    expect(problemsOf({ ...prod, MONGO_URL: 'mongodb://db/x', ALLOW_PLAINTEXT_MONGO: 'yes' })).toEqual([
      expect.stringMatching(/^MONGO_URL: /),
      'ALLOW_PLAINTEXT_MONGO: must be true or false (got "yes")',
    ]);
    expect(problemsOf({ ...prod, MONGO_URL: 'mongodb://db/x', ALLOW_PLAINTEXT_KAFKA: 'true' })).toEqual([
      expect.stringMatching(/^MONGO_URL: /),
    ]);
    expect(plaintextProblems({ MONGO_URL: 'mongodb://db/x' }, { ALLOW_PLAINTEXT_MONGO: 'false' })).toHaveLength(1);
  });

  it('loopback means localhost, 127.0.0.0/8 and ::1 only', () => {
    for (const h of ['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '::1', '[::1]']) expect(isLoopback(h), h).toBe(true);
    for (const h of ['0.0.0.0', '10.0.0.1', 'redis', 'localhost.example.com', '127.0.0.1.nip.io']) expect(isLoopback(h), h).toBe(false);
  });
});

// A real redis-server with an ACL user and TLS only (no plaintext port), reached with the options above.
const redisBin = await findExecutable('redis-server');
const openssl = await findExecutable('openssl');
if (!redisBin || !openssl) console.warn('[store-security] Redis AUTH+TLS suite skipped: needs redis-server and openssl');

describe.skipIf(!redisBin || !openssl)('Redis with an ACL user over TLS (redis-server on loopback)', () => {
  let dir: { dir: string; remove: () => Promise<void> };
  let port: number;
  let server: ReturnType<typeof spawn>;

  beforeAll(async () => {
    dir = await tempDir('homepact-redis-tls-');
    const at = (f: string) => join(dir.dir, f);
    const ssl = (args: string[]) => {
      const out = spawnSync(openssl!, args, { cwd: dir.dir, encoding: 'utf8' });
      if (out.status !== 0) throw new Error(`openssl ${args[0]}: ${out.stderr}`);
    };
    ssl([
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.crt',
      '-days',
      '1',
      '-subj',
      '/CN=homepact-test-ca',
    ]);
    ssl(['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=localhost']);
    writeFileSync(at('ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
    ssl([
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.crt',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'server.crt',
      '-days',
      '1',
      '-extfile',
      'ext',
    ]);
    port = await freePort();
    server = spawn(
      redisBin!,
      [
        ...['--port', '0', '--tls-port', String(port), '--bind', '127.0.0.1'],
        ...[
          '--tls-cert-file',
          at('server.crt'),
          '--tls-key-file',
          at('server.key'),
          '--tls-ca-cert-file',
          at('ca.crt'),
          '--tls-auth-clients',
          'no',
        ],
        ...['--save', '', '--appendonly', 'no'],
        // The default user is off: only the gateway's user, with its password, gets in.
        ...['--user', 'default', 'off', '--user', 'gateway', 'on', '>gateway-password', '~*', '+@all'],
      ],
      { stdio: 'ignore' },
    );
    const probe = async () => {
      const c = await createCache(`rediss://localhost:${port}`, {
        username: 'gateway',
        password: 'gateway-password',
        tls: { ca: readFileSync(at('ca.crt')) },
      }).catch(() => null);
      await c?.close();
      return c !== null;
    };
    await waitFor(probe, { what: 'redis-server with TLS', timeoutMs: 10_000, intervalMs: 100 });
  }, 30_000);

  afterAll(async () => {
    server?.kill('SIGTERM');
    await dir?.remove();
  });

  it('connects with the options built from the configuration, and stores and reads a value', async () => {
    const config = {
      REDIS_URL: `rediss://localhost:${port}`,
      REDIS_USERNAME: 'gateway',
      REDIS_PASSWORD: 'gateway-password',
      REDIS_TLS_CA_FILE: join(dir.dir, 'ca.crt'),
    };
    const cache = await createCache(config.REDIS_URL, redisClientOptions(config));
    try {
      expect(cache).toBeInstanceOf(RedisCache);
      await cache.set('k', 'v', 60);
      expect(await cache.get('k')).toBe('v');
      expect(await cache.ping()).toBe(true);
    } finally {
      await cache.close();
    }
  });

  it('is refused with a wrong password, without the CA, and in plaintext', async () => {
    const ca = join(dir.dir, 'ca.crt');
    const url = `rediss://localhost:${port}`;
    await expect(
      createCache(url, redisClientOptions({ REDIS_URL: url, REDIS_USERNAME: 'gateway', REDIS_PASSWORD: 'wrong', REDIS_TLS_CA_FILE: ca })),
    ).rejects.toThrow();
    // The server's certificate is signed by our CA, which the system store does not hold.
    await expect(
      createCache(url, redisClientOptions({ REDIS_URL: url, REDIS_USERNAME: 'gateway', REDIS_PASSWORD: 'gateway-password' })),
    ).rejects.toThrow();
    await expect(createCache(`redis://localhost:${port}`, { username: 'gateway', password: 'gateway-password' })).rejects.toThrow();
  });
});
