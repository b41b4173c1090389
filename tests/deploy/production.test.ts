/**
 * What a production deployment depends on, checked across the chart, the kustomize overlays,
 * the services' own configuration and their compiled bundles:
 * - the chart gives every service everything it needs to start in production (fail closed);
 * - one list of third-party image versions, used by the overlays and by the real-server tests;
 * - the sign-in code topic's retention in the cluster equals the one the services create;
 * - the dev overlay's collector and Jaeger, and the chart's dev values pointing at them;
 * - MONGO_URL naming every replica-set member;
 * - the build-time compile (esbuild) of every Node service, and the bundles starting under node.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseYaml, parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { BaseConfigSchema, parseConfig, TOPIC_CONFIGS, type ProductionPart } from '@homepact/kit';
import { deployedImage, freePort, tempDir, waitFor } from '@homepact/kit/testing';
import { Topics, deadLetterTopic } from '@homepact/proto';
import { GatewayConfigSchema } from '@homepact/gateway';
import { IdentityConfigSchema } from '@homepact/identity';
import { ContractsConfigSchema } from '@homepact/contracts';
import { AiConfigSchema } from '@homepact/ai';
import { DocumentsConfigSchema } from '@homepact/documents';
import { NotificationsConfigSchema } from '@homepact/notifications';
import { AdminConfigSchema } from '@homepact/admin';

const root = resolve(import.meta.dirname, '../..');
const read = (rel: string) => readFileSync(join(root, rel), 'utf8');
type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

const DIRS: Record<string, string> = {
  gateway: 'gateway',
  identity: 'services/identity',
  contracts: 'services/contracts',
  ai: 'services/ai',
  documents: 'services/documents',
  notifications: 'services/notifications',
  admin: 'services/admin',
};
const SCHEMAS = {
  gateway: GatewayConfigSchema,
  identity: IdentityConfigSchema,
  contracts: ContractsConfigSchema,
  ai: AiConfigSchema,
  documents: DocumentsConfigSchema,
  notifications: NotificationsConfigSchema,
  admin: AdminConfigSchema,
} as const;

/** The production parts a service declares in its server.ts. */
const needsOf = (service: string): ProductionPart[] =>
  [...(/needs: \[([^\]]*)\]/.exec(read(`${DIRS[service]}/src/server.ts`))?.[1] ?? '').matchAll(/'(\w+)'/g)].map(
    (m) => m[1] as ProductionPart,
  );

function coalesce(base: Obj, over: Obj): Obj {
  const out: Obj = { ...base };
  for (const [k, v] of Object.entries(over)) {
    if (v === null) delete out[k];
    else if (Object.keys(obj(v)).length > 0 && Object.keys(obj(out[k])).length > 0) out[k] = coalesce(obj(out[k]), obj(v));
    else out[k] = v;
  }
  return out;
}

const STORE_PREFIX: Record<string, string> = { mongodb: 'MONGO', kafka: 'KAFKA', redis: 'REDIS' };
const values = parseYaml(read('charts/homepact/values.yaml')) as Obj;
/** The stores reached in plaintext on purpose (the k8s/ prerequisites as they are). */
const plaintextValues = coalesce(values, {
  global: { stores: { mongodb: { allowPlaintext: true }, kafka: { allowPlaintext: true }, redis: { allowPlaintext: true } } },
});
/** Every store with credentials from a Secret and TLS with a CA from a Secret. */
const securedValues = coalesce(values, {
  global: {
    stores: Object.fromEntries(
      ['mongodb', 'kafka', 'redis'].map((s) => [
        s,
        { existingSecret: `homepact-${s}-credentials`, tls: { enabled: true, caSecret: `homepact-${s}-ca` } },
      ]),
    ),
  },
});
const devValues = coalesce(values, parseYaml(read('charts/homepact/values-dev.yaml')) as Obj);

/** The environment the chart gives one workload (as _helpers.tpl "homepact.env" computes it), secrets as placeholders. */
function chartEnv(v: Obj, name: string): { env: Record<string, string>; secrets: Obj } {
  const svc = coalesce(obj(v.defaults), obj(obj(v.services)[name]));
  const global = obj(v.global);
  const env: Record<string, unknown> = {};
  if (svc.globalEnv) Object.assign(env, { KAFKA_CLIENT_ID: name, OTEL_SERVICE_NAME: name });
  if (svc.mongoDatabase) {
    const m = obj(global.mongodb);
    env.MONGO_URL = `${String(m.url).replace(/\/$/, '')}/${String(svc.mongoDatabase)}${m.options ? `?${String(m.options)}` : ''}`;
  }
  for (const up of arr(svc.upstreams).map(String))
    env[`${up.toUpperCase()}_URL`] = `http://homepact-${up}:${String(obj(obj(v.services)[up]).port)}`;
  if (svc.globalEnv) Object.assign(env, obj(global.env));
  Object.assign(env, obj(svc.env));
  // homepact.storeEnv and the store part of homepact.secretEnv: what each store in `stores` adds.
  const storeSecrets: Obj = {};
  for (const store of arr(svc.stores).map(String)) {
    const s = obj(obj(global.stores)[store]);
    const tls = obj(s.tls);
    const prefix = STORE_PREFIX[store]!;
    if (tls.enabled) {
      if (store === 'redis') env.REDIS_URL = String(env.REDIS_URL ?? '').replace(/^redis:\/\//, 'rediss://');
      else env[`${prefix}_TLS`] = 'true';
      if (tls.caSecret) env[`${prefix}_TLS_CA_FILE`] = `/var/run/secrets/homepact/${store}-tls/ca.crt`;
    }
    if (s.existingSecret) {
      if (store === 'mongodb' && s.authSource) env.MONGO_AUTH_SOURCE = s.authSource;
      if (store === 'kafka' && s.saslMechanism) env.KAFKA_SASL_MECHANISM = s.saslMechanism;
      storeSecrets[`${prefix}_USERNAME`] = { key: s.usernameKey, secretName: s.existingSecret, optional: store === 'redis' };
      storeSecrets[`${prefix}_PASSWORD`] = { key: s.passwordKey, secretName: s.existingSecret };
    }
    if (s.allowPlaintext) env[`ALLOW_PLAINTEXT_${prefix}`] = 'true';
  }
  env.PORT = String(svc.port);
  const secrets = { ...(svc.globalEnv ? obj(global.secretEnv) : {}), ...obj(svc.secretEnv), ...storeSecrets };
  const out: Record<string, string> = {};
  for (const [k, val] of Object.entries(env)) {
    if (k in secrets || val === '' || val === undefined || val === null) continue;
    out[k] = String(val).replace(/\{\{[^}]*publicUrl[^}]*\}\}/, 'https://homepact.example.com');
  }
  return { env: out, secrets };
}

describe('the chart gives every service what it needs to start in production', () => {
  for (const [service, [mode, chartValues]] of Object.keys(DIRS).flatMap((svc) =>
    [
      ['stores in plaintext on purpose', plaintextValues],
      ['stores with credentials and TLS', securedValues],
    ].map((m) => [svc, m] as const),
  )) {
    it(`${service} (${mode}): the chart's environment and Secret keys pass its configuration, production parts included`, () => {
      const { env, secrets } = chartEnv(chartValues as Obj, service);
      expect(env.NODE_ENV).toBe('production');
      // Required secrets get a value; optional ones (optional: true) stay out, and must be optional.
      const required = Object.entries(secrets).filter(([, ref]) => !obj(ref).optional);
      const withSecrets = {
        ...env,
        ...Object.fromEntries(required.map(([k]) => [k, k === 'SMTP_URL' ? 'smtp://relay:25' : randomBytes(24).toString('hex')])),
      };
      const config = parseConfig(SCHEMAS[service as keyof typeof SCHEMAS], withSecrets, { needs: needsOf(service) }) as Obj;
      expect(config.NODE_ENV).toBe('production');
      // Every variable the chart sets is one the service reads (a misspelt name would be ignored silently).
      const source = read(`${DIRS[service]}/src/config.ts`);
      const base = Object.keys(BaseConfigSchema.shape);
      const known = (k: string) =>
        base.includes(k) ||
        source.includes(`${k}:`) ||
        ['OTEL_SERVICE_NAME', 'OTEL_EXPORTER_OTLP_PROTOCOL', 'TRACE_CLIENT_CONTEXT', 'ALLOW_EMBEDDED'].includes(k) ||
        /^ALLOW_PLAINTEXT_(MONGO|KAFKA|REDIS)$/.test(k);
      for (const k of [...Object.keys(env), ...Object.keys(secrets)]) expect(known(k), `${service} does not read ${k}`).toBe(true);
    });
  }

  it('the secrets: OTP_EVENT_KEY for identity and notifications (and nobody else), ADMIN2_PASSWORD optional for admin', () => {
    const secretsOf = (name: string) => chartEnv(values, name).secrets;
    expect(Object.keys(secretsOf('identity'))).toContain('OTP_EVENT_KEY');
    expect(Object.keys(secretsOf('notifications'))).toContain('OTP_EVENT_KEY');
    for (const other of ['gateway', 'contracts', 'ai', 'documents', 'admin'])
      expect(Object.keys(secretsOf(other))).not.toContain('OTP_EVENT_KEY');
    expect(obj(secretsOf('admin').ADMIN2_PASSWORD).optional).toBe(true);
    expect(chartEnv(values, 'notifications').env.SUPPORT_EMAIL).toMatch(/@/);
    for (const k of ['ADMIN2_SESSION_HOURS', 'ADMIN2_AUTH_LIMIT', 'CONTACT_LIMIT_PER_HOUR', 'COOKIE_SECURE'])
      expect(chartEnv(values, 'admin').env[k]).toBeDefined();
    // identity's account export needs both internal APIs (without them it answers 503).
    expect(chartEnv(values, 'identity').env).toMatchObject({
      CONTRACTS_URL: 'http://homepact-contracts:4002',
      NOTIFICATIONS_URL: 'http://homepact-notifications:4005',
    });
  });

  it('the stores: each workload gets the settings of the stores it uses, and none of the others', () => {
    const stores = (v: Obj, name: string) => chartEnv(v, name);
    // Off: no credentials, no TLS, no allowance: a production start is refused, naming the variable to set.
    for (const service of Object.keys(DIRS)) {
      const { env, secrets } = stores(values, service);
      expect(
        Object.keys(env).filter((k) => /^(MONGO|KAFKA|REDIS)_(TLS|USERNAME|PASSWORD|AUTH)|^ALLOW_PLAINTEXT_/.test(k)),
        service,
      ).toEqual([]);
      expect(
        Object.keys(secrets).filter((k) => /_(USERNAME|PASSWORD)$/.test(k) && !k.startsWith('ADMIN2')),
        service,
      ).toEqual([]);
      const required = Object.entries(secrets).filter(([, ref]) => !obj(ref).optional);
      const withSecrets = {
        ...env,
        ...Object.fromEntries(required.map(([k]) => [k, k === 'SMTP_URL' ? 'smtp://relay:25' : 'x'.repeat(40)])),
      };
      const refused = service === 'gateway' ? ['ALLOW_PLAINTEXT_REDIS'] : ['ALLOW_PLAINTEXT_MONGO', 'ALLOW_PLAINTEXT_KAFKA'];
      let message = '';
      try {
        parseConfig(SCHEMAS[service as keyof typeof SCHEMAS], withSecrets, { needs: needsOf(service) });
      } catch (e) {
        message = String(e);
      }
      for (const name of refused) expect(message, service).toContain(`${name}=true`);
    }
    // On: the gateway gets Redis's, the backends MongoDB's and Kafka's, each from its own Secret.
    expect(stores(securedValues, 'gateway').env).toMatchObject({
      REDIS_URL: 'rediss://redis:6379',
      REDIS_TLS_CA_FILE: '/var/run/secrets/homepact/redis-tls/ca.crt',
    });
    expect(stores(securedValues, 'gateway').secrets).toMatchObject({
      REDIS_USERNAME: { key: 'username', secretName: 'homepact-redis-credentials', optional: true },
      REDIS_PASSWORD: { key: 'password', secretName: 'homepact-redis-credentials' },
    });
    // (KAFKA_BROKERS reaches the gateway through global.env; its schema does not read it.)
    expect(
      Object.keys(stores(securedValues, 'gateway').env)
        .filter((k) => /^(MONGO|KAFKA)_/.test(k))
        .sort(),
    ).toEqual(['KAFKA_BROKERS', 'KAFKA_CLIENT_ID']);
    const contracts = stores(securedValues, 'contracts');
    expect(contracts.env).toMatchObject({
      MONGO_TLS: 'true',
      MONGO_TLS_CA_FILE: '/var/run/secrets/homepact/mongodb-tls/ca.crt',
      MONGO_AUTH_SOURCE: 'admin',
      KAFKA_TLS: 'true',
      KAFKA_TLS_CA_FILE: '/var/run/secrets/homepact/kafka-tls/ca.crt',
      KAFKA_SASL_MECHANISM: 'scram-sha-512',
    });
    expect(Object.keys(contracts.secrets)).toEqual(
      expect.arrayContaining(['MONGO_USERNAME', 'MONGO_PASSWORD', 'KAFKA_USERNAME', 'KAFKA_PASSWORD']),
    );
    expect(Object.keys(contracts.secrets).filter((k) => k.startsWith('REDIS_'))).toEqual([]);
    expect(contracts.env.REDIS_URL).toBeUndefined();
    // The templates implement exactly this (rendered by Helm; mirrored above).
    const helpers = read('charts/homepact/templates/_helpers.tpl');
    expect(helpers).toContain('{{- include "homepact.storeEnv" (dict "root" $root "svc" $svc "env" $env) -}}');
    expect(helpers).toContain('(printf "/var/run/secrets/homepact/%s-tls/ca.crt" $store)');
    expect(helpers).toContain('(printf "ALLOW_PLAINTEXT_%s" $prefix) "true"');
    expect(read('charts/homepact/templates/deployment.yaml')).toContain('include "homepact.storeFiles" $ctx | fromYamlArray');
  });

  it('without a production part the same environment is refused, naming it', () => {
    const { env } = chartEnv(plaintextValues, 'documents');
    const { GOTENBERG_URL: _gone, ...without } = env;
    expect(() =>
      parseConfig(DocumentsConfigSchema, { ...without, INTERNAL_JWT_SECRET: 'x'.repeat(40) }, { needs: needsOf('documents') }),
    ).toThrow(/GOTENBERG_URL: required in production/);
  });
});

const kubectlFound = !spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).error;
if (!kubectlFound) console.warn('skipped: kubectl not installed — kustomize overlays not rendered');
const render = (overlay: string): Obj[] => {
  const out = spawnSync('kubectl', ['kustomize', join(root, 'k8s/overlays', overlay)], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (out.status !== 0) throw new Error(out.stderr);
  return parseAllDocuments(out.stdout).map((d) => obj(d.toJS()));
};
const podSpec = (o: Obj) => obj(obj(obj(o.spec).template).spec);
const find = (docs: Obj[], kind: string, name: string) => docs.find((d) => d.kind === kind && obj(d.metadata).name === name);
const containerEnv = (o: Obj | undefined) =>
  Object.fromEntries(
    arr(obj(arr(podSpec(o ?? {}).containers)[0]).env)
      .map(obj)
      .map((e) => [String(e.name), String(e.value ?? '')]),
  );

describe.each(['dev', 'prod'])('k8s/overlays/%s against the versions, the topics and the chart', (overlay) => {
  const docs = kubectlFound ? render(overlay) : [];
  const versions = (parseYaml(read('k8s/components/versions/kustomization.yaml')) as { images: Array<{ name: string }> }).images;

  it.skipIf(!kubectlFound)('every image comes from k8s/components/versions, the list the real-server tests start too', () => {
    const images = docs.flatMap((d) => [...arr(podSpec(d).initContainers), ...arr(podSpec(d).containers)].map((c) => String(obj(c).image)));
    expect(images.length).toBeGreaterThan(5);
    const pinned = new Set(versions.map((v) => deployedImage(v.name)));
    for (const image of images) expect(pinned.has(image), `${image} is not pinned in k8s/components/versions`).toBe(true);
    // The versions the containers of `make test-containers` run.
    for (const name of ['mongo', 'apache/kafka', 'redis', 'gotenberg/gotenberg']) expect(images).toContain(deployedImage(name));
    expect(deployedImage('gotenberg/gotenberg')).toMatch(/@sha256:[a-f0-9]{64}$/);
    expect(read('services/kit/src/testing/servers.ts')).toContain('k8s/components/versions/kustomization.yaml');
  });

  it.skipIf(!kubectlFound)('the kafka-topics Job sets the sign-in code topics to the retention the services create them with', () => {
    const env = containerEnv(find(docs, 'Job', 'kafka-topics'));
    expect(env.OTP_TOPICS!.split(' ').sort()).toEqual([Topics.identityOtp, deadLetterTopic(Topics.identityOtp)].sort());
    for (const topic of env.OTP_TOPICS!.split(' ')) {
      expect(TOPIC_CONFIGS[topic]).toEqual({ 'retention.ms': env.OTP_RETENTION_MS, 'segment.ms': env.OTP_SEGMENT_MS });
    }
    expect(Number(env.OTP_RETENTION_MS)).toBeLessThanOrEqual(60 * 60 * 1000);
    // It may reach Kafka through the network policies.
    const kafkaPolicy = JSON.stringify(find(docs, 'NetworkPolicy', 'allow-services-to-kafka'));
    expect(kafkaPolicy).toContain('"app.kubernetes.io/name":"kafka-topics"');
  });

  it.skipIf(!kubectlFound)('MONGO_URL in the chart names every member of the replica set the overlay runs', () => {
    const replicas = Number(obj(find(docs, 'StatefulSet', 'mongodb')?.spec).replicas);
    const v = overlay === 'dev' ? devValues : values;
    const hosts = String(obj(obj(v.global).mongodb).url)
      .replace(/^mongodb:\/\//, '')
      .split(',');
    expect(hosts).toEqual(Array.from({ length: replicas }, (_, i) => `mongodb-${i}.mongodb-headless:27017`));
    expect(containerEnv(find(docs, 'Job', 'mongodb-rs-init')).MONGO_REPLICAS).toBe(String(replicas));
  });

  it.skipIf(!kubectlFound)(
    overlay === 'dev' ? 'holds the OpenTelemetry collector and Jaeger, which the chart dev values point at' : 'holds no dev tracing stack',
    () => {
      const collector = find(docs, 'Deployment', 'otel-collector');
      const jaeger = find(docs, 'Deployment', 'jaeger');
      expect({ collector: Boolean(collector), jaeger: Boolean(jaeger) }).toEqual(
        overlay === 'prod' ? { collector: false, jaeger: false } : { collector: true, jaeger: true },
      );
      if (overlay === 'prod') return;
      const endpoint = new URL(String(obj(obj(devValues.global).env).OTEL_EXPORTER_OTLP_ENDPOINT));
      const svc = obj(find(docs, 'Service', endpoint.hostname)?.spec);
      expect(arr(svc.ports).map((p) => Number(obj(p).port))).toContain(Number(endpoint.port));
      const config = String(obj(find(docs, 'ConfigMap', 'otel-collector')?.data)['config.yaml']);
      expect(config).toContain('endpoint: http://jaeger:4318');
      expect(arr(obj(find(docs, 'Service', 'jaeger')?.spec).ports).map((p) => Number(obj(p).port))).toContain(16686);
      // Our pods may reach the collector; only the collector reaches Jaeger.
      expect(JSON.stringify(find(docs, 'NetworkPolicy', 'allow-services-to-otel-collector'))).toContain('"backend"');
      expect(JSON.stringify(find(docs, 'NetworkPolicy', 'allow-otel-collector-to-jaeger'))).toContain('"otel-collector"');
    },
  );
});

describe('the build-time compile (what the images run)', () => {
  const node = process.execPath;
  const build = (dir: string) => spawnSync(node, [join(root, 'scripts/build-service.mjs'), join(root, dir)], { encoding: 'utf8' });

  it('every Node service bundles with esbuild into dist/server.js, and the bundle loads and runs its configuration', async () => {
    for (const [service, dir] of Object.entries(DIRS)) {
      const out = build(dir);
      expect(out.status, `${service}: ${out.stderr}`).toBe(0);
      expect(existsSync(join(root, dir, 'dist/server.js'))).toBe(true);
      // The bundle holds our TypeScript (kit included) but no npm package.
      const entry = readFileSync(join(root, dir, 'dist/server.js'), 'utf8');
      expect(entry).toMatch(/startTelemetry\(/);
      expect(entry).not.toMatch(/from ["']@homepact\//);
    }
    // Loaded under plain node in production without backends: each exits 1 naming what it lacks.
    await Promise.all(
      Object.entries(DIRS).map(async ([service, dir]) => {
        const child = spawn(node, ['--enable-source-maps', join(root, dir, 'dist/server.js')], {
          env: {
            PATH: process.env.PATH,
            NODE_ENV: 'production',
            INTERNAL_JWT_SECRET: 'x'.repeat(40),
            IDENTITY_URL: 'http://identity:4001',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (b: Buffer) => (output += b.toString()));
        child.stderr.on('data', (b: Buffer) => (output += b.toString()));
        const code = await new Promise<number | null>((r) => child.once('exit', r));
        expect(code, `${service}: ${output}`).toBe(1);
        for (const need of needsOf(service)) expect(output, service).toContain(`${need}: required in production`);
      }),
    );
  }, 120_000);

  it('the identity bundle serves /healthz and /readyz under node (NODE_ENV=development, embedded defaults), and /metrics on METRICS_PORT', async () => {
    expect(build('services/identity').status).toBe(0);
    const data = await tempDir();
    const port = await freePort();
    const metricsPort = await freePort();
    const child = spawn(node, ['--enable-source-maps', join(root, 'services/identity/dist/server.js')], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        DATA_DIR: data.dir,
        LOG_LEVEL: 'warn',
        INTERNAL_JWT_SECRET: randomBytes(32).toString('hex'),
        OTP_SECRET: randomBytes(32).toString('hex'),
        OTP_EVENT_KEY: randomBytes(32).toString('hex'),
      },
      stdio: 'ignore',
    });
    try {
      await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status === 200, {
        what: 'the bundle to be ready',
        timeoutMs: 30_000,
        intervalMs: 100,
      });
      expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()).toEqual({ status: 'ok' });
      // The scrape is on its own port (the bundle carries the exporter), not on the service's.
      await fetch(`http://127.0.0.1:${port}/api/auth/user`);
      const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toMatch(/^http_server_request_duration_count\{[^}]*http_route="\/api\/auth\/user"/m);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await data.remove();
    }
  }, 60_000);
});

describe('make test-containers', () => {
  it('is a Makefile target, and where no Docker engine answers it says so in one line and exits 0', () => {
    expect(read('Makefile')).toMatch(/^test-containers: install\n\ttsx scripts\/test-containers\.ts$/m);
    const run = spawnSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts/test-containers.ts')], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, DOCKER_HOST: '' },
    });
    const dockerHere = existsSync('/var/run/docker.sock');
    if (dockerHere) {
      console.warn('skipped: a Docker socket exists here, so make test-containers would run the suites');
      return;
    }
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([expect.stringMatching(/^test-containers: no Docker engine reachable/)]);
  });
});
