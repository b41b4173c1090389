/**
 * Writes docs/configuration.md from the zod config schemas, so the page cannot drift from what the services read.
 *
 *   tsx scripts/docs/configuration.ts           writes the page (`make docs`)
 *   tsx scripts/docs/configuration.ts --check   fails when the page is stale (`make lint`)
 *
 * Each variable's words are its schema field's `.describe()`; its type, default and whether it is required come from
 * the schema itself. "Required in production" also reads each service's `needs` (the production parts its server.ts
 * passes to boot/loadConfig), which live in server.ts because they decide how the process starts.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import * as prettier from 'prettier';
import { AdminConfigSchema } from '@homepact/admin';
import { AiConfigSchema } from '@homepact/ai';
import { ContractsConfigSchema } from '@homepact/contracts';
import { DocumentsConfigSchema } from '@homepact/documents';
import { GatewayConfigSchema } from '@homepact/gateway';
import { IdentityConfigSchema } from '@homepact/identity';
import { PLAINTEXT_ALLOWANCES } from '@homepact/kit';
import { BaseConfigSchema, PRODUCTION_PARTS } from '@homepact/kit/config';
import { NotificationsConfigSchema } from '@homepact/notifications';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'docs/configuration.md');

interface Service {
  name: string;
  schema: Schema;
  /** Where its `needs` are declared. */
  server: string;
}

const SERVICES: Service[] = [
  { name: 'gateway', schema: GatewayConfigSchema, server: 'gateway/src/server.ts' },
  { name: 'identity', schema: IdentityConfigSchema, server: 'services/identity/src/server.ts' },
  { name: 'contracts', schema: ContractsConfigSchema, server: 'services/contracts/src/server.ts' },
  { name: 'ai', schema: AiConfigSchema, server: 'services/ai/src/server.ts' },
  { name: 'documents', schema: DocumentsConfigSchema, server: 'services/documents/src/server.ts' },
  { name: 'notifications', schema: NotificationsConfigSchema, server: 'services/notifications/src/server.ts' },
  { name: 'admin', schema: AdminConfigSchema, server: 'services/admin/src/server.ts' },
];

/**
 * Requirements a schema states in a refinement, which introspection cannot see. Each names where the rule lives.
 */
const CONDITIONAL: Record<string, Record<string, string>> = {
  documents: {
    SEAL_P12_FILE: 'in production, unless `SEAL_KEY_FILE` and `SEAL_CERT_FILE` are set',
  },
  notifications: {
    CONTRACTS_URL: 'while the signing e-mails are on (`SIGNING_EMAILS`)',
    DOCUMENTS_URL: 'while the signing e-mails are on (`SIGNING_EMAILS`)',
  },
};

/** Variables read outside the config schemas (by kit's telemetry and start-up, and by the web's dev server). */
const OUTSIDE: { name: string; who: string; default: string; description: string }[] = [
  {
    name: 'ALLOW_EMBEDDED',
    who: 'every service',
    default: 'empty',
    description: `Comma-separated production parts a production start may run without, on purpose (a demo, never a real deployment): ${Object.keys(PRODUCTION_PARTS).join(', ')}. Read by kit's config loader.`,
  },
  {
    name: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
    who: 'every service',
    default: 'unset',
    description: 'The traces endpoint, used as is (otherwise `OTEL_EXPORTER_OTLP_ENDPOINT` + `/v1/traces`).',
  },
  {
    name: 'OTEL_EXPORTER_OTLP_PROTOCOL',
    who: 'every service',
    default: '`http/protobuf`',
    description: 'Or `http/json` (`OTEL_EXPORTER_OTLP_TRACES_PROTOCOL` wins); traces only: logs stay in pino, with trace ids.',
  },
  ...Object.entries(PLAINTEXT_ALLOWANCES).map(([store, name]) => ({
    name,
    who: 'every service',
    default: 'unset',
    description: `\`true\`: a production start may reach \`${store}\` in plaintext over the network (refused otherwise, unless the host is loopback). Read by kit's store security.`,
  })),
  { name: 'OTEL_SERVICE_NAME', who: 'every service', default: "the service's name", description: 'The service name on its spans.' },
  {
    name: 'TRACE_CLIENT_CONTEXT',
    who: 'every service (the gateway in practice)',
    default: '`link`',
    description:
      "Trace headers from clients: `link` starts a new trace and links the client's; `continue` keeps its trace id (never its tracestate or baggage).",
  },
  {
    name: 'HOSTNAME',
    who: 'every service',
    default: "the machine's host name",
    description: "Names the outbox lease holder and each replica's reply consumer group (`<service>-replies-<HOSTNAME>`).",
  },
  {
    name: 'VITE_DEV_MAILBOX',
    who: 'web (build)',
    default: 'unset',
    description: "Set by the browser journeys' harness only: the build keeps the `/dev/mailbox` page; release builds drop it.",
  },
  {
    name: 'GATEWAY_URL',
    who: 'web (Vite dev server)',
    default: '`http://localhost:8080`',
    description: 'Where the development server proxies `/api`.',
  },
];

/** A zod schema as far as this script reads it (zod is the services' dependency, not the scripts'). */
interface Schema {
  readonly description?: string | undefined;
}
type Def = { type: string; [k: string]: unknown };
const defOf = (s: Schema): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The object schema under transforms and refinements. */
function objectShape(schema: Schema): Record<string, Schema> {
  let s = schema;
  for (;;) {
    const def = defOf(s);
    if (def.type === 'object') return def.shape as Record<string, Schema>;
    if (def.type === 'pipe') s = def.in as Schema;
    else throw new Error(`not an object schema: ${def.type}`);
  }
}

interface Field {
  type: string;
  default: string | undefined;
  optional: boolean;
  description: string | undefined;
}

/** Reads a field through its wrappers (default, optional, pipe): the first description, the default, the base type. */
function describeField(field: Schema): Field {
  let s: Schema = field;
  let description: string | undefined;
  let dflt: string | undefined;
  let optional = false;
  for (;;) {
    description ??= s.description;
    const def = defOf(s);
    if (def.type === 'default') {
      const v = def.defaultValue;
      dflt ??= formatDefault(typeof v === 'function' ? (v as () => unknown)() : v);
      s = def.innerType as Schema;
    } else if (def.type === 'optional' || def.type === 'nullable') {
      optional = true;
      s = def.innerType as Schema;
    } else if (def.type === 'pipe') {
      // A transform's input is what the environment holds.
      const input = def.in as Schema;
      s = defOf(input).type === 'transform' ? (def.out as Schema) : input;
    } else {
      return { type: typeName(s), default: dflt, optional, description };
    }
  }
}

function formatDefault(v: unknown): string {
  if (Array.isArray(v)) return v.length === 0 ? 'empty' : `\`${v.join(',')}\``;
  if (v === '') return 'empty';
  return `\`${String(v)}\``;
}

function typeName(s: Schema): string {
  const def = defOf(s);
  const any = s as unknown as { format?: string | null; minLength?: number | null };
  switch (def.type) {
    case 'string': {
      if (any.format === 'url') return 'URL';
      if (any.format === 'email') return 'e-mail';
      return any.minLength && any.minLength > 1 ? `string (≥ ${any.minLength} chars)` : 'string';
    }
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'enum':
      return Object.values(def.entries as Record<string, string>)
        .map((v) => `\`${v}\``)
        .join(' | ');
    case 'array':
      return 'comma-separated list';
    case 'union':
      return 'see description';
    default:
      return def.type;
  }
}

/** The production parts a service's server.ts declares (`needs: [...]`). */
async function needsOf(server: string): Promise<string[]> {
  const text = await readFile(path.join(ROOT, server), 'utf8');
  const m = /needs:\s*\[([^\]]*)\]/.exec(text);
  if (!m) throw new Error(`${server}: no needs: [...] found`);
  return [...m[1]!.matchAll(/'([A-Z_]+)'/g)].map((x) => x[1]!);
}

function required(name: string, f: Field, service: string, needs: string[]): string {
  if (!f.optional && f.default === undefined) return '**always**';
  if (needs.includes(name)) return '**in production** (or `ALLOW_EMBEDDED`)';
  const cond = CONDITIONAL[service]?.[name];
  return cond ? `**${cond}**` : 'no';
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

function table(rows: string[][]): string {
  const head = ['variable', 'type', 'default', 'required', 'description'];
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

async function render(): Promise<{ markdown: string; missing: string[] }> {
  const missing: string[] = [];
  const base = objectShape(BaseConfigSchema);
  const baseNames = Object.keys(base);
  const lines: string[] = [
    '# Configuration',
    '',
    '<!-- Generated by scripts/docs/configuration.ts from the zod config schemas: run `make docs`, do not edit. -->',
    '',
    'Every variable is read once at start-up and validated with zod (`loadConfig` in `@homepact/kit/config`); a bad or',
    'missing value stops the process with a list of every problem. Empty values count as unset. **Secrets have no',
    'default value**: `make dev` generates random ones into `.data/dev-secrets.json` (mode 0600) on first run.',
    '',
    '"Required" says when a service refuses to start without the variable: **always**, **in production**',
    '(`NODE_ENV=production`, unless `ALLOW_EMBEDDED` names it so the embedded default runs on purpose), or under the',
    'condition given. What each production part is:',
    '',
    ...Object.entries(PRODUCTION_PARTS).map(([k, v]) => `- \`${k}\`: ${v}.`),
    '',
  ];

  const row = (name: string, field: Schema, service: string, needs: string[], who?: string) => {
    const f = describeField(field);
    if (!f.description) missing.push(`${who ?? service}: ${name}`);
    return [`\`${name}\``, cell(f.type), f.default ?? 'unset', required(name, f, service, needs), cell(f.description ?? '')];
  };

  const services = await Promise.all(SERVICES.map(async (s) => ({ ...s, needs: await needsOf(s.server) })));
  lines.push('## Every service', '');
  const without = services.filter((s) => baseNames.some((n) => !(n in objectShape(s.schema))));
  for (const s of without) {
    const left = baseNames.filter((n) => !(n in objectShape(s.schema)));
    lines.push(`The ${s.name} does not read ${left.map((n) => `\`${n}\``).join(', ')}.`, '');
  }
  lines.push(table(baseNames.map((n) => row(n, base[n]!, 'kit', [], 'kit'))), '');

  for (const s of services) {
    const shape = objectShape(s.schema);
    // A service's own field, or a base field it redefines.
    const own = Object.keys(shape).filter((n) => !baseNames.includes(n) || shape[n] !== base[n]);
    const needsFromBase = s.needs.filter((n) => baseNames.includes(n) && !own.includes(n));
    lines.push(`## ${s.name}`, '');
    if (needsFromBase.length > 0)
      lines.push(`Needs in production (from the variables above): ${needsFromBase.map((n) => `\`${n}\``).join(', ')}.`, '');
    lines.push(table(own.map((n) => row(n, shape[n]!, s.name, s.needs))), '');
  }

  lines.push('## Read outside the schemas', '');
  lines.push('| variable | read by | default | description |', '| --- | --- | --- | --- |');
  for (const v of OUTSIDE) lines.push(`| \`${v.name}\` | ${v.who} | ${v.default} | ${cell(v.description)} |`);
  lines.push('');

  const options = (await prettier.resolveConfig(OUT)) ?? {};
  const markdown = await prettier.format(lines.join('\n'), { ...options, parser: 'markdown' });
  return { markdown, missing };
}

async function main() {
  const check = process.argv.includes('--check');
  const { markdown, missing } = await render();
  if (missing.length > 0) {
    console.error(`Config fields without .describe():\n${missing.map((m) => `  - ${m}`).join('\n')}`);
    process.exitCode = 1;
    return;
  }
  if (check) {
    const current = await readFile(OUT, 'utf8').catch(() => '');
    if (current !== markdown) {
      console.error('docs/configuration.md is stale: run `make docs` and commit it.');
      process.exitCode = 1;
    }
    return;
  }
  await writeFile(OUT, markdown);
  console.log(`wrote ${path.relative(ROOT, OUT)}`);
}

await main();
