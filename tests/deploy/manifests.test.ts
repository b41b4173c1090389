/**
 * Deployment definitions: Helm values against values.schema.json, the Dockerfiles, the
 * kustomize prerequisites (rendered with `kubectl kustomize`) and skaffold.yaml, checked for
 * the properties the architecture relies on. No cluster, Docker or Helm needed; without
 * kubectl the kustomize tests are skipped with one warning line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { parse as parseYaml, parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const chartDir = join(root, 'charts/homepact');
const read = (rel: string) => readFileSync(join(root, rel), 'utf8');

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: unknown): Obj => (isObj(v) ? v : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Every Node service builds from this one Dockerfile, the service a build argument. */
const NODE_DOCKERFILE = 'docker/node-service.Dockerfile';
/** The workloads of the chart, their Dockerfiles and ports (ARCHITECTURE.md + brief). */
const WORKLOADS: Record<string, { dockerfile: string; port: number }> = {
  gateway: { dockerfile: NODE_DOCKERFILE, port: 8080 },
  identity: { dockerfile: NODE_DOCKERFILE, port: 4001 },
  contracts: { dockerfile: NODE_DOCKERFILE, port: 4002 },
  ai: { dockerfile: NODE_DOCKERFILE, port: 4003 },
  documents: { dockerfile: NODE_DOCKERFILE, port: 4004 },
  notifications: { dockerfile: NODE_DOCKERFILE, port: 4005 },
  admin: { dockerfile: NODE_DOCKERFILE, port: 4006 },
  web: { dockerfile: 'web/Dockerfile', port: 8080 },
};
const NODE_SERVICES = Object.keys(WORKLOADS).filter((n) => n !== 'web');
/** A base image pinned by digest: `name:tag@sha256:<64 hex>`. */
const PINNED = /^[\w./-]+:[\w.-]+@sha256:[a-f0-9]{64}$/;

/** Helm's coalescing of a values file over another: maps merge, null deletes, rest replaces. */
function coalesce(base: Obj, over: Obj): Obj {
  const out: Obj = { ...base };
  for (const [k, v] of Object.entries(over)) {
    if (v === null) delete out[k];
    else if (isObj(v) && isObj(out[k])) out[k] = coalesce(out[k], v);
    else out[k] = v;
  }
  return out;
}

describe('Helm chart values (charts/homepact)', () => {
  const schema = JSON.parse(readFileSync(join(chartDir, 'values.schema.json'), 'utf8')) as Obj;
  const ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true });
  const validate = ajv.compile(schema);
  const values = parseYaml(readFileSync(join(chartDir, 'values.yaml'), 'utf8')) as Obj;
  const devValues = parseYaml(readFileSync(join(chartDir, 'values-dev.yaml'), 'utf8')) as Obj;
  const errorsOf = (v: unknown) => (validate(v) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));

  it('values.yaml is valid against values.schema.json (draft-07)', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(errorsOf(values)).toEqual([]);
  });

  it('values.yaml + values-dev.yaml, merged as Helm merges them, is valid', () => {
    expect(errorsOf(coalesce(values, devValues))).toEqual([]);
  });

  it('a typo in a key fails validation (additionalProperties: false)', () => {
    const typo = (mutate: (v: Obj) => void) => {
      const copy = structuredClone(values);
      mutate(copy);
      return errorsOf(copy);
    };
    expect(typo((v) => (obj(obj(v.services).identity).replcas = 3))).toContainEqual(
      expect.stringContaining('must NOT have additional properties'),
    );
    expect(typo((v) => (obj(v.global).existingSecrets = 'x'))).not.toEqual([]);
    expect(typo((v) => (obj(obj(obj(v.defaults).probes).liveness).pth = '/healthz'))).not.toEqual([]);
    expect(typo((v) => (v.ingres = { enabled: true }))).not.toEqual([]);
    // Wrong types and shapes too: numbers must be quoted in env, secrets are references.
    expect(typo((v) => (obj(obj(obj(v.services).gateway).env).RATE_LIMIT_MAX = 600))).not.toEqual([]);
    expect(typo((v) => (obj(obj(obj(v.services).admin).secretEnv).ADMIN2_PASSWORD = 'hunter2'))).not.toEqual([]);
    expect(typo((v) => (obj(obj(v.services).web).component = 'front'))).not.toEqual([]);
  });

  it('declares every workload with its port, and no secret value anywhere', () => {
    const services = obj(values.services);
    expect(Object.keys(services).sort()).toEqual(Object.keys(WORKLOADS).sort());
    for (const [name, { port }] of Object.entries(WORKLOADS)) expect(obj(services[name]).port, name).toBe(port);
    // Secrets only as secretKeyRef entries ({ key }); plain env never carries one.
    const plainEnv = [obj(obj(values.global).env), ...Object.values(services).map((s) => obj(obj(s).env))];
    for (const env of plainEnv) for (const k of Object.keys(env)) expect(k).not.toMatch(/SECRET|PASSWORD|API_KEY|^SMTP_URL$/);
    const refs = [obj(obj(values.global).secretEnv), ...Object.values(services).map((s) => obj(obj(s).secretEnv))];
    const secretNames = refs.flatMap((r) => Object.keys(r));
    expect(secretNames).toEqual(
      expect.arrayContaining(['INTERNAL_JWT_SECRET', 'OTP_SECRET', 'SMTP_URL', 'OPENAI_API_KEY', 'ADMIN2_PASSWORD']),
    );
  });

  it('metrics: off by default (pod annotations only), and valid with the ServiceMonitor, the PrometheusRule and the dashboard on', () => {
    const metrics = obj(values.metrics);
    expect(metrics.port).toBe(9464);
    for (const part of ['serviceMonitor', 'prometheusRule', 'dashboard']) expect(obj(metrics[part]).enabled, part).toBe(false);
    const on = coalesce(values, {
      metrics: {
        serviceMonitor: { enabled: true, interval: '15s', labels: { release: 'kube-prometheus-stack' } },
        prometheusRule: { enabled: true, labels: { release: 'kube-prometheus-stack' } },
        dashboard: { enabled: true },
      },
    });
    expect(errorsOf(on)).toEqual([]);
    expect(errorsOf(coalesce(on, { metrics: { serviceMonitor: { enabled: true, scrapeEvery: '1m' } } })).join()).toMatch(/additional/);
    expect(errorsOf(coalesce(on, { metrics: { port: 70000 } })).length).toBeGreaterThan(0);

    const template = (t: string) => readFileSync(join(chartDir, 'templates', t), 'utf8');
    // Each part renders only behind its value; annotations only when no ServiceMonitor scrapes.
    expect(template('servicemonitor.yaml')).toMatch(/^\{\{- if \.Values\.metrics\.serviceMonitor\.enabled \}\}/);
    expect(template('servicemonitor.yaml')).toContain('port: metrics');
    expect(template('prometheusrule.yaml')).toMatch(/^\{\{- if \.Values\.metrics\.prometheusRule\.enabled \}\}/);
    expect(template('prometheusrule.yaml')).toContain('.Files.Get "files/alerts.yaml"');
    expect(template('dashboard.yaml')).toMatch(/^\{\{- if \.Values\.metrics\.dashboard\.enabled \}\}/);
    expect(template('dashboard.yaml')).toContain('.Files.Get "files/dashboard.json"');
    expect(obj(metrics.dashboard).labels).toEqual({ grafana_dashboard: '1' });
    const deployment = template('deployment.yaml');
    expect(deployment).toContain('{{- if and $svc.globalEnv (not $.Values.metrics.serviceMonitor.enabled) }}');
    expect(deployment).toContain('prometheus.io/port: {{ $.Values.metrics.port | quote }}');
    expect(deployment).toMatch(/- name: metrics\n\s+containerPort: \{\{ \$\.Values\.metrics\.port \}\}/);
    expect(template('service.yaml')).toMatch(/- name: metrics\n\s+port: \{\{ \$\.Values\.metrics\.port \}\}\n\s+targetPort: metrics/);
    expect(template('_helpers.tpl')).toContain('set $env "METRICS_PORT" (toString $root.Values.metrics.port)');

    // What the templates embed: a rule file whose top level is what a PrometheusRule's spec takes, and dashboard JSON.
    const rules = parseYaml(readFileSync(join(chartDir, 'files/alerts.yaml'), 'utf8')) as Obj;
    expect(Object.keys(rules)).toEqual(['groups']);
    expect(arr(rules.groups).length).toBeGreaterThan(0);
    const dashboard = JSON.parse(readFileSync(join(chartDir, 'files/dashboard.json'), 'utf8')) as Obj;
    expect(dashboard.uid).toBe('homepact-overview');
    expect(arr(dashboard.panels).length).toBeGreaterThan(10);
  });

  it('store credentials and TLS: off by default, valid on (Secrets, CA Secrets) and plaintext on purpose; typos fail', () => {
    const stores = obj(obj(values.global).stores);
    expect(Object.keys(stores).sort()).toEqual(['kafka', 'mongodb', 'redis']);
    for (const [name, s] of Object.entries(stores)) {
      expect(obj(s).existingSecret, name).toBe('');
      expect(obj(obj(s).tls).enabled, name).toBe(false);
      expect(obj(s).allowPlaintext, name).toBe(false);
    }
    // Each workload names the stores it uses: the gateway Redis alone, the backends MongoDB and Kafka, the web none.
    const usesOf = (v: Obj, name: string) => arr(obj(obj(v.services)[name]).stores ?? obj(v.defaults).stores);
    expect(usesOf(values, 'gateway')).toEqual(['redis']);
    for (const name of NODE_SERVICES.filter((n) => n !== 'gateway')) expect(usesOf(values, name), name).toEqual(['mongodb', 'kafka']);
    expect(usesOf(values, 'web')).toEqual([]);
    // REDIS_URL only where Redis is used (a backend given it would be refused in production over plaintext).
    expect(obj(obj(values.global).env).REDIS_URL).toBeUndefined();
    expect(obj(obj(obj(values.services).gateway).env).REDIS_URL).toBe('redis://redis:6379');

    const on = coalesce(values, {
      global: {
        stores: {
          mongodb: {
            existingSecret: 'homepact-mongodb',
            authSource: 'admin',
            tls: { enabled: true, caSecret: 'homepact-mongodb-ca', caKey: 'ca.crt' },
          },
          kafka: {
            existingSecret: 'homepact-kafka',
            saslMechanism: 'scram-sha-256',
            tls: { enabled: true, caSecret: 'homepact-kafka-ca' },
          },
          redis: { existingSecret: 'homepact-redis', usernameKey: 'user', passwordKey: 'pass', tls: { enabled: true } },
        },
      },
    });
    expect(errorsOf(on)).toEqual([]);
    const plaintext = coalesce(values, {
      global: { stores: { mongodb: { allowPlaintext: true }, kafka: { allowPlaintext: true }, redis: { allowPlaintext: true } } },
    });
    expect(errorsOf(plaintext)).toEqual([]);
    expect(obj(obj(obj(devValues.global).stores).kafka).allowPlaintext).toBe(true);
    expect(errorsOf(coalesce(on, { global: { stores: { kafka: { saslMechanism: 'plain' } } } })).length).toBeGreaterThan(0);
    expect(errorsOf(coalesce(on, { global: { stores: { redis: { tls: { enable: true } } } } })).join()).toMatch(/additional/);
    expect(errorsOf(coalesce(on, { global: { stores: { mongodb: { password: 'hunter2' } } } })).join()).toMatch(/additional/);
    expect(errorsOf(coalesce(on, { services: { gateway: { stores: ['postgres'] } } })).length).toBeGreaterThan(0);
  });

  it('backup CronJob and republish Job: off by default, valid on (volume or S3-compatible store), misconfigurations fail', () => {
    const backup = obj(values.backup);
    expect(backup.enabled).toBe(false);
    expect(obj(values.republish).enabled).toBe(false);
    expect(backup.image).toBe('mongo:8.0.17');
    const onPvc = coalesce(values, { backup: { enabled: true }, republish: { enabled: true } });
    expect(errorsOf(onPvc)).toEqual([]);
    const onS3 = coalesce(values, {
      backup: {
        enabled: true,
        target: 's3',
        s3: { bucket: 'hp-backups', endpoint: 'https://minio.example:9000', existingSecret: 'hp-backup-s3' },
      },
    });
    expect(errorsOf(onS3)).toEqual([]);
    // s3 without a bucket or credentials, an unknown target, no retention, a typo: refused.
    expect(errorsOf(coalesce(values, { backup: { enabled: true, target: 's3' } })).length).toBeGreaterThan(0);
    expect(errorsOf(coalesce(values, { backup: { target: 'ftp' } })).length).toBeGreaterThan(0);
    expect(errorsOf(coalesce(values, { backup: { keep: { count: 0, days: 30 } } })).length).toBeGreaterThan(0);
    expect(errorsOf(coalesce(values, { backup: { retention: 3 } })).join()).toMatch(/additional/);
    expect(errorsOf(coalesce(values, { republish: { services: ['documents'] } })).length).toBeGreaterThan(0);

    const template = (t: string) => readFileSync(join(chartDir, 'templates', t), 'utf8');
    const cron = template('backup-cronjob.yaml');
    expect(cron).toMatch(/^\{\{- if \.Values\.backup\.enabled \}\}/);
    expect(cron).toContain('kind: CronJob');
    expect(cron).toContain('concurrencyPolicy: Forbid');
    expect(cron).toContain('.Files.Glob "files/backup/*.sh"');
    expect(cron).toContain('app.kubernetes.io/component: backup');
    for (const needle of [
      'runAsNonRoot: true',
      'readOnlyRootFilesystem: true',
      'allowPrivilegeEscalation: false',
      'type: RuntimeDefault',
    ]) {
      expect(cron).toContain(needle);
    }
    const job = template('republish-job.yaml');
    expect(job).toMatch(/^\{\{- if \.Values\.republish\.enabled \}\}/);
    expect(job).toContain('"service/dist/server.js", "republish"');
    expect(job).toContain('name: REPUBLISH_URLS');

    // The scripts the ConfigMap carries: mongodump --oplog to an archive with its SHA-256, pruning by count and age.
    const dump = readFileSync(join(chartDir, 'files/backup/mongodump.sh'), 'utf8');
    expect(dump).toContain('--oplog');
    expect(dump).toContain('sha256sum');
    expect(dump).toMatch(/KEEP_COUNT/);
    expect(dump).toMatch(/KEEP_DAYS/);
    for (const script of ['mongodump.sh', 's3-upload.sh']) {
      expect(spawnSync('bash', ['-n', join(chartDir, 'files/backup', script)]).status, script).toBe(0);
    }
    // The backup pods may reach MongoDB.
    expect(read('k8s/base/networkpolicies.yaml')).toMatch(/allow-services-to-mongodb[\s\S]*app\.kubernetes\.io\/component: backup/);
  });

  it('has the generic templates and a v2 Chart.yaml', () => {
    const chart = parseYaml(readFileSync(join(chartDir, 'Chart.yaml'), 'utf8')) as Obj;
    expect(chart.apiVersion).toBe('v2');
    for (const t of [
      '_helpers.tpl',
      'NOTES.txt',
      'deployment.yaml',
      'service.yaml',
      'serviceaccount.yaml',
      'configmap.yaml',
      'hpa.yaml',
      'pdb.yaml',
      'ingress.yaml',
      'servicemonitor.yaml',
      'prometheusrule.yaml',
      'dashboard.yaml',
      'backup-cronjob.yaml',
      'republish-job.yaml',
    ]) {
      expect(existsSync(join(chartDir, 'templates', t)), t).toBe(true);
    }
    const deployment = readFileSync(join(chartDir, 'templates/deployment.yaml'), 'utf8');
    for (const needle of [
      'readOnlyRootFilesystem: true',
      'allowPrivilegeEscalation: false',
      'runAsNonRoot: true',
      'runAsUser: 10001',
      'type: RuntimeDefault',
      'drop: ["ALL"]',
      'mountPath: /tmp',
      'automountServiceAccountToken: false',
      'secretKeyRef',
    ]) {
      expect(deployment).toContain(needle);
    }
  });
});

/** FROM images of a Dockerfile with ARG defaults substituted; stage names resolved. */
function dockerStages(text: string) {
  const args: Record<string, string> = {};
  const stages: { image: string; name?: string; users: string[] }[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const arg = /^ARG\s+(\w+)=(\S+)/i.exec(line);
    if (arg && stages.length === 0) args[arg[1] as string] = arg[2] as string;
    const from = /^FROM\s+(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      let image = (from[1] as string).replace(/\$\{?(\w+)\}?/g, (_, n: string) => args[n] ?? '');
      const parent = stages.find((s) => s.name === image);
      if (parent) image = parent.image;
      stages.push({ image, name: from[2], users: [] });
    }
    const user = /^USER\s+(\S+)/i.exec(line);
    if (user) stages.at(-1)?.users.push(user[1] as string);
  }
  return stages;
}

/** Workspace package name -> folder, from the root package.json "workspaces" entries. */
function workspaceDirs(): Map<string, string> {
  const map = new Map<string, string>();
  const patterns = arr(obj(JSON.parse(read('package.json'))).workspaces).map(String);
  const dirs = patterns.flatMap((p) =>
    p.endsWith('/*') && existsSync(join(root, p.slice(0, -2)))
      ? readdirSync(join(root, p.slice(0, -2))).map((d) => `${p.slice(0, -2)}/${d}`)
      : [p],
  );
  for (const d of dirs) {
    const manifest = join(root, d, 'package.json');
    if (existsSync(manifest)) map.set(String(obj(JSON.parse(readFileSync(manifest, 'utf8'))).name), d);
  }
  return map;
}
describe('Dockerfiles', () => {
  const dirs = workspaceDirs();
  const text = read(NODE_DOCKERFILE);
  const stages = dockerStages(text);
  /** The instructions alone (comments dropped). */
  const instructions = text
    .split('\n')
    .filter((l) => !l.trim().startsWith('#'))
    .join('\n');

  it('one parametrised Dockerfile builds every Node service; the per-service copies are gone', () => {
    expect(text).toMatch(/^ARG SERVICE$/m);
    for (const name of NODE_SERVICES) {
      const dir = dirs.get(`@homepact/${name}`);
      expect(dir, `workspace @homepact/${name}`).toBeDefined();
      expect(existsSync(join(root, dir as string, 'Dockerfile')), `${dir}/Dockerfile must not exist`).toBe(false);
      // What the image builds: the workspace's own build script and entry point.
      const manifest = obj(JSON.parse(read(`${dir}/package.json`)));
      expect(obj(manifest.scripts).build, `${dir} build script`).toMatch(/scripts\/build-service\.mjs/);
      expect(existsSync(join(root, dir as string, 'src/server.ts'))).toBe(true);
    }
  });

  it('bases pinned by digest (node 24, Debian slim), a non-root final USER, nothing writable but /tmp', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    for (const st of stages) {
      expect(st.image).toMatch(PINNED);
      expect(st.image).toMatch(/^node:24\.\d+\.\d+-bookworm-slim@/);
    }
    expect(stages.at(-1)?.users.at(-1)).toBe('10001:10001');
    expect(text).toMatch(/DATA_DIR=\/tmp\/data/);
    expect(text).toMatch(/HOME=\/tmp/);
  });

  it('compiles at build time and runs plain node: no tsx, no transform at start-up', () => {
    expect(text).toMatch(/npm run build --workspace="@homepact\/\$\{SERVICE\}"/);
    const cmd = /^CMD (.*)$/m.exec(text)?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', '--enable-source-maps', '--no-memory-reducer', 'service/dist/server.js']);
    expect(instructions).not.toMatch(/\btsx\b/);
    expect(instructions).not.toMatch(/--import|loader\.mjs/);
  });

  it('the lockfile is the only source of packages: npm ci only, and no package manager in the runtime', () => {
    const installs = [...instructions.matchAll(/\bnpm (install|i|add|ci)\b[^\n]*/g)].map((m) => m[0]);
    expect(installs.length).toBeGreaterThanOrEqual(2);
    for (const line of installs) expect(line).toMatch(/^npm ci\b/);
    expect(instructions).not.toMatch(/npm install -g|--global|\bnpx [a-z]/);
    expect(instructions).toMatch(/rm -rf \/usr\/local\/lib\/node_modules\/npm /);
    expect(instructions).toContain('/usr/local/bin/npm /usr/local/bin/npx');
    // esbuild, the build's compiler, is a locked devDependency (not fetched on the side).
    const lock = obj(JSON.parse(read('package-lock.json')));
    expect(obj(obj(obj(lock.packages)['services/kit']).devDependencies).esbuild).toBeDefined();
    expect(obj(obj(lock.packages)['node_modules/esbuild']).version).toBeDefined();
  });

  it('carries no Chromium (documents renders through Gotenberg in the cluster)', () => {
    expect(instructions).not.toMatch(/apt-get|chromium/i);
  });

  it('web/Dockerfile: Node build and unprivileged nginx, both pinned by digest, non-root', () => {
    const web = dockerStages(read('web/Dockerfile'));
    expect(web.some((st) => st.image.startsWith('node:24'))).toBe(true);
    for (const st of web) expect(st.image).toMatch(PINNED);
    expect(web.at(-1)?.image).toMatch(/^nginxinc\/nginx-unprivileged:/);
    expect(web.at(-1)?.users.at(-1)).toBe('10001:10001');
  });

  it('.dockerignore keeps host artefacts out of the root build context', () => {
    const ignore = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const p of ['**/node_modules', '**/.data', 'artifacts', '.git']) expect(ignore).toContain(p);
  });

  it('web/nginx.conf: SPA fallback, immutable assets, no-cache HTML, security headers, no /api proxy', () => {
    const conf = read('web/nginx.conf');
    expect(conf).toMatch(/listen 8080/);
    expect(conf).toMatch(/try_files \$uri \/index\.html;/);
    expect(conf).toContain('max-age=31536000, immutable');
    expect(conf).toContain('"no-cache"');
    for (const h of ['Content-Security-Policy', 'X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy']) expect(conf).toContain(h);
    expect(conf).not.toContain('proxy_pass');
    expect(conf).toContain('pid /tmp/nginx.pid');
  });
});

const kubectlFound = !spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).error;
if (!kubectlFound) console.warn('skipped: kubectl not installed — kustomize overlays not rendered');

function kustomize(overlay: string): Obj[] {
  const out = spawnSync('kubectl', ['kustomize', join(root, 'k8s/overlays', overlay)], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (out.status !== 0) throw new Error(`kubectl kustomize ${overlay} failed: ${out.stderr}`);
  return parseAllDocuments(out.stdout).map((d) => {
    if (d.errors.length > 0) throw new Error(String(d.errors[0]));
    return obj(d.toJS());
  });
}
const podSpecOf = (o: Obj): Obj | undefined =>
  o.kind === 'Pod'
    ? obj(o.spec)
    : ['Deployment', 'StatefulSet', 'DaemonSet', 'Job'].includes(String(o.kind))
      ? obj(obj(obj(o.spec).template).spec)
      : undefined;
const find = (docs: Obj[], kind: string, name: string) => docs.find((d) => d.kind === kind && obj(d.metadata).name === name);

describe.each(['dev', 'prod'])('k8s/overlays/%s (kubectl kustomize)', (overlay) => {
  const docs = kubectlFound ? kustomize(overlay) : [];

  it.skipIf(!kubectlFound)('has the prerequisites and the default-deny policy, all in namespace homepact', () => {
    for (const [kind, name] of [
      ['Namespace', 'homepact'],
      ['StatefulSet', 'mongodb'],
      ['StatefulSet', 'kafka'],
      ['Job', 'mongodb-rs-init'],
      ['Deployment', 'gotenberg'],
      ['Deployment', 'redis'],
      ['NetworkPolicy', 'default-deny-ingress'],
      ['NetworkPolicy', 'gotenberg-deny-egress'],
    ] as const) {
      expect(find(docs, kind, name), `${kind}/${name}`).toBeDefined();
    }
    for (const d of docs.filter((d) => d.kind !== 'Namespace'))
      expect(obj(d.metadata).namespace, `${d.kind}/${obj(d.metadata).name}`).toBe('homepact');
    const deny = obj(find(docs, 'NetworkPolicy', 'default-deny-ingress')?.spec);
    expect(deny.podSelector).toEqual({});
    expect(deny.policyTypes).toEqual(['Ingress']);
    expect(find(docs, 'Deployment', 'mailpit') !== undefined).toBe(overlay === 'dev');
  });

  it.skipIf(!kubectlFound)('every container has resources, a restricted security context, and env refs that resolve', () => {
    const pods = docs.flatMap((d) => (podSpecOf(d) ? [{ d, spec: podSpecOf(d) as Obj }] : []));
    expect(pods.length).toBeGreaterThanOrEqual(5);
    for (const { d, spec } of pods) {
      const where = `${d.kind}/${obj(d.metadata).name}`;
      const podSec = obj(spec.securityContext);
      expect(podSec.runAsNonRoot, where).toBe(true);
      expect(obj(podSec.seccompProfile).type, where).toBe('RuntimeDefault');
      expect(spec.automountServiceAccountToken, where).toBe(false);
      for (const c of [...arr(spec.initContainers), ...arr(spec.containers)].map(obj)) {
        const at = `${where} container ${String(c.name)}`;
        const res = obj(c.resources);
        expect(obj(res.requests).cpu, `${at} requests.cpu`).toBeDefined();
        expect(obj(res.requests).memory, `${at} requests.memory`).toBeDefined();
        expect(obj(res.limits).memory, `${at} limits.memory`).toBeDefined();
        const sec = obj(c.securityContext);
        expect(sec.allowPrivilegeEscalation, at).toBe(false);
        expect(obj(sec.capabilities).drop, at).toEqual(['ALL']);
        // $(VAR) only expands when VAR is defined earlier in the list (patches can reorder env).
        const seen = new Set<string>();
        for (const e of arr(c.env).map(obj)) {
          for (const m of String(e.value ?? '').matchAll(/\$\((\w+)\)/g))
            expect(seen.has(m[1] as string), `${at}: ${String(e.name)} uses $(${String(m[1])})`).toBe(true);
          seen.add(String(e.name));
        }
      }
    }
  });

  it.skipIf(!kubectlFound)('Gotenberg runs with its outbound deny lists on and no egress', () => {
    const g = obj(arr(podSpecOf(find(docs, 'Deployment', 'gotenberg') ?? {})?.containers)[0]);
    const args = arr(g.args).map(String);
    expect(String(g.image)).toMatch(/^gotenberg\/gotenberg:8/);
    expect(args.some((a) => a.startsWith('--chromium-deny-list='))).toBe(true);
    expect(args.some((a) => a.startsWith('--webhook-deny-list='))).toBe(true);
    const egress = obj(find(docs, 'NetworkPolicy', 'gotenberg-deny-egress')?.spec);
    expect(egress.policyTypes).toEqual(['Egress']);
    expect(arr(egress.egress)).toEqual([]);
  });

  it.skipIf(!kubectlFound)('MongoDB runs replica set rs0 with as many rs-init members as replicas; Kafka is KRaft', () => {
    const mongo = obj(find(docs, 'StatefulSet', 'mongodb')?.spec);
    expect(arr(obj(arr(podSpecOf(find(docs, 'StatefulSet', 'mongodb') ?? {})?.containers)[0]).args)).toEqual(
      expect.arrayContaining(['--replSet', 'rs0']),
    );
    const job = obj(arr(podSpecOf(find(docs, 'Job', 'mongodb-rs-init') ?? {})?.containers)[0]);
    const members = arr(job.env)
      .map(obj)
      .find((e) => e.name === 'MONGO_REPLICAS')?.value;
    expect(Number(members)).toBe(mongo.replicas);
    expect(obj(find(docs, 'StatefulSet', 'kafka')?.spec).replicas).toBe(overlay === 'prod' ? 3 : 1);
    const kafkaEnv = arr(obj(arr(podSpecOf(find(docs, 'StatefulSet', 'kafka') ?? {})?.containers)[0]).env).map(obj);
    expect(kafkaEnv.find((e) => e.name === 'KAFKA_PROCESS_ROLES')?.value).toBe('broker,controller');
    const voters = String(kafkaEnv.find((e) => e.name === 'KAFKA_CONTROLLER_QUORUM_VOTERS')?.value);
    expect(voters.split(',')).toHaveLength(Number(obj(find(docs, 'StatefulSet', 'kafka')?.spec).replicas));
  });

  it.skipIf(!kubectlFound)(
    "each workload's egress is exactly what it uses: DNS, its stores, the services it calls, and for ai and notifications their one way out",
    () => {
      const values = parseYaml(readFileSync(join(chartDir, 'values.yaml'), 'utf8')) as Obj;
      const services = obj(values.services);
      const labelsOf = (name: string) => ({
        'app.kubernetes.io/name': name,
        'app.kubernetes.io/component': String(obj(services[name]).component ?? obj(values.defaults).component),
      });
      const NODE_BASE = ['kube-system/kube-dns:53/UDP,53/TCP', 'namespace observability:4318/TCP,4317/TCP'];
      const DEV = overlay === 'dev' ? ['otel-collector:4318/TCP,4317/TCP'] : [];
      const mongo = 'mongodb:27017/TCP';
      const kafka = 'kafka:9092/TCP';
      const expected: Record<string, string[]> = {
        gateway: [...NODE_BASE, ...DEV, 'component=backend:4001-4006/TCP', 'redis:6379/TCP'],
        identity: [...NODE_BASE, ...DEV, mongo, kafka, 'contracts:4002/TCP', 'notifications:4005/TCP'],
        contracts: [...NODE_BASE, ...DEV, mongo, kafka, 'notifications:4005/TCP'],
        ai: [...NODE_BASE, ...DEV, mongo, kafka, 'outside the cluster:443/TCP'],
        documents: [...NODE_BASE, ...DEV, mongo, kafka, 'contracts:4002/TCP', 'gotenberg:3000/TCP'],
        notifications: [
          ...NODE_BASE,
          ...DEV,
          mongo,
          kafka,
          'contracts:4002/TCP',
          'documents:4004/TCP',
          overlay === 'dev' ? 'mailpit:1025/TCP' : undefined,
          'outside the cluster:25/TCP,465/TCP,587/TCP',
        ].filter((x): x is string => x !== undefined),
        admin: [...NODE_BASE, ...DEV, mongo, kafka, 'identity:4001/TCP'],
        web: [],
      };
      expect(Object.keys(expected).sort()).toEqual(Object.keys(WORKLOADS).sort());
      for (const [name, want] of Object.entries(expected)) expect(egressOf(docs, labelsOf(name)), name).toEqual([...want].sort());
      // The chart's re-publish Job (component backend) asks every service.
      expect(egressOf(docs, { 'app.kubernetes.io/name': 'republish', 'app.kubernetes.io/component': 'backend' })).toEqual(
        [...NODE_BASE, ...DEV, 'component=backend:4001-4006/TCP'].sort(),
      );
      // Gotenberg renders user-influenced HTML: nothing at all.
      expect(egressOf(docs, { 'app.kubernetes.io/name': 'gotenberg' })).toEqual([]);

      // The same needs as the chart declares them: each backend's upstreams and stores, at their ports.
      const STORE_PORTS: Record<string, string> = { mongodb: mongo, kafka, redis: 'redis:6379/TCP' };
      for (const name of NODE_SERVICES.filter((n) => n !== 'gateway')) {
        const svc = obj(services[name]);
        const fromChart = [
          ...arr(svc.upstreams).map((up) => `${String(up)}:${String(obj(services[String(up)]).port)}/TCP`),
          ...arr(svc.stores).map((st) => STORE_PORTS[String(st)]),
        ];
        const inCluster = (egressOf(docs, labelsOf(name)) ?? []).filter(
          (e) => !/^(kube-system|namespace |outside|otel-collector|gotenberg|mailpit)/.test(e),
        );
        expect(inCluster.sort(), name).toEqual(fromChart.sort());
      }
      expect(arr(obj(services.gateway).stores)).toEqual(['redis']);
    },
  );

  it.skipIf(!kubectlFound)('network policies select the labels the chart puts on its pods', () => {
    const policies = docs.filter((d) => d.kind === 'NetworkPolicy').map((d) => JSON.stringify(d.spec));
    const all = policies.join('\n');
    for (const component of ['gateway', 'backend', 'frontend']) expect(all).toContain(`"${component}"`);
    for (const name of ['documents', 'mongodb', 'kafka', 'redis', 'gotenberg']) expect(all).toContain(`"app.kubernetes.io/name":"${name}"`);
    // The chart's component values are exactly those.
    const values = parseYaml(readFileSync(join(chartDir, 'values.yaml'), 'utf8')) as Obj;
    const components = new Set(Object.values(obj(values.services)).map((s) => obj(s).component ?? obj(values.defaults).component));
    expect([...components].sort()).toEqual(['backend', 'frontend', 'gateway']);
    // Prometheus reaches the Node pods on the chart's metrics port, and nothing else of theirs.
    const scrape = obj(find(docs, 'NetworkPolicy', 'allow-prometheus-to-metrics')?.spec);
    expect(arr(obj(arr(scrape.ingress)[0]).ports)).toEqual([{ protocol: 'TCP', port: obj(values.metrics).port }]);
  });
});

/** Whether a label selector (matchLabels, matchExpressions) selects a pod with these labels. */
function selects(selector: unknown, labels: Record<string, string>): boolean {
  const sel = obj(selector);
  for (const [k, v] of Object.entries(obj(sel.matchLabels))) if (labels[k] !== v) return false;
  for (const e of arr(sel.matchExpressions).map(obj)) {
    const key = String(e.key);
    const values = arr(e.values).map(String);
    const has = key in labels;
    if (e.operator === 'In' && !(has && values.includes(labels[key] as string))) return false;
    if (e.operator === 'NotIn' && has && values.includes(labels[key] as string)) return false;
    if (e.operator === 'Exists' && !has) return false;
    if (e.operator === 'DoesNotExist' && has) return false;
  }
  return true;
}

/** Addresses outside the cluster: everything but the private, shared, link-local (metadata) and loopback ranges. */
const OUTSIDE = ['10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.168.0.0/16'];

/**
 * Where a pod with these labels may connect, as the union of every Egress policy selecting it (null: no
 * Egress policy selects it, so everything is open). One entry per peer: `<peer>:<port>/<protocol>,...`.
 */
function egressOf(docs: Obj[], labels: Record<string, string>): string[] | null {
  const policies = docs
    .filter((d) => d.kind === 'NetworkPolicy')
    .map((d) => obj(d.spec))
    .filter((spec) => arr(spec.policyTypes).includes('Egress') && selects(spec.podSelector, labels));
  if (policies.length === 0) return null;
  const out = new Set<string>();
  for (const rule of policies.flatMap((p) => arr(p.egress)).map(obj)) {
    const ports = arr(rule.ports)
      .map(obj)
      .map((p) => `${String(p.port)}${p.endPort ? `-${String(p.endPort)}` : ''}/${String(p.protocol ?? 'TCP')}`)
      .join(',');
    for (const peer of arr(rule.to ?? [{}]).map(obj)) {
      const pod = obj(obj(peer.podSelector).matchLabels);
      const podName =
        pod['app.kubernetes.io/name'] ??
        pod['k8s-app'] ??
        (pod['app.kubernetes.io/component'] ? `component=${String(pod['app.kubernetes.io/component'])}` : undefined);
      const ns = obj(obj(peer.namespaceSelector).matchLabels)['kubernetes.io/metadata.name'];
      const block = obj(peer.ipBlock);
      let where: string;
      if (peer.ipBlock) {
        const except = arr(block.except).map(String).sort();
        where =
          block.cidr === '0.0.0.0/0' && OUTSIDE.every((c) => except.includes(c)) ? 'outside the cluster' : `cidr ${String(block.cidr)}`;
      } else if (ns) where = podName ? `${String(ns)}/${String(podName)}` : `namespace ${String(ns)}`;
      else if (podName) where = String(podName);
      else where = 'anywhere';
      out.add(`${where}:${ports || 'any port'}`);
    }
  }
  return [...out].sort();
}
describe('skaffold.yaml', () => {
  const configs = parseAllDocuments(read('skaffold.yaml')).map((d) => {
    expect(d.errors).toEqual([]);
    return obj(d.toJS());
  });
  const [prereqs, app] = configs;

  it('deploys k8s/overlays/dev with kubectl first, then the chart with Helm', () => {
    expect(configs).toHaveLength(2);
    for (const c of configs) expect(c.apiVersion).toMatch(/^skaffold\/v4beta1[1-9]$/);
    expect(obj(obj(prereqs).metadata).name).toBe('homepact-prereqs');
    expect(arr(obj(obj(obj(prereqs).manifests).kustomize).paths)).toEqual(['k8s/overlays/dev']);
    expect(obj(obj(prereqs).deploy).kubectl).toBeDefined();
    expect(arr(obj(app).requires).map(obj)[0]?.configs).toEqual(['homepact-prereqs']);
    const release = obj(arr(obj(obj(obj(app).deploy).helm).releases)[0]);
    expect(release.chartPath).toBe('charts/homepact');
    expect(existsSync(join(root, String(release.chartPath), 'Chart.yaml'))).toBe(true);
  });

  it('builds every workload image from the root context, the Node ones from the one Dockerfile with SERVICE/PORT, and injects each into the chart', () => {
    const artifacts = arr(obj(obj(app).build).artifacts).map(obj);
    const templates = obj(obj(arr(obj(obj(obj(app).deploy).helm).releases)[0]).setValueTemplates);
    const dirs = workspaceDirs();
    expect(artifacts.map((a) => a.image).sort()).toEqual(
      Object.keys(WORKLOADS)
        .map((n) => `homepact/${n}`)
        .sort(),
    );
    for (const [name, { dockerfile, port }] of Object.entries(WORKLOADS)) {
      const a = artifacts.find((x) => x.image === `homepact/${name}`);
      expect(a?.context ?? '.').toBe('.');
      expect(obj(a?.docker).dockerfile).toBe(dockerfile);
      // Every image skaffold lists has its Dockerfile and its package.
      expect(existsSync(join(root, dockerfile)), dockerfile).toBe(true);
      expect(dirs.has(`@homepact/${name}`), `@homepact/${name}`).toBe(true);
      const nodeArgs = { SERVICE: name, PORT: String(port) };
      const anyArgs = expect.any(Object);
      expect(obj(obj(a?.docker).buildArgs)).toEqual(dockerfile === NODE_DOCKERFILE ? nodeArgs : anyArgs);
      expect(templates[`services.${name}.image.repository`]).toBe(`{{.IMAGE_REPO_homepact_${name}}}`);
      expect(templates[`services.${name}.image.tag`]).toBe(`{{.IMAGE_TAG_homepact_${name}}}`);
    }
  });

  it('the debug profile passes the restricted Pod Security level: inspectors through the chart, never `skaffold debug`', () => {
    const debug = arr(obj(app).profiles)
      .map(obj)
      .find((p) => p.name === 'debug');
    // Not activated by `skaffold debug`, whose injected Node init container has no securityContext.
    expect(debug?.activation).toBeUndefined();
    expect(arr(debug?.patches)).toContainEqual({ op: 'add', path: '/deploy/helm/releases/0/setValues', value: { 'global.debug': 'true' } });
    const forwards = arr(debug?.portForward).map(obj);
    for (const name of NODE_SERVICES)
      expect(forwards).toContainEqual(
        expect.objectContaining({ resourceType: 'deployment', resourceName: `homepact-${name}`, port: 9229 }),
      );
    const helpers = readFileSync(join(chartDir, 'templates/_helpers.tpl'), 'utf8');
    expect(helpers).toContain('"NODE_OPTIONS" "--inspect=0.0.0.0:9229"');
    expect(read('skaffold.yaml')).toMatch(/Why not `skaffold debug`/);
  });

  it('has profiles dev (port-forwards gateway 8080, web 5173->8080, Jaeger 16686), debug and ci (no push)', () => {
    const profiles = arr(obj(app).profiles).map(obj);
    expect(profiles.map((p) => p.name)).toEqual(['dev', 'debug', 'ci']);
    expect(arr(obj(prereqs).profiles).map((p) => obj(p).name)).toEqual(['dev', 'debug', 'ci']);
    const forwards = arr(profiles.find((p) => p.name === 'dev')?.portForward).map(obj);
    expect(forwards).toContainEqual(expect.objectContaining({ resourceName: 'homepact-gateway', port: 8080, localPort: 8080 }));
    expect(forwards).toContainEqual(expect.objectContaining({ resourceName: 'homepact-web', port: 8080, localPort: 5173 }));
    // The traces: Jaeger's UI from k8s/overlays/dev.
    expect(forwards).toContainEqual(expect.objectContaining({ resourceName: 'jaeger', port: 16686, localPort: 16686 }));
    const ci = arr(profiles.find((p) => p.name === 'ci')?.patches).map(obj);
    expect(ci).toContainEqual({ op: 'add', path: '/build/local/push', value: false });
  });
});
