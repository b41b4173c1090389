/**
 * The cross-service journey on the real servers, at the versions the cluster
 * deploys (k8s/components/versions): MongoDB (replica set), Kafka (KRaft),
 * Redis, Gotenberg and Mailpit from testcontainers; every service in this
 * process on its production adapters, each with its own MongoDB database and
 * Kafka clients (as separate pods would), in NODE_ENV=production with the
 * production parts each service declares it needs. Run by `make
 * test-containers`; without a Docker engine it is skipped with one line.
 *
 * Sign-in code by e-mail (identity -> Kafka -> notifications -> SMTP, read
 * back from Mailpit) -> a contract (contracts, MongoDB) -> its PDF (documents
 * -> Gotenberg) -> the invitations with the PDF attached (Kafka ->
 * notifications -> Mailpit) -> the read models (admin, from events).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BaseConfigSchema,
  createCache,
  createLogger,
  createRuntime,
  parseConfig,
  RedisCache,
  type Cache,
  type ProductionPart,
  type Runtime,
  type Service,
} from '@homepact/kit';
import {
  dockerAvailable,
  freePort,
  gotenbergSource,
  kafkaSource,
  mailpitSource,
  mongoSource,
  redisSource,
  skipLine,
  tempDir,
  waitFor,
  type TestServer,
} from '@homepact/kit/testing';
import { buildGateway, GatewayConfigSchema } from '@homepact/gateway';
import { buildIdentity, IdentityConfigSchema } from '@homepact/identity';
import { buildContracts, ContractsConfigSchema } from '@homepact/contracts';
import { AiConfigSchema, buildAi } from '@homepact/ai';
import { buildDocuments, createDevCertificate, DocumentsConfigSchema } from '@homepact/documents';
import { buildNotifications, NotificationsConfigSchema } from '@homepact/notifications';
import { AdminConfigSchema, buildAdmin } from '@homepact/admin';
import { contractBody } from '../../scripts/bench/contract-body.ts';

const root = resolve(import.meta.dirname, '../..');
/** The production parts a service declares in its server.ts (the same list its pods enforce). */
const needsOf = (dir: string): ProductionPart[] =>
  [...(/needs: \[([^\]]*)\]/.exec(readFileSync(join(root, dir, 'src/server.ts'), 'utf8'))?.[1] ?? '').matchAll(/'(\w+)'/g)].map(
    (m) => m[1] as ProductionPart,
  );

type Name = 'identity' | 'contracts' | 'ai' | 'documents' | 'notifications' | 'admin';
const SERVICES: Array<{ name: Name; build: (rt: Runtime, env: Record<string, string>) => Promise<Service> }> = [
  {
    name: 'identity',
    build: (rt, env) => buildIdentity(rt, parseConfig(IdentityConfigSchema, env, { needs: needsOf('services/identity') })),
  },
  {
    name: 'contracts',
    build: (rt, env) => buildContracts(rt, parseConfig(ContractsConfigSchema, env, { needs: needsOf('services/contracts') })),
  },
  { name: 'ai', build: (rt, env) => buildAi(rt, parseConfig(AiConfigSchema, env, { needs: needsOf('services/ai') })) },
  {
    name: 'documents',
    build: (rt, env) => buildDocuments(rt, parseConfig(DocumentsConfigSchema, env, { needs: needsOf('services/documents') })),
  },
  {
    name: 'notifications',
    build: (rt, env) => buildNotifications(rt, parseConfig(NotificationsConfigSchema, env, { needs: needsOf('services/notifications') })),
  },
  { name: 'admin', build: (rt, env) => buildAdmin(rt, parseConfig(AdminConfigSchema, env, { needs: needsOf('services/admin') })) },
];

const docker = await dockerAvailable();
if (!docker) console.warn(skipLine('cross-service journey on real servers', 'no Docker engine reachable (see make test-containers)'));

interface MailpitMessage {
  ID: string;
  To: Array<{ Address: string }>;
  Subject: string;
  Attachments?: number;
}

describe.skipIf(!docker)('journey on MongoDB, Kafka, Redis, Gotenberg and Mailpit (deployed versions)', () => {
  const servers: TestServer[] = [];
  const started: Array<{ service: Service; rt: Runtime }> = [];
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  let cache: Cache;
  let gatewayUrl = '';
  let mailApi = '';
  let data: Awaited<ReturnType<typeof tempDir>>;

  beforeAll(async () => {
    data = await tempDir('homepact-journey-');
    const [mongo, kafka, redis, gotenberg, mailpit] = await Promise.all([
      mongoSource({}),
      kafkaSource({}),
      redisSource({ HOMEPACT_TEST_SERVERS: 'containers' }),
      gotenbergSource({}),
      mailpitSource(),
    ]);
    const [m, k, r, g] = await Promise.all([mongo!.start(), kafka!.start(), redis!.start(), gotenberg!.start()]);
    const mail = await mailpit!.start();
    servers.push(m, k, r, g, mail);
    mailApi = mail.api;

    const ports = new Map<Name, number>();
    for (const s of SERVICES) ports.set(s.name, await freePort());
    const url = (n: Name) => `http://127.0.0.1:${ports.get(n)}`;
    const run = randomBytes(3).toString('hex');
    // Production refuses to start documents without a seal key (docs/decisions/0015-sealed-pdfs.md): a development certificate does here.
    const seal = createDevCertificate();
    const sealFile = resolve(data.dir, 'seal.p12');
    await writeFile(sealFile, seal.p12, { mode: 0o600 });
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      DATA_DIR: data.dir,
      INTERNAL_JWT_SECRET: randomBytes(32).toString('hex'),
      OTP_SECRET: randomBytes(32).toString('hex'),
      OTP_EVENT_KEY: randomBytes(32).toString('hex'),
      ADMIN2_PASSWORD: randomBytes(16).toString('hex'),
      KAFKA_BROKERS: k.url,
      KAFKA_CLIENT_ID: `journey-${run}`,
      REDIS_URL: r.url,
      GOTENBERG_URL: g.url,
      SMTP_URL: mail.url,
      PUBLIC_URL: 'http://localhost:5173',
      SEAL_P12_FILE: sealFile,
      SEAL_P12_PASSPHRASE: seal.passphrase,
      COOKIE_SECURE: 'false',
      IDENTITY_URL: url('identity'),
      CONTRACTS_URL: url('contracts'),
      AI_URL: url('ai'),
      DOCUMENTS_URL: url('documents'),
      NOTIFICATIONS_URL: url('notifications'),
      ADMIN_URL: url('admin'),
    };
    for (const entry of SERVICES) {
      // One database per service, as the chart computes MONGO_URL (homepact_<service> unless the URL names one).
      const serviceEnv: Record<string, string> = { ...env, MONGO_URL: m.url };
      const rt = await createRuntime(
        entry.name,
        parseConfig(BaseConfigSchema, serviceEnv),
        {},
        {
          logger: createLogger(entry.name, serviceEnv.LOG_LEVEL),
        },
      );
      const service = await entry.build(rt, serviceEnv);
      await service.app.listen({ port: ports.get(entry.name)!, host: '127.0.0.1' });
      started.push({ service, rt });
    }
    for (const s of started) await s.service.start();
    cache = await createCache(r.url);
    gateway = await buildGateway({
      config: parseConfig(GatewayConfigSchema, env, { needs: ['REDIS_URL'] }),
      logger: createLogger('gateway', env.LOG_LEVEL),
      cache,
      redis: cache instanceof RedisCache ? cache.redis : undefined,
    });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  }, 600_000);

  afterAll(async () => {
    await gateway?.close();
    for (const s of started) await s.service.app.close();
    for (const s of started) await s.service.stop();
    for (const s of started) {
      await s.rt.bus.close();
      await s.rt.store.close();
    }
    await cache?.close();
    await Promise.allSettled(servers.map((s) => s.stop()));
    await data?.remove();
  }, 180_000);

  /** Mail Mailpit received for an address whose subject matches. */
  async function mailTo(address: string, subject: RegExp): Promise<MailpitMessage> {
    let found: MailpitMessage | undefined;
    await waitFor(
      async () => {
        const list = (await (await fetch(`${mailApi}/api/v1/messages?limit=200`)).json()) as { messages: MailpitMessage[] };
        found = list.messages.find((msg) => msg.To.some((t) => t.Address === address) && subject.test(msg.Subject));
        return found !== undefined;
      },
      { what: `mail to ${address} (${subject})`, timeoutMs: 90_000, intervalMs: 500 },
    );
    return found!;
  }

  it('signs in by e-mailed code, writes a contract, renders its PDF with Gotenberg and mails the invitations', async () => {
    const email = `journey-${randomBytes(3).toString('hex')}@example.com`;
    const post = (path: string, body: unknown, cookie?: string) =>
      fetch(gatewayUrl + path, {
        method: 'POST',
        headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });

    expect((await post('/api/auth/otp/request', { email })).status).toBe(200);
    const codeMail = await mailTo(email, /code/i);
    const text = ((await (await fetch(`${mailApi}/api/v1/message/${codeMail.ID}`)).json()) as { Text: string }).Text;
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await post('/api/auth/otp/verify', { email, otp: code });
    expect(verified.status).toBe(200);
    const cookie = verified.headers.getSetCookie()[0]!.split(';')[0]!;
    expect(
      (await post('/api/auth/complete-user', { email, firstName: 'Jo', lastName: 'Urney', userType: 'landlord' }, cookie)).status,
    ).toBe(200);

    const body = { ...contractBody(1), homeownerEmail: email, providerEmail: `provider-${email}` };
    const created = await post('/api/contracts', body, cookie);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const pdf = await post(`/api/contracts/${id}/generate`, undefined, cookie);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toMatch(/application\/pdf/);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The invitations, with the PDF attached, went out through Kafka and the real SMTP server.
    const invite = await mailTo(`provider-${email}`, /sign|contract/i);
    expect(invite.Attachments ?? 0).toBeGreaterThanOrEqual(1);
  }, 300_000);
});
