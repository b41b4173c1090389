import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequestContext, USER_CONTEXT_HEADER, type UserContext } from '@homepact/kit';
import { validContractBody } from '@homepact/proto/testing';
import { startEmbeddedStack, type Stack } from '../../scripts/stack.ts';

/**
 * Drives every route of every service, as its own OpenAPI document lists it
 * (the kit serves it at /docs/json outside production), with malformed,
 * oversized, percent-encoded and wrong-typed path parameters, query strings
 * and bodies, as a signed-out caller, a user and an admin. Nothing may
 * answer 5xx, hang, or take a service down. The whole embedded stack runs
 * in this process, so services that call each other do so for real.
 *
 * Adding a service to the fuzzing is one line: its name here (the embedded
 * stack, scripts/stack.ts, must run it).
 */
const FUZZED_SERVICES = ['identity', 'contracts', 'ai', 'documents', 'notifications', 'admin'] as const;

const SECRET = 'f'.repeat(48);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 12);
const REQUEST_TIMEOUT_MS = 15_000;

let stack: Stack;
let dataDir: string;
let contractId = '00000000-0000-4000-8000-000000000000';

const owner: UserContext = { userId: 'fuzz-owner', email: 'fuzz-owner@example.com', role: 'user' };
const admin: UserContext = { userId: 'fuzz-admin', email: 'fuzz-admin@example.com', role: 'admin' };
const CALLERS: Array<UserContext | null> = [null, owner, admin];

interface Answer {
  status: number;
  body: string;
}

/** A raw HTTP request: the path goes out exactly as written (fetch would resolve "..", "%2e" and the like). */
function send(base: string, method: string, rawPath: string, headers: Record<string, string>, body?: string | Buffer): Promise<Answer> {
  const { hostname, port } = new URL(base);
  // Framed by Content-Length: Node's client would send a DELETE's body unframed (it does not chunk DELETE).
  const framed = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
  return new Promise((resolve) => {
    const req = httpRequest({ host: hostname, port, method, path: rawPath, headers: framed, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (e) => resolve({ status: -1, body: `response error: ${e.message}` }));
    });
    req.on('timeout', () => {
      req.destroy();
      resolve({ status: -2, body: 'timed out' });
    });
    req.on('error', (e) => resolve({ status: -1, body: `request error: ${e.message}` }));
    req.end(body);
  });
}

// ---- the OpenAPI document ------------------------------------------------------------------

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  service: string;
  base: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | undefined;
}

async function operationsOf(service: string, base: string): Promise<Operation[]> {
  const res = await fetch(`${base}/docs/json`);
  if (res.status !== 200) throw new Error(`${service} serves no OpenAPI document (${res.status})`);
  const doc = (await res.json()) as {
    paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  };
  const ops: Operation[] = [];
  for (const [p, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      ops.push({
        service,
        base,
        method: method.toUpperCase(),
        path: p,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return ops;
}

/** A plausible value for a schema (the baseline every mutation starts from). */
function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return sample(alt.find((s) => s.type !== 'null') ?? alt[0], depth + 1);
  if (schema.allOf?.length) return sample(Object.assign({}, ...schema.allOf), depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? Object.keys(schema.properties ?? {})) out[key] = sample(schema.properties?.[key], depth + 1);
      return out;
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date') return '2025-01-01';
      if (schema.format === 'date-time') return '2025-01-01T00:00:00.000Z';
      if (schema.format === 'uri') return 'https://example.com/';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return 'x';
  }
}

// ---- the cases ---------------------------------------------------------------------------

const PATH_VALUES = [
  '',
  '%20',
  'x'.repeat(3000),
  '%00',
  '%2e%2e',
  '..%2F..%2Finternal',
  '%2F',
  '%ZZ',
  '%E0%A4%A',
  '%F0%9F%92%A5',
  "'%20OR%201=1--",
  '%7B%22$gt%22:%22%22%7D',
  '-1',
  '0',
  '1e309',
  'null',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '%3Cscript%3E',
  // Format characters (bidi override, zero-width space, BOM) and a lone surrogate, percent-encoded as UTF-8 / CESU-8.
  '%E2%80%AEx%E2%80%AC',
  '%E2%80%8B',
  '%EF%BB%BF',
  '%ED%A0%80',
];

const QUERY_VALUES = [
  '',
  'x'.repeat(5000),
  '-1',
  'NaN',
  '1e400',
  '%00',
  '%ZZ',
  '[]',
  '{}',
  'true',
  '__proto__',
  'constructor',
  'toString',
  '%E2%80%AE',
  '%E2%80%8B',
  '%ED%A0%80',
];

const WRONG_VALUES: unknown[] = [null, 12345, -1, 1.5, true, 'x', '', 'x'.repeat(100_000), [], [1, 2], {}, { $gt: '' }, '2025-13-45', 'a@'];

/**
 * Text the wire-edge normaliser (proto's text.ts) cleans or refuses: Unicode
 * format characters (bidi controls, zero-width characters, BOM, soft hyphen),
 * C0/C1 controls, NUL, lone surrogates (JSON.stringify writes them as \uD800
 * escapes, which JSON.parse turns back into lone surrogates), fullwidth
 * digits, and the names of Object.prototype's members as values.
 */
const TEXT_VALUES: unknown[] = [
  'Hana\u202Esnew\u202CO',
  '\u2066\u2067\u2068\u2069\u202A\u202B\u202D\u200E\u200F\u061C',
  '\u200B\u200C\u200D\u2060\uFEFF\u00AD',
  'x\u0007\u001B\u007F\u0085\u009Fx',
  'x\u0000x',
  '\uD800',
  'x\uDC00x',
  '\uDE00\uD83D',
  '１２３４５６７８９０ Ｓｔ',
  'constructor',
  '__proto__',
  'toString',
];

/** An object value whose own keys are Object.prototype's members (JSON.parse makes "__proto__" an own key). */
const PROTOTYPE_KEYED = JSON.parse(
  '{"__proto__":{"fuzzPolluted":true},"constructor":{"prototype":{"fuzzPolluted":true}},"toString":"x","valueOf":1,"hasOwnProperty":"x"}',
) as Record<string, unknown>;
/** The same keys as JSON text, to splice into a body object. */
const PROTOTYPE_KEYS_JSON =
  '"__proto__":{"fuzzPolluted":true},"constructor":{"prototype":{"fuzzPolluted":true}},"toString":"x","valueOf":1';

interface Case {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  contentType?: string;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? 'x');

/** Percent-encodes every letter of the path's fixed words ("/api/%63%6F..."), leaving its slashes alone. */
const encodedLetters = (p: string) => p.replace(/[a-z]/g, (ch) => `%${ch.charCodeAt(0).toString(16)}`);

function casesFor(op: Operation): Case[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const valid = Object.fromEntries(pathParams.map((p) => [p.name, p.name === 'id' ? contractId : 'fuzz-1']));
  const basePath = fill(op.path, valid);
  const json = (value: unknown) => JSON.stringify(value);
  const baseline = op.body ? sample(op.body) : undefined;
  const bodyCase = (label: string, body: string | Buffer, contentType = 'application/json'): Case => ({
    label,
    method: op.method,
    path: basePath,
    body,
    contentType,
  });
  const out: Case[] = [];

  out.push({
    label: 'baseline',
    method: op.method,
    path: basePath,
    ...(baseline !== undefined ? { body: json(baseline), contentType: 'application/json' } : {}),
  });
  out.push({
    label: 'encoded path',
    method: op.method,
    path: encodedLetters(basePath),
    ...(baseline !== undefined ? { body: json(baseline), contentType: 'application/json' } : {}),
  });
  out.push({ label: 'double slashes and dot segments', method: op.method, path: basePath.replace(/\//g, '//').replace('//api', '/./api') });
  out.push({ label: 'trailing slash', method: op.method, path: `${basePath}/` });

  for (const param of pathParams) {
    for (const v of PATH_VALUES)
      out.push({ label: `path ${param.name}=${v.slice(0, 20)}`, method: op.method, path: fill(op.path, { ...valid, [param.name]: v }) });
  }

  out.push({ label: 'unknown query', method: op.method, path: `${basePath}?fuzz=1&__proto__[x]=1` });
  out.push({ label: 'prototype-key query', method: op.method, path: `${basePath}?constructor=1&toString=x&__proto__=1&hasOwnProperty=1` });
  out.push({ label: 'malformed query', method: op.method, path: `${basePath}?%ZZ=%E0%A4&=&&=x` });
  for (const param of queryParams) {
    for (const v of QUERY_VALUES)
      out.push({ label: `query ${param.name}=${v.slice(0, 20)}`, method: op.method, path: `${basePath}?${param.name}=${v}` });
    out.push({ label: `query ${param.name} twice`, method: op.method, path: `${basePath}?${param.name}=1&${param.name}=2` });
  }

  // Expect (docs/security.md, bodies): 100-continue is between the client and the server, anything else is 417, never a 5xx.
  out.push({
    label: 'Expect: 100-continue',
    method: op.method,
    path: basePath,
    headers: { expect: '100-continue' },
    ...(baseline !== undefined ? { body: json(baseline), contentType: 'application/json' } : {}),
  });
  out.push({ label: 'Expect: unknown', method: op.method, path: basePath, headers: { expect: 'x-fuzz-expectation' } });

  if (op.method !== 'GET') {
    out.push(bodyCase('invalid JSON', '{"a":'));
    out.push(bodyCase('JSON array', '[]'));
    out.push(bodyCase('JSON null', 'null'));
    out.push(bodyCase('JSON string', '"x"'));
    out.push(bodyCase('JSON number', '1e999'));
    out.push(bodyCase('deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`));
    out.push(bodyCase('prototype pollution', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}'));
    out.push(bodyCase('oversized', Buffer.alloc(3 * 1024 * 1024, 'a')));
    out.push(bodyCase('text/plain', json(baseline ?? {}), 'text/plain'));
    out.push(bodyCase('form', 'a=1&b=2', 'application/x-www-form-urlencoded'));
    out.push(
      bodyCase('multipart', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n', 'multipart/form-data; boundary=b'),
    );
    out.push(bodyCase('utf-16 charset', json(baseline ?? {}), 'application/json; charset=utf-16'));
    out.push(bodyCase('invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])));
  }
  if (op.body && baseline && typeof baseline === 'object' && !Array.isArray(baseline)) {
    const props = Object.keys(op.body.properties ?? {});
    for (const prop of props) {
      for (const wrong of WRONG_VALUES)
        out.push(bodyCase(`body ${prop}=${JSON.stringify(wrong).slice(0, 20)}`, json({ ...baseline, [prop]: wrong })));
    }
    for (const prop of props) {
      for (const value of TEXT_VALUES)
        out.push(bodyCase(`body ${prop}=text ${JSON.stringify(value).slice(0, 24)}`, json({ ...baseline, [prop]: value })));
      out.push(bodyCase(`body ${prop}=prototype-keyed object`, json({ ...baseline, [prop]: PROTOTYPE_KEYED })));
      out.push(bodyCase(`body ${prop}=[prototype-keyed object]`, json({ ...baseline, [prop]: [PROTOTYPE_KEYED] })));
    }
    const whole = json(baseline);
    out.push(
      bodyCase(
        'prototype keys beside the fields',
        whole === '{}' ? `{${PROTOTYPE_KEYS_JSON}}` : `${whole.slice(0, -1)},${PROTOTYPE_KEYS_JSON}}`,
      ),
    );
    out.push(bodyCase('extra field', json({ ...baseline, fuzzExtra: 1 })));
    out.push(bodyCase('every field missing', '{}'));
  }
  return out;
}

async function runAll<T>(items: T[], worker: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await worker(items[next++]!);
    }),
  );
}

// ---- the run -----------------------------------------------------------------------------

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hp-fuzz-'));
  stack = await startEmbeddedStack({
    dataDir,
    gatewayPort: 0,
    env: {
      INTERNAL_JWT_SECRET: SECRET,
      INVITES_WAIT_MS: '300',
      AUTH_RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_MAX: '100000',
      // The development admin panel on, as in `make dev` (off, its routes answer 403 panel_off).
      ADMIN2_PASSWORD: 'fuzz-panel-password-0123456789',
    },
  });
  // One real contract, so routes that take a contract id meet a real one as well as junk.
  const res = await send(
    stack.urls.contracts!,
    'POST',
    '/api/contracts',
    { 'content-type': 'application/json', [USER_CONTEXT_HEADER]: await signRequestContext(SECRET, { user: owner, ip: '127.0.0.1' }) },
    JSON.stringify(validContractBody({ homeownerEmail: 'fuzz-home@example.com', providerEmail: 'fuzz-pro@example.com' })),
  );
  if (res.status === 201) contractId = (JSON.parse(res.body) as { id: string }).id;
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('OpenAPI-driven fuzzing', () => {
  it('every listed service is running and documents its routes', () => {
    for (const name of FUZZED_SERVICES) expect(stack.urls[name], `${name} is not in the embedded stack`).toBeDefined();
  });

  it(
    'no route of any service answers 5xx, hangs or crashes on malformed, oversized, encoded or wrong-typed input',
    { timeout: 90_000 },
    async () => {
      const ops = (await Promise.all(FUZZED_SERVICES.map((name) => operationsOf(name, stack.urls[name]!)))).flat();
      expect(ops.length).toBeGreaterThan(40);
      const contexts = new Map<string, string>();
      for (const caller of CALLERS)
        contexts.set(caller?.role ?? 'anonymous', await signRequestContext(SECRET, { user: caller, ip: '127.0.0.1' }));

      const jobs = ops.flatMap((op) =>
        casesFor(op).flatMap((c) =>
          // Every case as a signed-out caller; the baseline and the encoded path for each role too.
          (c.label === 'baseline' || c.label === 'encoded path' ? CALLERS : [CALLERS[1]!]).map((caller) => ({
            op,
            c,
            role: caller?.role ?? 'anonymous',
          })),
        ),
      );
      const failures: string[] = [];
      const byStatus = new Map<number, number>();
      let sent = 0;
      await runAll(jobs, async ({ op, c, role }) => {
        const headers: Record<string, string> = { [USER_CONTEXT_HEADER]: contexts.get(role)!, ...(c.headers ?? {}) };
        if (c.contentType) headers['content-type'] = c.contentType;
        const res = await send(op.base, c.method, c.path, headers, c.body);
        sent++;
        byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
        if (res.status < 0 || res.status >= 500) {
          failures.push(
            `${op.service} ${c.method} ${c.path.slice(0, 120)} [${c.label}, ${role}] -> ${res.status} ${res.body.slice(0, 300)}`,
          );
        }
      });
      const histogram = [...byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
      console.info(`[fuzz] ${sent} requests over ${ops.length} operations of ${FUZZED_SERVICES.length} services; ${histogram.join(', ')}`);
      expect(failures).toEqual([]);
      // The cases reach the handlers (not only the validators): some calls succeed.
      expect([...byStatus].filter(([status]) => status < 300).reduce((n, [, c]) => n + c, 0)).toBeGreaterThan(20);

      // And the services are all still up, and no body polluted Object.prototype (they run in this process).
      for (const name of FUZZED_SERVICES) expect((await send(stack.urls[name]!, 'GET', '/healthz', {})).status).toBe(200);
      expect(({} as Record<string, unknown>).fuzzPolluted).toBeUndefined();
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    },
  );

  it('the gateway, too, answers every route path under encoding tricks without 5xx', { timeout: 60_000 }, async () => {
    const ops = (await Promise.all(FUZZED_SERVICES.map((name) => operationsOf(name, stack.urls[name]!)))).flat();
    const failures: string[] = [];
    const variants = (p: string) => [p, encodedLetters(p), p.replace('/api/', '/api//./'), `${p}/..`, `${p}%2F..`, `${p}/%00`, `${p}?%ZZ`];
    // Each path plain and under Expect (the gateway once forwarded it and undici answered 502).
    const expects = [undefined, '100-continue', 'x-fuzz-expectation'];
    const jobs = ops.flatMap((op) =>
      variants(fill(op.path, { id: contractId })).flatMap((p, i) =>
        (i === 0 ? expects : [undefined]).map((expectValue) => ({ op, p, expectValue })),
      ),
    );
    await runAll(jobs, async ({ op, p, expectValue }) => {
      const res = await send(
        stack.gatewayUrl,
        op.method,
        p,
        { 'content-type': 'application/json', cookie: `hp_session=${'x'.repeat(300)}`, ...(expectValue ? { expect: expectValue } : {}) },
        op.method === 'GET' ? undefined : '{}',
      );
      if (res.status < 0 || res.status >= 500)
        failures.push(`gateway ${op.method} ${p.slice(0, 120)} [Expect: ${expectValue ?? '-'}] -> ${res.status} ${res.body.slice(0, 300)}`);
      if (expectValue === 'x-fuzz-expectation' && res.status !== 417)
        failures.push(`gateway ${op.method} ${p} [Expect: ${expectValue}] -> ${res.status}, not 417`);
    });
    expect(failures).toEqual([]);
    expect((await send(stack.gatewayUrl, 'GET', '/healthz', {})).status).toBe(200);
  });
});
