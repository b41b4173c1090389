import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BaseConfigSchema, ConfigError, csv, loadConfig, parseConfig } from '../src/config.ts';

const SECRET = 'x'.repeat(32);

const problemsOf = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
};

describe('parseConfig', () => {
  it('applies the defaults when only the secret is given', () => {
    expect(parseConfig(BaseConfigSchema, { INTERNAL_JWT_SECRET: SECRET })).toEqual({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: '.data',
      KAFKA_CLIENT_ID: 'homepact',
      INTERNAL_JWT_SECRET: SECRET,
      STARTUP_TIMEOUT_SECONDS: 300,
      METRICS_PORT: 9464,
    });
  });

  it('lists every problem, not just the first', () => {
    const problems = problemsOf(() =>
      parseConfig(BaseConfigSchema, {
        NODE_ENV: 'staging',
        LOG_LEVEL: 'loud',
        MONGO_URL: 'not a url',
        INTERNAL_JWT_SECRET: 'short',
      }),
    );
    expect(problems).toHaveLength(4);
    for (const name of ['NODE_ENV', 'LOG_LEVEL', 'MONGO_URL', 'INTERNAL_JWT_SECRET']) {
      expect(problems.some((p) => p.startsWith(`${name}: `))).toBe(true);
    }
    expect(problems).toContain('INTERNAL_JWT_SECRET: must be at least 32 characters');
  });

  it('reports a missing secret', () => {
    const problems = problemsOf(() => parseConfig(BaseConfigSchema, {}));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^INTERNAL_JWT_SECRET: /);
  });

  it('treats empty strings as unset: defaults apply and optional values stay absent', () => {
    const config = parseConfig(BaseConfigSchema, { INTERNAL_JWT_SECRET: SECRET, LOG_LEVEL: '', MONGO_URL: '', DATA_DIR: '' });
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.DATA_DIR).toBe('.data');
    expect(config).not.toHaveProperty('MONGO_URL');
  });

  it('treats an empty required value as missing', () => {
    expect(problemsOf(() => parseConfig(BaseConfigSchema, { INTERNAL_JWT_SECRET: '' }))[0]).toMatch(/^INTERNAL_JWT_SECRET: /);
  });

  it('works for a service schema extending the base one', () => {
    const Schema = BaseConfigSchema.extend({ PORT: z.coerce.number().int().default(4001), ADMIN_EMAILS: csv.default([]) });
    const config = parseConfig(Schema, { INTERNAL_JWT_SECRET: SECRET, PORT: '4100', ADMIN_EMAILS: ' a@x.com, b@x.com ,, ' });
    expect(config.PORT).toBe(4100);
    expect(config.ADMIN_EMAILS).toEqual(['a@x.com', 'b@x.com']);
    expect(problemsOf(() => parseConfig(Schema, { INTERNAL_JWT_SECRET: SECRET, PORT: 'eighty' }))[0]).toMatch(/^PORT: /);
  });

  it('puts one problem per line in the error message', () => {
    const error = new ConfigError(['A: bad', 'B: worse']);
    expect(error.message).toBe('Invalid configuration:\n  - A: bad\n  - B: worse');
  });
});

describe('production parts (needs)', () => {
  const needs = ['MONGO_URL', 'KAFKA_BROKERS', 'SMTP_URL'] as const;
  // The stores below are plaintext on purpose: this block is about the parts, store-security.test.ts about TLS.
  const prod = { INTERNAL_JWT_SECRET: SECRET, NODE_ENV: 'production', ALLOW_PLAINTEXT_MONGO: 'true', ALLOW_PLAINTEXT_KAFKA: 'true' };

  it('refuses a production start without a part the service needs, naming each variable', () => {
    const problems = problemsOf(() => parseConfig(BaseConfigSchema, prod, { needs }));
    expect(problems).toHaveLength(3);
    for (const name of needs) expect(problems.some((p) => p.startsWith(`${name}: required in production`))).toBe(true);
    expect(problems[0]).toContain('ALLOW_EMBEDDED=MONGO_URL');
  });

  it('counts an empty value (an empty Secret key) as missing', () => {
    const problems = problemsOf(() =>
      parseConfig(BaseConfigSchema, { ...prod, MONGO_URL: '', KAFKA_BROKERS: 'kafka:9092', SMTP_URL: '' }, { needs }),
    );
    expect(problems.map((p) => p.split(':')[0])).toEqual(['MONGO_URL', 'SMTP_URL']);
  });

  it('accepts the parts when set, and an explicit ALLOW_EMBEDDED per variable', () => {
    const all = { ...prod, MONGO_URL: 'mongodb://m-0,m-1/?replicaSet=rs0', KAFKA_BROKERS: 'kafka:9092', SMTP_URL: 'smtp://relay:25' };
    expect(parseConfig(BaseConfigSchema, all, { needs }).MONGO_URL).toBe(all.MONGO_URL);
    const some = { ...prod, MONGO_URL: 'mongodb://m-0/?replicaSet=rs0', ALLOW_EMBEDDED: 'KAFKA_BROKERS, SMTP_URL' };
    expect(parseConfig(BaseConfigSchema, some, { needs }).KAFKA_BROKERS).toBeUndefined();
    // Allowing one part does not allow the others.
    expect(
      problemsOf(() => parseConfig(BaseConfigSchema, { ...prod, ALLOW_EMBEDDED: 'SMTP_URL' }, { needs })).map((p) => p.split(':')[0]),
    ).toEqual(['MONGO_URL', 'KAFKA_BROKERS']);
  });

  it('rejects an unknown name in ALLOW_EMBEDDED (a typo must not pass silently)', () => {
    const problems = problemsOf(() => parseConfig(BaseConfigSchema, { INTERNAL_JWT_SECRET: SECRET, ALLOW_EMBEDDED: 'MONGO' }));
    expect(problems).toEqual([expect.stringMatching(/^ALLOW_EMBEDDED: unknown variable "MONGO"/)]);
  });

  it('needs nothing outside production (make dev, tests)', () => {
    expect(parseConfig(BaseConfigSchema, { INTERNAL_JWT_SECRET: SECRET }, { needs }).NODE_ENV).toBe('development');
  });

  it('lists schema problems and missing parts together', () => {
    const problems = problemsOf(() => parseConfig(BaseConfigSchema, { NODE_ENV: 'production' }, { needs: ['MONGO_URL'] }));
    expect(problems.map((p) => p.split(':')[0])).toEqual(['INTERNAL_JWT_SECRET', 'MONGO_URL']);
  });
});

describe('loadConfig', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('prints the list of problems and exits with status 1', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as typeof process.exit);
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(() => loadConfig(BaseConfigSchema, { LOG_LEVEL: 'loud' })).toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    const printed = String(write.mock.calls[0]?.[0]);
    expect(printed).toContain('LOG_LEVEL: ');
    expect(printed).toContain('INTERNAL_JWT_SECRET: ');
  });

  it('returns the parsed config when it is valid', () => {
    expect(loadConfig(BaseConfigSchema, { INTERNAL_JWT_SECRET: SECRET }).INTERNAL_JWT_SECRET).toBe(SECRET);
  });
});
